// The SQL behind the ledger reports. Per-account sums over date ranges come from rangeRows (whole months from
// the journal_balances summary, edge days from journal_lines); the general ledger and the aging read lines
// through the index (organization_id, account_code, entry_date). Sums travel as decimal text (money never passes
// through a float) and become Money (bigint satang) here. `source: 'lines'` bypasses the summary (checker, tests,
// bench comparison).
// Every function takes the organisation id and filters on it. bench/ times these same functions.
import { sql, type Database } from '@banchee/db';
import { parseMoney, type CalendarDate, type Money } from '@banchee/domain';
import { dayBefore, rangeRows, type LedgerSource } from './ledger-ranges.ts';

export interface TrialBalanceSums {
  readonly accountCode: string;
  /** Σdebit − Σcredit before `from`. */
  readonly openingNetDebit: Money;
  readonly periodDebit: Money;
  readonly periodCredit: Money;
}

/** Per account: net before `from`, and debits and credits from `from` to `to` (both inclusive). */
export async function queryTrialBalance(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
  source: LedgerSource = 'summary',
): Promise<TrialBalanceSums[]> {
  const { rows } = await db.execute<{
    account_code: string;
    opening: string;
    debit: string;
    credit: string;
  }>(sql`
    SELECT account_code,
           (coalesce(sum(debit) FILTER (WHERE bucket = 'o'), 0)
             - coalesce(sum(credit) FILTER (WHERE bucket = 'o'), 0))::text AS opening,
           coalesce(sum(debit) FILTER (WHERE bucket = 'p'), 0)::text AS debit,
           coalesce(sum(credit) FILTER (WHERE bucket = 'p'), 0)::text AS credit
    FROM (
      SELECT 'o' AS bucket, o.* FROM (${rangeRows(organizationId, null, dayBefore(from), { source })}) o
      UNION ALL
      SELECT 'p' AS bucket, p.* FROM (${rangeRows(organizationId, from, to, { source })}) p
    ) s
    GROUP BY account_code`);
  return rows.map((row) => ({
    accountCode: row.account_code,
    openingNetDebit: parseMoney(row.opening),
    periodDebit: parseMoney(row.debit),
    periodCredit: parseMoney(row.credit),
  }));
}

export interface AccountNet {
  readonly accountCode: string;
  /** Σdebit − Σcredit. */
  readonly netDebit: Money;
}

/**
 * Revenue and expense accounts (groups 4 and 5) from `from` to `to`, leaving out year-end closing entries and
 * their reversals (else a closed year would show no profit at all).
 */
export async function queryProfitAndLoss(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
  source: LedgerSource = 'summary',
): Promise<AccountNet[]> {
  const filter = sql`account_code >= '4' AND NOT is_closing`;
  const { rows } = await db.execute<{ account_code: string; net: string }>(sql`
    SELECT account_code, (sum(debit) - sum(credit))::text AS net
    FROM (${rangeRows(organizationId, from, to, { source, filter })}) s
    GROUP BY account_code`);
  return rows.map((row) => ({ accountCode: row.account_code, netDebit: parseMoney(row.net) }));
}

export interface BalanceSheetSums extends AccountNet {
  /** The part of netDebit dated from `yearStart` on (used for the current-year profit line). */
  readonly netDebitThisYear: Money;
}

/** Every account's net as of `asOf` (closing entries included), and the part of it since `yearStart`. */
export async function queryBalanceSheet(
  db: Database,
  organizationId: string,
  asOf: CalendarDate,
  yearStart: CalendarDate,
  source: LedgerSource = 'summary',
): Promise<BalanceSheetSums[]> {
  // Profit of the year only matters for revenue and expense accounts, so the second range reads only those.
  const profitAndLoss = sql`account_code >= '4'`;
  const { rows } = await db.execute<{ account_code: string; net: string; net_this_year: string }>(sql`
    SELECT account_code,
           (coalesce(sum(debit) FILTER (WHERE bucket = 'a'), 0)
             - coalesce(sum(credit) FILTER (WHERE bucket = 'a'), 0))::text AS net,
           (coalesce(sum(debit) FILTER (WHERE bucket = 'y'), 0)
             - coalesce(sum(credit) FILTER (WHERE bucket = 'y'), 0))::text AS net_this_year
    FROM (
      SELECT 'a' AS bucket, a.* FROM (${rangeRows(organizationId, null, asOf, { source })}) a
      UNION ALL
      SELECT 'y' AS bucket, y.* FROM (${rangeRows(organizationId, yearStart, asOf, { source, filter: profitAndLoss })}) y
    ) s
    GROUP BY account_code`);
  return rows.map((row) => ({
    accountCode: row.account_code,
    netDebit: parseMoney(row.net),
    netDebitThisYear: parseMoney(row.net_this_year),
  }));
}

