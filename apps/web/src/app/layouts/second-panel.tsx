// The second panel (spec §2): the active section's entries with collapsible sub-menus. Contacts has no
// second panel, so this renders nothing for it.
import { Box, NavLink, ScrollArea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLinkActive, openGroupFor, type MenuLink, type MenuSection } from '../menu/menu-model';
import classes from './shell.module.css';

export function SecondPanel({
  orgId,
  section,
  pathBelowOrg,
  onNavigate,
}: {
  orgId: string;
  section: MenuSection;
  pathBelowOrg: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  // Sub-menus keep the open/closed state the user chose; until then the one holding the current page is open.
  const [choices, setChoices] = useState<Partial<Record<string, boolean>>>({});
  if (section.entries.length === 0) return null;
  const sectionLabel = t(`shell.sections.${section.id}`);
  const current = openGroupFor(section, pathBelowOrg);
  const isOpen = (id: string) => choices[id] ?? id === current;

  const renderLink = (entry: MenuLink, nested = false) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={`/${orgId}/${entry.path}`}
      label={t(`shell.menu.${entry.path}` as 'shell.menu.dashboard')}
      active={isLinkActive(entry.path, pathBelowOrg)}
      aria-current={isLinkActive(entry.path, pathBelowOrg) ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.panelLink}
      pl={nested ? 'xl' : undefined}
      data-entry={entry.path}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={t('shell.sectionNavigation', { section: sectionLabel })}
      className={classes.panel}
      data-testid="second-panel"
    >
      <Title order={2} fz="md" px="md" pt="lg" pb="sm" c="dark.6">
        {sectionLabel}
      </Title>
      <ScrollArea className={classes.panelScroll} type="auto">
        <Box px="xs" pb="md">
          {section.entries.map((entry) =>
            entry.kind === 'link' ? (
              renderLink(entry)
            ) : (
              <NavLink
                key={`${section.id}-${entry.id}`}
                component="button"
                type="button"
                label={t(`shell.groups.${entry.id}` as 'shell.groups.asset-management')}
                opened={isOpen(entry.id)}
                onChange={(opened) => setChoices((state) => ({ ...state, [entry.id]: opened }))}
                aria-expanded={isOpen(entry.id)}
                className={classes.panelLink}
                data-group={entry.id}
                childrenOffset={0}
              >
                {entry.children.map((child) => renderLink(child, true))}
              </NavLink>
            ),
          )}
        </Box>
      </ScrollArea>
    </Box>
  );
}
