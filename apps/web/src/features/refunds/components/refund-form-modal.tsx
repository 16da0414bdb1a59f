// A new refund (decision 0166): choose the credit note, see the credit it left that is still open, and pay
// it back by cash, transfer (with the fee the business pays) or cheque. The amount starts at the open credit.
import type { CreateRefundRequest } from '@banchee/contracts';
import { PAYMENT_METHODS, PAYMENT_METHOD_WORDS, parseMoney, type PaymentMethod } from '@banchee/domain';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { useBankAccounts } from '../../../lib/bank-accounts';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { formatMoneyText, toCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCreateRefund } from '../api/create-refund';
import { useCreditOfNote } from '../api/credit-of-note';
import { useCreditNotes } from '../api/list-credit-notes';
import { useRefundsText } from '../i18n/use-refunds-text';

export function RefundFormModal({
  organizationId,
  opened,
  onClose,
}: {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'th';
  const text = useRefundsText();
  const [creditNoteId, setCreditNoteId] = useState<string | null>(null);
  const [date, setDate] = useState(() => toCalendarDate(new Date()) ?? '');
  // null: the open credit of the chosen note (the default amount) until the person types another.
  const [typedAmount, setAmount] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [bankFee, setBankFee] = useState('');
  const [chequeNumber, setChequeNumber] = useState('');
  const [chequeDate, setChequeDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const notes = useCreditNotes(organizationId);
  const credit = useCreditOfNote(organizationId, creditNoteId);
  const accounts = useBankAccounts(organizationId);
  const save = useCreateRefund(organizationId);

  const amount = typedAmount ?? credit.data?.available ?? '';

  const noteOptions = (notes.data?.data ?? [])
    .filter((note) => note.status !== 'VOID')
    .map((note) => ({ value: note.id, label: `${note.number} · ${note.contact_name ?? ''}` }));
  const open = credit.data ? parseMoney(credit.data.available) > 0n : false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!creditNoteId) {
      setErrors({ creditNoteId: t('validation.required') });
      return;
    }
    const input: Omit<CreateRefundRequest, 'organizationId'> = {
      creditNoteId,
      date,
      amount,
      paymentMethod: method,
      ...(method !== 'CASH' && accountId ? { paymentAccountId: accountId } : {}),
      ...(reference ? { reference } : {}),
      ...(method !== 'CASH' && bankFee ? { bankFee } : {}),
      ...(method === 'CHEQUE' ? { chequeNumber, chequeDate } : {}),
    };
    save.mutate(input, {
      onSuccess: (refund) => {
        notify.success(text('saved', { number: refund.number }));
        setCreditNoteId(null);
        onClose();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notify.error(text('saveFailed'), errorText(error, t));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={text('new')} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={text('new')}>
        <Stack>
          <Select
            label={text('creditNote')}
            placeholder={text('creditNotePlaceholder')}
            data={noteOptions}
            value={creditNoteId}
            onChange={(id) => {
              setCreditNoteId(id);
              setAmount(null);
            }}
            searchable
            withAsterisk
            data-autofocus
            error={errors.creditNoteId}
          />
          {credit.data ? (
            open ? (
              <Text size="sm" data-testid="refund-open-credit">
                {text('open', {
                  amount: formatMoneyText(credit.data.available),
                  credit: formatMoneyText(credit.data.customer_credit),
                  refunded: formatMoneyText(credit.data.refunded),
                })}
              </Text>
            ) : (
              <Alert color="yellow">{text('noCredit')}</Alert>
            )
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={text('date')}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={errors.date}
              withAsterisk
            />
            <MoneyInput
              label={text('amount')}
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              withAsterisk
            />
            <Select
              label={text('method')}
              data={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_WORDS[value][language] }))}
              value={method}
              onChange={(value) => setMethod(value ?? 'CASH')}
              allowDeselect={false}
            />
            {method === 'CASH' ? null : (
              <Select
                label={text('bankAccount')}
                data={(accounts.data?.data ?? []).map((a) => ({
                  value: a.id,
                  label: `${a.accountNumber}${a.accountName ? ` · ${a.accountName}` : ''}`,
                }))}
                value={accountId}
                onChange={setAccountId}
                clearable
                error={errors.paymentAccountId}
              />
            )}
            {method === 'CHEQUE' ? (
              <>
                <TextInput
                  label={text('chequeNumber')}
                  value={chequeNumber}
                  onChange={(e) => setChequeNumber(e.currentTarget.value)}
                  error={errors.chequeNumber}
                />
                <TextInput
                  type="date"
                  label={text('chequeDate')}
                  value={chequeDate}
                  onChange={(e) => setChequeDate(e.currentTarget.value)}
                  error={errors.chequeDate}
                />
              </>
            ) : null}
            {method === 'CASH' ? null : (
              <MoneyInput
                label={text('bankFee')}
                value={bankFee}
                onChange={setBankFee}
                error={errors.bankFee}
              />
            )}
            <TextInput
              label={text('reference')}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={errors.reference}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!open}>
              {text('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