export interface LedgerLine {
  readonly entryId: string;
  readonly number: string;
  readonly date: CalendarDate;
  readonly lineNo: number;
  readonly entryDescription: string;
  readonly lineDescription: string | null;
  readonly sourceDocumentId: string | null;
  readonly sourceKind: string | null;
  readonly sourceNumber: string | null;
  readonly contactId: string | null;
  readonly contactName: string | null;
  readonly debit: Money;
  readonly credit: Money;
}

export interface GeneralLedgerSums {
  /** Σdebit − Σcredit before `from`. */
  readonly openingNetDebit: Money;
  /** Σdebit − Σcredit of the range's lines before the page (so the page's running balance starts right). */
  readonly beforePageNetDebit: Money;
  readonly rangeDebit: Money;
  readonly rangeCredit: Money;
  readonly lineCount: number;
  /** One page of the range's lines in ledger order (date, JV number, line). */
  readonly lines: LedgerLine[];
}

/**
 * One account's ledger card over `from`–`to`: the opening net, the range totals (from the summary), and one page
 * of lines read in index order (organization_id, account_code, entry_date, entry_number, line_no) — a range scan
 * with no sort, joined to entries and contacts for that page only.
 */
export async function queryGeneralLedger(
  db: Database,
  organizationId: string,
  accountCode: string,
  from: CalendarDate,
  to: CalendarDate,
  page: { offset: number; limit: number },
  source: LedgerSource = 'summary',
): Promise<GeneralLedgerSums> {
  const filter = sql`account_code = ${accountCode}`;
  const inRange = sql`organization_id = ${organizationId} AND account_code = ${accountCode}
    AND entry_date BETWEEN ${from} AND ${to}`;
  const ledgerOrder = sql`entry_date, entry_number, line_no`;
  const sums = await db.execute<{
    opening: string;
    debit: string;
    credit: string;
    lines: string;
    before: string;
  }>(sql`
    SELECT
      (SELECT coalesce(sum(debit) - sum(credit), 0)
         FROM (${rangeRows(organizationId, null, dayBefore(from), { source, filter })}) o)::text AS opening,
      r.debit::text AS debit, r.credit::text AS credit, r.lines::text AS lines,
      (SELECT coalesce(sum(debit) - sum(credit), 0) FROM (
         SELECT debit, credit FROM journal_lines WHERE ${inRange} ORDER BY ${ledgerOrder} LIMIT ${page.offset}) b
      )::text AS before
    FROM (SELECT coalesce(sum(debit), 0) AS debit, coalesce(sum(credit), 0) AS credit,
                 coalesce(sum(line_count), 0) AS lines
          FROM (${rangeRows(organizationId, from, to, { source, filter })}) s) r`);
  const { rows } = await db.execute<{
    entry_id: string;
    number: string;
    entry_date: string;
    line_no: number;
    entry_description: string;
    line_description: string | null;
    source_document_id: string | null;
    source_kind: string | null;
    source_number: string | null;
    contact_id: string | null;
    contact_name: string | null;
    debit: string;
    credit: string;
  }>(sql`
    SELECT l.entry_id::text AS entry_id, l.entry_number AS number, l.entry_date::text AS entry_date, l.line_no,
           e.description AS entry_description, l.description AS line_description,
           e.source_document_id::text AS source_document_id, e.source_kind, e.source_number,
           l.contact_id::text AS contact_id, c.contact_name, l.debit::text AS debit, l.credit::text AS credit
    FROM (SELECT * FROM journal_lines WHERE ${inRange}
          ORDER BY ${ledgerOrder} LIMIT ${page.limit} OFFSET ${page.offset}) l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    LEFT JOIN contacts c ON c.organization_id = l.organization_id AND c.id = l.contact_id
    ORDER BY l.entry_date, l.entry_number, l.line_no`);
  const total = sums.rows[0];
  return {
    openingNetDebit: parseMoney(total?.opening ?? '0'),
    beforePageNetDebit: parseMoney(total?.before ?? '0'),
    rangeDebit: parseMoney(total?.debit ?? '0'),
    rangeCredit: parseMoney(total?.credit ?? '0'),
    lineCount: Number(total?.lines ?? 0),
    lines: rows.map((row) => ({
      entryId: row.entry_id,
      number: row.number,
      date: row.entry_date,
      lineNo: Number(row.line_no),
      entryDescription: row.entry_description,
      lineDescription: row.line_description,
      sourceDocumentId: row.source_document_id,
      sourceKind: row.source_kind,
      sourceNumber: row.source_number,
      contactId: row.contact_id,
      contactName: row.contact_name,
      debit: parseMoney(row.debit),
      credit: parseMoney(row.credit),
    })),
  };
}

