// Customer refunds (/{orgId}/refunds, decision 0166): the refunds of the organisation, newest first, with a
// new refund from a credit note's open credit, its Thai PDF, and a void after confirmation.
import { Badge, Button, Card, Group, Skeleton, Table } from '@mantine/core';
import { IconCashBanknote, IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refund } from '@banchee/contracts';
import { PAYMENT_METHOD_WORDS } from '@banchee/domain';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { openBlob } from '../../../lib/download';
import { errorText } from '../../../lib/form-errors';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useRefunds } from '../api/list-refunds';
import { getRefundPdf } from '../api/refund-pdf';
import { useVoidRefund } from '../api/void-refund';
import { useRefundsText } from '../i18n/use-refunds-text';
import { RefundFormModal } from './refund-form-modal';
import { ConfirmAction } from '../../../components/confirm-delete';

export function RefundsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'th';
  const text = useRefundsText();
  const organizationId = useOrgId();
  const { date } = useFormatters();
  const refunds = useRefunds(organizationId);
  const voidRefund = useVoidRefund(organizationId);
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState<Refund | null>(null);

  const openPdf = (refund: Refund) => {
    getRefundPdf(refund.id)
      .then((blob) => openBlob(blob))
      .catch((error: unknown) => notify.error(text('pdf'), errorText(error, t)));
  };

  const rows = refunds.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={text('title')}
        subtitle={text('subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {text('new')}
          </Button>
        }
      />
      <Card withBorder padding={0}>
        {refunds.isPending ? (
          <Skeleton h={120} />
        ) : refunds.isError ? (
          <EmptyBlock icon={<IconCashBanknote />} title={t('common.loadFailed')}>
            {errorText(refunds.error, t)}
          </EmptyBlock>
        ) : rows.length === 0 ? (
          <EmptyBlock icon={<IconCashBanknote />} title={text('empty')} />
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('number')}</Table.Th>
                <Table.Th>{text('date')}</Table.Th>
                <Table.Th>{text('creditNote')}</Table.Th>
                <Table.Th>{text('method')}</Table.Th>
                <Table.Th ta="right">{text('amount')}</Table.Th>
                <Table.Th>{text('status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((refund) => (
                <Table.Tr key={refund.id} data-testid={`refund-${refund.number}`}>
                  <Table.Td>{refund.number}</Table.Td>
                  <Table.Td>{date(refund.date)}</Table.Td>
                  <Table.Td>{refund.credit_note_number}</Table.Td>
                  <Table.Td>{PAYMENT_METHOD_WORDS[refund.payment_method][language]}</Table.Td>
                  <Table.Td ta="right">{formatMoneyText(refund.amount)}</Table.Td>
                  <Table.Td>
                    <Badge color={refund.status === 'VOID' ? 'gray' : 'teal'} variant="light">
                      {text(`statuses.${refund.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconFileTypePdf size={14} />}
                        onClick={() => openPdf(refund)}
                      >
                        {text('pdf')}
                      </Button>
                      {refund.status === 'ISSUED' ? (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setVoiding(refund)}>
                          {text('void')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <RefundFormModal organizationId={organizationId} opened={creating} onClose={() => setCreating(false)} />
      <ConfirmAction
        opened={voiding !== null}
        title={text('voidTitle', { number: voiding?.number ?? '' })}
        body={text('voidBody')}
        confirmLabel={text('void')}
        loading={voidRefund.isPending}
        onCancel={() => setVoiding(null)}
        onConfirm={() => {
          if (!voiding) return;
          voidRefund.mutate(voiding.id, {
            onSuccess: (refund) => notify.success(text('voided', { number: refund.number })),
            onError: (error) => notify.error(text('voidFailed'), errorText(error, t)),
            onSettled: () => setVoiding(null),
          });
        }}
      />
    </>
  );
}
