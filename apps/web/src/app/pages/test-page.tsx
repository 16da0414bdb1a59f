// /test (spec §2 "test page"): a plain diagnostics page — is the web app running, can it reach the API
// (GET /openapi.json, which needs no sign-in)?
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';

export function TestPage() {
  const { t } = useTranslation();
  const probe = useQuery({
    queryKey: ['test', 'api'],
    queryFn: () => api.request<unknown>('/openapi.json').then(() => true),
    retry: false,
  });
  return (
    <Stack maw={560} mx="auto" p="xl">
      <Title order={1}>{t('testPage.title')}</Title>
      <Text c="dimmed">{t('testPage.body')}</Text>
      <Card withBorder>
        <Group justify="space-between">
          <Text fw={500}>{t('testPage.api')}</Text>
          {probe.isPending ? (
            <Badge color="gray">{t('common.loading')}</Badge>
          ) : (
            <Badge color={probe.isSuccess ? 'green' : 'red'}>
              {probe.isSuccess ? t('testPage.reachable') : t('testPage.unreachable')}
            </Badge>
          )}
        </Group>
      </Card>
    </Stack>
  );
}