export interface AgingSums {
  readonly contactId: string | null;
  readonly contactName: string | null;
  readonly notDue: Money;
  readonly days1to30: Money;
  readonly days31to60: Money;
  readonly days61to90: Money;
  readonly over90: Money;
  /** Σdebit − Σcredit of the contact on the account: the sum of the buckets. */
  readonly total: Money;
}

/**
 * Receivable aging as of `asOf` on one account (11310 by default), per customer. An entry and its reversal both
 * dated by `asOf` cancel and are left out (so a voided invoice is not aged). The remaining credits (receipts,
 * credit notes) settle the customer's debits oldest due date first (FIFO). Each open debit is aged by its
 * source document's due date (the entry date when it has none): not yet due, 1–30, 31–60, 61–90, over 90 days
 * overdue. Credits beyond all debits (an overpayment) show as a negative "not due" figure, so the total is
 * always the customer's balance and the report reconciles to the account.
 *
 * The FIFO is computed per bucket, not per debit (decision 0212): the buckets are consecutive ranges of due
 * dates, so what stays open after the oldest-first settlement is the customer's balance B laid on the newest
 * debits, and a bucket's share is clamp(B − Σ debits due after the bucket, 0, Σ debits of the bucket) — the sum
 * of the per-debit FIFO amounts over the bucket, whatever the order among debits due the same day. So one
 * grouped pass over the account's lines, no window over every debit; and a debit's due date matters only when
 * it is on or after X = asOf − 90 days (before X it is "over 90" either way). The lines dated from X on (a few
 * months) are joined to their entry and document for the due date; a line dated before X is over 90 unless its
 * document is due from X on (`recent`: a range of documents_due_date_idx, joined to the entries dated before X
 * — the bills still within their terms at X).
 */
