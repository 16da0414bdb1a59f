// Dated payroll rates (thai-tax-reference §4.1–4.3): the social-security wage floor and ceiling, the personal
// income tax brackets and the standard PND1 deductions. Each table is looked up by the pay date, so a new
// Ministerial Regulation is a new row and never changes a run dated before it. Amounts are Money (satang).
import type { Money } from '../money/money.ts';
import { rateInForce, type DatedRow } from '../dated-rates.ts';
import type { CalendarDate } from '../thai/dates.ts';

export interface SocialSecurityRates extends DatedRow {
  /** Contribution percent of the wage, each side (employee and employer). */
  readonly ratePercent: string;
  /** The wage below which the floor applies and above which the ceiling applies. */
  readonly wageFloor: Money;
  readonly wageCeiling: Money;
}

/** §4.1: 5% each side of the monthly wage, floor 1,650; the ceiling rises on 1 Jan 2026, 2029 and 2032. */
export const SOCIAL_SECURITY_RATE_TABLE = [
  {
    effectiveFrom: '1995-01-01',
    ratePercent: '5',
    wageFloor: 165000n,
    wageCeiling: 1500000n,
    source: 'SSO 1995',
  },
  {
    effectiveFrom: '2026-01-01',
    ratePercent: '5',
    wageFloor: 165000n,
    wageCeiling: 1750000n,
    source: 'MR 2026',
  },
  {
    effectiveFrom: '2029-01-01',
    ratePercent: '5',
    wageFloor: 165000n,
    wageCeiling: 2000000n,
    source: 'MR 2026',
  },
  {
    effectiveFrom: '2032-01-01',
    ratePercent: '5',
    wageFloor: 165000n,
    wageCeiling: 2300000n,
    source: 'MR 2026',
  },
] as const satisfies readonly SocialSecurityRates[];

export interface TaxBand {
  /** Upper bound of the band's net income (inclusive); null for the top band. */
  readonly upTo: Money | null;
  readonly ratePercent: string;
}

export interface IncomeTaxRates extends DatedRow {
  readonly bands: readonly TaxBand[];
  /** Employment expense deduction: percent of 40(1)+(2) income, capped. */
  readonly expensePercent: string;
  readonly expenseCap: Money;
  readonly personalAllowance: Money;
  readonly spouseAllowance: Money;
  readonly childAllowance: Money;
  /** Provident fund contributions deductible per year (combined retirement-saving cap, §4.3). */
  readonly providentFundCap: Money;
}

/** §4.2–4.3: the brackets and deductions in force since tax year 2017. */
export const INCOME_TAX_RATE_TABLE = [
  {
    effectiveFrom: '2017-01-01',
    source: 'Revenue Code s.48 (tax year 2017 onwards), thai-tax-reference §4.2–4.3',
    bands: [
      { upTo: 15000000n, ratePercent: '0' },
      { upTo: 30000000n, ratePercent: '5' },
      { upTo: 50000000n, ratePercent: '10' },
      { upTo: 75000000n, ratePercent: '15' },
      { upTo: 100000000n, ratePercent: '20' },
      { upTo: 200000000n, ratePercent: '25' },
      { upTo: 500000000n, ratePercent: '30' },
      { upTo: null, ratePercent: '35' },
    ],
    expensePercent: '50',
    expenseCap: 10000000n,
    personalAllowance: 6000000n,
    spouseAllowance: 6000000n,
    childAllowance: 3000000n,
    providentFundCap: 50000000n,
  },
] as const satisfies readonly IncomeTaxRates[];

export function socialSecurityRatesOn(
  date: CalendarDate,
  table: readonly SocialSecurityRates[] = SOCIAL_SECURITY_RATE_TABLE,
): SocialSecurityRates {
  return rateInForce(table, date, 'social-security rate');
}

export function incomeTaxRatesOn(
  date: CalendarDate,
  table: readonly IncomeTaxRates[] = INCOME_TAX_RATE_TABLE,
): IncomeTaxRates {
  return rateInForce(table, date, 'income tax rate');
}
