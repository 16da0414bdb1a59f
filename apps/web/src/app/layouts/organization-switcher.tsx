// The organisation switcher: the current organisation's name opens a menu of the user's organisations,
// plus links to all organisations (home) and to creating a new one.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyOrganizations } from '../../features/organizations/api/list-organizations';
import { useCurrentOrganization } from '../../lib/current-organization';

export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const current = useCurrentOrganization();
  const organizations = useMyOrganizations();
  return (
    <Menu position="bottom-start" width={300} shadow="lg" radius="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`${t('shell.switchOrganization')}: ${current.name}`}
          data-testid="organization-switcher"
          px="xs"
          py={4}
          style={{ borderRadius: 8, maxWidth: 360 }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="md" size={30}>
              {Array.from(current.name)[0]}
            </Avatar>
            <Text fw={600} truncate>
              {current.name}
            </Text>
            <IconChevronDown size={16} style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.switchOrganization')}</Menu.Label>
        {(organizations.data ?? [current]).map((organization) => (
          <Menu.Item
            key={organization.id}
            component={Link}
            to={`/${organization.id}/dashboard`}
            leftSection={<IconBuildingStore size={16} />}
            rightSection={organization.id === current.id ? <IconCheck size={16} /> : null}
          >
            {organization.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/">
          {t('shell.allOrganizations')}
        </Menu.Item>
        <Menu.Item component={Link} to="/?create=1" leftSection={<IconPlus size={16} />}>
          {t('shell.newOrganization')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
