// The ledger reports built from account balances, as data: trial balance, profit and loss and balance sheet,
// and the helpers every ledger report shares (range check, debit/credit columns, account names). The line
// listings are in reports.general-ledger.ts, the receivable aging in reports.aging.ts.
// Amounts are Money (bigint satang). Fiscal years are calendar years (decision 0052).
// Signs: a statement shows each account on its section's side (revenue, liabilities and equity as credits,
// assets and expenses as debits), so a contra account (41300 returns, 11390 allowance…) shows as a negative.
import type { Database } from '@banchee/db';
import { sumMoney, type CalendarDate, type Money } from '@banchee/domain';
import { listAccounts, type AccountRecord } from '../accounts/index.ts';
import { onNormalSide } from '../accounts/index.ts';
import { LedgerError } from '../journals/index.ts';
import { queryBalanceSheet, queryProfitAndLoss, queryTrialBalance } from './reports.queries.ts';

export interface DebitCredit {
  readonly debit: Money;
  readonly credit: Money;
}

/** A net (Σdebit − Σcredit) shown in the debit or the credit column. */
function columns(netDebit: Money): DebitCredit {
  return netDebit >= 0n ? { debit: netDebit, credit: 0n } : { debit: 0n, credit: -netDebit };
}

function addColumns(a: DebitCredit, b: DebitCredit): DebitCredit {
  return { debit: a.debit + b.debit, credit: a.credit + b.credit };
}

const ZERO_COLUMNS: DebitCredit = { debit: 0n, credit: 0n };

export function checkRange(from: CalendarDate, to: CalendarDate): void {
  if (from > to) throw new LedgerError('REPORT.INVALID_RANGE', `from ${from} is after to ${to}`);
}

