// How the money of a receipt or cash sale came in (issue #10 §2): the method, the organisation's bank account
// it went into (from the organisation settings), a reference, a cheque's number and date, a bank fee and a
// rounding difference. The server checks them again and posts them (cash 11111, the account's own GL,
// fee 53033, rounding 53094 / 49080).
import { PAYMENT_METHODS, type DocumentParty } from '@banchee/domain';
import { Card, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBankAccounts } from '../../../lib/bank-accounts';
import { MoneyInput } from '../../../components/money-input';
import type { FieldErrors } from '../../../lib/form-errors';
import { useDocText } from '../i18n/use-doc-text';
import type { DraftPayment } from '../model/draft';
import { DateField } from '../../../components/date-field';

interface PaymentFieldsProps {
  organizationId: string;
  /** 'supplier': money paid out (a payment slip, a purchase bill paid at once): "from account". */
  party?: DocumentParty;
  payment: DraftPayment;
  readOnly: boolean;
  errors: FieldErrors;
  onChange: (payment: DraftPayment) => void;
  /** In its own titled card (the editor) or bare (the Receive Payment dialog). */
  framed?: boolean;
  /** The first field takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

export function PaymentFields({
  organizationId,
  party = 'client',
  payment,
  readOnly,
  errors,
  onChange,
  framed = true,
  autoFocus = false,
}: PaymentFieldsProps) {
  const text = useDocText(party);
  const { i18n } = useTranslation();
  const accounts = useBankAccounts(organizationId);
  const set = (patch: Partial<DraftPayment>) => onChange({ ...payment, ...patch });
  const method = payment.paymentMethod;
  const toBank = method !== '' && method !== 'CASH';
  const options = (accounts.data?.data ?? []).map((account) => ({
    value: account.id,
    label: `${i18n.language === 'th' ? account.bankNameTh : account.bankNameEn} ${account.accountNumber}`,
  }));

  const fields = (
    <SimpleGrid cols={{ base: 1, sm: framed ? 3 : 2 }}>
      <Select
        label={text('payment.method')}
        disabled={readOnly}
        clearable
        value={method === '' ? null : method}
        onChange={(value) => set({ paymentMethod: value ?? '' })}
        error={errors.paymentMethod}
        data={PAYMENT_METHODS.map((value) => ({ value, label: text(`payment.methods.${value}`) }))}
        data-autofocus={autoFocus || undefined}
        data-testid="payment-method"
      />
      {toBank ? (
        <Select
          label={text('payment.account')}
          description={options.length === 0 ? text('payment.noAccounts') : text('payment.accountHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={readOnly}
          clearable
          value={payment.paymentAccountId === '' ? null : payment.paymentAccountId}
          onChange={(value) => set({ paymentAccountId: value ?? '' })}
          error={errors.paymentAccountId}
          data={options}
          data-testid="payment-account"
        />
      ) : null}
      <TextInput
        label={text('payment.reference')}
        disabled={readOnly}
        value={payment.paymentReference}
        onChange={(event) => set({ paymentReference: event.currentTarget.value })}
        error={errors.paymentReference}
        data-testid="payment-reference"
      />
      {method === 'CHEQUE' ? (
        <>
          <TextInput
            label={text('payment.chequeNumber')}
            withAsterisk
            disabled={readOnly}
            value={payment.chequeNumber}
            onChange={(event) => set({ chequeNumber: event.currentTarget.value })}
            error={errors.chequeNumber}
          />
          <DateField
            label={text('payment.chequeDate')}
            withAsterisk
            disabled={readOnly}
            value={payment.chequeDate}
            onChange={(chequeDate) => set({ chequeDate })}
            error={errors.chequeDate}
          />
        </>
      ) : null}
      <MoneyInput
        label={text('payment.bankFee')}
        disabled={readOnly}
        rightSection="฿"
        value={payment.bankFee}
        onChange={(value) => set({ bankFee: value })}
        error={errors.bankFee}
        data-testid="payment-bank-fee"
      />
      <MoneyInput
        label={text('payment.rounding')}
        description={text('payment.roundingHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={readOnly}
        rightSection="฿"
        value={payment.roundingAmount}
        onChange={(value) => set({ roundingAmount: value })}
        error={errors.roundingAmount}
        data-testid="payment-rounding"
      />
    </SimpleGrid>
  );
  if (!framed) return fields;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="payment-fields">
      <Title order={2} fz="lg" mb="md">
        {text('payment.title')}
      </Title>
      {fields}
    </Card>
  );
}
