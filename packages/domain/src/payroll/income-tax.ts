// PND1 monthly withholding on employment income (thai-tax-reference §4.2–4.4): annualise what is actually paid →
// deduct → tax the net by the progressive bands → less what was withheld earlier in the year, spread over the
// payments still to come. One-off income (overtime, bonus) is taxed in the month it is paid: the difference
// between the tax on the year with it and without it (the RD's method for irregular pay), never spread.
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

/** What the employee was paid and withheld earlier in the tax year (the approved runs before this one). */
export interface Pnd1YearToDate {
  /** Payments made (runs the employee was paid in). */
  readonly payments: number;
  /** Assessable income paid (every earning, one-off income too). */
  readonly income: Money;
  readonly socialSecurity: Money;
  readonly providentFund: Money;
  /** PND1 tax withheld. */
  readonly withheld: Money;
}

export const NOTHING_PAID_YET: Pnd1YearToDate = {
  payments: 0,
  income: ZERO,
  socialSecurity: ZERO,
  providentFund: ZERO,
  withheld: ZERO,
};

export interface Pnd1Input {
  readonly payDate: CalendarDate;
  /** Payments in the tax year (from the joining month or January to the leaving month or December), 1–12. */
  readonly payments: number;
  /** Regular income (salary, allowances) actually paid this month, after pro-rata. */
  readonly regularThisMonth: Money;
  /** One-off income paid this month (overtime, bonus). */
  readonly oneOffThisMonth: Money;
  readonly socialSecurityThisMonth: Money;
  readonly providentFundThisMonth: Money;
  /** Earlier this tax year; NOTHING_PAID_YET for the first payment. */
  readonly before: Pnd1YearToDate;
  readonly allowances: TaxAllowances;
}

/**
 * This month's PND1 withholding by the RD annualisation of the actual payment (thai-tax-reference §4.4; decision
 * 0231): the year is estimated as what was paid earlier this year + this payment × the payments still to come
 * (this one included: the year's payments − those made); the tax on that estimate, less the tax withheld
 * earlier, is spread over the payments still to come (half-up to the satang, never below 0); one-off income
 * carries the whole difference it makes to the year's tax. A first month of two days is annualised on its two
 * days' pay, later months catch up, and the last payment of the year trues the year up (one payment to come).
 * With 30,000 a month all year, single, first payment: 360,000 − 100,000 − 60,000 − 10,500 = 189,500 → 1,975.00
 * → 164.58 (§4.4).
 */
export function pnd1Withholding(input: Pnd1Input, table?: readonly IncomeTaxRates[]): Money {
  if (!Number.isInteger(input.payments) || input.payments < 1 || input.payments > 12) {
    throw new RangeError(`payments must be 1–12, got ${input.payments}`);
  }
  const rates = incomeTaxRatesOn(input.payDate, table);
  const { before } = input;
  // payments earlier in the year the books do not hold (before the first run) are assumed like this one
  const toCome = BigInt(Math.max(input.payments - before.payments, 1));
  const year: AnnualIncome = {
    income: before.income + input.regularThisMonth * toCome,
    socialSecurity: before.socialSecurity + input.socialSecurityThisMonth * toCome,
    providentFund: before.providentFund + input.providentFundThisMonth * toCome,
  };
  const regularTax = progressiveTax(annualNetIncome(year, input.allowances, rates), rates);
  const withOneOff = { ...year, income: year.income + input.oneOffThisMonth };
  const oneOffTax = progressiveTax(annualNetIncome(withOneOff, input.allowances, rates), rates) - regularTax;
  return divideHalfUp(maxMoney(regularTax - before.withheld, ZERO), toCome) + oneOffTax;
}
