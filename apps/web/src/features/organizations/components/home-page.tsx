// The signed-in home page (/): pending invitations (accepted through /?invitation=<token>), the user's
// organisations, a way to create another, and the sign-up link. Right after sign-in (location state signedIn) a
// user with exactly one organisation and no invitation link goes straight to its dashboard.
import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatTaxId } from '@banchee/domain';
import { IconBuildingStore, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useMyOrganizations } from '../api/list-organizations';
import { CreateOrganizationModal } from './create-organization-modal';
import { InvitationsNotice } from './invitations-notice';

export function HomePage() {
  const { t } = useTranslation();
  const organizations = useMyOrganizations();
  const [params, setParams] = useSearchParams();
  const creating = params.get('create') === '1';
  const setCreating = (open: boolean) => setParams(open ? { create: '1' } : {}, { replace: true });
  const invitationToken = params.get('invitation');
  const justSignedIn = (useLocation().state as { signedIn?: boolean } | null)?.signedIn === true;
  const [only] = organizations.data?.length === 1 ? organizations.data : [];
  if (justSignedIn && only && !invitationToken) return <Navigate to={`/${only.id}/dashboard`} replace />;

  return (
    <Stack maw={1040} mx="auto" w="100%" p="xl">
      <PageHeader
        title={t('home.title')}
        subtitle={t('home.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {t('home.create')}
          </Button>
        }
      />
      <InvitationsNotice linkToken={invitationToken} />
      {organizations.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : organizations.isError ? (
        <Card withBorder>
          <EmptyBlock icon={<IconBuildingStore />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void organizations.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        </Card>
      ) : organizations.data.length === 0 ? (
        <Card withBorder>
          <EmptyBlock icon={<IconBuildingStore />} title={t('home.empty')}>
            <Button onClick={() => setCreating(true)}>{t('home.create')}</Button>
          </EmptyBlock>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {organizations.data.map((organization) => (
            <li key={organization.id}>
              <Card
                withBorder
                radius="md"
                padding="lg"
                component={Link}
                to={`/${organization.id}/dashboard`}
                aria-label={`${t('home.open')} ${organization.name}`}
                h="100%"
              >
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="md">
                    <Avatar color="brand" radius="md" size={44}>
                      {Array.from(organization.name)[0]}
                    </Avatar>
                    <Stack gap={2}>
                      <Text fw={600} lineClamp={1}>
                        {organization.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {organization.tax_id ? formatTaxId(organization.tax_id) : '—'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {!organization.branch_code || organization.branch_code === '00000'
                          ? t('home.headOffice')
                          : t('home.branch', { code: organization.branch_code })}
                      </Text>
                    </Stack>
                  </Group>
                  <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
                </Group>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed" ta="center" mt="xl">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('auth.signUpLink')}
        </Anchor>
      </Text>
      <CreateOrganizationModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
