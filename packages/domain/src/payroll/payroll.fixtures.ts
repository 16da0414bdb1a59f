// The three employees of issue #14, March 2026 (31 days, paid 2026-03-31), with their figures worked by hand.
// Shared by the domain tests and the API tests so both assert the same satang.
import { money, type Money } from '../money/money.ts';
import type { PayInputs, PayPeriod, PayrollEmployee } from './pay-line.ts';

export const MARCH_2026: PayPeriod = { year: 2026, month: 3, payDate: '2026-03-31' };

const single = { spouse: false, children: 0, otherAnnual: 0n };
const noPay: PayInputs = { overtime: 0n, allowance: 0n, bonus: 0n, otherDeductions: 0n };

export interface PayrollFixture {
  readonly name: string;
  readonly employee: PayrollEmployee;
  readonly inputs: PayInputs;
  readonly expected: {
    salary: Money;
    gross: Money;
    socialSecurity: Money;
    providentFund: Money;
    providentFundEmployer: Money;
    withholdingTax: Money;
    netPay: Money;
  };
}

/**
 * Above the social-security ceiling: 50,000 a month all year, single.
 * SSO: min(50,000, 17,500) × 5% = 875. PND1: 50,000 × 12 = 600,000 − expense 100,000 (50% capped) − personal
 * 60,000 − SSO 875 × 12 = 10,500 → net 429,500; tax 150,000 × 5% = 7,500 + 129,500 × 10% = 12,950 → 20,450.00;
 * ÷ 12 = 1,704.1666… → 1,704.17. Net pay 50,000 − 875 − 1,704.17 = 47,420.83.
 */
export const ABOVE_CEILING: PayrollFixture = {
  name: 'สมชาย ใจดี',
  employee: {
    payType: 'MONTHLY',
    rate: money(50000),
    startDate: '2020-01-06',
    socialSecurity: true,
    providentFundEmployeePercent: '0',
    providentFundEmployerPercent: '0',
    allowances: single,
  },
  inputs: noPay,
  expected: {
    salary: money(50000),
    gross: money(50000),
    socialSecurity: money(875),
    providentFund: 0n,
    providentFundEmployer: 0n,
    withholdingTax: money(1704, 17),
    netPay: money(47420, 83),
  },
};

/**
 * Joins mid-month on 16 March 2026 at 62,000 a month, single: employed 16 of 31 days.
 * Salary 62,000 × 16 / 31 = 32,000.00. SSO min(32,000, 17,500) × 5% = 875. Paid 10 months this year (Mar–Dec);
 * the RD annualises what this payment pays (decision 0231): 32,000 × 10 = 320,000 − 100,000 − 60,000 − SSO
 * 875 × 10 = 8,750 → net 151,250; tax 1,250 × 5% = 62.50; ÷ 10 = 6.25 (April catches up: (19,625.00 − 6.25) ÷ 9).
 * Net pay 32,000 − 875 − 6.25 = 31,118.75.
 */
export const JOINER: PayrollFixture = {
  name: 'สมหญิง มาใหม่',
  employee: {
    payType: 'MONTHLY',
    rate: money(62000),
    startDate: '2026-03-16',
    socialSecurity: true,
    providentFundEmployeePercent: '0',
    providentFundEmployerPercent: '0',
    allowances: single,
  },
  inputs: noPay,
  expected: {
    salary: money(32000),
    gross: money(32000),
    socialSecurity: money(875),
    providentFund: 0n,
    providentFundEmployer: 0n,
    withholdingTax: money(6, 25),
    netPay: money(31118, 75),
  },
};

/**
 * Provident fund 5% / 5% and allowances: salary 40,000, position allowance 5,000, overtime 2,000, other
 * deduction 500; married (spouse without income), one child, life insurance 20,000 a year; employed all year.
 * Gross 47,000. SSO on salary + allowance (not overtime): min(45,000, 17,500) × 5% = 875. PVD 40,000 × 5% = 2,000 each side.
 * Regular year 45,000 × 12 = 540,000 − expense 100,000 − personal 60,000 − spouse 60,000 − child 30,000 −
 * insurance 20,000 − SSO 10,500 − PVD 24,000 → net 235,500; tax 85,500 × 5% = 4,275.00; ÷ 12 = 356.25.
 * With the overtime: 542,000 → net 237,500 → tax 4,375.00, so the overtime carries 100.00 this month.
 * PND1 356.25 + 100.00 = 456.25. Net pay 47,000 − 875 − 456.25 − 2,000 − 500 = 43,168.75.
 */
export const PROVIDENT_FUND: PayrollFixture = {
  name: 'วิชัย ออมเก่ง',
  employee: {
    payType: 'MONTHLY',
    rate: money(40000),
    startDate: '2018-07-01',
    socialSecurity: true,
    providentFundEmployeePercent: '5',
    providentFundEmployerPercent: '5',
    allowances: { spouse: true, children: 1, otherAnnual: money(20000) },
  },
  inputs: { overtime: money(2000), allowance: money(5000), bonus: 0n, otherDeductions: money(500) },
  expected: {
    salary: money(40000),
    gross: money(47000),
    socialSecurity: money(875),
    providentFund: money(2000),
    providentFundEmployer: money(2000),
    withholdingTax: money(456, 25),
    netPay: money(43168, 75),
  },
};

export const PAYROLL_FIXTURES = [ABOVE_CEILING, JOINER, PROVIDENT_FUND] as const;
