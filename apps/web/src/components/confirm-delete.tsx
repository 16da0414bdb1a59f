// Confirmation dialogs before a destructive action (delete, void): the confirm button is red, focused, and
// states what it does; Cancel (or Esc) leaves everything as it was.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConfirmAction({
  title,
  body,
  confirmLabel,
  cancelLabel,
  opened,
  loading,
  onCancel,
  onConfirm,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  /** Defaults to the common "Cancel". */
  cancelLabel?: string;
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm" mb="lg">
        {body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

export function ConfirmDelete({
  name,
  ...props
}: {
  name: string;
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmAction
      title={t('common.confirmDeleteTitle', { name })}
      body={t('common.confirmDeleteBody')}
      confirmLabel={t('common.delete')}
      {...props}
    />
  );
}
