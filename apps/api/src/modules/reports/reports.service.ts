// The ledger reports as data: trial balance, general ledger, journal book, profit and loss, balance sheet and
// receivable aging. Amounts are Money (bigint satang). Fiscal years are calendar years (decision 0052).
// Signs: a statement shows each account on its section's side (revenue, liabilities and equity as credits,
// assets and expenses as debits), so a contra account (41300 returns, 11390 allowance…) shows as a negative.
import type { Database } from '@banchee/db';
import { sumMoney, type CalendarDate, type Money } from '@banchee/domain';
import { listAccounts, type AccountRecord } from '../accounts/index.ts';
import { onNormalSide } from '../accounts/index.ts';
import { listJournalEntries, type JournalEntryDetail } from '../journals/index.ts';
import { LedgerError } from '../journals/index.ts';
import {
  queryAccountNet,
  queryBalanceSheet,
  queryGeneralLedger,
  queryJournalTotals,
  queryProfitAndLoss,
  queryReceivableAging,
  queryTrialBalance,
  type AgingSums,
} from './reports.queries.ts';

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

interface AccountRef {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
}

function ref(account: AccountRecord | undefined, code: string): AccountRef {
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

// ---------------------------------------------------------------- general ledger

export interface GeneralLedgerLine {
  readonly entryId: string;
  readonly number: string;
  readonly date: CalendarDate;
  readonly description: string;
  readonly source: { readonly documentId: string; readonly kind: string; readonly number: string } | null;
  readonly contactId: string | null;
  readonly contactName: string | null;
  readonly debit: Money;
  readonly credit: Money;
  /** Running balance after this line, on the account's normal side. */
  readonly balance: Money;
}

export interface GeneralLedger {
  readonly account: AccountRef & { readonly normalBalance: 'debit' | 'credit'; readonly isPostable: boolean };
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** Balance before `from`, on the normal side. */
  readonly opening: Money;
  /** Balance before the first line of this page (equals `opening` on page 1). */
  readonly pageOpening: Money;
  /** This page of the range's lines, each with the running balance after it. */
  readonly lines: readonly GeneralLedgerLine[];
  /** Lines in the whole range (for pagination). */
  readonly lineCount: number;
  /** Σdebit and Σcredit of the whole range. */
  readonly totalDebit: Money;
  readonly totalCredit: Money;
  /** Balance at the end of the range, on the normal side. */
  readonly closing: Money;
}

/** Every line of a range in one page (CSV exports). */
export const ALL_LINES = { page: 1, limit: 10_000_000 } as const;

/**
 * One account's ledger card: opening balance, the lines of one page with a running balance, closing balance
 * and range totals. Pages are `limit` lines in ledger order (date, JV number, line).
 */
export async function getGeneralLedger(
  db: Database,
  organizationId: string,
  account: AccountRecord,
  from: CalendarDate,
  to: CalendarDate,
  page: { page: number; limit: number } = { page: 1, limit: 1000 },
): Promise<GeneralLedger> {
  checkRange(from, to);
  const sums = await queryGeneralLedger(db, organizationId, account.code, from, to, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  const pageOpeningNet = sums.openingNetDebit + sums.beforePageNetDebit;
  let running = pageOpeningNet;
  const ledgerLines = sums.lines.map((line): GeneralLedgerLine => {
    running += line.debit - line.credit;
    return {
      entryId: line.entryId,
      number: line.number,
      date: line.date,
      description: line.lineDescription ?? line.entryDescription,
      source:
        line.sourceDocumentId && line.sourceKind && line.sourceNumber
          ? { documentId: line.sourceDocumentId, kind: line.sourceKind, number: line.sourceNumber }
          : null,
      contactId: line.contactId,
      contactName: line.contactName,
      debit: line.debit,
      credit: line.credit,
      balance: onNormalSide(running, account.normalBalance),
    };
  });
  return {
    account: {
      ...ref(account, account.code),
      normalBalance: account.normalBalance,
      isPostable: account.isPostable,
    },
    from,
    to,
    opening: onNormalSide(sums.openingNetDebit, account.normalBalance),
    pageOpening: onNormalSide(pageOpeningNet, account.normalBalance),
    lines: ledgerLines,
    lineCount: sums.lineCount,
    totalDebit: sums.rangeDebit,
    totalCredit: sums.rangeCredit,
    closing: onNormalSide(sums.openingNetDebit + sums.rangeDebit - sums.rangeCredit, account.normalBalance),
  };
}

// ---------------------------------------------------------------- journal book

export interface JournalBook {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly entries: readonly JournalEntryDetail[];
  readonly total: number;
  /** Σdebit and Σcredit of the whole range (not only this page). */
  readonly totals: DebitCredit;
}

export async function getJournalBook(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
  page: { page: number; limit: number },
): Promise<JournalBook> {
  checkRange(from, to);
  const [list, totals] = await Promise.all([
    listJournalEntries(db, organizationId, { ...page, from, to, order: 'oldest' }),
    queryJournalTotals(db, organizationId, from, to),
  ]);
  return { from, to, entries: list.data, total: list.total, totals };
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

// ---------------------------------------------------------------- receivable aging

export interface ReceivableAging {
  readonly asOf: CalendarDate;
  readonly accountCode: string;
  readonly rows: readonly AgingSums[];
  readonly totals: Omit<AgingSums, 'contactId' | 'contactName'>;
  /** The control account's balance as of `asOf`; equals totals.total. */
  readonly accountBalance: Money;
  readonly reconciles: boolean;
}

export const RECEIVABLE_ACCOUNT = '11310';

export async function getReceivableAging(
  db: Database,
  organizationId: string,
  asOf: CalendarDate,
  accountCode: string = RECEIVABLE_ACCOUNT,
): Promise<ReceivableAging> {
  const [rows, accountBalance] = await Promise.all([
    queryReceivableAging(db, organizationId, accountCode, asOf),
    queryAccountNet(db, organizationId, accountCode, asOf),
  ]);
  const total = (pick: (row: AgingSums) => Money) => sumMoney(rows.map(pick));
  const totals = {
    notDue: total((row) => row.notDue),
    days1to30: total((row) => row.days1to30),
    days31to60: total((row) => row.days31to60),
    days61to90: total((row) => row.days61to90),
    over90: total((row) => row.over90),
    total: total((row) => row.total),
  };
  return { asOf, accountCode, rows, totals, accountBalance, reconciles: totals.total === accountBalance };
}
