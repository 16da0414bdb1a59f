// SQL of the reports that show what settled a document — the billing notes and the receivables (issue 15). What
// was received (receipts), credited and debited (notes) on a document up to a day counts its children that are
// not void and dated up to that day. Migration 0041 (decision 0203) stores the same sums of every child on the
// document itself (settled_paid / _credited / _debited, settled_last_date), kept by triggers: they are that day's
// sums whenever the last child is dated on or before it, and only the documents settled later are summed link
// by link here. Sums travel as decimal text; the service turns them into Money.
import { sql, type Database, type SQL } from '@banchee/db';
import type { CalendarDate } from '@banchee/domain';
import { documentWhere, type SalesFilters } from './business-reports.queries.ts';

export type SettledDocumentRow = {
  id: string;
  kind: string;
  number: string;
  date: string;
  due_date: string | null;
  status: string;
  contact_name: string | null;
  total: string;
  paid: string;
  credited: string;
  debited: string;
};

/** What was received, credited and debited on document `d` by children not void dated up to `asOf`. */
function settledOf(asOf: CalendarDate): SQL {
  return sql`
    SELECT coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'RECEIPT'), 0) AS paid,
      coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'CREDIT_NOTE'), 0) AS credited,
      coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'DEBIT_NOTE'), 0) AS debited
    FROM document_links k
    JOIN documents c ON c.organization_id = k.organization_id AND c.id = k.child_id
    WHERE k.organization_id = d.organization_id AND k.parent_id = d.id
      AND k.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE') AND c.status <> 'VOID' AND c.date <= ${asOf}`;
}

/** Every invoice dated up to `f.to` that matches the filters, not void unless the status filter asks for VOID. */
function invoiceWhere(organizationId: string, f: SalesFilters): SQL {
  const where = documentWhere(organizationId, ['INV'], { ...f, from: null });
  // Another status filter leaves out void invoices anyway: saying so lets the planner use the partial index of
  // the open invoices (migration 0041).
  return f.status === 'VOID' ? where : sql`${where} AND d.status <> 'VOID'`;
}

/**
 * Billing notes dated in the range with what was received on them (receipts), credited and debited (notes) up
 * to `to`, oldest first.
 */
export async function queryBillingNotes(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<SettledDocumentRow[]> {
  const where = documentWhere(organizationId, ['BL'], f);
  const { rows } = await db.execute<SettledDocumentRow>(sql`
    SELECT d.id, d.kind, d.number, d.date::text AS date, d.due_date::text AS due_date, d.status, d.contact_name,
      d.grand_total::text AS total, k.paid::text AS paid, k.credited::text AS credited,
      k.debited::text AS debited
    FROM documents d
    CROSS JOIN LATERAL (${settledOf(f.to)}) k
    WHERE ${f.status ? where : sql`${where} AND d.status <> 'VOID'`}
    ORDER BY d.date, d.number`);
  return rows;
}

/**
 * The invoices dated up to `f.to` with a balance left on that day (owed by the customer: a credit note after
 * the invoice was paid takes it below zero, but that excess is customer credit on 21510, not a receivable —
 * `<> 0` stays beside `> 0` for the partial index of migration 0041), `columns` of `d` beside the figures: those
 * whose last settlement is dated on or before it from the stored sums (the partial index of the open invoices),
 * the others — settled later — with their links summed as of that day. With `first`, each part is cut to its
 * first rows in date and number order (PostgreSQL does not merge the two ordered parts under a LIMIT by itself).
 */
function openInvoices(organizationId: string, f: SalesFilters, columns: SQL, first?: number): SQL {
  const where = invoiceWhere(organizationId, f);
  const cut = first === undefined ? sql`` : sql`ORDER BY d.date, d.number LIMIT ${first}`;
  return sql`
    (SELECT ${columns}, d.grand_total AS total, d.settled_paid AS paid, d.settled_credited AS credited,
      d.settled_debited AS debited
    FROM documents d
    WHERE ${where} AND d.grand_total + d.settled_debited - d.settled_credited - d.settled_paid <> 0
      AND d.grand_total + d.settled_debited - d.settled_credited - d.settled_paid > 0
      AND (d.settled_last_date IS NULL OR d.settled_last_date <= ${f.to})
    ${cut})
    UNION ALL
    (SELECT ${columns}, d.grand_total, k.paid, k.credited, k.debited
    FROM documents d
    CROSS JOIN LATERAL (${settledOf(f.to)}) k
    WHERE ${where} AND d.settled_last_date > ${f.to}
      AND d.grand_total + k.debited - k.credited - k.paid > 0
    ${cut})`;
}

/** The invoices with a balance left on `f.to` (see openInvoices), oldest first, `limit` rows at most. */
export async function queryOpenInvoices(
  db: Database,
  organizationId: string,
  f: SalesFilters,
  limit: number,
): Promise<SettledDocumentRow[]> {
  const columns = sql`d.id, d.kind, d.number, d.date, d.due_date, d.status, d.contact_name`;
  const { rows } = await db.execute<SettledDocumentRow>(sql`
    SELECT o.id, o.kind, o.number, o.date::text AS date, o.due_date::text AS due_date, o.status, o.contact_name,
      o.total::text AS total, o.paid::text AS paid, o.credited::text AS credited, o.debited::text AS debited
    FROM (${openInvoices(organizationId, f, columns, limit)}) o
    ORDER BY o.date, o.number LIMIT ${limit}`);
  return rows;
}

export type OpenInvoiceSumsRow = {
  /** The day the invoices fell due (their date when they carry no due date). */
  due: string;
  count: string;
  total: string;
  paid: string;
  credited: string;
  debited: string;
};

/**
 * The invoices with a balance left on `f.to` (as queryOpenInvoices), added up per due day: the totals and the
 * aging buckets of the receivables over every open invoice, without reading them row by row.
 */
export async function queryOpenInvoiceSums(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<OpenInvoiceSumsRow[]> {
  const { rows } = await db.execute<OpenInvoiceSumsRow>(sql`
    SELECT o.due::text AS due, count(*)::text AS count, sum(o.total)::text AS total, sum(o.paid)::text AS paid,
      sum(o.credited)::text AS credited, sum(o.debited)::text AS debited
    FROM (${openInvoices(organizationId, f, sql`coalesce(d.due_date, d.date) AS due`)}) o
    GROUP BY o.due ORDER BY o.due`);
  return rows;
}
