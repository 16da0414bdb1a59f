// A dialog that undoes something in the books only with a reason (reversing an entry, reopening a closed year):
// it says what will happen, may ask more (the reversal date), refuses an empty reason and confirms in colour.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ReasonModal({
  title,
  body,
  reasonLabel,
  confirmLabel,
  confirmColor = 'red',
  loading,
  opened = true,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  body: string;
  reasonLabel: string;
  confirmLabel: string;
  confirmColor?: string;
  loading: boolean;
  opened?: boolean;
  onClose: () => void;
  /** Called with the trimmed reason, never an empty one. */
  onConfirm: (reason: string) => void;
  /** Fields shown between the explanation and the reason. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('validation.required'));
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} centered title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{body}</Text>
          {children}
          <TextInput
            label={reasonLabel}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(undefined);
            }}
            error={reasonError}
            required
            maxLength={500}
            data-autofocus
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
