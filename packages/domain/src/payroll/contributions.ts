// Social security and provident fund contributions (thai-tax-reference §4.1, §4.5).
import { divideHalfUp, parseDecimal, PERCENT_SCALE, pow10 } from '../money/decimal.ts';
import { maxMoney, minMoney, percentOf, ZERO, type Money } from '../money/money.ts';
import type { CalendarDate } from '../thai/dates.ts';
import { socialSecurityRatesOn, type SocialSecurityRates } from './rates.ts';

/** The wage contributed on: min(max(wage, floor), ceiling) in force on the pay date; 0 without a wage. */
export function socialSecurityWageBase(
  wage: Money,
  payDate: CalendarDate,
  table?: readonly SocialSecurityRates[],
): Money {
  if (wage <= ZERO) return ZERO;
  const rates = socialSecurityRatesOn(payDate, table);
  return minMoney(maxMoney(wage, rates.wageFloor), rates.wageCeiling);
}

/**
 * One side's social-security contribution on a month's wage, rates in force on the pay date:
 * round(min(max(wage, floor), ceiling) × 5%) to whole baht, half-up (§4.1: 12,345 → 617.25 → 617;
 * 2026: ≥ 17,500 → 875). No wage, no contribution.
 */
export function socialSecurityContribution(
  wage: Money,
  payDate: CalendarDate,
  table?: readonly SocialSecurityRates[],
): Money {
  if (wage <= ZERO) return ZERO;
  const rates = socialSecurityRatesOn(payDate, table);
  const base = socialSecurityWageBase(wage, payDate, table);
  // base (satang) × percent (scale 4) / 100 → satang at scale 4+2; to whole baht: ÷ 100 more.
  const baht = divideHalfUp(
    base * parseDecimal(rates.ratePercent, PERCENT_SCALE),
    100n * pow10(PERCENT_SCALE) * 100n,
  );
  return baht * 100n;
}

/** Provident-fund rates allowed (§4.5): employee 0 (not a member) or 2–15%, employer ≥ employee and ≤ 15%. */
export function providentFundRatesError(employeePercent: string, employerPercent: string): string | null {
  const employee = parseDecimal(employeePercent, PERCENT_SCALE);
  const employer = parseDecimal(employerPercent, PERCENT_SCALE);
  const two = parseDecimal('2', PERCENT_SCALE);
  const fifteen = parseDecimal('15', PERCENT_SCALE);
  if (employee === 0n) return employer === 0n ? null : 'PAYROLL.PVD_EMPLOYER_WITHOUT_EMPLOYEE';
  if (employee < two || employee > fifteen) return 'PAYROLL.PVD_EMPLOYEE_RATE';
  if (employer < employee || employer > fifteen) return 'PAYROLL.PVD_EMPLOYER_RATE';
  return null;
}

/** A provident-fund contribution: wage × rate, half-up to the satang. */
export function providentFundContribution(wage: Money, percent: string): Money {
  return wage <= ZERO ? ZERO : percentOf(wage, percent);
}
