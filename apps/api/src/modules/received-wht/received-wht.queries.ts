// SQL of the received-WHT tracker. The documents tracked are those whose ledger entries leave a net debit on
// 11630 (WHT deducted at source): receipts, cash sales and deposit receipts where the customer withheld tax; a
// voided one is reversed to zero and drops out by itself. Every function takes the organisation id.
import { and, eq, receivedWhtCertificates, sql, type Database, type SQL } from '@banchee/db';
import { ACCOUNTS } from '@banchee/domain';

export type TrackedDocumentRow = {
  document_id: string;
  kind: string;
  number: string;
  date: string;
  contact_id: string | null;
  contact_name: string | null;
  contact_tax_id: string | null;
  /** Net 11630 of the document's entries, decimal text. */
  withheld: string;
  certificate_id: string | null;
  book_number: string | null;
  certificate_number: string | null;
  certificate_date: string | null;
  tax_amount: string | null;
  notes: string | null;
  scan_content_type: 'image/png' | 'image/jpeg' | 'application/pdf' | null;
  scan_file_name: string | null;
  scan_bytes: number | null;
  updated_at: Date | string | null;
};

export interface TrackedFilter {
  /** Calendar year of the document's date. */
  readonly year?: number | undefined;
  readonly contactId?: string | undefined;
  readonly documentId?: string | undefined;
}

/** The tracked documents of the organisation with their certificate, if any, oldest first. */
export async function queryTrackedDocuments(
  db: Database,
  organizationId: string,
  filter: TrackedFilter = {},
): Promise<TrackedDocumentRow[]> {
  const conditions: SQL[] = [sql`d.organization_id = ${organizationId}`];
  if (filter.year !== undefined) {
    conditions.push(
      sql`d.date >= ${`${filter.year}-01-01`}::date AND d.date <= ${`${filter.year}-12-31`}::date`,
    );
  }
  if (filter.contactId !== undefined) conditions.push(sql`d.contact_id = ${filter.contactId}`);
  if (filter.documentId !== undefined) conditions.push(sql`d.id = ${filter.documentId}`);
  const { rows } = await db.execute<TrackedDocumentRow>(sql`
    WITH posted AS (
      SELECT e.source_document_id AS document_id, sum(l.debit) - sum(l.credit) AS withheld
      FROM journal_lines l
      JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
      WHERE l.organization_id = ${organizationId} AND l.account_code = ${ACCOUNTS.whtDeductedAtSource}
        AND e.source_document_id IS NOT NULL
      GROUP BY e.source_document_id
      HAVING sum(l.debit) - sum(l.credit) <> 0
    )
    SELECT d.id::text AS document_id, d.kind, d.number, d.date::text AS date, d.contact_id::text AS contact_id,
      d.contact_name, d.contact_tax_id, p.withheld::text AS withheld,
      c.id::text AS certificate_id, c.book_number, c.certificate_number, c.certificate_date::text AS certificate_date,
      c.tax_amount::text AS tax_amount, c.notes, c.scan_content_type, c.scan_file_name,
      octet_length(decode(c.scan_data, 'base64')) AS scan_bytes, c.updated_at
    FROM posted p
    JOIN documents d ON d.organization_id = ${organizationId} AND d.id = p.document_id
    LEFT JOIN received_wht_certificates c ON c.organization_id = d.organization_id AND c.document_id = d.id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY d.date, d.number`);
  return rows;
}

export interface ScanRow {
  readonly contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  readonly fileName: string | null;
  readonly data: string;
}

export async function queryScan(
  db: Database,
  organizationId: string,
  documentId: string,
): Promise<ScanRow | null> {
  const [row] = await db
    .select({
      contentType: receivedWhtCertificates.scanContentType,
      fileName: receivedWhtCertificates.scanFileName,
      data: receivedWhtCertificates.scanData,
    })
    .from(receivedWhtCertificates)
    .where(
      and(
        eq(receivedWhtCertificates.organizationId, organizationId),
        eq(receivedWhtCertificates.documentId, documentId),
      ),
    );
  if (!row?.contentType || row.data === null) return null;
  return { contentType: row.contentType, fileName: row.fileName, data: row.data };
}
