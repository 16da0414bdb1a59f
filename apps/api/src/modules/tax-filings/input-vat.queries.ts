// SQL of input VAT (every function takes organizationId): the purchase bills (RI, EXP) that carry VAT with what
// the claim needs — supplier tax invoice, services VAT and value, when the bill was paid — and their claim rows
// (one per bill and part, decision 0245).
import { and, eq, inputVatClaims, newId, sql, type Database, type SQL, type Transaction } from '@banchee/db';
import type { CalendarDate } from '@banchee/domain';

type Db = Database | Transaction;
export type InputVatClaimRow = typeof inputVatClaims.$inferSelect;

export interface PurchaseVatRow extends Record<string, unknown> {
  id: string;
  kind: 'RI' | 'EXP';
  number: string;
  date: CalendarDate;
  status: string;
  contact_name: string | null;
  contact_tax_id: string | null;
  contact_branch: string | null;
  supplier_tax_invoice_no: string | null;
  supplier_tax_invoice_date: CalendarDate | null;
  vat_amount: string;
  grand_total: string;
  tax_breakdown: { vatType: string; base: string; vat: string }[];
  /** VAT of the services lines: undue (11611) until the bill is paid. */
  services_vat: string;
  /** The standard-rated value of the services lines (their part of PP30 box 6). */
  services_base: string;
  /** Σ paid by active payment slips, and the last one's date. */
  paid_by_slips: string;
  last_slip_date: CalendarDate | null;
  /** The last live entry the bill itself posted (a bill marked paid at once posts its payment). */
  last_own_entry_date: CalendarDate | null;
}

/** Active receiving inventory and expenses with VAT (one id, or all), by date and number. */
export async function findPurchaseVatRows(
  db: Db,
  organizationId: string,
  documentId?: string,
  /** true: the one bill whatever its status (a bill being voided, decision 0200). */
  anyStatus = false,
): Promise<PurchaseVatRow[]> {
  const one = documentId === undefined ? sql`` : sql`AND d.id = ${documentId}`;
  const active =
    anyStatus && documentId !== undefined ? sql`` : sql`AND d.status NOT IN ('VOID', 'REJECTED')`;
  return purchaseVatRows(db, organizationId, sql`${active} ${one}`);
}

/**
 * The active bills with VAT whose input VAT may be claimed in month `m` (from … to): placed in it by hand, or
 * with their VAT due in it by default — goods received in the month, services paid in it by a payment slip or
 * by the bill's own payment entry. A superset of the month's claims (the service decides, invoicesOf), read
 * through index ranges of the month instead of every bill of the organisation.
 */
export async function findPurchaseVatRowsOfMonth(
  db: Db,
  organizationId: string,
  m: {
    readonly year: number;
    readonly month: number;
    readonly from: CalendarDate;
    readonly to: CalendarDate;
  },
): Promise<PurchaseVatRow[]> {
  return purchaseVatRows(
    db,
    organizationId,
    // The bills of the month's dates by the list index; the others by id (an array made once): one bitmap
    // scan of each index, not a pass over every bill.
    sql`AND d.status NOT IN ('VOID', 'REJECTED') AND (d.date BETWEEN ${m.from} AND ${m.to} OR d.id = ANY (ARRAY(
      SELECT k.parent_id FROM documents p JOIN document_links k
          ON k.organization_id = p.organization_id AND k.child_id = p.id AND k.link_type = 'RECEIPT'
        WHERE p.organization_id = ${organizationId} AND p.kind = 'PS' AND p.date BETWEEN ${m.from} AND ${m.to}
      UNION
      SELECT e.source_document_id FROM journal_entries e
        WHERE e.organization_id = ${organizationId} AND e.entry_date BETWEEN ${m.from} AND ${m.to}
          AND e.source_kind IN ('RI', 'EXP')
      UNION
      SELECT c.document_id FROM input_vat_claims c
        WHERE c.organization_id = ${organizationId} AND c.claim_year = ${m.year} AND c.claim_month = ${m.month})))`,
  );
}

async function purchaseVatRows(db: Db, organizationId: string, filter: SQL): Promise<PurchaseVatRow[]> {
  const { rows } = await db.execute<PurchaseVatRow>(sql`
    SELECT d.id, d.kind, d.number, d.date::text AS date, d.status, d.contact_name, d.contact_tax_id,
      d.contact_branch, d.supplier_tax_invoice_no, d.supplier_tax_invoice_date::text AS supplier_tax_invoice_date,
      d.vat_amount::text AS vat_amount, d.grand_total::text AS grand_total, d.tax_breakdown,
      coalesce((SELECT sum(l.tax_amount) FROM document_lines l
        WHERE l.organization_id = d.organization_id AND l.document_id = d.id AND l.item_type = 'SERVICE'), 0)::text
        AS services_vat,
      coalesce((SELECT sum(l.grand_total - l.tax_amount) FROM document_lines l
        WHERE l.organization_id = d.organization_id AND l.document_id = d.id AND l.item_type = 'SERVICE'
          AND l.vat_type = 'VAT7'), 0)::text AS services_base,
      coalesce((SELECT sum(k.amount) FROM document_links k JOIN documents p
          ON p.organization_id = k.organization_id AND p.id = k.child_id
        WHERE k.organization_id = d.organization_id AND k.parent_id = d.id AND k.link_type = 'RECEIPT'
          AND p.kind = 'PS' AND p.status <> 'VOID'), 0)::text AS paid_by_slips,
      (SELECT max(p.date)::text FROM document_links k JOIN documents p
          ON p.organization_id = k.organization_id AND p.id = k.child_id
        WHERE k.organization_id = d.organization_id AND k.parent_id = d.id AND k.link_type = 'RECEIPT'
          AND p.kind = 'PS' AND p.status <> 'VOID') AS last_slip_date,
      (SELECT max(e.entry_date)::text FROM journal_entries e
        WHERE e.organization_id = d.organization_id AND e.source_document_id = d.id
          AND NOT EXISTS (SELECT 1 FROM journal_entries r
            WHERE r.organization_id = e.organization_id AND r.reverses_entry_id = e.id)) AS last_own_entry_date
    FROM documents d
    WHERE d.organization_id = ${organizationId} AND d.kind IN ('RI', 'EXP') AND d.vat_amount > 0 ${filter}
    ORDER BY d.date, d.number`);
  return rows;
}

export async function findClaims(db: Db, organizationId: string): Promise<InputVatClaimRow[]> {
  return db.select().from(inputVatClaims).where(eq(inputVatClaims.organizationId, organizationId));
}

/** The claim rows of one bill (one per part placed by hand), locked. */
export async function findClaimsOfDocument(
  db: Db,
  organizationId: string,
  documentId: string,
): Promise<InputVatClaimRow[]> {
  return db
    .select()
    .from(inputVatClaims)
    .where(and(eq(inputVatClaims.organizationId, organizationId), eq(inputVatClaims.documentId, documentId)))
    .for('update');
}

export async function insertClaim(
  db: Db,
  row: Omit<typeof inputVatClaims.$inferInsert, 'id'>,
): Promise<InputVatClaimRow> {
  const [inserted] = await db
    .insert(inputVatClaims)
    .values({ ...row, id: newId() })
    .returning();
  if (!inserted) throw new Error('input VAT claim insert returned nothing');
  return inserted;
}

export async function deleteClaim(db: Db, organizationId: string, id: string): Promise<void> {
  await db
    .delete(inputVatClaims)
    .where(and(eq(inputVatClaims.organizationId, organizationId), eq(inputVatClaims.id, id)));
}
