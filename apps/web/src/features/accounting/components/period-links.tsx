// The way to the period screens, which have no menu entry (spec §2's menu is kept as it is): toolbar buttons to
// the opening balances and the period closing, shown on the journals, chart of accounts and closing pages.
import { Button } from '@mantine/core';
import { IconLock, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAcctText } from '../i18n/use-acct-text';
import { accountingPaths } from '../model/paths';

const targets = {
  opening: { path: accountingPaths.openingBalances, label: 'opening.link', Icon: IconScale },
  closing: { path: accountingPaths.closing, label: 'periods.link', Icon: IconLock },
} as const;

export function PeriodLink({ orgId, to }: { orgId: string; to: keyof typeof targets }) {
  const { text } = useAcctText();
  const { path, label, Icon } = targets[to];
  return (
    <Button variant="default" component={Link} to={`/${orgId}/${path}`} leftSection={<Icon size={18} />}>
      {text(label)}
    </Button>
  );
}
