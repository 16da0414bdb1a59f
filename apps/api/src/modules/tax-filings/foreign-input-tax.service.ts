// Foreign input tax (ภ.พ.36; issue #12, decision 0178): an expense for a service bought from abroad carries no
// Thai VAT, so the buyer self-assesses it. The user marks the expense; the VAT (7% of the amount paid, rounded
// half-up) is posted Dr 11611 · Cr 27113 on the expense's date, kept as self_assessed_vat, undone by reversing
// the entry (month still open, its PP36 not filed). The report lists a month's self-assessed VAT with the PP36
// due date; once the PP36 is paid its rows are claimed in the month paid (decision 0200).
import {
  and,
  eq,
  newId,
  selfAssessedVat as assessed,
  sql,
  type Database,
  type Transaction,
} from '@banchee/db';
import {
  parseMoney,
  selfAssessedVat,
  sumMoney,
  taxDueDate,
  taxMonthEnd,
  toMoneyString,
  type CalendarDate,
  type Money,
  type TaxMonthRef,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { checkDateOpen, postEntry, reverseEntry } from '../journals/index.ts';
import { findFiling } from './tax-filings.queries.ts';

type Db = Database | Transaction;

export interface ForeignInputTaxRow {
  readonly documentId: string;
  readonly number: string;
  readonly date: CalendarDate;
  readonly supplierName: string;
  readonly base: Money;
  readonly vat: Money;
}

export interface ForeignInputTaxReport {
  readonly month: TaxMonthRef;
  readonly rows: readonly ForeignInputTaxRow[];
  readonly totals: { readonly base: Money; readonly vat: Money };
  /** The month's active expenses without Thai VAT not marked yet: what may be a service from abroad. */
  readonly candidates: readonly Omit<ForeignInputTaxRow, 'vat'>[];
  /** PP36 is due with the PND returns: the 7th on paper, the 15th online (thai-tax-reference §2.1; 0200). */
  readonly dueDate: CalendarDate;
}

interface Row extends Record<string, unknown> {
  document_id: string;
  number: string;
  date: CalendarDate;
  contact_name: string | null;
  base: string;
  vat: string;
}

export async function getForeignInputTax(
  db: Db,
  organizationId: string,
  m: TaxMonthRef,
): Promise<ForeignInputTaxReport> {
  const from = `${m.year}-${String(m.month).padStart(2, '0')}-01`;
  const { rows } = await db.execute<Row>(sql`
    SELECT s.document_id, d.number, s.date::text AS date, d.contact_name, s.base::text AS base, s.vat::text AS vat
    FROM self_assessed_vat s JOIN documents d ON d.organization_id = s.organization_id AND d.id = s.document_id
    WHERE s.organization_id = ${organizationId} AND s.date BETWEEN ${from} AND ${taxMonthEnd(m.year, m.month)}
    ORDER BY s.date, d.number`);
  const list = rows.map((r) => ({
    documentId: r.document_id,
    number: r.number,
    date: r.date,
    supplierName: r.contact_name ?? '',
    base: parseMoney(r.base),
    vat: parseMoney(r.vat),
  }));
  const { rows: open } = await db.execute<Row>(sql`
    SELECT d.id AS document_id, d.number, d.date::text AS date, d.contact_name, d.grand_total::text AS base,
      '0' AS vat
    FROM documents d
    WHERE d.organization_id = ${organizationId} AND d.kind = 'EXP' AND d.status NOT IN ('VOID', 'REJECTED')
      AND d.vat_amount = 0 AND d.grand_total > 0 AND d.date BETWEEN ${from} AND ${taxMonthEnd(m.year, m.month)}
      AND NOT EXISTS (SELECT 1 FROM self_assessed_vat s
        WHERE s.organization_id = d.organization_id AND s.document_id = d.id)
    ORDER BY d.date, d.number`);
  return {
    month: m,
    rows: list,
    candidates: open.map((r) => ({
      documentId: r.document_id,
      number: r.number,
      date: r.date,
      supplierName: r.contact_name ?? '',
      base: parseMoney(r.base),
    })),
    totals: { base: sumMoney(list.map((r) => r.base)), vat: sumMoney(list.map((r) => r.vat)) },
    dueDate: taxDueDate('PP36', m.year, m.month, 'EFILING'),
  };
}

interface ExpenseRow extends Record<string, unknown> {
  id: string;
  number: string;
  date: CalendarDate;
  status: string;
  vat_amount: string;
  grand_total: string;
}

async function assertOpen(tx: Transaction, organizationId: string, date: CalendarDate) {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (await findFiling(tx, organizationId, 'PP30', year, month)) {
    throw new AppError('INPUT_VAT.MONTH_CLOSED', `The VAT of ${date.slice(0, 7)} is closed`, {
      details: [{ path: 'documentId', message: 'closed', params: { month: date.slice(0, 7) } }],
    });
  }
  // The month's PP36 is filed: its amount is what 27113 gathered then (decision 0200).
  if ((await findFiling(tx, organizationId, 'PP36', year, month))?.filedOn) {
    throw new AppError('INPUT_VAT.PP36_FILED', `The PP36 of ${date.slice(0, 7)} is already filed`, {
      details: [{ path: 'documentId', message: 'filed', params: { month: date.slice(0, 7) } }],
    });
  }
  await checkDateOpen(tx, organizationId, date);
}

/**
 * Undoes the PP36 mark of an expense being voided (decision 0200): the entry is reversed on its own date, so
 * the month's PP36 stays what its rows say; refused once that month's PP36 is filed or its VAT month closed.
 */
export async function undoForeignServiceOnVoid(
  tx: Transaction,
  organizationId: string,
  documentId: string,
): Promise<void> {
  const [existing] = await tx
    .select()
    .from(assessed)
    .where(and(eq(assessed.organizationId, organizationId), eq(assessed.documentId, documentId)))
    .for('update');
  if (!existing) return;
  await assertOpen(tx, organizationId, existing.date);
  await reverseEntry(tx, organizationId, existing.entryId, {
    date: existing.date,
    reason: 'ยกเลิกภาษีมูลค่าเพิ่ม ภ.พ.36 · PP36 VAT undone',
  });
  await tx
    .delete(assessed)
    .where(and(eq(assessed.organizationId, organizationId), eq(assessed.id, existing.id)));
}

export interface PaidPp36Row {
  readonly documentId: string;
  readonly number: string;
  readonly supplierName: string;
  readonly base: Money;
  readonly vat: Money;
  /** The PP36 receipt (its payment reference, else its filing reference) and the day it was paid. */
  readonly receipt: string;
  readonly paidOn: CalendarDate;
}

interface PaidRow extends Record<string, unknown> {
  document_id: string;
  number: string;
  contact_name: string | null;
  base: string;
  vat: string;
  receipt: string;
  paid_on: CalendarDate;
}

/**
 * The self-assessed VAT made claimable in month m: the rows of every PP36 paid in m (its VAT moved to 11610
 * that day), for the input tax report and PP30 boxes 6 and 7 (decision 0200).
 */
export async function paidPp36RowsOfMonth(
  db: Db,
  organizationId: string,
  m: TaxMonthRef,
): Promise<PaidPp36Row[]> {
  const from = `${m.year}-${String(m.month).padStart(2, '0')}-01`;
  const { rows } = await db.execute<PaidRow>(sql`
    SELECT s.document_id, d.number, d.contact_name, s.base::text AS base, s.vat::text AS vat,
      coalesce(f.payment_reference, f.filing_reference) AS receipt, f.paid_on::text AS paid_on
    FROM tax_filings f
    JOIN self_assessed_vat s ON s.organization_id = f.organization_id
      AND s.date BETWEEN make_date(f.tax_year, f.tax_month, 1)
        AND (make_date(f.tax_year, f.tax_month, 1) + interval '1 month' - interval '1 day')::date
    JOIN documents d ON d.organization_id = s.organization_id AND d.id = s.document_id
    WHERE f.organization_id = ${organizationId} AND f.form = 'PP36' AND f.vat_claim_entry_id IS NOT NULL
      AND f.paid_on BETWEEN ${from} AND ${taxMonthEnd(m.year, m.month)}
    ORDER BY f.paid_on, s.date, d.number`);
  return rows.map((r) => ({
    documentId: r.document_id,
    number: r.number,
    supplierName: r.contact_name ?? '',
    base: parseMoney(r.base),
    vat: parseMoney(r.vat),
    receipt: r.receipt,
    paidOn: r.paid_on,
  }));
}

/** Marks an expense without Thai VAT as a service from abroad (posts the PP36 VAT), or unmarks it. */
export async function markForeignService(
  tx: Transaction,
  organizationId: string,
  documentId: string,
  foreign: boolean,
  userId: string,
): Promise<ForeignInputTaxRow | null> {
  const { rows } = await tx.execute<ExpenseRow>(sql`
    SELECT id, number, date::text AS date, status, vat_amount::text AS vat_amount, grand_total::text AS grand_total
    FROM documents WHERE organization_id = ${organizationId} AND id = ${documentId} AND kind = 'EXP'
      AND status NOT IN ('VOID', 'REJECTED')`);
  const expense = rows[0];
  if (!expense) throw new AppError('INPUT_VAT.NOT_FOUND', 'No active expense has this id');
  const [existing] = await tx
    .select()
    .from(assessed)
    .where(and(eq(assessed.organizationId, organizationId), eq(assessed.documentId, documentId)))
    .for('update');
  await assertOpen(tx, organizationId, expense.date);
  if (!foreign) {
    if (existing) {
      await reverseEntry(tx, organizationId, existing.entryId, {
        date: existing.date,
        reason: 'ยกเลิกภาษีมูลค่าเพิ่ม ภ.พ.36 · PP36 VAT undone',
      });
      await tx
        .delete(assessed)
        .where(and(eq(assessed.organizationId, organizationId), eq(assessed.id, existing.id)));
    }
    return null;
  }
  if (existing)
    throw new AppError('INPUT_VAT.ALREADY_EXISTS', 'This expense is already marked as from abroad');
  if (parseMoney(expense.vat_amount) !== 0n) {
    throw new AppError('INPUT_VAT.HAS_THAI_VAT', 'An expense with Thai VAT is not a service from abroad', {
      details: [{ path: 'documentId', message: 'The expense carries Thai VAT' }],
    });
  }
  const base = parseMoney(expense.grand_total);
  const { vat, lines } = selfAssessedVat(base, expense.date);
  const entry = await postEntry(
    tx,
    organizationId,
    { date: expense.date, description: `ภาษีมูลค่าเพิ่ม ภ.พ.36 ${expense.number} · PP36 VAT`, lines },
    userId,
  );
  await tx.insert(assessed).values({
    organizationId,
    id: newId(),
    documentId,
    date: expense.date,
    base: toMoneyString(base),
    vat: toMoneyString(vat),
    entryId: entry.id,
    createdBy: userId,
  });
  return { documentId, number: expense.number, date: expense.date, supplierName: '', base, vat };
}
