// The confirmations of the filing desk: closing a VAT month (excess choice, closing despite a difference),
// marking a return filed (date, RD reference) and paid (date, account paid from, reference). Each is a form:
// Enter submits, Escape cancels, server errors are shown translated by their code.
import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTaxAction, type ReturnForm, type TaxAction } from '../api/tax-filings';
import { useTaxText } from '../i18n/use-tax-text';
import { todayIso } from './parts';

export type Dialog =
  | { type: 'close'; month: string; monthLabel: string; reconciled: boolean }
  | { type: 'file' | 'pay'; form: ReturnForm; month: string };

export function FilingDialog({
  orgId,
  dialog,
  onDone,
}: {
  orgId: string;
  dialog: Dialog | null;
  onDone: () => void;
}) {
  const { text, errorOf } = useTaxText();
  const action = useTaxAction(orgId);
  const [excessChoice, setExcessChoice] = useState<'CARRY_FORWARD' | 'REFUND'>('CARRY_FORWARD');
  const [acceptDifference, setAcceptDifference] = useState(false);
  const [day, setDay] = useState(todayIso());
  const [reference, setReference] = useState('');
  const [account, setAccount] = useState('11121');

  if (dialog === null) return null;
  const close = () => {
    action.reset();
    setReference('');
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let request: TaxAction;
    if (dialog.type === 'close') {
      request = { type: 'close', month: dialog.month, excessChoice, acceptDifference };
    } else if (dialog.type === 'file') {
      request = {
        type: 'file',
        form: dialog.form,
        month: dialog.month,
        filedOn: day,
        reference: reference.trim(),
      };
    } else {
      request = {
        type: 'pay',
        form: dialog.form,
        month: dialog.month,
        paidOn: day,
        paymentAccountCode: account.trim() || undefined,
        reference: reference.trim() || undefined,
      };
    }
    action.mutate(request, { onSuccess: close });
  };
  const title =
    dialog.type === 'close'
      ? text('pp30.closeTitle', { month: dialog.monthLabel })
      : `${text(dialog.type === 'file' ? 'desk.file' : 'desk.pay')} · ${text(`forms.${dialog.form}`)}`;

  return (
    <Modal opened onClose={close} title={title} centered>
      <form onSubmit={submit} data-testid={`dialog-${dialog.type}`}>
        <Stack>
          {dialog.type === 'close' ? (
            <>
              <Text size="sm">{text('pp30.closeBody')}</Text>
              <Radio.Group
                label={text('pp30.excess')}
                value={excessChoice}
                onChange={(value) => setExcessChoice(value === 'REFUND' ? 'REFUND' : 'CARRY_FORWARD')}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="CARRY_FORWARD" label={text('pp30.carryForward')} />
                  <Radio value="REFUND" label={text('pp30.refund')} />
                </Stack>
              </Radio.Group>
              {dialog.reconciled ? null : (
                <Checkbox
                  checked={acceptDifference}
                  onChange={(event) => setAcceptDifference(event.currentTarget.checked)}
                  label={text('pp30.acceptDifference')}
                />
              )}
            </>
          ) : (
            <>
              <TextInput
                type="date"
                label={text(dialog.type === 'file' ? 'desk.filedOn' : 'desk.paidOn')}
                value={day}
                onChange={(event) => setDay(event.currentTarget.value)}
                required
                data-autofocus
              />
              {dialog.type === 'pay' ? (
                <TextInput
                  label={text('desk.paymentAccount')}
                  description={text('desk.paymentAccountHint')}
                  value={account}
                  onChange={(event) => setAccount(event.currentTarget.value)}
                />
              ) : null}
              <TextInput
                label={text('common.reference')}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                required={dialog.type === 'file'}
                maxLength={100}
                name="reference"
              />
            </>
          )}
          {action.isError ? (
            <Alert color="red" data-testid="dialog-error">
              {errorOf(action.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text('common.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending} data-testid="dialog-submit">
              {dialog.type === 'close' ? text('pp30.close') : text('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
