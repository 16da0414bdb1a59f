// One inter-warehouse transfer, outside the shell: /{orgId}/inter-warehouse-transfer/new (the form) and
// /{orgId}/inter-warehouse-transfer/{id} (what moved, at which cost; print; void after a confirmation).
import type { StockTransfer } from '@banchee/contracts';
import { Anchor, Button, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconTransfer } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { Figure, RecordActions, RecordPageFrame } from '../../../components/record-page';
import { formatQuantityText as quantityText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePrintDefaults } from '../../../lib/print-defaults';
import { useOrgId } from '../../../lib/use-org-id';
import { openTransferPdf, useTransfer, useVoidTransfer } from '../api/transfers';
import { useTransferText } from '../i18n/use-transfer-text';
import { TransferForm } from './transfer-form';
import { STATUS_COLORS, TRANSFERS_PATH } from './transfers-page';
import { ConfirmAction } from '../../../components/confirm-delete';

function TransferDetail({ transfer }: { transfer: StockTransfer }) {
  const { text, refusal } = useTransferText();
  const organizationId = useOrgId();
  const { money, date } = useFormatters();
  const voiding = useVoidTransfer(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [printing, setPrinting] = useState(false);
  const printDefaults = usePrintDefaults();

  const print = () => {
    setPrinting(true);
    openTransferPdf(transfer.id, printDefaults)
      .catch((error: unknown) => notify.error(text('failed'), refusal(error)))
      .finally(() => setPrinting(false));
  };
  const confirmVoid = () =>
    voiding.mutate(transfer.id, {
      onSuccess: (voided) => {
        setConfirming(false);
        notify.success(text('voided', { number: voided.number }));
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(text('failed'), refusal(error));
      },
    });

  return (
    <>
      <PageHeader
        title={transfer.number}
        subtitle={`${transfer.from.name} → ${transfer.to.name}`}
        actions={
          <RecordActions
            statusLabel={text(`statuses.${transfer.status}`)}
            statusColor={STATUS_COLORS[transfer.status]}
            printLabel={text('print')}
            printing={printing}
            onPrint={print}
            voidLabel={text('void')}
            onVoid={transfer.status === 'DONE' ? () => setConfirming(true) : undefined}
          />
        }
      />
      <Stack>
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={text('date')} value={date(transfer.date)} />
            <Figure label={text('from')} value={transfer.from.name} />
            <Figure label={text('to')} value={transfer.to.name} />
            <Figure label={text('total')} value={money(transfer.totalValue)} />
          </SimpleGrid>
          {transfer.voidDate ? (
            <Text size="sm" c="red" mt="sm">
              {text('voidedOn', { date: date(transfer.voidDate) })}
            </Text>
          ) : null}
          {transfer.journalEntry ? (
            <Anchor
              component={Link}
              to={`/${organizationId}/accounting/journals/${transfer.journalEntry.id}`}
              size="sm"
              mt="sm"
              display="inline-block"
              data-testid="transfer-entry"
            >
              {text('entry', { number: transfer.journalEntry.number })}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" mt="sm" data-testid="transfer-entry">
              {text('noEntry')}
            </Text>
          )}
          {transfer.note ? (
            <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {text('note')}: {transfer.note}
            </Text>
          ) : null}
        </Card>
        <Card withBorder radius="md" padding={0}>
          <Table>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{text('product')}</Table.Th>
                <Table.Th ta="right">{text('quantity')}</Table.Th>
                <Table.Th>{text('unit')}</Table.Th>
                <Table.Th ta="right">{text('unitCost')}</Table.Th>
                <Table.Th ta="right">{text('value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transfer.items.map((item, index) => (
                <Table.Tr key={`${item.itemId}-${index}`}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{item.code ? `${item.code} · ${item.name}` : item.name}</Table.Td>
                  <Table.Td ta="right">{quantityText(item.quantity)}</Table.Td>
                  <Table.Td>{item.unit ?? ''}</Table.Td>
                  <Table.Td ta="right">{quantityText(item.unitCost)}</Table.Td>
                  <Table.Td ta="right">{money(item.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
      <ConfirmAction
        opened={confirming}
        title={text('voidTitle')}
        body={text('voidBody', { from: transfer.from.name, to: transfer.to.name })}
        confirmLabel={text('void')}
        cancelLabel={text('back')}
        loading={voiding.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmVoid}
      />
    </>
  );
}

export function StockTransferPage() {
  const { text, t } = useTransferText();
  const { id } = useParams();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const isNew = id === undefined || id === 'new';
  const transfer = useTransfer(organizationId, isNew ? undefined : id);
  const listPath = `/${organizationId}/${TRANSFERS_PATH}`;

  let body;
  if (isNew) {
    body = (
      <>
        <PageHeader title={text('newTitle')} />
        <TransferForm onSaved={(saved) => void navigate(`${listPath}/${saved.id}`, { replace: true })} />
      </>
    );
  } else if (transfer.isPending) {
    body = <Loading />;
  } else if (transfer.isError) {
    body = (
      <EmptyBlock icon={<IconTransfer />} title={t('common.loadFailed')}>
        <Button variant="light" onClick={() => void transfer.refetch()}>
          {t('common.retry')}
        </Button>
      </EmptyBlock>
    );
  } else {
    body = <TransferDetail transfer={transfer.data} />;
  }

  return (
    <RecordPageFrame backTo={listPath} backLabel={text('back')}>
      {body}
    </RecordPageFrame>
  );
}
