// The one payment dialog (issue #10 §2, decision 0197), parametrised by the kind's registry facts: an invoice's
// or billing note's Receive Payment makes its receipt; a cash sale's Receive Payment and Edit Payment, and a
// receipt's Edit Payment, record how the money came in (the date, the amount, the WHT carried over and any
// customer credit used, the money received shown as it is typed); a purchase bill's Paid and Edit Payment say how
// the money went out and on which day (supplier wording; today by default, not before the bill nor in a locked
// period, decision 0235). Every mode shares the method, the organisation's account, reference,
// cheque, bank fee and rounding (PaymentFields). Enter records, Esc closes. Checks by field before sending
// (model/receive-payment); the server's refusals are shown on their field by error code.
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
import { useCustomerCredit, useLockDate, useSendPayment } from '../api/receive-payment';
import { useLabels, useRefusalText } from '../i18n/use-doc-text';
import {
  balanceOf,
  documentOfMode,
  initialPaymentForm,
  moneyReceived,
  paymentDialogShape,
  paymentFormErrors,
  paymentRequest,
  withAmount,
  type PaymentDialogMode,
  type PaymentForm,
} from '../model/receive-payment';
import { translateRefusal } from '../model/refusals';
import { CustomerCreditField } from './customer-credit-field';
import { DateField } from '../../../components/date-field';
import { PaymentFields } from './payment-fields';

const money = (value: string | bigint) =>
  formatMoney(typeof value === 'bigint' ? value : parseMoney(value), { thousands: true });

const today = () => toCalendarDate(new Date()) ?? new Date().toISOString().slice(0, 10);

/** Mounted while open: the form starts from the document each time (the parent keys it by document). */
export function PaymentDialog({
  organizationId,
  mode,
  onClose,
  onDone,
}: {
  organizationId: string;
  mode: PaymentDialogMode;
  onClose: () => void;
  /** The document the payment made or changed (a new receipt, the cash sale, the purchase bill). */
  onDone?: (document: SalesDocument) => void;
}) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const shape = paymentDialogShape(mode);
  const { text, action: actionLabel } = useLabels(shape.party);
  const accounts = useBankAccounts(organizationId);
  const document = documentOfMode(mode);
  const credit = useCustomerCredit(organizationId, shape.customerCredit ? document.contactId : undefined);
  const send = useSendPayment(organizationId);
  const lockDate = useLockDate(organizationId, shape.party === 'supplier');
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
  const received = moneyReceived(form);
  // The customer's side names its own titles; a purchase bill's action asks "Paid?" with the action's name.
  const statusAction = mode.type === 'status' ? mode.action : null;
  const title =
    shape.party === 'supplier' && statusAction
      ? text('menu.confirmTitle', { action: actionLabel(statusAction) })
      : text(shape.editing ? 'paymentDialog.editTitle' : 'paymentDialog.receiveTitle', {
          number: document.number,
        });
  const submitLabel =
    shape.party === 'supplier' && statusAction ? actionLabel(statusAction) : text('paymentDialog.submit');

  const change = (patch: Partial<PaymentForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = paymentFormErrors(mode, form, available, lockDate);
    const messages: FieldErrors = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, key ? text(`paymentDialog.errors.${key}`) : '']),
    );
    setErrors(messages);
    if (Object.keys(messages).length > 0) return;
    send.mutate(paymentRequest(mode, organizationId, form), {
      onSuccess: (saved) => {
        notify.success(
          shape.party === 'supplier' && statusAction
            ? text('menu.done', { number: saved.number, action: actionLabel(statusAction) })
            : text('paymentDialog.done', { number: saved.number }),
        );
        onDone?.(saved);
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        // The dialog names the receipt's own fields: a refused partial amount is the amount typed here.
        if (fields.partialAmount) fields.amount = fields.partialAmount;
        setErrors(fields);
        notify.error(
          text(shape.party === 'supplier' ? 'menu.failed' : 'paymentDialog.failed'),
          translateRefusal(error, refusalText).summary ?? errorText(error, t),
        );
      },
    });
  };

  return (
    <Modal opened onClose={onClose} size={shape.figures === 'none' ? 'xl' : 'lg'} centered title={title}>
      <form onSubmit={submit} noValidate data-testid="payment-dialog" data-party={shape.party}>
        <Stack gap="sm">
          {shape.date || shape.figures !== 'none' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {shape.date ? (
                <DateField
                  label={text('paymentDialog.date')}
                  value={form.date}
                  onChange={(date) => change({ date })}
                  error={errors.date ?? errors.collected_at}
                  data-testid="payment-date"
                />
              ) : null}
              {mode.type === 'receipt' ? (
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
              ) : shape.figures === 'shown' ? (
                <MoneyInput
                  label={text('paymentDialog.amount')}
                  value={form.amount}
                  readOnly
                  onChange={() => {}}
                />
              ) : null}
              {shape.figures !== 'none' ? (
                <MoneyInput
                  label={text('paymentDialog.wht')}
                  description={shape.figures === 'editable' ? text('paymentDialog.whtHint') : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={form.whtAmount}
                  readOnly={shape.figures !== 'editable'}
                  onChange={(whtAmount) => change({ whtAmount, whtTouched: true })}
                  error={errors.whtAmount}
                  rightSection="฿"
                  data-testid="payment-wht"
                />
              ) : null}
              {shape.customerCredit ? (
                <CustomerCreditField
                  organizationId={organizationId}
                  contactId={document.contactId}
                  value={form.customerCredit}
                  onChange={(customerCredit) => change({ customerCredit })}
                  error={errors.customerCredit ?? errors.customerCreditAmount}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          <PaymentFields
            organizationId={organizationId}
            party={shape.party}
            payment={form.payment}
            readOnly={false}
            errors={errors}
            onChange={(payment) => change({ payment })}
            framed={false}
            autoFocus
          />
          <Group justify={shape.figures === 'none' ? 'flex-end' : 'space-between'} mt="sm">
            {shape.figures !== 'none' ? (
              <Text fw={600} data-testid="payment-received">
                {text('paymentDialog.received')}: {received === null ? '—' : money(received)}
              </Text>
            ) : null}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} data-testid="payment-submit">
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
