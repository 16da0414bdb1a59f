// SQL of customer refunds (decision 0166). Every function filters on the organisation id.
import { ACCOUNTS } from '@banchee/domain';
import { and, customerRefunds, desc, eq, ilike, or, sql, type Database, type Transaction } from '@banchee/db';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';

type Db = Database | Transaction;
export type RefundRow = typeof customerRefunds.$inferSelect;
export type NewRefundRow = typeof customerRefunds.$inferInsert;

export interface CreditNoteRef {
  readonly id: string;
  readonly number: string;
  readonly date: string;
  readonly status: string;
  readonly contactId: string | null;
  readonly contactName: string | null;
}

/** A credit note of the organisation, locked FOR UPDATE so two refunds of its credit wait for each other. */
export async function lockCreditNote(tx: Transaction, organizationId: string, id: string) {
  const { rows } = await tx.execute<{
    id: string;
    number: string;
    date: string;
    status: string;
    contact_id: string | null;
    contact_name: string | null;
  }>(sql`
    SELECT id::text, number, date::text, status, contact_id::text, contact_name FROM documents
    WHERE organization_id = ${organizationId} AND id::text = ${id} AND kind = 'CN'
    FOR UPDATE`);
  const row = rows[0];
  return row
    ? ({
        id: row.id,
        number: row.number,
        date: row.date,
        status: row.status,
        contactId: row.contact_id,
        contactName: row.contact_name,
      } satisfies CreditNoteRef)
    : undefined;
}

/**
 * The customer credit a credit note left: what its own document entries (the posting and any reversal of it)
 * put in 21510 net. Zero for a credit note made while the invoice was still owed in full, or voided.
 */
export async function customerCreditOf(
  db: Db,
  organizationId: string,
  creditNoteId: string,
): Promise<string> {
  const { rows } = await db.execute<{ credit: string }>(sql`
    SELECT coalesce(sum(l.credit - l.debit), 0)::numeric(18, 2)::text AS credit
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${organizationId} AND e.source_document_id::text = ${creditNoteId}
      AND e.source_kind = 'CN' AND l.account_code = ${ACCOUNTS.customerDeposits}`);
  return rows[0]?.credit ?? '0.00';
}

/** What the active (not void) refunds of a credit note paid out. */
export async function refundedOf(db: Db, organizationId: string, creditNoteId: string): Promise<string> {
  const { rows } = await db.execute<{ refunded: string }>(sql`
    SELECT coalesce(sum(amount), 0)::numeric(18, 2)::text AS refunded FROM customer_refunds
    WHERE organization_id = ${organizationId} AND credit_note_id::text = ${creditNoteId} AND status = 'ISSUED'`);
  return rows[0]?.refunded ?? '0.00';
}

export async function insertRefund(db: Db, row: NewRefundRow): Promise<RefundRow> {
  const [inserted] = await db.insert(customerRefunds).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function findRefund(db: Db, organizationId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(customerRefunds)
    .where(and(eq(customerRefunds.organizationId, organizationId), eq(customerRefunds.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markVoid(db: Db, organizationId: string, id: string): Promise<RefundRow> {
  const [row] = await db
    .update(customerRefunds)
    .set({ status: 'VOID', voidedAt: new Date() })
    .where(and(eq(customerRefunds.organizationId, organizationId), eq(customerRefunds.id, id)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** The credit note numbers of refunds, by credit note id (one query for a page). */
export async function creditNoteNumbers(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const { rows } = await db.execute<{ id: string; number: string }>(sql`
    SELECT id::text, number FROM documents
    WHERE organization_id = ${organizationId} AND id::text IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** Newest first; search matches the refund number or reference. */
export function listRefunds(
  db: Db,
  organizationId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const pattern = search ? likePattern(search) : undefined;
  const where = and(
    eq(customerRefunds.organizationId, organizationId),
    pattern
      ? or(ilike(customerRefunds.number, pattern), ilike(customerRefunds.reference, pattern))
      : undefined,
  );
  return selectPage<RefundRow>(
    db,
    customerRefunds,
    where,
    [desc(customerRefunds.refundDate), desc(customerRefunds.number)],
    page,
    limit,
  );
}

/** Whether a credit note has a refund that is not void (then the credit note is neither voided nor edited). */
export async function hasActiveRefund(
  db: Db,
  organizationId: string,
  creditNoteId: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM customer_refunds WHERE organization_id = ${organizationId}
                   AND credit_note_id::text = ${creditNoteId} AND status = 'ISSUED') AS found`);
  return rows[0]?.found === true;
}
