// Use cases of the received-WHT tracker (issue #11 §2; decisions 0124–0125): which customers still owe us a
// 50 ทวิ for tax they withheld (11630), recording a certificate when it arrives (with its scan), and the
// withheld tax by year for the corporate income tax return. The withheld figures come from the ledger; the
// certificate's own figure is kept as the customer wrote it and compared, never used for a posting.
import type {
  ReceivedWhtInput,
  ReceivedWhtList,
  ReceivedWhtQuery,
  ReceivedWhtRow,
  ReceivedWhtScanInput,
  ReceivedWhtYears,
} from '@banchee/contracts';
import { RECEIVED_WHT_SCAN_MAX_BYTES } from '@banchee/contracts';
import { and, eq, newId, receivedWhtCertificates, sql, type Database } from '@banchee/db';
import { parseMoney, toMoneyString, ZERO, type Money } from '@banchee/domain';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { hasFileSignature } from '../../http/file-signature.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact } from '../../http/serialize.ts';
import { queryScan, queryTrackedDocuments, type TrackedDocumentRow } from './received-wht.queries.ts';

const missing = () => notFound('RECEIVED_WHT', 'receipt with tax withheld');

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRow(row: TrackedDocumentRow): ReceivedWhtRow {
  const withheld = parseMoney(row.withheld);
  const certificate =
    row.certificate_id === null
      ? undefined
      : compact({
          id: row.certificate_id,
          bookNumber: row.book_number,
          certificateNumber: row.certificate_number ?? '',
          certificateDate: row.certificate_date ?? '',
          taxAmount: toMoneyString(parseMoney(row.tax_amount)),
          notes: row.notes,
          differs: parseMoney(row.tax_amount) !== withheld,
          scan:
            row.scan_content_type === null
              ? undefined
              : compact({
                  contentType: row.scan_content_type,
                  fileName: row.scan_file_name,
                  bytes: Number(row.scan_bytes ?? 0),
                }),
          updated_at: iso(row.updated_at ?? new Date(0)),
        });
  return compact({
    documentId: row.document_id,
    kind: row.kind,
    number: row.number,
    date: row.date,
    contactId: row.contact_id,
    contactName: row.contact_name,
    contactTaxId: row.contact_tax_id,
    withheld: toMoneyString(withheld),
    status: certificate ? ('RECEIVED' as const) : ('MISSING' as const),
    certificate,
  });
}

interface Tally {
  documents: number;
  missingDocuments: number;
  withheld: Money;
  received: Money;
  missing: Money;
}

const emptyTally = (): Tally => ({
  documents: 0,
  missingDocuments: 0,
  withheld: ZERO,
  received: ZERO,
  missing: ZERO,
});

/** Adds a document: its withheld tax counts as received once the certificate is in, else as missing. */
function count(tally: Tally, row: ReceivedWhtRow): void {
  const withheld = parseMoney(row.withheld);
  tally.documents += 1;
  tally.withheld += withheld;
  if (row.status === 'RECEIVED') tally.received += withheld;
  else {
    tally.missingDocuments += 1;
    tally.missing += withheld;
  }
}

const tallyOut = (tally: Tally) => ({
  documents: tally.documents,
  missingDocuments: tally.missingDocuments,
  withheld: toMoneyString(tally.withheld),
  received: toMoneyString(tally.received),
  missing: toMoneyString(tally.missing),
});

export async function listReceivedWht(
  db: Database,
  userId: string,
  organizationId: string,
  query: ReceivedWhtQuery,
): Promise<ReceivedWhtList> {
  await requireMembership(db, userId, organizationId);
  const rows = (await queryTrackedDocuments(db, organizationId, query)).map(toRow);
  const totals = emptyTally();
  const customers = new Map<string, { contactId?: string; contactName?: string; tally: Tally }>();
  for (const row of rows) {
    count(totals, row);
    const key = row.contactId ?? `name:${row.contactName ?? ''}`;
    const customer = customers.get(key) ?? {
      ...compact({ contactId: row.contactId, contactName: row.contactName }),
      tally: emptyTally(),
    };
    count(customer.tally, row);
    customers.set(key, customer);
  }
  // Customers who still owe certificates first (most owed first), then by name.
  const byCustomer = [...customers.values()]
    .sort(
      (a, b) =>
        Number(b.tally.missing - a.tally.missing) ||
        (a.contactName ?? '').localeCompare(b.contactName ?? '', 'th'),
    )
    .map(({ tally, ...who }) => ({ ...who, ...tallyOut(tally) }));
  const data = query.status === 'ALL' ? rows : rows.filter((row) => row.status === query.status);
  return { data, byCustomer, totals: tallyOut(totals) };
}

