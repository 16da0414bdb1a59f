// Figures in tables: right-aligned tabular digits so columns of amounts line up on the decimal point, blank
// zeros in debit/credit columns, bracketed negatives on statements, and a bold totals row.
import { Table, Text, type TableTdProps } from '@mantine/core';
import type { Money } from '@banchee/domain';
import type { ReactNode } from 'react';
import { formatAmount, isNegative, type AmountStyle } from '../model/amount';
import classes from './accounting.module.css';

export function AmountTd({
  value,
  style: amountStyle,
  strong,
  ...props
}: Omit<TableTdProps, 'children' | 'style'> & {
  value: string | Money | null | undefined;
  style?: AmountStyle;
  strong?: boolean;
}) {
  const negative = amountStyle?.brackets === true && isNegative(value);
  return (
    <Table.Td
      className={classes.amount}
      fw={strong ? 700 : undefined}
      c={negative ? 'red.8' : undefined}
      {...props}
    >
      {formatAmount(value, amountStyle)}
    </Table.Td>
  );
}

export function AmountTh({ children, ...props }: { children: ReactNode; w?: number | string }) {
  return (
    <Table.Th className={classes.amount} {...props}>
      {children}
    </Table.Th>
  );
}

/** An amount outside a table (summary cards). */
export function AmountText({
  value,
  style: amountStyle,
  ...props
}: {
  value: string | Money | null | undefined;
  style?: AmountStyle;
  fw?: number;
  size?: string;
  c?: string;
}) {
  return (
    <Text component="span" className={classes.amountText} {...props}>
      {formatAmount(value, amountStyle)}
    </Text>
  );
}
