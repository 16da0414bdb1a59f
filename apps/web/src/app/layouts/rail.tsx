// The narrow icon rail (spec §2): the logo (to the organisation root) and the eight sections, one every
// 52 px. The active section follows the first path segment after the organisation id.
import { Box, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAddressBook,
  IconCalculator,
  IconChartBar,
  IconPackage,
  IconReceipt,
  IconShoppingCart,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { menuSections, type SectionId } from '../menu/menu-model';
import classes from './shell.module.css';

export const sectionIcons: Record<SectionId, Icon> = {
  sell: IconReceipt,
  buy: IconShoppingCart,
  expenses: IconWallet,
  products: IconPackage,
  contacts: IconAddressBook,
  employees: IconUsers,
  reports: IconChartBar,
  accounting: IconCalculator,
};

export const RAIL_ITEM_SPACING = 52;

export function Rail({ orgId, active }: { orgId: string; active: SectionId }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('shell.mainNavigation')} className={classes.rail}>
      <Link to={`/${orgId}`} aria-label={t('shell.home')} className={classes.logo} data-testid="logo-link">
        <LogoMark size={36} />
      </Link>
      <Stack gap={0} component="ul" className={classes.railList}>
        {menuSections.map((section) => {
          const SectionIcon = sectionIcons[section.id];
          const label = t(`shell.sections.${section.id}`);
          const isActive = section.id === active;
          return (
            <li key={section.id}>
              <Tooltip label={label} position="right" withArrow openDelay={400}>
                <UnstyledButton
                  component={Link}
                  to={`/${orgId}/${section.home}`}
                  className={classes.railItem}
                  data-active={isActive || undefined}
                  aria-current={isActive ? 'true' : undefined}
                  data-testid={`rail-${section.id}`}
                  h={RAIL_ITEM_SPACING}
                >
                  <SectionIcon size={22} stroke={1.7} aria-hidden />
                  <Text component="span" className={classes.railLabel}>
                    {label}
                  </Text>
                </UnstyledButton>
              </Tooltip>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
