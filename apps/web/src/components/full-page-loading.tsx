// The "Loading..." state (spec §2 uses this exact text) for whole pages and for page areas.
import { Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center h={fullPage ? '100vh' : 240} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Group>
    </Center>
  );
}
