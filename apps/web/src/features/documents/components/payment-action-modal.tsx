// Receive Payment (cash sale), Paid and Edit Payment (a purchase bill paid at once, issue 11 §2) say how the
// money moved before the action is applied: the method, the organisation's account, a reference, a cheque,
// a bank fee. Starts from what the document holds; the server checks the fields again and posts them.
import type { SalesDocument } from '@banchee/contracts';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../lib/form-errors';
import { useLabels } from '../i18n/use-doc-text';
import type { DraftPayment } from '../model/draft';
import { draftFromDocument } from '../model/draft-from-document';
import { factsOf } from '../model/kinds';
import { PaymentFields } from './payment-fields';

export interface PaymentActionModalProps {
  organizationId: string;
  document: SalesDocument;
  /** The action asking for the payment (null: closed). */
  action: string | null;
  pending: boolean;
  errors: FieldErrors;
  onCancel: () => void;
  onConfirm: (payment: DraftPayment) => void;
}

export function PaymentActionModal(props: PaymentActionModalProps) {
  const { action } = props;
  const { text, action: actionLabel } = useLabels(factsOf(props.document.kind).party);
  return (
    <Modal
      opened={action !== null}
      onClose={props.onCancel}
      title={action ? text('menu.confirmTitle', { action: actionLabel(action) }) : ''}
      size="xl"
      centered
    >
      {action ? <PaymentActionForm {...props} action={action} confirmLabel={actionLabel(action)} /> : null}
    </Modal>
  );
}

function PaymentActionForm(props: PaymentActionModalProps & { action: string; confirmLabel: string }) {
  const { t } = useTranslation();
  const [payment, setPayment] = useState<DraftPayment>(() => draftFromDocument(props.document).payment);
  return (
    <Stack gap="md" data-testid="payment-action">
      <PaymentFields
        organizationId={props.organizationId}
        party={factsOf(props.document.kind).party}
        payment={payment}
        readOnly={false}
        errors={props.errors}
        onChange={setPayment}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          loading={props.pending}
          onClick={() => props.onConfirm(payment)}
          data-autofocus
          data-testid="confirm-payment-action"
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
