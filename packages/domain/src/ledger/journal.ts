// Journal entries as plain data (double-entry; every entry balances), with small named validators in the
// spirit of hledger/beancount. Amounts are Money (satang) and never negative on a line: a line is either a
// debit or a credit. Builders take signed amounts (positive = debit) and net them per account.
import { sumMoney, toMoneyString, type Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import type { CalendarDate } from '../thai/dates.ts';

export interface JournalLine {
  /** Chart-of-accounts code (shared/data/chart-of-accounts-th.csv), e.g. '11310'. */
  readonly accountCode: string;
  readonly debit: Money;
  readonly credit: Money;
}

export interface JournalEntryDraft {
  readonly date: CalendarDate;
  readonly description: string;
  readonly lines: readonly JournalLine[];
}

export function journalTotals(lines: readonly JournalLine[]): {
  readonly debit: Money;
  readonly credit: Money;
} {
  return { debit: sumMoney(lines.map((l) => l.debit)), credit: sumMoney(lines.map((l) => l.credit)) };
}

/** Debits equal credits, and every line is one-sided and non-negative. */
export function isBalanced(lines: readonly JournalLine[]): boolean {
  const wellFormed = lines.every(
    (l) => l.debit >= 0n && l.credit >= 0n && (l.debit === 0n || l.credit === 0n),
  );
  const { debit, credit } = journalTotals(lines);
  return wellFormed && debit === credit;
}

export type LedgerErrorCode =
  | 'LEDGER.EMPTY_ENTRY'
  | 'LEDGER.NEGATIVE_AMOUNT'
  | 'LEDGER.TWO_SIDED_LINE'
  | 'LEDGER.ZERO_LINE'
  | 'LEDGER.UNBALANCED';

/** Checks an entry before it is stored: at least two lines, each one-sided, positive, and the entry balances. */
export function validateJournalLines(
  lines: readonly JournalLine[],
): Result<true, DomainError<LedgerErrorCode>> {
  if (lines.length < 2)
    return err({ code: 'LEDGER.EMPTY_ENTRY', message: 'An entry needs at least two lines' });
  for (const [index, line] of lines.entries()) {
    if (line.debit < 0n || line.credit < 0n) {
      return err({
        code: 'LEDGER.NEGATIVE_AMOUNT',
        message: 'Line amounts cannot be negative',
        details: { index },
      });
    }
    if (line.debit !== 0n && line.credit !== 0n) {
      return err({
        code: 'LEDGER.TWO_SIDED_LINE',
        message: 'A line is either a debit or a credit',
        details: { index },
      });
    }
    if (line.debit === 0n && line.credit === 0n) {
      return err({ code: 'LEDGER.ZERO_LINE', message: 'A line must carry an amount', details: { index } });
    }
  }
  const { debit, credit } = journalTotals(lines);
  if (debit !== credit) {
    return err({
      code: 'LEDGER.UNBALANCED',
      message: `Debits ${toMoneyString(debit)} do not equal credits ${toMoneyString(credit)}`,
      details: { debit: toMoneyString(debit), credit: toMoneyString(credit) },
    });
  }
  return ok(true);
}

/**
 * Builds journal lines from signed amounts (positive = debit, negative = credit), netting amounts of the same
 * account and dropping accounts that net to zero. Account order is first appearance, so entries read
 * naturally (receivable first, then revenue, then VAT).
 */
export function journalLinesFromSigned(
  amounts: readonly (readonly [accountCode: string, amount: Money])[],
): JournalLine[] {
  const net = new Map<string, Money>();
  for (const [account, amount] of amounts) net.set(account, (net.get(account) ?? 0n) + amount);
  return [...net.entries()]
    .filter(([, amount]) => amount !== 0n)
    .map(([accountCode, amount]) =>
      amount > 0n ? { accountCode, debit: amount, credit: 0n } : { accountCode, debit: 0n, credit: -amount },
    );
}

/** Debit and credit balances per account over many lines (a trial balance in miniature). */
export function balancesByAccount(lines: readonly JournalLine[]): ReadonlyMap<string, Money> {
  const balances = new Map<string, Money>();
  for (const line of lines) {
    balances.set(line.accountCode, (balances.get(line.accountCode) ?? 0n) + line.debit - line.credit);
  }
  return balances;
}
