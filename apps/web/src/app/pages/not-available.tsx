// "Not available yet": every menu entry whose screen is not built says so plainly and
// shows no invented data (architecture §5). Later issues replace these routes with the real screens.
import { Badge, Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

function useScreenName(path: string): string {
  const { t } = useTranslation();
  // Menu paths are the keys of shell.menu (checked by the menu-model test).
  return t(`shell.menu.${path}` as 'shell.menu.dashboard');
}

/** A list page or menu entry inside the shell. */
export function NotAvailablePage({ path }: { path: string }) {
  const { t } = useTranslation();
  const screen = useScreenName(path);
  return (
    <>
      <PageHeader title={screen} />
      <Card withBorder radius="md" padding="xl" data-testid="not-available">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="yellow">
            <IconTools size={30} />
          </ThemeIcon>
          <Badge color="yellow" variant="light">
            {t('notAvailable.title')}
          </Badge>
          <Text maw={520}>{t('notAvailable.body', { screen })}</Text>
        </Stack>
      </Card>
    </>
  );
}