/** The first day of the (calendar) fiscal year a date falls in. */
export function fiscalYearStart(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 4)}-01-01`;
}

export interface AccountRef {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
}

export function ref(account: AccountRecord | undefined, code: string): AccountRef {
  return { code, nameTh: account?.nameTh ?? code, nameEn: account?.nameEn ?? code };
}

// ---------------------------------------------------------------- trial balance

export interface TrialBalanceRow extends AccountRef {
  readonly group: number;
  readonly normalBalance: 'debit' | 'credit';
  readonly opening: DebitCredit;
  readonly period: DebitCredit;
  readonly closing: DebitCredit;
}

export interface TrialBalance {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly rows: readonly TrialBalanceRow[];
  readonly totals: {
    readonly opening: DebitCredit;
    readonly period: DebitCredit;
    readonly closing: DebitCredit;
  };
  readonly balanced: boolean;
}

/** Every account with activity up to `to`: its opening (before `from`), period movements and closing balance. */
export async function getTrialBalance(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<TrialBalance> {
  checkRange(from, to);
  const [sums, chart] = await Promise.all([
    queryTrialBalance(db, organizationId, from, to),
    listAccounts(db, organizationId),
  ]);
  const byCode = new Map(chart.map((account) => [account.code, account]));
  const rows = sums
    .filter((sum) => sum.openingNetDebit !== 0n || sum.periodDebit !== 0n || sum.periodCredit !== 0n)
    .map((sum): TrialBalanceRow => {
      const account = byCode.get(sum.accountCode);
      return {
        ...ref(account, sum.accountCode),
        group: account?.group ?? Number(sum.accountCode.slice(0, 1)),
        normalBalance: account?.normalBalance ?? 'debit',
        opening: columns(sum.openingNetDebit),
        period: { debit: sum.periodDebit, credit: sum.periodCredit },
        closing: columns(sum.openingNetDebit + sum.periodDebit - sum.periodCredit),
      };
    })
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const totals = {
    opening: rows.reduce((acc, row) => addColumns(acc, row.opening), ZERO_COLUMNS),
    period: rows.reduce((acc, row) => addColumns(acc, row.period), ZERO_COLUMNS),
    closing: rows.reduce((acc, row) => addColumns(acc, row.closing), ZERO_COLUMNS),
  };
  return {
    from,
    to,
    rows,
    totals,
    balanced:
      totals.opening.debit === totals.opening.credit &&
      totals.period.debit === totals.period.credit &&
      totals.closing.debit === totals.closing.credit,
  };
}

// ---------------------------------------------------------------- statements

export interface StatementAccount extends AccountRef {
  /** On the section's side (credit for revenue/liabilities/equity, debit for assets/expenses). */
  readonly amount: Money;
}

export interface StatementSection extends AccountRef {
  readonly accounts: readonly StatementAccount[];
  readonly total: Money;
}

/** The account under a group root that an account belongs to (11310 → 11000; 55000 → 55000). */
function sectionOf(code: string, byCode: ReadonlyMap<string, AccountRecord>): string {
  let current = byCode.get(code);
  while (current?.parentCode) {
    const parent = byCode.get(current.parentCode);
    if (!parent?.parentCode) return current.code;
    current = parent;
  }
  return code;
}

/** Groups per-account nets into sections, each account signed for its section's side; zero accounts dropped. */
function buildSections(
  nets: readonly { accountCode: string; netDebit: Money }[],
  byCode: ReadonlyMap<string, AccountRecord>,
  side: 'debit' | 'credit',
): StatementSection[] {
  const sections = new Map<string, StatementAccount[]>();
  for (const net of [...nets].sort((a, b) => (a.accountCode < b.accountCode ? -1 : 1))) {
    if (net.netDebit === 0n) continue;
    const key = sectionOf(net.accountCode, byCode);
    const list = sections.get(key) ?? [];
    list.push({
      ...ref(byCode.get(net.accountCode), net.accountCode),
      amount: onNormalSide(net.netDebit, side),
    });
    sections.set(key, list);
  }
  return [...sections.entries()].map(([code, list]) => ({
    ...ref(byCode.get(code), code),
    accounts: list,
    total: sumMoney(list.map((account) => account.amount)),
  }));
}

export interface ProfitAndLoss {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** Group 4 on the credit side: operating revenue (41xxx), other income (49xxx). */
  readonly revenue: readonly StatementSection[];
  /** Group 5 on the debit side: cost of sales (51xxx), selling, administrative, other, income tax. */
  readonly expenses: readonly StatementSection[];
  readonly totalRevenue: Money;
  readonly totalExpenses: Money;
  /** Operating revenue (41xxx) less cost of sales and services (51xxx). */
  readonly grossProfit: Money;
  readonly netProfit: Money;
}

export async function getProfitAndLoss(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<ProfitAndLoss> {
  checkRange(from, to);
  const [nets, chart] = await Promise.all([
    queryProfitAndLoss(db, organizationId, from, to),
    listAccounts(db, organizationId),
  ]);
  const byCode = new Map(chart.map((account) => [account.code, account]));
  const revenue = buildSections(
    nets.filter((net) => net.accountCode.startsWith('4')),
    byCode,
    'credit',
  );
  const expenses = buildSections(
    nets.filter((net) => net.accountCode.startsWith('5')),
    byCode,
    'debit',
  );
  const totalRevenue = sumMoney(revenue.map((section) => section.total));
  const totalExpenses = sumMoney(expenses.map((section) => section.total));
  const operatingRevenue = -sumMoney(
    nets.filter((n) => n.accountCode.startsWith('41')).map((n) => n.netDebit),
  );
  const costOfSales = sumMoney(nets.filter((n) => n.accountCode.startsWith('51')).map((n) => n.netDebit));
  return {
    from,
    to,
    revenue,
    expenses,
    totalRevenue,
    totalExpenses,
    grossProfit: operatingRevenue - costOfSales,
    netProfit: totalRevenue - totalExpenses,
  };
}

export interface BalanceSheet {
  readonly asOf: CalendarDate;
  readonly assets: readonly StatementSection[];
  readonly liabilities: readonly StatementSection[];
  readonly equity: readonly StatementSection[];
  /** Profit of earlier years not yet closed to retained earnings (zero once every earlier year is closed). */
  readonly unclosedPriorYearsProfit: Money;
  /** Profit of the fiscal year of `asOf` up to `asOf`, until the year is closed. */
  readonly currentYearProfit: Money;
  readonly totalAssets: Money;
  readonly totalLiabilities: Money;
  /** Equity accounts plus both profit lines. */
  readonly totalEquity: Money;
  readonly totalLiabilitiesAndEquity: Money;
  readonly balanced: boolean;
}

export async function getBalanceSheet(
  db: Database,
  organizationId: string,
  asOf: CalendarDate,
): Promise<BalanceSheet> {
  const [sums, chart] = await Promise.all([
    queryBalanceSheet(db, organizationId, asOf, fiscalYearStart(asOf)),
    listAccounts(db, organizationId),
  ]);
  const byCode = new Map(chart.map((account) => [account.code, account]));
  const inGroup = (digit: string) => sums.filter((sum) => sum.accountCode.startsWith(digit));
  const assets = buildSections(inGroup('1'), byCode, 'debit');
  const liabilities = buildSections(inGroup('2'), byCode, 'credit');
  const equity = buildSections(inGroup('3'), byCode, 'credit');
  const profitAndLoss = sums.filter((sum) => sum.accountCode >= '4');
  // Revenue less expenses is −(Σdebit − Σcredit) over groups 4 and 5; closing entries have moved closed years'
  // share to 32200 already, so what is left here is exactly the profit not yet closed.
  const currentYearProfit = -sumMoney(profitAndLoss.map((sum) => sum.netDebitThisYear));
  const unclosedPriorYearsProfit = -sumMoney(profitAndLoss.map((sum) => sum.netDebit - sum.netDebitThisYear));
  const totalAssets = sumMoney(assets.map((section) => section.total));
  const totalLiabilities = sumMoney(liabilities.map((section) => section.total));
  const totalEquity =
    sumMoney(equity.map((section) => section.total)) + unclosedPriorYearsProfit + currentYearProfit;
  return {
    asOf,
    assets,
    liabilities,
    equity,
    unclosedPriorYearsProfit,
    currentYearProfit,
    totalAssets,
    totalLiabilities,
    totalEquity,
    totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
    balanced: totalAssets === totalLiabilities + totalEquity,
  };
}
