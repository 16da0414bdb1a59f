// SQL of the dashboard. Ledger figures read whole months from the journal_balances summary and only the days of
// the current month from the lines (rangeRows of the reports module), so they stay fast on a large ledger.
// Every function takes the organisation id and filters on it. Sums travel as decimal text and become Money.
import {
  and,
  documentLinks,
  documents,
  eq,
  inArray,
  lt,
  lte,
  notInArray,
  sql,
  type Database,
  type SQL,
} from '@banchee/db';
import { parseMoney, type CalendarDate, type Money } from '@banchee/domain';
import { linkedDocumentColumns, type DocumentRow, type LinkWithDocument } from '../documents/index.ts';
import { INACTIVE_STATUSES } from '../documents/index.ts';
import { rangeRows } from '../reports/index.ts';

/** Revenue accounts (group 4), year-end closing entries left out as the profit and loss leaves them out. */
const REVENUE = sql`account_code >= '4' AND account_code < '5' AND NOT is_closing`;

export interface MonthRevenue {
  /** First day of the month. */
  readonly month: CalendarDate;
  /** Σcredit − Σdebit of the revenue accounts. */
  readonly amount: Money;
}

/**
 * Revenue per calendar month from the month of `from` to `date` (the last month only up to `date`): whole
 * months from the summary, the current month's days from the lines.
 */
export async function queryMonthlyRevenue(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  date: CalendarDate,
): Promise<MonthRevenue[]> {
  const currentMonth = `${date.slice(0, 7)}-01`;
  const { rows } = await db.execute<{ month: string; amount: string }>(sql`
    SELECT month::text AS month, (sum(credit) - sum(debit))::text AS amount FROM (
      SELECT period_month AS month, debit, credit FROM journal_balances
      WHERE organization_id = ${organizationId} AND period_month >= ${from} AND period_month < ${currentMonth}
        AND ${REVENUE}
      UNION ALL
      SELECT ${currentMonth}::date AS month, debit, credit FROM journal_lines
      WHERE organization_id = ${organizationId} AND entry_date >= ${currentMonth} AND entry_date <= ${date}
        AND ${REVENUE}
    ) s
    GROUP BY month ORDER BY month`);
  return rows.map((row) => ({ month: row.month, amount: parseMoney(row.amount) }));
}

export interface AccountBalance {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
  /** Σdebit − Σcredit up to the date. */
  readonly balance: Money;
}

/** Balances up to `date` of the accounts matching `filter` (a condition on account_code), with their names. */
export async function queryAccountBalances(
  db: Database,
  organizationId: string,
  date: CalendarDate,
  filter: SQL,
): Promise<AccountBalance[]> {
  const { rows } = await db.execute<{ code: string; name_th: string; name_en: string; balance: string }>(sql`
    SELECT a.code, a.name_th, a.name_en, (sum(s.debit) - sum(s.credit))::text AS balance
    FROM (${rangeRows(organizationId, null, date, { filter })}) s
    JOIN accounts a ON a.organization_id = ${organizationId} AND a.code = s.account_code
    GROUP BY a.code, a.name_th, a.name_en
    ORDER BY a.code`);
  return rows.map((row) => ({
    code: row.code,
    nameTh: row.name_th,
    nameEn: row.name_en,
    balance: parseMoney(row.balance),
  }));
}

export interface CustomerRevenue {
  readonly contactId: string;
  readonly contactName: string;
  readonly amount: Money;
}

/** The `limit` contacts with the most revenue (Σcredit − Σdebit of group 4) from `from` to `to`. */
export async function queryTopCustomers(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
  limit: number,
): Promise<CustomerRevenue[]> {
  const { rows } = await db.execute<{ contact_id: string; contact_name: string; amount: string }>(sql`
    SELECT l.contact_id, c.contact_name, (sum(l.credit) - sum(l.debit))::text AS amount
    FROM journal_lines l
    JOIN contacts c ON c.organization_id = l.organization_id AND c.id = l.contact_id
    WHERE l.organization_id = ${organizationId} AND l.entry_date >= ${from} AND l.entry_date <= ${to}
      AND l.contact_id IS NOT NULL AND ${REVENUE}
    GROUP BY l.contact_id, c.contact_name
    HAVING sum(l.credit) - sum(l.debit) > 0
    ORDER BY sum(l.credit) - sum(l.debit) DESC, c.contact_name
    LIMIT ${limit}`);
  return rows.map((row) => ({
    contactId: row.contact_id,
    contactName: row.contact_name,
    amount: parseMoney(row.amount),
  }));
}

/** Active, unpaid invoices dated up to `date` whose due date is before it. */
export function findOverdueInvoiceRows(
  db: Database,
  organizationId: string,
  date: CalendarDate,
): Promise<Pick<DocumentRow, 'id' | 'grandTotal'>[]> {
  return db
    .select({ id: documents.id, grandTotal: documents.grandTotal })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, organizationId),
        eq(documents.kind, 'INV'),
        notInArray(documents.status, [...INACTIVE_STATUSES, 'RECEIPT CREATED']),
        lte(documents.date, date),
        lt(documents.dueDate, date),
      ),
    );
}

/** The links of the documents made from `parentIds` (receipts, credit and debit notes…), with each child. */
export async function findChildLinksOfDocuments(
  db: Database,
  organizationId: string,
  parentIds: readonly string[],
): Promise<LinkWithDocument[]> {
  if (parentIds.length === 0) return [];
  return db
    .select({
      link: documentLinks,
      document: linkedDocumentColumns,
    })
    .from(documentLinks)
    .innerJoin(
      documents,
      and(
        eq(documents.organizationId, documentLinks.organizationId),
        eq(documents.id, documentLinks.childId),
      ),
    )
    .where(
      and(eq(documentLinks.organizationId, organizationId), inArray(documentLinks.parentId, [...parentIds])),
    );
}
