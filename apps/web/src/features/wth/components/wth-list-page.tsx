// /{orgId}/wth: the withholding-tax certificates, newest first, 20 a page: search (number or payee), status
// filter, status badges. A row opens the certificate; "New certificate" opens /wth/new.
import { WITHHOLDING_FORMS } from '@banchee/domain';
import { Alert, Anchor, Button, Group, Select, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconReceiptTax } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { StatusBadgeOf } from '../../../components/status-badge';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useWthList, type WthListParams } from '../api/wth-api';
import { useWthText } from '../i18n/use-wth-text';

const STATUSES = ['AWAITING', 'ISSUED', 'VOID'] as const;
export const formName = (code: string) =>
  WITHHOLDING_FORMS.find((form) => form.code === code)?.nameTh ?? code;

export function WthListPage() {
  const orgId = useOrgId();
  const { text } = useWthText();
  const { date } = useFormatters();
  const [params, setParams] = useState<WthListParams>({ page: 1, search: '', status: '' });
  const list = useWthList(orgId, params);
  const onSearch = useCallback((search: string) => setParams((p) => ({ ...p, page: 1, search })), []);
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          <Button component={Link} to={`/${orgId}/wth/new`} leftSection={<IconPlus size={16} />}>
            {text('new')}
          </Button>
        }
      />
      <Group mb="md" gap="sm">
        <SearchInput onSearch={onSearch} placeholder={text('search')} />
        <Select
          aria-label={text('columns.status')}
          data={[
            { value: '', label: text('allStatuses') },
            ...STATUSES.map((s) => ({ value: s, label: text(`statuses.${s}`) })),
          ]}
          value={params.status}
          onChange={(status) => setParams((p) => ({ ...p, page: 1, status: status ?? '' }))}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={text('loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {text('retry')}
          </Button>
        </Alert>
      ) : null}
      {list.data && rows.length === 0 ? (
        <EmptyBlock icon={<IconReceiptTax size={32} />} title={text('empty')} />
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped="odd" fz="sm" verticalSpacing="xs" aria-label={text('title')}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{text('columns.number')}</Table.Th>
                <Table.Th>{text('columns.date')}</Table.Th>
                <Table.Th>{text('columns.payee')}</Table.Th>
                <Table.Th>{text('columns.form')}</Table.Th>
                <Table.Th ta="right">{text('columns.amount')}</Table.Th>
                <Table.Th ta="right">{text('columns.tax')}</Table.Th>
                <Table.Th>{text('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${orgId}/wth/${row.id}`} size="sm">
                      {row.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{date(row.date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.contact.contact_name}</Text>
                  </Table.Td>
                  <Table.Td>{formName(row.wthDoc.form_type)}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatMoneyText(row.total_amount)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatMoneyText(row.total_tax)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadgeOf status={row.status} label={text(`statuses.${row.status}`)} size="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {list.data ? (
        <ListFooter pagination={list.data.pagination} onPage={(page) => setParams((p) => ({ ...p, page }))} />
      ) : null}
    </>
  );
}
