// A confirmation dialog before deleting anything; the confirm button is red and states what it does.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ConfirmDelete({
  name,
  opened,
  loading,
  onCancel,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('common.confirmDeleteTitle', { name })} centered>
      <Text size="sm" mb="lg">
        {t('common.confirmDeleteBody')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-autofocus>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
