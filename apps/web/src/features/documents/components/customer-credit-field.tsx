// The customer credit a receipt uses (decision 0188): shown only while the customer has open credit (or an
// amount is typed), with the open credit under it. One field for the payment dialog and the receipt editor;
// the checks are model/receive-payment's customerCreditErrorKey and the server's, shown on this field.
import { formatMoney, parseMoney } from '@banchee/domain';
import { MoneyInput } from '../../../components/money-input';
import { useCustomerCredit } from '../api/receive-payment';
import { useDocText } from '../i18n/use-doc-text';

export function CustomerCreditField({
  organizationId,
  contactId,
  value,
  onChange,
  error,
  w,
}: {
  organizationId: string;
  /** The customer from the contacts; without one there is no credit to use. */
  contactId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  w?: number;
}) {
  const text = useDocText();
  const credit = useCustomerCredit(organizationId, contactId === '' ? undefined : contactId);
  const available = credit.data?.available ?? '0';
  if (parseMoney(available) <= 0n && value === '') return null;
  return (
    <MoneyInput
      label={text('paymentDialog.customerCredit')}
      description={text('paymentDialog.customerCreditHint', {
        amount: formatMoney(parseMoney(available), { thousands: true }),
      })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={onChange}
      error={error}
      rightSection="฿"
      w={w}
      data-testid="payment-customer-credit"
    />
  );
}
