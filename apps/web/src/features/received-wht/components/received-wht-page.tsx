// /{orgId}/reports/received-withholding-tax?year&status (decision 0125): the receipts and cash sales a customer
// withheld tax from, whether the customer's 50 ทวิ arrived, the missing ones per customer, and the tax withheld
// by year for the corporate income tax return. Record, edit or remove a certificate; open its scan.
import type { ReceivedWhtList, ReceivedWhtRow } from '@banchee/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconFileDescription, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useReceivedWht, useReceivedWhtYears, type StatusFilter } from '../api/list-received-wht';
import { openScan } from '../api/open-scan';
import { useRemoveCertificate } from '../api/save-certificate';
import { useReceivedWhtText } from '../i18n/use-received-wht-text';
import { documentPath, errorKeyOf } from '../model/certificate-form';
import { CertificateModal } from './certificate-modal';

const STATUSES: StatusFilter[] = ['MISSING', 'RECEIVED', 'ALL'];
const money = (value: string) => formatMoneyText(value);

function useFilters() {
  const [params, setParams] = useSearchParams();
  const yearParam = params.get('year');
  const year = yearParam && /^\d{4}$/.test(yearParam) ? Number(yearParam) : undefined;
  const statusParam = params.get('status') as StatusFilter | null;
  const status: StatusFilter = statusParam && STATUSES.includes(statusParam) ? statusParam : 'MISSING';
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { year, status, set };
}

