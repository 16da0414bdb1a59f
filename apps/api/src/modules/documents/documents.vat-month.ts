// A sales tax document's VAT stays in the month of its row on the output tax report (decision 0227): a change
// that posts or reverses it (void, reset, a cash sale's payment) is refused once that month's VAT is closed —
// a credit note dated in an open month corrects it — and in an open earlier month it is dated back into the
// document's own month, so the report (the row voided there) and the ledger (27111 of that month) agree. A new
// document, or an edit, that would put VAT into a closed month is refused (decision 0242).
import type { Transaction } from '@banchee/db';
import { parseMoney, type DocumentAction } from '@banchee/domain';
import { readLedgerSettings } from '../journals/index.ts';
import { isVatMonthClosed } from '../tax-filings/index.ts';
import { DocumentFailure } from './documents.errors.ts';
import { rulesOf } from './documents.kinds.ts';
import type { DocumentRow } from './documents.queries.ts';
import { isOutputTaxDocument, taxPointOf } from './documents.tax-point.ts';

/** The actions that post or reverse a document's entry. */
const CHANGES_ENTRY: readonly DocumentAction[] = ['VOID', 'RESET', 'RECEIVE PAYMENT', 'EDIT PAYMENT'];

/** Whether the document carries output VAT of its month's report (a cash sale being paid: once paid). */
async function carriesOutputVat(tx: Transaction, row: DocumentRow, paying = false): Promise<boolean> {
  if (rulesOf(row.kind).side !== 'sales') return false;
  return isOutputTaxDocument(paying ? { ...row, status: 'PAID' } : row, await taxPointOf(tx, row));
}

/** Refused (<KIND>.VOID_IN_CLOSED_VAT_MONTH, <KIND>.VAT_MONTH_CLOSED) when `action` would change VAT of a closed month. */
export async function assertVatMonthOpen(
  tx: Transaction,
  row: DocumentRow,
  action: DocumentAction,
): Promise<void> {
  if (!CHANGES_ENTRY.includes(action)) return;
  if (!(await carriesOutputVat(tx, row, action === 'RECEIVE PAYMENT'))) return;
  if (!(await isVatMonthClosed(tx, row.organizationId, row.date))) return;
  const month = row.date.slice(0, 7);
  const reason = action === 'VOID' ? 'VOID_IN_CLOSED_VAT_MONTH' : 'VAT_MONTH_CLOSED';
  const code = `${rulesOf(row.kind).errorNamespace}.${reason}`;
  const message =
    `${row.number} is a tax document of ${month}, whose VAT is closed (PP30): it cannot change. ` +
    'Issue a credit note dated in an open month instead.';
  throw new DocumentFailure(code, message, [
    { path: 'date', code, message, params: { month, date: row.date } },
  ]);
}

/**
 * The date a change reverses the document's entry on: `today`, or the document's own date when it is a tax
 * document of an earlier month (its VAT month is open: assertVatMonthOpen came first).
 */
export async function reversalDateOf(tx: Transaction, row: DocumentRow, today: string): Promise<string> {
  if (row.date.slice(0, 7) >= today.slice(0, 7)) return today;
  return (await carriesOutputVat(tx, row)) ? row.date : today;
}

/**
 * Whether the document, as it would be stored, puts VAT into the month of its date: a sales tax document its
 * output VAT; a purchase bill its input VAT (goods at once, services when paid: 11611 is of the bill's date too).
 */
async function putsVatInItsMonth(tx: Transaction, row: DocumentRow): Promise<boolean> {
  if (parseMoney(row.vatAmount) === 0n) return false;
  const rules = rulesOf(row.kind);
  if (rules.side === 'purchases') return rules.role === 'bill';
  return carriesOutputVat(tx, row);
}

/**
 * A new document (`before` absent) or an edit (`before` the stored one) whose VAT would be in, or leave, a month
 * whose PP30 is closed — on or before the last closed VAT month, as months close in order (decision 0225) —:
 * refused with <KIND>.DATE_IN_CLOSED_VAT_MONTH on `date` (decision 0242). The filed return stays what the ledger
 * says; a purchase tax invoice received late is booked in an open month, keeping its own date, and claimed late
 * (decision 0176). The last closed month comes with the ledger settings the write already read.
 */
export async function assertVatDateOpen(
  tx: Transaction,
  row: DocumentRow,
  before?: DocumentRow,
): Promise<void> {
  const { vat_closed_through: closedThrough } = await readLedgerSettings(tx, row.organizationId, 'share');
  if (closedThrough === null) return;
  for (const version of before ? [before, row] : [row]) {
    if (version.date > closedThrough || !(await putsVatInItsMonth(tx, version))) continue;
    const month = version.date.slice(0, 7);
    const code = `${rulesOf(row.kind).errorNamespace}.DATE_IN_CLOSED_VAT_MONTH`;
    const message =
      `The VAT of ${month} is closed (PP30): a document with VAT cannot be dated in it or changed there. ` +
      'Date it in an open month.';
    throw new DocumentFailure(code, message, [
      { path: 'date', code, message, params: { month, date: version.date } },
    ]);
  }
}
