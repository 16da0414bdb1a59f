// The frame of signed-in pages outside any organisation (the home page): a top bar with the logo,
// the language switch and the profile menu.
import { Box, Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Loading } from '../../components/full-page-loading';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo';
import { ProfileMenu } from './profile-menu';

export function SignedInLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh">
      <Group
        component="header"
        justify="space-between"
        h={60}
        px="lg"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
          <Group gap="sm">
            <LogoMark size={32} />
            <Text fw={700} fz="lg">
              {t('app.name')}
            </Text>
          </Group>
        </Link>
        <Group gap="md">
          <LanguageSwitch />
          <ProfileMenu />
        </Group>
      </Group>
      <Box component="main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