/** Withheld tax per calendar year, newest first: what may be offset on the year's CIT return (PND50). */
export async function listReceivedWhtYears(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<ReceivedWhtYears> {
  await requireMembership(db, userId, organizationId);
  const years = new Map<number, Tally>();
  for (const row of (await queryTrackedDocuments(db, organizationId)).map(toRow)) {
    const year = Number(row.date.slice(0, 4));
    const tally = years.get(year) ?? emptyTally();
    count(tally, row);
    years.set(year, tally);
  }
  const data = [...years.entries()].sort(([a], [b]) => b - a).map(([year, t]) => ({ year, ...tallyOut(t) }));
  return { data };
}

async function trackedRow(db: Database, organizationId: string, documentId: string): Promise<ReceivedWhtRow> {
  const [row] = await queryTrackedDocuments(db, organizationId, { documentId });
  if (!row) {
    throw new AppError(
      'RECEIVED_WHT.NOT_WITHHELD',
      'No tax was withheld from this document (nothing is posted to 11630 for it).',
    );
  }
  return toRow(row);
}

const certificateOf = (organizationId: string, documentId: string) =>
  and(
    eq(receivedWhtCertificates.organizationId, organizationId),
    eq(receivedWhtCertificates.documentId, documentId),
  );

/** Records (or replaces) the certificate the customer sent for this document. */
export async function putReceivedWht(
  db: Database,
  userId: string,
  organizationId: string,
  documentId: string,
  input: ReceivedWhtInput,
): Promise<ReceivedWhtRow> {
  await trackedRow(db, organizationId, documentId);
  const fields = {
    bookNumber: input.bookNumber ?? null,
    certificateNumber: input.certificateNumber,
    certificateDate: input.certificateDate,
    taxAmount: toMoneyString(parseMoney(input.taxAmount)),
    notes: input.notes ?? null,
  };
  await db
    .insert(receivedWhtCertificates)
    .values({ organizationId, id: newId(), documentId, createdBy: userId, ...fields })
    .onConflictDoUpdate({
      target: [receivedWhtCertificates.organizationId, receivedWhtCertificates.documentId],
      set: { ...fields, updatedAt: sql`now()` },
    });
  return trackedRow(db, organizationId, documentId);
}

/** Forgets the certificate (the document is missing again); 404 when none was recorded. */
export async function deleteReceivedWht(
  db: Database,
  organizationId: string,
  documentId: string,
): Promise<void> {
  const rows = await db
    .delete(receivedWhtCertificates)
    .where(certificateOf(organizationId, documentId))
    .returning({ id: receivedWhtCertificates.id });
  if (rows.length !== 1) throw missing();
}

/** Attaches the scan of a recorded certificate: PNG, JPEG or PDF, checked by its first bytes, ≤ 700 KB. */
export async function putReceivedWhtScan(
  db: Database,
  organizationId: string,
  documentId: string,
  input: ReceivedWhtScanInput,
): Promise<ReceivedWhtRow> {
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > RECEIVED_WHT_SCAN_MAX_BYTES) {
    throw validationError([{ path: 'data', message: 'the scan is larger than 700 KB' }]);
  }
  if (!hasFileSignature(bytes, input.contentType)) {
    throw validationError([{ path: 'data', message: `the data is not a ${input.contentType} file` }]);
  }
  const rows = await db
    .update(receivedWhtCertificates)
    .set({
      scanContentType: input.contentType,
      scanFileName: input.fileName ?? null,
      scanData: input.data,
      updatedAt: sql`now()`,
    })
    .where(certificateOf(organizationId, documentId))
    .returning({ id: receivedWhtCertificates.id });
  if (rows.length !== 1) {
    throw new AppError('RECEIVED_WHT.NO_CERTIFICATE', 'Record the certificate before attaching its scan.');
  }
  return trackedRow(db, organizationId, documentId);
}

export async function getReceivedWhtScan(db: Database, organizationId: string, documentId: string) {
  const scan = await queryScan(db, organizationId, documentId);
  if (!scan) throw notFound('RECEIVED_WHT', 'scan');
  return { contentType: scan.contentType, fileName: scan.fileName, bytes: Buffer.from(scan.data, 'base64') };
}

export async function deleteReceivedWhtScan(db: Database, organizationId: string, documentId: string) {
  const rows = await db
    .update(receivedWhtCertificates)
    .set({ scanContentType: null, scanFileName: null, scanData: null, updatedAt: sql`now()` })
    .where(and(certificateOf(organizationId, documentId), sql`scan_data IS NOT NULL`))
    .returning({ id: receivedWhtCertificates.id });
  if (rows.length !== 1) throw notFound('RECEIVED_WHT', 'scan');
}
