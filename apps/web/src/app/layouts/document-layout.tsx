// The frame of new and detail pages (spec §2: they do not use the sidebar layout): a slim top bar with
// the logo (to the organisation root), the organisation's name and the profile menu, then the page.
// While the page's code or data loads it shows "Loading...".
import { Box, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Loading } from '../../components/full-page-loading';
import { LogoMark } from '../../components/logo';
import { useCurrentOrganization } from '../../lib/current-organization';
import { ProfileMenu } from './profile-menu';

export function DocumentLayout() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  return (
    <Box mih="100vh">
      <Group
        component="header"
        justify="space-between"
        h={56}
        px="lg"
        bg="white"
        // Sticky, so the way back (logo) and the profile stay in reach on long forms.
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-2)',
          position: 'sticky',
          top: 0,
          zIndex: 100,
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <Link to={`/${organization.id}`} aria-label={t('shell.home')} data-testid="logo-link">
            <LogoMark size={32} />
          </Link>
          <Text fw={600} truncate>
            {organization.name}
          </Text>
        </Group>
        <ProfileMenu />
      </Group>
      <Box component="main" p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
