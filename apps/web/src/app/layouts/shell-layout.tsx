// The sidebar layout of list pages: rail, second panel (when the section has one), a top bar with the
// organisation switcher, language and profile, and the page. On narrow screens the second panel opens
// as a drawer from the top bar; at phone width (≤ 576 px) the rail hides too and the drawer holds both.
import { Box, Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/full-page-loading';
import { LanguageSwitch } from '../../components/language-switch';
import { useCurrentOrganization } from '../../lib/current-organization';
import { getSection, sectionForPath, splitOrgPath } from '../menu/menu-model';
import { OrganizationSwitcher } from './organization-switcher';
import { ProfileMenu } from './profile-menu';
import { Rail } from './rail';
import { SecondPanel } from './second-panel';
import classes from './shell.module.css';

export function ShellLayout() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const { pathname } = useLocation();
  const { rest } = splitOrgPath(pathname);
  const sectionId = sectionForPath(rest);
  const section = getSection(sectionId);
  const [drawerOpened, drawer] = useDisclosure(false);
  const hasPanel = section.entries.length > 0;
  // A navigation from the drawer closes it.
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <div className={classes.shell} data-section={sectionId} data-panel={hasPanel}>
      <a href="#main-content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Rail orgId={organization.id} active={sectionId} />
      {hasPanel ? <SecondPanel orgId={organization.id} section={section} pathBelowOrg={rest} /> : null}
      <div className={classes.main}>
        <Group component="header" className={classes.topbar} justify="space-between" px="md" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              hiddenFrom="md"
              className={hasPanel ? undefined : classes.phoneOnly}
              size="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={t('shell.sectionNavigation', { section: t(`shell.sections.${sectionId}`) })}
              data-testid="menu-button"
            />
            <OrganizationSwitcher />
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            <ProfileMenu />
          </Group>
        </Group>
        <Box component="main" id="main-content" className={classes.content} tabIndex={-1}>
          <div className={classes.contentInner}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </div>
        </Box>
      </div>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={hasPanel ? 312 : 72}
        padding={0}
        withCloseButton={false}
        hiddenFrom="md"
      >
        <div className={classes.drawerBody}>
          <div className={classes.drawerRail}>
            <Rail orgId={organization.id} active={sectionId} />
          </div>
          {hasPanel ? (
            <SecondPanel
              orgId={organization.id}
              section={section}
              pathBelowOrg={rest}
              onNavigate={drawer.close}
            />
          ) : null}
        </div>
      </Drawer>
    </div>
  );
}
