// The inter-warehouse transfers (/{orgId}/inter-warehouse-transfer): number, date, from → to, lines, value and
// status, latest first; search by number or note; a row opens the transfer (Enter on a focused row too).
import { Badge, Button, Card, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus, IconTransfer } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useTransfers } from '../api/transfers';
import { useTransferText } from '../i18n/use-transfer-text';

export const TRANSFERS_PATH = 'inter-warehouse-transfer';
export const STATUS_COLORS = { DONE: 'teal', VOID: 'gray' } as const;

export function StockTransfersPage() {
  const { text, t } = useTransferText();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const { money, date } = useFormatters();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);
  const transfers = useTransfers(organizationId, { page, search });
  const rows = transfers.data?.data ?? [];
  const open = (id: string) => void navigate(`/${organizationId}/${TRANSFERS_PATH}/${id}`);

  return (
    <>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => void navigate(`/${organizationId}/${TRANSFERS_PATH}/new`)}
          >
            {text('new')}
          </Button>
        }
      />
      <Group mb="md">
        <SearchInput placeholder={text('search')} onSearch={onSearch} />
      </Group>
      <Card withBorder padding={0} radius="md" data-testid="stock-transfers">
        <Table highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{text('number')}</Table.Th>
              <Table.Th>{text('date')}</Table.Th>
              <Table.Th>{text('from')}</Table.Th>
              <Table.Th>{text('to')}</Table.Th>
              <Table.Th ta="right">{text('lineCount')}</Table.Th>
              <Table.Th ta="right">{text('value')}</Table.Th>
              <Table.Th>{text('status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transfers.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Skeleton h={22} />
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onClick={() => open(row.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') open(row.id);
                  }}
                >
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.number}
                    </Text>
                  </Table.Td>
                  <Table.Td>{date(row.date)}</Table.Td>
                  <Table.Td>{row.from.name}</Table.Td>
                  <Table.Td>{row.to.name}</Table.Td>
                  <Table.Td ta="right">{row.lineCount}</Table.Td>
                  <Table.Td ta="right">{money(row.totalValue)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[row.status]}>
                      {text(`statuses.${row.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        {transfers.isError ? (
          <EmptyBlock icon={<IconTransfer />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void transfers.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !transfers.isPending && rows.length === 0 ? (
          <EmptyBlock icon={<IconTransfer />} title={text('empty')} />
        ) : null}
        <ListFooter pagination={transfers.data?.pagination} onPage={setPage} />
      </Card>
    </>
  );
}