function Totals({ totals }: { totals: ReceivedWhtList['totals'] }) {
  const { text } = useReceivedWhtText();
  const card = (key: string, label: string, amount: string, count: number, color?: string) => (
    <Card withBorder padding="md" data-testid={`rwht-total-${key}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} c={color} ta="right" ff="monospace">
        {money(amount)}
      </Text>
      <Text size="xs" c="dimmed" ta="right">
        {text('totals.documents', { count })}
      </Text>
    </Card>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
      {card('withheld', text('totals.withheld'), totals.withheld, totals.documents)}
      {card(
        'received',
        text('totals.received'),
        totals.received,
        totals.documents - totals.missingDocuments,
        'teal.8',
      )}
      {card('missing', text('totals.missing'), totals.missing, totals.missingDocuments, 'red.8')}
    </SimpleGrid>
  );
}

function DocumentsTable({
  rows,
  onEdit,
  onRemove,
}: {
  rows: ReceivedWhtRow[];
  onEdit: (row: ReceivedWhtRow) => void;
  onRemove: (row: ReceivedWhtRow) => void;
}) {
  const { text } = useReceivedWhtText();
  const { date } = useFormatters();
  const orgId = useOrgId();
  const open = (documentId: string) =>
    openScan(documentId).catch((error: unknown) =>
      notify.error(text(`errors.${errorKeyOf(error instanceof ApiError ? error.code : undefined)}`)),
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped="odd" fz="sm" verticalSpacing="xs" aria-label={text('title')}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{text('columns.date')}</Table.Th>
            <Table.Th>{text('columns.document')}</Table.Th>
            <Table.Th>{text('columns.customer')}</Table.Th>
            <Table.Th ta="right">{text('columns.withheld')}</Table.Th>
            <Table.Th>{text('columns.certificate')}</Table.Th>
            <Table.Th>{text('columns.certificateDate')}</Table.Th>
            <Table.Th>{text('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const path = documentPath(row.kind, row.documentId);
            const kindLabel =
              row.kind in { RE: 1, CA: 1, INV: 1 } ? text(`kinds.${row.kind as 'RE'}`) : row.kind;
            const certificate = row.certificate;
            return (
              <Table.Tr key={row.documentId} data-status={row.status}>
                <Table.Td>{date(row.date)}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {kindLabel}
                  </Text>
                  {path ? (
                    <Anchor component={Link} to={`/${orgId}/${path}`} size="sm">
                      {row.number}
                    </Anchor>
                  ) : (
                    row.number
                  )}
                </Table.Td>
                <Table.Td>{row.contactName ?? text('noCustomer')}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {money(row.withheld)}
                </Table.Td>
                <Table.Td>
                  {certificate ? (
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">
                        {certificate.bookNumber ? `${certificate.bookNumber}/` : ''}
                        {certificate.certificateNumber}
                      </Text>
                      {certificate.differs ? (
                        <Tooltip label={text('differs', { amount: money(certificate.taxAmount) })}>
                          <IconAlertTriangle
                            size={16}
                            color="var(--mantine-color-orange-7)"
                            aria-label={text('differs', { amount: money(certificate.taxAmount) })}
                          />
                        </Tooltip>
                      ) : null}
                    </Group>
                  ) : (
                    <Badge color="red" variant="light">
                      {text('status.MISSING')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{certificate ? date(certificate.certificateDate) : ''}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {certificate ? (
                      <>
                        <Tooltip label={text('edit')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${text('edit')} ${row.number}`}
                            onClick={() => onEdit(row)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        {certificate.scan ? (
                          <Tooltip label={text('download')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${text('download')} ${row.number}`}
                              onClick={() => void open(row.documentId)}
                            >
                              <IconFileDescription size={16} />
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                        <Tooltip label={text('remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${text('remove')} ${row.number}`}
                            onClick={() => onRemove(row)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </>
                    ) : (
                      <Button size="xs" variant="light" onClick={() => onEdit(row)}>
                        {text('record')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ByCustomer({ customers }: { customers: ReceivedWhtList['byCustomer'] }) {
  const { text } = useReceivedWhtText();
  const owing = customers.filter((customer) => customer.missingDocuments > 0);
  if (owing.length === 0) return null;
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} fz="lg">
        {text('byCustomerTitle')}
      </Title>
      <Table fz="sm" verticalSpacing="xs" aria-label={text('byCustomerTitle')} withTableBorder>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{text('columns.customer')}</Table.Th>
            <Table.Th ta="right">{text('columns.missingCount')}</Table.Th>
            <Table.Th ta="right">{text('columns.missingAmount')}</Table.Th>
            <Table.Th ta="right">{text('columns.receivedAmount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {owing.map((customer) => (
            <Table.Tr key={customer.contactId ?? customer.contactName ?? ''}>
              <Table.Td>{customer.contactName ?? text('noCustomer')}</Table.Td>
              <Table.Td ta="right">{customer.missingDocuments}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(customer.missing)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(customer.received)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function ByYear({ orgId }: { orgId: string }) {
  const { text } = useReceivedWhtText();
  const years = useReceivedWhtYears(orgId);
  if (!years.data || years.data.data.length === 0) return null;
  return (
    <Stack gap="xs" mt="xl">
      <Title order={2} fz="lg">
        {text('byYearTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {text('byYearNote')}
      </Text>
      <Table fz="sm" verticalSpacing="xs" aria-label={text('byYearTitle')} withTableBorder>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{text('year')}</Table.Th>
            <Table.Th ta="right">{text('totals.withheld')}</Table.Th>
            <Table.Th ta="right">{text('totals.received')}</Table.Th>
            <Table.Th ta="right">{text('totals.missing')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.data.data.map((year) => (
            <Table.Tr key={year.year}>
              <Table.Td>{year.year}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(year.withheld)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(year.received)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(year.missing)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function ReceivedWhtPage() {
  const orgId = useOrgId();
  const { text } = useReceivedWhtText();
  const { year, status, set } = useFilters();
  const list = useReceivedWht(orgId, year, status);
  const years = useReceivedWhtYears(orgId);
  const remove = useRemoveCertificate(orgId);
  const [editing, setEditing] = useState<ReceivedWhtRow | null>(null);
  const [removing, setRemoving] = useState<ReceivedWhtRow | null>(null);

  const yearOptions = [
    { value: '', label: text('allYears') },
    ...(years.data?.data ?? []).map((y) => ({ value: String(y.year), label: String(y.year) })),
  ];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.documentId);
      notify.success(text('removed'));
    } catch (error) {
      notify.error(text(`errors.${errorKeyOf(error instanceof ApiError ? error.code : undefined)}`));
    }
    setRemoving(null);
  };

  return (
    <>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          <Select
            aria-label={text('year')}
            data={yearOptions}
            value={year === undefined ? '' : String(year)}
            onChange={(value) => set('year', value)}
            allowDeselect={false}
            w={140}
          />
        }
      />
      {list.isPending ? <Loading /> : null}
      {list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={text('loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {text('retry')}
          </Button>
        </Alert>
      ) : null}
      {list.data ? (
        <>
          <Totals totals={list.data.totals} />
          <SegmentedControl
            mb="sm"
            value={status}
            onChange={(value) => set('status', value)}
            data={STATUSES.map((value) => ({ value, label: text(`status.${value}`) }))}
          />
          {list.data.data.length === 0 ? (
            <EmptyBlock
              icon={<IconFileDescription size={32} />}
              title={list.data.totals.documents === 0 ? text('empty') : text('emptyFiltered')}
            />
          ) : (
            <DocumentsTable rows={list.data.data} onEdit={setEditing} onRemove={setRemoving} />
          )}
          <ByCustomer customers={list.data.byCustomer} />
        </>
      ) : null}
      <ByYear orgId={orgId} />
      {editing ? <CertificateModal orgId={orgId} row={editing} onClose={() => setEditing(null)} /> : null}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={text('confirmRemoveTitle', { number: removing?.number ?? '' })}
        centered
      >
        <Text size="sm" mb="lg">
          {text('confirmRemoveBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            {text('cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirmRemove()} data-autofocus>
            {text('remove')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