export async function queryReceivableAging(
  db: Database,
  organizationId: string,
  accountCode: string,
  asOf: CalendarDate,
  /** 'credit' for a payable (21210): bills are credits, payments debits, and the total is Σcredit − Σdebit. */
  nature: 'debit' | 'credit' = 'debit',
): Promise<AgingSums[]> {
  // item: the line's amount on the aged side (a bill's credit on a payable); net: its effect on the balance.
  const item = nature === 'credit' ? sql`l.credit` : sql`l.debit`;
  const net = nature === 'credit' ? sql`l.credit - l.debit` : sql`l.debit - l.credit`;
  const edge = sql`${asOf}::date - 90`;
  // Left out: the lines of a reversal (dated by asOf, as the line is) and of an entry reversed by asOf.
  const kept = sql`
    NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.organization_id = ${organizationId}
                  AND r.id = l.entry_id AND r.reverses_entry_id IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.organization_id = ${organizationId}
                      AND r.reverses_entry_id = l.entry_id AND r.entry_date <= ${asOf})`;
  const { rows } = await db.execute<{
    contact_id: string | null;
    contact_name: string | null;
    not_due: string;
    d30: string;
    d60: string;
    d90: string;
    over90: string;
    total: string;
  }>(sql`
    WITH recent AS (
      -- The entries dated before X of the documents due from X on.
      SELECT e.id AS entry_id, d.due_date FROM documents d
      JOIN journal_entries e ON e.organization_id = d.organization_id AND e.source_document_id = d.id
      WHERE d.organization_id = ${organizationId} AND d.due_date >= ${edge} AND e.entry_date < ${edge}
    ),
    lines AS (
      -- Dated before X: over 90 days unless the entry is in recent.
      SELECT l.contact_id, ${net} AS net, ${item} AS item,
             CASE WHEN r.entry_id IS NOT NULL THEN ${asOf}::date - r.due_date ELSE 91 END AS overdue
      FROM journal_lines l
      LEFT JOIN recent r ON r.entry_id = l.entry_id
      WHERE l.organization_id = ${organizationId} AND l.account_code = ${accountCode}
        AND l.entry_date < ${edge} AND ${kept}
      UNION ALL
      -- Dated from X to asOf: each with its due date.
      SELECT l.contact_id, ${net}, ${item}, ${asOf}::date - coalesce(d.due_date, l.entry_date)
      FROM journal_lines l
      JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
      LEFT JOIN documents d ON d.organization_id = e.organization_id AND d.id = e.source_document_id
      WHERE l.organization_id = ${organizationId} AND l.account_code = ${accountCode}
        AND l.entry_date >= ${edge} AND l.entry_date <= ${asOf} AND ${kept}
    ),
    -- Per contact: the balance B, and Σ debits per bucket from the latest due dates back (s0 not yet due).
    sums AS (
      SELECT contact_id, sum(net) AS balance,
             coalesce(sum(item) FILTER (WHERE overdue <= 0), 0) AS s0,
             coalesce(sum(item) FILTER (WHERE overdue BETWEEN 1 AND 30), 0) AS s30,
             coalesce(sum(item) FILTER (WHERE overdue BETWEEN 31 AND 60), 0) AS s60,
             coalesce(sum(item) FILTER (WHERE overdue BETWEEN 61 AND 90), 0) AS s90,
             coalesce(sum(item) FILTER (WHERE overdue > 90), 0) AS s91
      FROM lines GROUP BY contact_id
      HAVING sum(net) <> 0
    )
    SELECT s.contact_id::text AS contact_id, c.contact_name,
           (greatest(0, least(s.s0, s.balance)) + least(0, s.balance))::text AS not_due,
           greatest(0, least(s.s30, s.balance - s.s0))::text AS d30,
           greatest(0, least(s.s60, s.balance - s.s0 - s.s30))::text AS d60,
           greatest(0, least(s.s90, s.balance - s.s0 - s.s30 - s.s60))::text AS d90,
           greatest(0, least(s.s91, s.balance - s.s0 - s.s30 - s.s60 - s.s90))::text AS over90,
           s.balance::text AS total
    FROM sums s
    LEFT JOIN contacts c ON c.organization_id = ${organizationId} AND c.id = s.contact_id
    ORDER BY c.contact_name NULLS LAST, s.contact_id`);
  return rows.map((row) => ({
    contactId: row.contact_id,
    contactName: row.contact_name,
    notDue: parseMoney(row.not_due),
    days1to30: parseMoney(row.d30),
    days31to60: parseMoney(row.d60),
    days61to90: parseMoney(row.d90),
    over90: parseMoney(row.over90),
    total: parseMoney(row.total),
  }));
}

/** One account's Σdebit − Σcredit up to `asOf`, and the range totals of the journal book. */
export async function queryAccountNet(
  db: Database,
  organizationId: string,
  accountCode: string,
  asOf: CalendarDate,
  source: LedgerSource = 'summary',
): Promise<Money> {
  const filter = sql`account_code = ${accountCode}`;
  const { rows } = await db.execute<{ net: string }>(sql`
    SELECT coalesce(sum(debit) - sum(credit), 0)::text AS net
    FROM (${rangeRows(organizationId, null, asOf, { source, filter })}) s`);
  return parseMoney(rows[0]?.net ?? '0');
}

/** Σdebit and Σcredit of every line dated from `from` to `to` (the journal book's footer). */
export async function queryJournalTotals(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
  source: LedgerSource = 'summary',
): Promise<{ debit: Money; credit: Money }> {
  const { rows } = await db.execute<{ debit: string; credit: string }>(sql`
    SELECT coalesce(sum(debit), 0)::text AS debit, coalesce(sum(credit), 0)::text AS credit
    FROM (${rangeRows(organizationId, from, to, { source })}) s`);
  return { debit: parseMoney(rows[0]?.debit ?? '0'), credit: parseMoney(rows[0]?.credit ?? '0') };
}
