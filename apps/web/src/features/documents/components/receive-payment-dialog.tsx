// The Receive Payment dialog (issue #10 §2): an invoice's or billing note's payment makes its receipt; a cash
// sale's Receive Payment and Edit Payment, and a receipt's Edit Payment, record how the money came in. The
// method, the organisation's account, the date, reference, cheque, bank fee, rounding, the WHT carried over and
// any customer credit used; the money received is shown as it is typed. Enter records, Esc closes. Checks by
// field before sending (model/receive-payment); the server's refusals are shown on their field by error code.
import type { SalesDocument } from '@banchee/contracts';
import { formatMoney, parseMoney } from '@banchee/domain';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { useBankAccounts } from '../../../lib/bank-accounts';
import { toCalendarDate } from '../../../lib/format';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCustomerCredit, useSendPayment } from '../api/receive-payment';
import { useDocText } from '../i18n/use-doc-text';
import {
  balanceOf,
  initialPaymentForm,
  moneyReceived,
  paymentFormErrors,
  paymentRequest,
  withAmount,
  type PaymentDialogMode,
  type PaymentForm,
} from '../model/receive-payment';
import { DateField } from './date-field';
import { PaymentFields } from './payment-fields';

const money = (value: string | bigint) =>
  formatMoney(typeof value === 'bigint' ? value : parseMoney(value), { thousands: true });

const today = () => toCalendarDate(new Date()) ?? new Date().toISOString().slice(0, 10);

function documentOf(mode: PaymentDialogMode): SalesDocument {
  return mode.type === 'receipt' ? mode.target : mode.document;
}

/** Mounted while open: the form starts from the document each time (the parent keys it by document). */
export function ReceivePaymentDialog({
  organizationId,
  mode,
  onClose,
  onDone,
}: {
  organizationId: string;
  mode: PaymentDialogMode;
  onClose: () => void;
  /** The document the payment made or changed (a new receipt, the cash sale). */
  onDone?: (document: SalesDocument) => void;
}) {
  const text = useDocText();
  const { t } = useTranslation();
  const accounts = useBankAccounts(organizationId);
  const document = documentOf(mode);
  const receipt = mode.type === 'receipt';
  const credit = useCustomerCredit(organizationId, receipt ? document.contactId : undefined);
  const send = useSendPayment(organizationId);
  const firstAccount = accounts.data?.data[0]?.id;
  const [form, setForm] = useState<PaymentForm>(() => initialPaymentForm(mode, today(), firstAccount));
  // Bank accounts that arrive after opening give the default account, unless the payment was changed already.
  const opened = useRef(form.payment);
  useEffect(() => {
    if (firstAccount === undefined) return;
    const payment = initialPaymentForm(mode, today(), firstAccount).payment;
    const untouched = opened.current;
    opened.current = payment;
    setForm((current) => (current.payment === untouched ? { ...current, payment } : current));
  }, [firstAccount, mode]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const available = credit.data?.available;
  const showCredit = receipt && (parseMoney(available ?? '0') > 0n || form.customerCredit !== '');
  const received = moneyReceived(form);
  const editing = mode.type === 'edit-receipt' || (mode.type === 'status' && mode.action === 'EDIT PAYMENT');

  const change = (patch: Partial<PaymentForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = paymentFormErrors(mode, form, available);
    const messages: FieldErrors = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, key ? text(`paymentDialog.errors.${key}`) : '']),
    );
    setErrors(messages);
    if (Object.keys(messages).length > 0) return;
    send.mutate(paymentRequest(mode, organizationId, form), {
      onSuccess: (saved) => {
        notify.success(text('paymentDialog.done', { number: saved.number }));
        onDone?.(saved);
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        // The dialog names the receipt's own fields: a refused partial amount is the amount typed here.
        if (fields.partialAmount) fields.amount = fields.partialAmount;
        setErrors(fields);
        notify.error(text('paymentDialog.failed'), errorText(error, t));
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={text(editing ? 'paymentDialog.editTitle' : 'paymentDialog.receiveTitle', {
        number: document.number,
      })}
    >
      <form onSubmit={submit} noValidate data-testid="receive-payment-dialog">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={text('paymentDialog.date')}
              value={form.date}
              onChange={(date) => change({ date })}
              error={errors.date ?? errors.collected_at}
              data-testid="payment-date"
            />
            {receipt ? (
              <MoneyInput
                label={text('paymentDialog.amount')}
                description={text('paymentDialog.amountHint', { balance: money(balanceOf(mode.target)) })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={form.amount}
                onChange={(amount) => setForm((current) => withAmount(current, mode.target, amount))}
                error={errors.amount}
                rightSection="฿"
                data-testid="payment-amount"
              />
            ) : (
              <MoneyInput
                label={text('paymentDialog.amount')}
                value={form.amount}
                readOnly
                onChange={() => {}}
              />
            )}
            <MoneyInput
              label={text('paymentDialog.wht')}
              description={receipt ? text('paymentDialog.whtHint') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={form.whtAmount}
              readOnly={!receipt}
              onChange={(whtAmount) => change({ whtAmount, whtTouched: true })}
              error={errors.whtAmount}
              rightSection="฿"
              data-testid="payment-wht"
            />
            {showCredit ? (
              <MoneyInput
                label={text('paymentDialog.customerCredit')}
                description={text('paymentDialog.customerCreditHint', { amount: money(available ?? '0') })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={form.customerCredit}
                readOnly={!receipt}
                onChange={(customerCredit) => change({ customerCredit })}
                error={errors.customerCredit ?? errors.customerCreditAmount}
                rightSection="฿"
                data-testid="payment-customer-credit"
              />
            ) : null}
          </SimpleGrid>
          <PaymentFields
            organizationId={organizationId}
            payment={form.payment}
            readOnly={false}
            errors={errors}
            onChange={(payment) => change({ payment })}
            framed={false}
            autoFocus
          />
          <Group justify="space-between" mt="sm">
            <Text fw={600} data-testid="payment-received">
              {text('paymentDialog.received')}: {received === null ? '—' : money(received)}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} data-testid="payment-submit">
                {text('paymentDialog.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
