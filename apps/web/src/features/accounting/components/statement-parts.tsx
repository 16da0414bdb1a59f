// The rows of a financial statement (profit and loss, balance sheet): a heading row per section, its accounts
// indented with their amounts, a subtotal per section and ruled totals. Negative amounts show in brackets.
import { Anchor, Table } from '@mantine/core';
import type { ProfitAndLossReport } from '@banchee/contracts';
import { Link } from 'react-router';
import { accountName, useAcctText } from '../i18n/use-acct-text';
import { AmountTd } from './figures';
import classes from './accounting.module.css';

export type StatementSection = ProfitAndLossReport['revenue'][number];

const brackets = { brackets: true };

export function StatementHeading({ label }: { label: string }) {
  return (
    <Table.Tr className={classes.sectionRow}>
      <Table.Td colSpan={3}>{label}</Table.Td>
    </Table.Tr>
  );
}

export function StatementSectionRows({
  section,
  ledgerHref,
}: {
  section: StatementSection;
  ledgerHref: (code: string) => string;
}) {
  const { text, language } = useAcctText();
  const name = accountName(section, language);
  return (
    <>
      <Table.Tr className={classes.headerAccount}>
        <Table.Td className={classes.code}>{section.code}</Table.Td>
        <Table.Td colSpan={2}>{name}</Table.Td>
      </Table.Tr>
      {section.accounts.map((account) => (
        <Table.Tr key={account.code} data-testid={`st-row-${account.code}`}>
          <Table.Td className={classes.code} pl="xl">
            {account.code}
          </Table.Td>
          <Table.Td pl="xl">
            <Anchor component={Link} to={ledgerHref(account.code)} size="sm">
              {accountName(account, language)}
            </Anchor>
          </Table.Td>
          <AmountTd value={account.amount} style={brackets} />
        </Table.Tr>
      ))}
      <Table.Tr className={classes.subtotalRow}>
        <Table.Td />
        <Table.Td>{text('profitLoss.totalOf', { name })}</Table.Td>
        <AmountTd value={section.total} style={brackets} />
      </Table.Tr>
    </>
  );
}

export function StatementTotal({
  label,
  value,
  testId,
  double = false,
}: {
  label: string;
  value: string;
  testId?: string;
  /** The final line of a statement: ruled single above, double below. */
  double?: boolean;
}) {
  return (
    <Table.Tr className={double ? classes.totalRow : classes.subtotalRow} data-testid={testId}>
      <Table.Td />
      <Table.Td>{label}</Table.Td>
      <AmountTd value={value} style={brackets} />
    </Table.Tr>
  );
}

export function StatementHead() {
  const { text } = useAcctText();
  return (
    <Table.Thead bg="gray.0">
      <Table.Tr>
        <Table.Th w={120}>{text('common.code')}</Table.Th>
        <Table.Th>{text('common.accountName')}</Table.Th>
        <Table.Th w={170} ta="right">
          {text('common.amount')}
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
