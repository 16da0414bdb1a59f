// The sales (output) tax report of a tax month in the RD layout (thai-tax-reference §3.2; decision 0146): one row
// per tax document (tax invoice, receipt/tax invoice, credit note, debit note) in date and number order, credit
// notes negative, voided documents kept in place with zero amounts, page totals and a grand total. The same
// shape serves the purchase (input) tax report (receiving inventory and expenses by their claim month).
import { ZERO, type Money } from '../money/money.ts';
import type { CalendarDate } from '../thai/dates.ts';

/** Sales tax documents, and the purchase bills whose supplier tax invoices the input tax report lists. */
export type VatReportDocumentKind = 'INV' | 'CA' | 'RE' | 'CN' | 'DN' | 'RI' | 'EXP';

/** A tax document as stored: amounts as the document carries them (a credit note's are positive). */
export interface VatReportSource {
  readonly documentId: string;
  readonly kind: VatReportDocumentKind;
  readonly number: string;
  readonly date: CalendarDate;
  readonly voided: boolean;
  readonly counterpartyName: string;
  readonly counterpartyTaxId: string;
  /** "00000" head office, "00001"… a branch; empty for a buyer without a tax id. */
  readonly counterpartyBranch: string;
  /** Bases per tax code (VAT7 standard-rated, VAT0 zero-rated, EXEMPT) and the VAT. */
  readonly standardBase: Money;
  readonly zeroRatedBase: Money;
  readonly exemptBase: Money;
  readonly vat: Money;
}

export interface VatReportRow extends VatReportSource {
  /** 1-based; voided documents keep their number. */
  readonly line: number;
  /** Value of goods or services: standard + zero-rated + exempt base, signed (credit notes negative). */
  readonly value: Money;
}

export interface VatReportTotals {
  readonly value: Money;
  readonly vat: Money;
  readonly standardBase: Money;
  readonly zeroRatedBase: Money;
  readonly exemptBase: Money;
}

export interface VatReportPage {
  readonly page: number;
  readonly rows: readonly VatReportRow[];
  readonly totals: VatReportTotals;
}

export interface VatReport {
  readonly rows: readonly VatReportRow[];
  readonly pages: readonly VatReportPage[];
  readonly totals: VatReportTotals;
}

/** Rows per printed page of the report (A4 landscape, the RD form's density). */
export const VAT_REPORT_ROWS_PER_PAGE = 20;

const EMPTY_TOTALS: VatReportTotals = {
  value: ZERO,
  vat: ZERO,
  standardBase: ZERO,
  zeroRatedBase: ZERO,
  exemptBase: ZERO,
};

function addTotals(a: VatReportTotals, row: VatReportRow): VatReportTotals {
  return {
    value: a.value + row.value,
    vat: a.vat + row.vat,
    standardBase: a.standardBase + row.standardBase,
    zeroRatedBase: a.zeroRatedBase + row.zeroRatedBase,
    exemptBase: a.exemptBase + row.exemptBase,
  };
}

/** One source as a report row: signed (credit notes negative) and zeroed when voided. */
export function vatReportRow(source: VatReportSource, line: number): VatReportRow {
  const sign = source.kind === 'CN' ? -1n : 1n;
  const keep = (amount: Money): Money => (source.voided ? ZERO : sign * amount);
  const standardBase = keep(source.standardBase);
  const zeroRatedBase = keep(source.zeroRatedBase);
  const exemptBase = keep(source.exemptBase);
  return {
    ...source,
    line,
    standardBase,
    zeroRatedBase,
    exemptBase,
    vat: keep(source.vat),
    value: standardBase + zeroRatedBase + exemptBase,
  };
}

/** The report: sources ordered by date then number, numbered, paged, totalled. */
export function buildVatReport(
  sources: readonly VatReportSource[],
  rowsPerPage: number = VAT_REPORT_ROWS_PER_PAGE,
): VatReport {
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1) throw new RangeError('rowsPerPage must be ≥ 1');
  const ordered = [...sources].sort((a, b) =>
    a.date === b.date ? (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) : a.date < b.date ? -1 : 1,
  );
  const rows = ordered.map((source, index) => vatReportRow(source, index + 1));
  const pages: VatReportPage[] = [];
  for (let start = 0; start < rows.length || pages.length === 0; start += rowsPerPage) {
    const pageRows = rows.slice(start, start + rowsPerPage);
    pages.push({ page: pages.length + 1, rows: pageRows, totals: pageRows.reduce(addTotals, EMPTY_TOTALS) });
  }
  return { rows, pages, totals: rows.reduce(addTotals, EMPTY_TOTALS) };
}
