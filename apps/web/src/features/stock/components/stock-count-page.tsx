// One stock count, outside the shell: /{orgId}/warehouse/counts/{id} (decisions 0194, 0206) — the warehouse and
// date, per product the book quantity when counted, the counted quantity, the difference, its value and the
// reason, the values missing and found; print (the count sheet, in the UI language and the organisation's era)
// and void after a confirmation.
import type { StockCount } from '@banchee/contracts';
import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-delete';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { Figure, RecordActions, RecordPageFrame } from '../../../components/record-page';
import { errorText } from '../../../lib/form-errors';
import { formatQuantityText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePrintDefaults } from '../../../lib/print-defaults';
import { useOrgId } from '../../../lib/use-org-id';
import { openStockCountPdf, useStockCount, useVoidStockCount } from '../api/stock-counts';
import { useStockCountsText } from '../i18n/use-stock-counts-text';
import { STOCK_COUNTS_PATH } from './stock-counts-page';

const signed = (quantity: string) =>
  quantity.startsWith('-') || Number(quantity) === 0
    ? formatQuantityText(quantity)
    : `+${formatQuantityText(quantity)}`;

function StockCountDetail({ count }: { count: StockCount }) {
  const { t } = useTranslation();
  const text = useStockCountsText();
  const organizationId = useOrgId();
  const { money, date } = useFormatters();
  const printDefaults = usePrintDefaults();
  const voiding = useVoidStockCount(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [printing, setPrinting] = useState(false);

  const print = () => {
    setPrinting(true);
    openStockCountPdf(count.id, printDefaults)
      .catch((error: unknown) => notify.error(text('printFailed'), errorText(error, t)))
      .finally(() => setPrinting(false));
  };
  const confirmVoid = () =>
    voiding.mutate(count.id, {
      onSuccess: (voided) => {
        setConfirming(false);
        notify.success(text('voided', { number: voided.number }));
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(text('voidFailed'), errorText(error, t));
      },
    });

  return (
    <>
      <PageHeader
        title={count.number}
        subtitle={count.warehouse_name}
        actions={
          <RecordActions
            statusLabel={text(`statuses.${count.status}`)}
            statusColor={count.status === 'VOID' ? 'gray' : 'teal'}
            printLabel={text('print')}
            printing={printing}
            onPrint={print}
            voidLabel={text('void')}
            onVoid={count.status === 'POSTED' ? () => setConfirming(true) : undefined}
          />
        }
      />
      <Stack>
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={text('date')} value={date(count.date)} />
            <Figure label={text('warehouse')} value={count.warehouse_name} />
            <Figure label={text('shortage')} value={money(count.shortage_value)} />
            <Figure label={text('surplus')} value={money(count.surplus_value)} />
          </SimpleGrid>
          {count.remarks ? (
            <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {text('remarks')}: {count.remarks}
            </Text>
          ) : null}
        </Card>
        <Card withBorder radius="md" padding={0}>
          <Table>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{text('product')}</Table.Th>
                <Table.Th ta="right">{text('book')}</Table.Th>
                <Table.Th ta="right">{text('counted')}</Table.Th>
                <Table.Th ta="right">{text('difference')}</Table.Th>
                <Table.Th ta="right">{text('value')}</Table.Th>
                <Table.Th>{text('reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {count.lines.map((line, index) => (
                <Table.Tr key={line.item_id} data-testid={`count-line-${index}`}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    {line.item_code ? `${line.item_code} · ${line.item_name}` : line.item_name}
                  </Table.Td>
                  <Table.Td ta="right">{formatQuantityText(line.on_hand_quantity)}</Table.Td>
                  <Table.Td ta="right">
                    {line.counted_quantity === undefined ? '' : formatQuantityText(line.counted_quantity)}
                  </Table.Td>
                  <Table.Td ta="right">{signed(line.difference)}</Table.Td>
                  <Table.Td ta="right">{money(line.value)}</Table.Td>
                  <Table.Td>{line.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
      <ConfirmAction
        opened={confirming}
        title={text('voidTitle', { number: count.number })}
        body={text('voidBody')}
        confirmLabel={text('void')}
        loading={voiding.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmVoid}
      />
    </>
  );
}

export function StockCountPage() {
  const { t } = useTranslation();
  const text = useStockCountsText();
  const { id } = useParams();
  const organizationId = useOrgId();
  const count = useStockCount(organizationId, id);
  const listPath = `/${organizationId}/${STOCK_COUNTS_PATH}`;

  let body;
  if (count.isPending) {
    body = <Loading />;
  } else if (count.isError) {
    body = (
      <EmptyBlock icon={<IconClipboardList />} title={t('common.loadFailed')}>
        {errorText(count.error, t)}
      </EmptyBlock>
    );
  } else {
    body = <StockCountDetail count={count.data} />;
  }

  return (
    <RecordPageFrame backTo={listPath} backLabel={text('backToCounts')}>
      {body}
    </RecordPageFrame>
  );
}
