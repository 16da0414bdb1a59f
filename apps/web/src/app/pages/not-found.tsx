// "Not found": unknown pages, and organisations the user is not a member of (spec §2; the API hides
// other organisations behind 404). A load failure that is not a 404 offers a retry instead.
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/form-errors';

export function NotFoundPage({
  organization = false,
  error,
  onRetry,
}: {
  organization?: boolean;
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const failed = error !== undefined;
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMapQuestion size={34} />
        </ThemeIcon>
        <Title order={1} fz={26} data-testid="not-found-title">
          {failed ? t('common.loadFailed') : t('errors.notFoundTitle')}
        </Title>
        <Text c="dimmed">
          {failed
            ? errorText(error, t)
            : organization
              ? t('errors.orgNotFoundBody')
              : t('errors.notFoundBody')}
        </Text>
        <Group mt="sm">
          {failed && onRetry ? (
            <Button variant="default" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
          <Button component={Link} to="/">
            {t('errors.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
