// The summary of a document (spec §3 net_total, grand_total): subtotal, document discount (a percent from the
// fixed list or an amount, editable while the figures are the document's own), deposit deducted, amount
// before VAT, VAT, grand total with its Thai words, withholding tax and the amount payable.
import { bahtTextFromMoney, formatMoney, type Money } from '@banchee/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyInput } from '../../../components/money-input';
import type { FieldErrors } from '../../../lib/form-errors';
import { useDocText } from '../i18n/use-doc-text';
import type { TotalsView } from '../model/preview';
import { PercentSelect } from './percent-select';

function Row({
  label,
  value,
  testId,
  strong,
  children,
}: {
  label: ReactNode;
  value: Money;
  testId: string;
  strong?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size={strong ? 'md' : 'sm'} fw={strong ? 600 : 400}>
          {label}
        </Text>
        {children}
      </Group>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {formatMoney(value, { thousands: true })}
      </Text>
    </Group>
  );
}

export interface TotalsPanelProps {
  totals: TotalsView;
  /** The document discount can be edited (new or editable documents whose figures are their own). */
  discount: {
    percent: string;
    amount: string;
    onPercent: (value: string) => void;
    onAmount: (value: string) => void;
  } | null;
  errors: FieldErrors;
}

export function TotalsPanel({ totals, discount, errors }: TotalsPanelProps) {
  const text = useDocText();
  const percentOn = discount !== null && discount.percent !== '' && Number(discount.percent) > 0;
  return (
    <Stack gap={8} data-testid="totals-panel">
      <Row label={text('totals.subtotal')} value={totals.subtotal} testId="totals-subtotal" />
      <Row label={text('totals.discount')} value={totals.discount} testId="totals-discount">
        {discount ? (
          <Group gap={4} wrap="nowrap">
            <PercentSelect
              aria-label={text('totals.discountPercent')}
              value={discount.percent}
              onChange={discount.onPercent}
              w={96}
              size="xs"
              error={errors.discountPercent}
              data-testid="discount-percent"
            />
            <MoneyInput
              aria-label={text('totals.discountAmount')}
              placeholder="0.00"
              size="xs"
              w={100}
              value={percentOn ? '' : discount.amount}
              disabled={percentOn}
              onChange={(value) => discount.onAmount(value)}
              error={errors.discountAmount}
              styles={{ input: { textAlign: 'right' } }}
              data-testid="discount-amount"
            />
          </Group>
        ) : null}
      </Row>
      {totals.depositDeducted > 0n ? (
        <Row label={text('totals.depositDeducted')} value={totals.depositDeducted} testId="totals-deposit" />
      ) : null}
      <Row
        label={text('totals.afterDiscount')}
        value={totals.amountAfterDiscount}
        testId="totals-after-discount"
      />
      <Divider />
      <Row label={text('totals.net')} value={totals.netTotal} testId="totals-net" />
      {totals.vatRate !== null ? (
        <Row
          label={text('totals.vat', { rate: totals.vatRate })}
          value={totals.vatTotal}
          testId="totals-vat"
        />
      ) : null}
      <Divider />
      <Row label={text('totals.grandTotal')} value={totals.grandTotal} testId="totals-grand" strong />
      <Text size="xs" c="dimmed" ta="right" data-testid="totals-baht-text">
        ({bahtTextFromMoney(totals.grandTotal)})
      </Text>
      {totals.whtTotal > 0n ? (
        <>
          <Row label={text('totals.wht')} value={totals.whtTotal} testId="totals-wht" />
          <Row label={text('totals.payable')} value={totals.amountPayable} testId="totals-payable" strong />
        </>
      ) : null}
    </Stack>
  );
}
