// The ledger's line listings as data: one account's ledger card (general ledger) and the journal book, each for a
// date range, paged. Amounts are Money (bigint satang); balances are shown on the account's normal side.
import type { Database } from '@banchee/db';
import type { CalendarDate, Money } from '@banchee/domain';
import { onNormalSide, type AccountRecord } from '../accounts/index.ts';
import { listJournalEntries, type JournalEntryDetail } from '../journals/index.ts';
import { queryGeneralLedger, queryJournalTotals } from './reports.queries.ts';
import { checkRange, ref, type AccountRef, type DebitCredit } from './reports.service.ts';

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
