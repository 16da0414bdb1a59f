// The customer credit a receipt uses (decision 0188): shown only while the customer has open credit (or an
// amount is typed), with the open credit under it. One field for the payment dialog and the receipt editor;
// the checks are model/receive-payment's customerCreditErrorKey (live in the editor, on submit in the dialog)
// and the server's, shown on this field by error code.
import { formatMoney, parseMoney, type Money } from '@banchee/domain';
import { MoneyInput } from '../../../components/money-input';
import { useCustomerCredit } from '../api/receive-payment';
import { useDocText } from '../i18n/use-doc-text';
import { customerCreditErrorKey } from '../model/receive-payment';

export function CustomerCreditField({
  organizationId,
  contactId,
  value,
  onChange,
  error,
  moneyWithoutCredit,
  w,
}: {
  organizationId: string;
  /** The customer from the contacts; without one there is no credit to use. */
  contactId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal, or the dialog's check on submit. */
  error?: string;
  /** Given (the receipt editor): the credit is checked as it is typed against the open credit and this. */
  moneyWithoutCredit?: Money | null;
  w?: number;
}) {
  const text = useDocText();
  const credit = useCustomerCredit(organizationId, contactId === '' ? undefined : contactId);
  const available = credit.data?.available ?? '0';
  if (parseMoney(available) <= 0n && value === '') return null;
  const live =
    moneyWithoutCredit === undefined || credit.data === undefined
      ? undefined
      : customerCreditErrorKey(value, available, moneyWithoutCredit);
  return (
    <MoneyInput
      label={text('paymentDialog.customerCredit')}
      description={text('paymentDialog.customerCreditHint', {
        amount: formatMoney(parseMoney(available), { thousands: true }),
      })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={onChange}
      error={error ?? (live ? text(`paymentDialog.errors.${live}`) : undefined)}
      rightSection="฿"
      w={w}
      data-testid="payment-customer-credit"
    />
  );
}
