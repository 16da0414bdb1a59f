// Manage purchase VAT (/{orgId}/accounting/manage-purchase-vat; decisions 0176, 0177): the purchase tax
// invoices of a tax month — claimed in it, claimable in it (inside their window), undue until paid, or failing
// their checks — each claimed in a month the user picks from its window, marked not claimable (its VAT becomes a
// cost), or put back to the default (claimed in the month its VAT became due). A bill of goods and services is
// two rows, its goods' VAT and its services' (decision 0245). The server posts and refuses.
import { Badge, Button, Card, Group, List, Select, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { PurchaseTaxInvoice } from '@banchee/contracts';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/api-errors/api-errors';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useOrgId } from '../../../lib/use-org-id';
import { useChoosePurchaseVat, usePurchaseVat, type PurchaseVatChoice } from '../api/input-vat';
import { useTaxText } from '../i18n/use-tax-text';
import { claimMonthsOf } from '../model/claim-months';
import { monthLabel } from '../model/months';
import { MoneyTd, MonthSelect, useTaxMonth } from './parts';

const STATE_COLOR: Record<PurchaseTaxInvoice['state'], string> = {
  UNDUE: 'gray',
  CLAIMED: 'teal',
  BLOCKED: 'red',
  NOT_CLAIMABLE: 'orange',
};

function InvoiceRow({
  invoice,
  busy,
  onChoose,
}: {
  invoice: PurchaseTaxInvoice;
  busy: boolean;
  onChoose: (choice: PurchaseVatChoice) => void;
}) {
  const { text, language } = useTaxText();
  const { era } = usePreferences();
  const { date } = useFormatters();
  const months = claimMonthsOf(invoice.window);
  const [month, setMonth] = useState<string | null>(invoice.claimMonth ?? months[0] ?? null);
  const label = (m: string) => monthLabel(m, language, era);
  const id = invoice.documentId;
  // A bill of goods and services is two purchase tax invoices, each placed on its own (decision 0245): the
  // choice names its part.
  const part = invoice.part;
  const which = invoice.split ? { part } : {};
  return (
    <Table.Tr data-testid={`purchase-vat-${invoice.number}${invoice.split ? `-${part}` : ''}`}>
      <Table.Td>
        {invoice.number}
        {invoice.split ? (
          <Text size="xs" c="dimmed">
            {text(`input.manage.parts.${part}`)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{invoice.supplierName}</Table.Td>
      <Table.Td>
        {invoice.taxInvoiceNumber ?? text('input.manage.noInvoice')}
        {invoice.taxInvoiceDate ? ` · ${date(invoice.taxInvoiceDate)}` : ''}
      </Table.Td>
      <MoneyTd value={invoice.vat} />
      <Table.Td>
        <Badge color={STATE_COLOR[invoice.state]} variant="light" data-testid={`state-${invoice.state}`}>
          {text(`input.manage.states.${invoice.state}`)}
        </Badge>
        {invoice.problems.length > 0 ? (
          <List size="xs" c="red" mt={4}>
            {invoice.problems.map((p) => (
              <List.Item key={p}>{text(`input.manage.problems.${p}`)}</List.Item>
            ))}
          </List>
        ) : null}
      </Table.Td>
      <Table.Td>
        {invoice.state === 'UNDUE' ? null : (
          <Select
            aria-label={`${text('input.manage.claimMonth')} ${invoice.number}`}
            data={months.map((m) => ({ value: m, label: label(m) }))}
            value={month}
            onChange={setMonth}
            allowDeselect={false}
            w={180}
            size="xs"
            description={
              invoice.window
                ? text('input.manage.window', {
                    first: label(invoice.window.first),
                    last: label(invoice.window.last),
                  })
                : undefined
            }
          />
        )}
      </Table.Td>
      <Table.Td>
        {invoice.state === 'UNDUE' ? null : (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              disabled={busy || month === null || invoice.problems.length > 0}
              onClick={() => month && onChoose({ documentId: id, ...which, action: 'CLAIM', month })}
            >
              {text('input.manage.claim')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={busy || invoice.state === 'NOT_CLAIMABLE'}
              onClick={() => onChoose({ documentId: id, ...which, action: 'NOT_CLAIMABLE' })}
            >
              {text('input.manage.notClaimable')}
            </Button>
            {invoice.chosen ? (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy}
                onClick={() => onChoose({ documentId: id, ...which, action: 'RESET' })}
              >
                {text('input.manage.reset')}
              </Button>
            ) : null}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function ManagePurchaseVatPage() {
  const orgId = useOrgId();
  const { text, errorOf } = useTaxText();
  const [month, setMonth] = useTaxMonth();
  const list = usePurchaseVat(orgId, month);
  const choose = useChoosePurchaseVat(orgId);
  const onChoose = (choice: PurchaseVatChoice) =>
    choose.mutate(choice, {
      onSuccess: () => notify.success(text('input.manage.saved')),
      // INPUT_VAT.* refusals are worded by the app's error sentences; others by the tax screens'.
      onError: (error) =>
        notify.error((error instanceof ApiError ? apiErrorMessage(error.code) : undefined) ?? errorOf(error)),
    });
  const invoices = list.data?.invoices ?? [];

  return (
    <>
      <PageHeader title={text('input.manage.title')} subtitle={text('input.manage.subtitle')} />
      <Card withBorder padding={0} radius="md">
        <Group p="md">
          <MonthSelect value={month} onChange={setMonth} />
        </Group>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <EmptyBlock icon={<IconAlertTriangle />} title={text('common.loadFailed')}>
            <Text size="sm" c="dimmed">
              {errorOf(list.error)}
            </Text>
          </EmptyBlock>
        ) : invoices.length === 0 ? (
          <Text p="md" c="dimmed" data-testid="purchase-vat-empty">
            {text('input.manage.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={1000}>
            <Table fz="sm" aria-label={text('input.manage.title')} data-testid="purchase-vat-table">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>{text('input.manage.document')}</Table.Th>
                  <Table.Th>{text('input.manage.supplier')}</Table.Th>
                  <Table.Th>{text('input.manage.taxInvoice')}</Table.Th>
                  <Table.Th ta="right">{text('input.manage.vat')}</Table.Th>
                  <Table.Th>{text('input.manage.state')}</Table.Th>
                  <Table.Th>{text('input.manage.claimMonth')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <InvoiceRow
                    key={`${invoice.documentId}-${invoice.part}-${invoice.state}-${invoice.claimMonth ?? ''}`}
                    invoice={invoice}
                    busy={choose.isPending}
                    onChoose={onChoose}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
