// VAT tax codes and the dated VAT rate table (thai-tax-reference §1.1–1.2). The standard rate is looked up by
// the document's tax-point date, so a future decree that changes the rate is a new row in the table and never
// alters documents dated before it. Rates are percent strings ("7.00").
import { rateInForce } from '../dated-rates.ts';
import type { CalendarDate } from '../thai/dates.ts';

/** Line VAT treatments: standard-rated, zero-rated (s.80/1), exempt (s.81). */
export const LINE_TAX_CODES = ['VAT7', 'VAT0', 'EXEMPT'] as const;
export type LineTaxCode = (typeof LINE_TAX_CODES)[number];

/** Document tax codes: the line codes plus NONVAT, used for every line when the document carries no VAT. */
export const TAX_CODES = ['VAT7', 'VAT0', 'EXEMPT', 'NONVAT'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

export interface VatRatePeriod {
  /** First date (inclusive) the rate applies to. */
  readonly effectiveFrom: CalendarDate;
  /** Standard rate as a percent string; VAT0 is always 0 and EXEMPT/NONVAT carry no VAT. */
  readonly standardRate: string;
  readonly source: string;
}

/**
 * The standard rate by effective date, oldest first. 7% (6.3% VAT + 0.7% local tax) has been extended by
 * successive Royal Decrees; the current decree runs to 30 Sep 2026 and an extension is expected. A changed
 * rate is added as a new row with its effective date.
 */
export const VAT_RATE_TABLE = [
  {
    effectiveFrom: '1999-04-01',
    standardRate: '7.00',
    source:
      'Royal Decrees under Revenue Code s.80 (latest: 1 Oct 2025 – 30 Sep 2026, thai-tax-reference §1.1)',
  },
] as const satisfies readonly VatRatePeriod[];

/** The standard VAT rate (percent string) in force on `date`. */
export function standardVatRate(
  date: CalendarDate,
  table: readonly VatRatePeriod[] = VAT_RATE_TABLE,
): string {
  return rateInForce(table, date, 'VAT rate').standardRate;
}

/** The rate for a tax code on a date: VAT7 → the standard rate; VAT0, EXEMPT and NONVAT → "0.00". */
export function vatRateFor(
  code: TaxCode,
  date: CalendarDate,
  table: readonly VatRatePeriod[] = VAT_RATE_TABLE,
): string {
  return code === 'VAT7' ? standardVatRate(date, table) : '0.00';
}
