// "ลำดับที่ … ในแบบ" of a 50 ทวิ on PND3 or PND53 (decision 0230): the certificate's line in the attachment (ใบแนบ)
// of its month and form, taken from the tax-filings module's own ordering of the attachment (issued certificates by
// payment date, number and line; one row per income line, a certificate at the line of its first row). Only an
// issued certificate is on the attachment: an awaiting or voided one has no line. Other forms keep the line typed.
import type { Database, Transaction, whtCertificates } from '@banchee/db';
import { attachmentLinesOf } from '../tax-filings/index.ts';

type Row = typeof whtCertificates.$inferSelect;

/** The forms whose attachment this app prints. */
export const ATTACHED_FORMS: readonly string[] = ['PND3', 'PND53'];

/** Certificate id → its attachment line, for the issued PND3 / PND53 certificates among `rows`. */
export async function sequencesOf(
  db: Database | Transaction,
  organizationId: string,
  rows: readonly Row[],
): Promise<Map<string, string>> {
  const months = new Map<string, { form: 'PND3' | 'PND53'; year: number; month: number }>();
  for (const row of rows) {
    if (row.status !== 'ISSUED' || (row.formType !== 'PND3' && row.formType !== 'PND53')) continue;
    const year = Number(row.date.slice(0, 4));
    const month = Number(row.date.slice(5, 7));
    months.set(`${row.formType} ${row.date.slice(0, 7)}`, { form: row.formType, year, month });
  }
  const sequences = new Map<string, string>();
  for (const { form, year, month } of months.values()) {
    for (const [id, line] of await attachmentLinesOf(db, organizationId, form, { year, month })) {
      sequences.set(id, String(line));
    }
  }
  return sequences;
}
