// The profile button and its menu (spec §2): initials, full name, e-mail, phone if present, 'View profile'
// (no screen yet, so it does nothing), 'Organisation settings' inside an organisation, and 'Disconnect' (logs out). Clicking outside closes it (Mantine
// Menu's default). Language and year format live here too, stored per user.
import { Avatar, Group, Menu, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { initials } from '../../lib/format';
import { preferences, usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/use-session';

export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Inside an organisation the menu also leads to its settings.
  const { orgId } = useParams();
  const { user } = useSession();
  const { language, era } = usePreferences();
  if (!user) return null;
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const userInitials = initials(user.first_name, user.last_name);

  return (
    <Menu position="bottom-end" width={300} shadow="lg" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${t('shell.profile')}: ${fullName}`}
          data-testid="profile-button"
          style={{ borderRadius: 999 }}
        >
          <Avatar color="brand" radius="xl" size={36}>
            {userInitials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="profile-menu">
        <Group p="sm" wrap="nowrap" gap="sm">
          <Avatar color="brand" radius="xl" size={48}>
            {userInitials}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {fullName}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
            {user.phone ? (
              <Text size="sm" c="dimmed">
                {user.phone}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUser size={16} />}>{t('shell.viewProfile')}</Menu.Item>
        {orgId ? (
          <Menu.Item
            leftSection={<IconSettings size={16} />}
            onClick={() => void navigate(`/${orgId}/settings`)}
            data-testid="organization-settings"
          >
            {t('settings.menu')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Stack gap={6} px="sm" py={6}>
          <Text size="xs" c="dimmed" fw={500}>
            {t('shell.language')}
          </Text>
          <SegmentedControl
            size="xs"
            fullWidth
            aria-label={t('shell.language')}
            value={language}
            onChange={(value) => preferences.set({ language: value })}
            data={[
              { value: 'th', label: 'ไทย' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Text size="xs" c="dimmed" fw={500}>
            {t('shell.calendar')}
          </Text>
          <SegmentedControl
            size="xs"
            fullWidth
            aria-label={t('shell.calendar')}
            value={era}
            onChange={(value) => preferences.set({ era: value })}
            data={[
              { value: 'CE', label: t('shell.calendarCE') },
              { value: 'BE', label: t('shell.calendarBE') },
            ]}
          />
        </Stack>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            void logout().then(() => navigate('/login', { replace: true }));
          }}
        >
          {t('shell.disconnect')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
