// The list page of one sales document kind (/{orgId}/quotations, /billing-notes, …), inside the shell: search
// (150 ms debounce), status and date filters, 20 a page, status badges in the spec's colours. A row opens the
// document; "New" opens the /new editor.
import { Anchor, Button, Card, Group, Select, Skeleton, Table, Text } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { errorText } from '../../../lib/form-errors';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useTranslation } from 'react-i18next';
import { useDocuments, type ListDocumentsParams } from '../api/list-documents';
import { useLabels } from '../i18n/use-doc-text';
import { factsOf, resourceOf, shownStatusOf, statusesOf, type EditorKind } from '../model/kinds';
import { DateField } from '../../../components/date-field';
import { StatusBadge } from './status-badge';

const initialParams: ListDocumentsParams = { page: 1, search: '', status: '', from: '', to: '' };

export function DocumentListPage({ kind }: { kind: EditorKind }) {
  const { t } = useTranslation();
  const { text, status: statusLabel } = useLabels(factsOf(kind).party);
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const format = useFormatters();
  const resource = resourceOf(kind);
  const [params, setParams] = useState<ListDocumentsParams>(initialParams);
  const documents = useDocuments(organizationId, resource, params);
  const update = useCallback((patch: Partial<ListDocumentsParams>) => {
    // Any filter change goes back to the first page.
    setParams((current) => ({ ...current, page: 1, ...patch }));
  }, []);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const rows = documents.data?.data ?? [];
  const filtered = params.search !== '' || params.status !== '' || params.from !== '' || params.to !== '';

  return (
    <>
      <PageHeader
        title={text(`lists.${kind}`)}
        actions={
          <Button
            component={Link}
            to={`/${organizationId}/${resource}/new`}
            leftSection={<IconPlus size={18} />}
            data-testid="new-document"
          >
            {text('list.new')} {text(`kinds.${kind}`)}
          </Button>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md" gap="sm" align="flex-end" wrap="wrap">
          <SearchInput placeholder={text('list.searchPlaceholder')} onSearch={onSearch} />
          <Select
            aria-label={text('list.status')}
            placeholder={text('list.allStatuses')}
            data={[
              { value: '', label: text('list.allStatuses') },
              ...statusesOf(kind).map((status) => ({
                value: status,
                label: statusLabel(shownStatusOf(kind, status)),
              })),
            ]}
            value={params.status}
            onChange={(value) => update({ status: value ?? '' })}
            allowDeselect={false}
            w={190}
            data-testid="status-filter"
          />
          <DateField
            aria-label={text('list.from')}
            placeholder={text('list.from')}
            value={params.from}
            onChange={(from) => update({ from })}
            clearable
            w={150}
          />
          <DateField
            aria-label={text('list.to')}
            placeholder={text('list.to')}
            value={params.to}
            onChange={(to) => update({ to })}
            clearable
            w={150}
          />
        </Group>
        <Table.ScrollContainer minWidth={860} className="list-cards">
          <Table highlightOnHover aria-busy={documents.isFetching} data-testid="documents-table">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={190}>{text('list.number')}</Table.Th>
                <Table.Th w={120}>{text('list.date')}</Table.Th>
                <Table.Th>{text('list.customer')}</Table.Th>
                <Table.Th w={120}>{text('list.dueDate')}</Table.Th>
                <Table.Th w={150} ta="right">
                  {text('list.grandTotal')}
                </Table.Th>
                <Table.Th w={150}>{text('list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.isPending
                ? Array.from({ length: 6 }, (_, index) => (
                    <Table.Tr key={index}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={22} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((document) => (
                    <Table.Tr
                      key={document.id}
                      style={{ cursor: 'pointer' }}
                      onClick={(event) => {
                        // The number link handles its own clicks (and middle-clicks); the rest of the row opens too.
                        if ((event.target as HTMLElement).closest('a')) return;
                        void navigate(`/${organizationId}/${resource}/${document.id}`);
                      }}
                    >
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/${organizationId}/${resource}/${document.id}`}
                          fw={500}
                          size="sm"
                          style={{ fontVariantNumeric: 'tabular-nums' }}
                          aria-label={text('list.open', { number: document.number })}
                        >
                          {document.number}
                        </Anchor>
                        {document.reference_no ? (
                          <Text size="xs" c="dimmed">
                            {document.reference_no}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td fz="sm">{format.date(document.date)}</Table.Td>
                      <Table.Td fz="sm">{document.contact_name ?? '—'}</Table.Td>
                      <Table.Td fz="sm">{format.date(document.dueDate)}</Table.Td>
                      <Table.Td
                        fz="sm"
                        ta="right"
                        style={{ fontVariantNumeric: 'tabular-nums' }}
                        data-testid="row-grand-total"
                      >
                        {format.money(document.grand_total)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={document.status} kind={document.kind} size="sm" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {documents.isError ? (
          <EmptyBlock icon={<IconFileInvoice />} title={t('common.loadFailed')}>
            <Text size="sm" c="dimmed">
              {errorText(documents.error, t)}
            </Text>
            <Button variant="light" onClick={() => void documents.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !documents.isPending && rows.length === 0 ? (
          <EmptyBlock
            icon={<IconFileInvoice />}
            title={filtered ? text('list.emptyFiltered') : text('list.empty')}
          />
        ) : null}
        <ListFooter
          pagination={documents.data?.pagination}
          onPage={(page) => setParams((p) => ({ ...p, page }))}
        />
      </Card>
    </>
  );
}
