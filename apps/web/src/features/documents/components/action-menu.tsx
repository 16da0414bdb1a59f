// The document's action menu: exactly the actions the API offers in its allowedActions (spec §4), grouped.
// Status actions post to /{resource}/{id}/status (void and reject ask first); create, partial and deposit
// actions open the /new routes of spec §2, which pre-fill the new document from this one. Every payment action
// (Receive Payment of an invoice, billing note or cash sale; Edit Payment of a cash sale or receipt; Paid and
// Edit Payment of a purchase bill) opens the one payment dialog.
import type { SalesDocument } from '@banchee/contracts';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useBankAccounts } from '../../../lib/bank-accounts';
import { useChangeDocumentStatus } from '../api/change-document-status';
import { useLabels, useRefusalText } from '../i18n/use-doc-text';
import { actionMenuModel, isEmptyMenu, type CreateMenuEntry, type StatusMenuEntry } from '../model/actions';
import { factsOf, resourceOf } from '../model/kinds';
import { extraPaymentActions, paymentDialogOf, type PaymentDialogMode } from '../model/receive-payment';
import { translateRefusal } from '../model/refusals';
import { PaymentDialog } from './payment-dialog';

export function ActionMenu({
  organizationId,
  document,
  disabled,
}: {
  organizationId: string;
  document: SalesDocument;
  /** While the draft has unsaved changes, actions would act on the stored version: save first. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { text, action: actionLabel, status: statusLabel } = useLabels(factsOf(document.kind).party);
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const change = useChangeDocumentStatus(organizationId, resourceOf(document.kind), document.id);
  const [confirming, setConfirming] = useState<StatusMenuEntry | null>(null);
  const [receiving, setReceiving] = useState<PaymentDialogMode | null>(null);
  useBankAccounts(organizationId); // loaded before a payment dialog opens: it starts on the first account
  const model = actionMenuModel(organizationId, document);
  const payments = extraPaymentActions(document);

  const run = (entry: StatusMenuEntry) => {
    change.mutate(
      { action: entry.action },
      {
        onSuccess: (updated) => {
          setConfirming(null);
          notify.success(text('menu.done', { number: updated.number, action: actionLabel(entry.action) }));
        },
        onError: (error) => {
          setConfirming(null);
          notify.error(
            text('menu.failed'),
            translateRefusal(error, refusalText).summary ?? errorText(error, t),
          );
        },
      },
    );
  };
  const choose = (entry: StatusMenuEntry) => {
    const dialog = paymentDialogOf(document, entry.action);
    if (dialog) setReceiving(dialog);
    else if (entry.destructive) setConfirming(entry);
    else run(entry);
  };

  const createItem = (entry: CreateMenuEntry) => (
    <Menu.Item
      key={`${entry.action}-${entry.partialType ?? ''}`}
      onClick={() => void navigate(entry.to)}
      data-testid={`action-${entry.action}${entry.partialType ? `-${entry.partialType}` : ''}`}
      data-href={entry.to}
    >
      {actionLabel(entry.action)}
      {entry.partialType && entry.action !== 'PARTIAL RECEIPT'
        ? ` — ${text(`partialTypes.${entry.partialType}`)}`
        : ''}
    </Menu.Item>
  );

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={400} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={16} />}
            loading={change.isPending}
            disabled={disabled}
            data-testid="action-menu"
          >
            {text('menu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
          {isEmptyMenu(model) && payments.length === 0 ? <Menu.Label>{text('menu.none')}</Menu.Label> : null}
          {model.status.length + payments.length > 0 ? <Menu.Label>{text('menu.status')}</Menu.Label> : null}
          {payments.map((action) => (
            <Menu.Item
              key={action}
              onClick={() => setReceiving(paymentDialogOf(document, action))}
              data-testid={`action-${action}`}
            >
              {actionLabel(action)}
            </Menu.Item>
          ))}
          {model.status.map((entry) => (
            <Menu.Item
              key={entry.action}
              color={entry.destructive ? 'red' : undefined}
              onClick={() => choose(entry)}
              data-testid={`action-${entry.action}`}
            >
              {actionLabel(entry.action)}
            </Menu.Item>
          ))}
          {model.create.length > 0 ? <Menu.Label>{text('menu.create')}</Menu.Label> : null}
          {model.create.map(createItem)}
          {model.partial.length > 0 ? <Menu.Label>{text('menu.partial')}</Menu.Label> : null}
          {model.partial.map(createItem)}
          {model.deposit.length > 0 ? <Menu.Label>{text('menu.deposit')}</Menu.Label> : null}
          {model.deposit.map(createItem)}
        </Menu.Dropdown>
      </Menu>
      {receiving ? (
        <PaymentDialog
          key={document.id}
          organizationId={organizationId}
          mode={receiving}
          onClose={() => setReceiving(null)}
          onDone={(saved) => {
            // A new receipt opens; a cash sale, receipt or purchase bill stays where it is (its page refreshes).
            if (saved.id !== document.id)
              void navigate(`/${organizationId}/${resourceOf(saved.kind)}/${saved.id}`);
          }}
        />
      ) : null}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? text('menu.confirmTitle', { action: actionLabel(confirming.action) }) : ''}
        centered
      >
        <Text size="sm" mb="lg">
          {text('menu.confirmBody', { number: document.number, from: statusLabel(document.status) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={change.isPending}
            onClick={() => confirming && run(confirming)}
            data-autofocus
            data-testid="confirm-action"
          >
            {confirming ? actionLabel(confirming.action) : text('menu.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
