// PND1 monthly withholding on employment income (thai-tax-reference §4.2–4.4): annualise → deduct → tax the
// net by the progressive bands → spread over the months of the tax year the employee is paid in. One-off
// income (overtime, bonus) is taxed in the month it is paid: the difference between the tax on the year with it
// and without it (the RD's method for irregular pay), so it is never spread over later months.
import { divideHalfUp } from '../money/decimal.ts';
import { maxMoney, minMoney, percentOf, ZERO, type Money } from '../money/money.ts';
import type { CalendarDate } from '../thai/dates.ts';
import { incomeTaxRatesOn, type IncomeTaxRates } from './rates.ts';

/** Tax on a year's net income by the progressive bands (§4.2). 189,500 → 1,975.00; 429,500 → 20,450.00. */
export function progressiveTax(netIncome: Money, rates: IncomeTaxRates): Money {
  let tax = ZERO;
  let lower = ZERO;
  for (const band of rates.bands) {
    if (netIncome <= lower) break;
    const upper = band.upTo === null ? netIncome : minMoney(netIncome, band.upTo);
    tax += percentOf(upper - lower, band.ratePercent);
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return tax;
}

/** The personal allowances an employee declared (ล.ย.01), used for PND1 withholding (§4.3). */
export interface TaxAllowances {
  readonly spouse: boolean;
  readonly children: number;
  /** Other yearly deductions declared (life insurance, home-loan interest, parents, SSF/RMF …). */
  readonly otherAnnual: Money;
}

export interface AnnualIncome {
  /** Assessable employment income of the year (40(1)). */
  readonly income: Money;
  /** Employee social-security contributions of the year. */
  readonly socialSecurity: Money;
  /** Employee provident-fund contributions of the year. */
  readonly providentFund: Money;
}

/** Net income: income − expense (50%, max 100,000) − personal, spouse, children, other, SSO, PVD; never < 0. */
export function annualNetIncome(year: AnnualIncome, allowances: TaxAllowances, rates: IncomeTaxRates): Money {
  const expense = minMoney(percentOf(year.income, rates.expensePercent), rates.expenseCap);
  const deductions =
    expense +
    rates.personalAllowance +
    (allowances.spouse ? rates.spouseAllowance : ZERO) +
    rates.childAllowance * BigInt(allowances.children) +
    allowances.otherAnnual +
    year.socialSecurity +
    minMoney(year.providentFund, rates.providentFundCap);
  return maxMoney(year.income - deductions, ZERO);
}

export interface Pnd1Input {
  readonly payDate: CalendarDate;
  /** Months of the tax year the employee is paid in (joining/leaving month included), 1–12. */
  readonly months: number;
  /** Regular income (salary, allowances) of this month, after pro-rata. */
  readonly regularThisMonth: Money;
  /** Regular income of a full month, assumed for the other months. */
  readonly regularMonthly: Money;
  /** One-off income paid this month (overtime, bonus). */
  readonly oneOffThisMonth: Money;
  readonly socialSecurityThisMonth: Money;
  readonly socialSecurityMonthly: Money;
  readonly providentFundThisMonth: Money;
  readonly providentFundMonthly: Money;
  readonly allowances: TaxAllowances;
}

/**
 * This month's PND1 withholding: regular tax ÷ months (half-up to the satang) + the whole tax on the one-off
 * income. With 30,000 a month all year, single: 360,000 − 100,000 − 60,000 − 10,500 = 189,500 → 1,975.00 →
 * 164.58 a month (§4.4).
 */
export function pnd1Withholding(input: Pnd1Input, table?: readonly IncomeTaxRates[]): Money {
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 12) {
    throw new RangeError(`months must be 1–12, got ${input.months}`);
  }
  const rates = incomeTaxRatesOn(input.payDate, table);
  const others = BigInt(input.months - 1);
  const year: AnnualIncome = {
    income: input.regularThisMonth + input.regularMonthly * others,
    socialSecurity: input.socialSecurityThisMonth + input.socialSecurityMonthly * others,
    providentFund: input.providentFundThisMonth + input.providentFundMonthly * others,
  };
  const regularTax = progressiveTax(annualNetIncome(year, input.allowances, rates), rates);
  const withOneOff = { ...year, income: year.income + input.oneOffThisMonth };
  const oneOffTax = progressiveTax(annualNetIncome(withOneOff, input.allowances, rates), rates) - regularTax;
  return divideHalfUp(regularTax, BigInt(input.months)) + oneOffTax;
}
