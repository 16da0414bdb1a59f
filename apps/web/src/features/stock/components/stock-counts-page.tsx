// Stock counts and adjustments (/{orgId}/warehouse/counts, decision 0194), reached from the warehouses page: the
// organisation's counts, newest first, with the value of goods missing and found, a new count, and a void after
// confirmation.
import { Anchor, Badge, Button, Card, Group, Skeleton, Table } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockCountList } from '@banchee/contracts';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form-errors';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useWarehouseList, useStockCounts, useVoidStockCount } from '../api/stock-counts';
import { useStockCountsText } from '../i18n/use-stock-counts-text';
import { StockCountFormModal } from './stock-count-form-modal';
import { ConfirmAction } from '../../../components/confirm-delete';

type Summary = StockCountList['data'][number];

/** The route of the counts (the detail page is `${STOCK_COUNTS_PATH}/{id}`). */
export const STOCK_COUNTS_PATH = 'warehouse/counts';

export function StockCountsPage() {
  const { t } = useTranslation();
  const text = useStockCountsText();
  const organizationId = useOrgId();
  const { date } = useFormatters();
  const counts = useStockCounts(organizationId);
  const warehouses = useWarehouseList(organizationId);
  const voidCount = useVoidStockCount(organizationId);
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState<Summary | null>(null);

  const rows = counts.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          <Group>
            <Anchor component={Link} to={`/${organizationId}/warehouse`} size="sm">
              {text('back')}
            </Anchor>
            <Anchor component={Link} to={`/${organizationId}/reports/inventory/rd`} size="sm">
              {text('rd.link')}
            </Anchor>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {text('new')}
            </Button>
          </Group>
        }
      />
      <Card withBorder padding={0}>
        {counts.isPending ? (
          <Skeleton h={120} />
        ) : counts.isError ? (
          <EmptyBlock icon={<IconClipboardList />} title={t('common.loadFailed')}>
            {errorText(counts.error, t)}
          </EmptyBlock>
        ) : rows.length === 0 ? (
          <EmptyBlock icon={<IconClipboardList />} title={text('empty')} />
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('number')}</Table.Th>
                <Table.Th>{text('date')}</Table.Th>
                <Table.Th>{text('warehouse')}</Table.Th>
                <Table.Th ta="right">{text('shortage')}</Table.Th>
                <Table.Th ta="right">{text('surplus')}</Table.Th>
                <Table.Th>{text('status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((count) => (
                <Table.Tr key={count.id} data-testid={`stock-count-${count.number}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${organizationId}/${STOCK_COUNTS_PATH}/${count.id}`}>
                      {count.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{date(count.date)}</Table.Td>
                  <Table.Td>{count.warehouse_name}</Table.Td>
                  <Table.Td ta="right">{formatMoneyText(count.shortage_value)}</Table.Td>
                  <Table.Td ta="right">{formatMoneyText(count.surplus_value)}</Table.Td>
                  <Table.Td>
                    <Badge color={count.status === 'VOID' ? 'gray' : 'teal'} variant="light">
                      {text(`statuses.${count.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {count.status === 'POSTED' ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setVoiding(count)}>
                        {text('void')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <StockCountFormModal
        organizationId={organizationId}
        warehouses={warehouses.data ?? []}
        opened={creating}
        onClose={() => setCreating(false)}
      />
      <ConfirmAction
        opened={voiding !== null}
        title={text('voidTitle', { number: voiding?.number ?? '' })}
        body={text('voidBody')}
        confirmLabel={text('void')}
        loading={voidCount.isPending}
        onCancel={() => setVoiding(null)}
        onConfirm={() => {
          if (!voiding) return;
          voidCount.mutate(voiding.id, {
            onSuccess: (count) => notify.success(text('voided', { number: count.number })),
            onError: (error) => notify.error(text('voidFailed'), errorText(error, t)),
            onSettled: () => setVoiding(null),
          });
        }}
      />
    </>
  );
}
