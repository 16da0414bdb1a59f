// One employee's pay for one month (a payroll run line): earnings (salary pro-rated by days for joiners and
// leavers, overtime, allowances, bonus), deductions (social security, PND1 withholding, provident fund, other)
// and net pay. Rounding (thai-tax-reference §4): pro-rata, provident fund and tax half-up to the satang; social
// security half-up to the whole baht.
import { maxMoney, minMoney, ZERO, prorate, type Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import { compareDates, daysBetween, type CalendarDate } from '../thai/dates.ts';
import { providentFundContribution, socialSecurityContribution } from './contributions.ts';
import { NOTHING_PAID_YET, pnd1Withholding, type Pnd1YearToDate, type TaxAllowances } from './income-tax.ts';

export const PAY_TYPES = ['MONTHLY', 'DAILY'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export interface PayrollEmployee {
  readonly payType: PayType;
  /** The monthly salary (MONTHLY) or the daily wage (DAILY). */
  readonly rate: Money;
  readonly startDate: CalendarDate;
  readonly endDate?: CalendarDate | null | undefined;
  /** Insured under s.33 (pays social security). */
  readonly socialSecurity: boolean;
  /** Provident fund percents of the salary, "0" when not a member. */
  readonly providentFundEmployeePercent: string;
  readonly providentFundEmployerPercent: string;
  readonly allowances: TaxAllowances;
}

export interface PayPeriod {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** The pay date picks the social-security and tax rates in force. */
  readonly payDate: CalendarDate;
}

export interface PayInputs {
  /** DAILY pay: days worked; defaults to the days employed in the month. Ignored for MONTHLY pay. */
  readonly daysWorked?: number | undefined;
  readonly overtime: Money;
  readonly allowance: Money;
  readonly bonus: Money;
  readonly otherDeductions: Money;
}

export interface PayLine {
  readonly daysInMonth: number;
  readonly employedDays: number;
  readonly salary: Money;
  readonly overtime: Money;
  readonly allowance: Money;
  readonly bonus: Money;
  readonly gross: Money;
  readonly socialSecurity: Money;
  readonly socialSecurityEmployer: Money;
  readonly providentFund: Money;
  readonly providentFundEmployer: Money;
  readonly withholdingTax: Money;
  readonly otherDeductions: Money;
  readonly totalDeductions: Money;
  readonly netPay: Money;
}

export type PayLineErrorCode = 'PAYROLL.NOT_EMPLOYED' | 'PAYROLL.NEGATIVE_NET_PAY';

const pad = (n: number) => String(n).padStart(2, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthStart(year: number, month: number): CalendarDate {
  return `${year}-${pad(month)}-01`;
}

export function monthEnd(year: number, month: number): CalendarDate {
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** Days of the month the employee is employed (start and end dates inclusive); 0 when not employed. */
export function employedDaysInMonth(employee: PayrollEmployee, year: number, month: number): number {
  const first = monthStart(year, month);
  const last = monthEnd(year, month);
  const from = compareDates(employee.startDate, first) > 0 ? employee.startDate : first;
  const to = employee.endDate && compareDates(employee.endDate, last) < 0 ? employee.endDate : last;
  return compareDates(from, to) > 0 ? 0 : daysBetween(from, to) + 1;
}

/** Months of the tax year the employee is paid in: from the joining month (or January) to the leaving month. */
export function payMonthsInYear(employee: PayrollEmployee, year: number): number {
  const [startYear, startMonth] = employee.startDate.split('-').map(Number);
  const first = startYear === year ? (startMonth ?? 1) : 1;
  const end = employee.endDate?.split('-').map(Number);
  const last = end && end[0] === year ? (end[1] ?? 12) : 12;
  return Math.max(last - first + 1, 1);
}

/**
 * Which earnings are ค่าจ้าง for social security (Social Security Act B.E. 2533 s.5; thai-tax-reference §4.1;
 * decision 0232): pay for work in normal working time is (the salary or daily wage, and an allowance paid with it
 * as part of the normal pay, e.g. a position allowance); overtime, pay for holiday work and a bonus not paid for
 * normal working time are not.
 */
export const SOCIAL_SECURITY_WAGE_EARNINGS = {
  salary: true,
  allowance: true,
  overtime: false,
  bonus: false,
} as const satisfies Record<'salary' | 'allowance' | 'overtime' | 'bonus', boolean>;

/** The month's wage social security is paid on (§4.1 "wage"): salary and allowance; never overtime or a bonus. */
export function socialSecurityWageOf(line: Pick<PayLine, 'salary' | 'allowance'>): Money {
  return line.salary + line.allowance;
}

/**
 * The pay line of `employee` for `period`. MONTHLY salary × employed days ÷ days in the month (the whole
 * salary for a full month); DAILY wage × days worked. Social security on salary + allowance (both sides; not on
 * overtime or a bonus); provident fund on the salary; PND1 by pnd1Withholding on what this month pays, with
 * salary + allowance as regular income and overtime + bonus as one-off income, and `before` the tax year's
 * earlier payments. The tax withheld never exceeds what the month leaves after social security and provident
 * fund (what it cannot take, the later months' estimate takes); other deductions above what is left are
 * refused (PAYROLL.NEGATIVE_NET_PAY, the input at fault).
 */
export function computePayLine(
  employee: PayrollEmployee,
  period: PayPeriod,
  inputs: PayInputs,
  before: Pnd1YearToDate = NOTHING_PAID_YET,
): Result<PayLine, DomainError<PayLineErrorCode>> {
  const { year, month, payDate } = period;
  const monthDays = daysInMonth(year, month);
  const employedDays = employedDaysInMonth(employee, year, month);
  if (employedDays === 0) {
    return err({ code: 'PAYROLL.NOT_EMPLOYED', message: 'The employee is not employed in this month' });
  }
  const salary =
    employee.payType === 'DAILY'
      ? employee.rate * BigInt(inputs.daysWorked ?? employedDays)
      : prorate(employee.rate, BigInt(employedDays), BigInt(monthDays));
  const { overtime, allowance, bonus, otherDeductions } = inputs;
  const gross = salary + overtime + allowance + bonus;

  const socialSecurity = employee.socialSecurity
    ? socialSecurityContribution(socialSecurityWageOf({ salary, allowance }), payDate)
    : ZERO;
  const providentFund = providentFundContribution(salary, employee.providentFundEmployeePercent);
  const providentFundEmployer = providentFundContribution(salary, employee.providentFundEmployerPercent);

  const tax = pnd1Withholding({
    payDate,
    payments: payMonthsInYear(employee, year),
    regularThisMonth: salary + allowance,
    oneOffThisMonth: overtime + bonus,
    socialSecurityThisMonth: socialSecurity,
    providentFundThisMonth: providentFund,
    before,
    allowances: employee.allowances,
  });
  const withholdingTax = minMoney(tax, maxMoney(gross - socialSecurity - providentFund, ZERO));
  const totalDeductions = socialSecurity + withholdingTax + providentFund + otherDeductions;
  const netPay = gross - totalDeductions;
  if (netPay < ZERO) {
    const refusal = { code: 'PAYROLL.NEGATIVE_NET_PAY' as const, message: 'Deductions exceed the earnings' };
    return err(otherDeductions > ZERO ? { ...refusal, details: { field: 'other_deductions' } } : refusal);
  }
  return ok({
    daysInMonth: monthDays,
    employedDays,
    salary,
    overtime,
    allowance,
    bonus,
    gross,
    socialSecurity,
    socialSecurityEmployer: socialSecurity,
    providentFund,
    providentFundEmployer,
    withholdingTax,
    otherDeductions,
    totalDeductions,
    netPay,
  });
}
