// Payroll figures against hand-computed numbers (thai-tax-reference §4 vectors and the issue #14 employees).
import { describe, expect, it } from 'vitest';
import { isBalanced, journalTotals } from '../ledger/journal.ts';
import { money } from '../money/money.ts';
import { isValidThaiTaxId } from '../thai/tax-id.ts';
import { providentFundRatesError, socialSecurityContribution } from './contributions.ts';
import { pnd1Withholding, progressiveTax } from './income-tax.ts';
import { computePayLine, employedDaysInMonth, payMonthsInYear, type PayLine } from './pay-line.ts';
import { ABOVE_CEILING, JOINER, MARCH_2026, PAYROLL_FIXTURES, PROVIDENT_FUND } from './payroll.fixtures.ts';
import { postPayrollApproval, postPayrollPayment } from './postings.ts';
import { incomeTaxRatesOn } from './rates.ts';

function payLine(fixture: (typeof PAYROLL_FIXTURES)[number]): PayLine {
  const result = computePayLine(fixture.employee, MARCH_2026, fixture.inputs);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('social security (§4.1)', () => {
  it('is 5% of the wage between the floor and the ceiling in force on the pay date, whole baht half-up', () => {
    expect(socialSecurityContribution(money(15000), '2026-03-31')).toBe(money(750));
    expect(socialSecurityContribution(money(12000), '2026-03-31')).toBe(money(600));
    // 12,345 × 5% = 617.25 → 617
    expect(socialSecurityContribution(money(12345), '2026-03-31')).toBe(money(617));
    // 12,350 × 5% = 617.50 → 618 (half-up)
    expect(socialSecurityContribution(money(12350), '2026-03-31')).toBe(money(618));
    // ceiling: 15,000 / 750 in 2025, 17,500 / 875 from 2026, 20,000 / 1,000 from 2029, 23,000 / 1,150 from 2032
    expect(socialSecurityContribution(money(50000), '2025-12-31')).toBe(money(750));
    expect(socialSecurityContribution(money(50000), '2026-01-01')).toBe(money(875));
    expect(socialSecurityContribution(money(50000), '2029-01-31')).toBe(money(1000));
    expect(socialSecurityContribution(money(50000), '2032-01-31')).toBe(money(1150));
    // floor: 1,000 is contributed on 1,650 → 82.50 → 83
    expect(socialSecurityContribution(money(1000), '2026-03-31')).toBe(money(83));
    expect(socialSecurityContribution(0n, '2026-03-31')).toBe(0n);
  });
});

describe('PND1 withholding (§4.2–4.4)', () => {
  const rates = incomeTaxRatesOn('2026-03-31');
  it('taxes net income by the progressive bands', () => {
    expect(progressiveTax(money(150000), rates)).toBe(0n);
    expect(progressiveTax(money(189500), rates)).toBe(money(1975));
    expect(progressiveTax(money(429500), rates)).toBe(money(20450));
    // 7,500 + 20,000 + 37,500 + 50,000 + 29,500 × 25% = 7,375 → 122,375
    expect(progressiveTax(money(1029500), rates)).toBe(money(122375));
    // 5,000,000: 7,500 + 20,000 + 37,500 + 50,000 + 250,000 + 900,000 = 1,265,000; +1,000,000 × 35%
    expect(progressiveTax(money(6000000), rates)).toBe(money(1615000));
  });

  it.each([
    [30000, money(164, 58)],
    [50000, money(1704, 17)],
    [100000, money(10197, 92)],
  ])('matches the reference vector for %i a month, single, SSO 875', (salary, expected) => {
    expect(
      pnd1Withholding({
        payDate: '2026-01-31',
        months: 12,
        regularThisMonth: money(salary),
        regularMonthly: money(salary),
        oneOffThisMonth: 0n,
        socialSecurityThisMonth: money(875),
        socialSecurityMonthly: money(875),
        providentFundThisMonth: 0n,
        providentFundMonthly: 0n,
        allowances: { spouse: false, children: 0, otherAnnual: 0n },
      }),
    ).toBe(expected);
  });

  it('withholds the whole tax on a bonus in the month it is paid', () => {
    // 30,000 a month + bonus 60,000: year 420,000 − 100,000 − 60,000 − 10,500 = 249,500 → 4,975.00;
    // without it 1,975.00 → the bonus carries 3,000.00; 164.58 + 3,000.00 = 3,164.58
    expect(
      pnd1Withholding({
        payDate: '2026-12-25',
        months: 12,
        regularThisMonth: money(30000),
        regularMonthly: money(30000),
        oneOffThisMonth: money(60000),
        socialSecurityThisMonth: money(875),
        socialSecurityMonthly: money(875),
        providentFundThisMonth: 0n,
        providentFundMonthly: 0n,
        allowances: { spouse: false, children: 0, otherAnnual: 0n },
      }),
    ).toBe(money(3164, 58));
  });
});

describe('pay lines of the three employees (issue #14, March 2026)', () => {
  it.each(PAYROLL_FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    const line = payLine(fixture);
    expect(line).toMatchObject(fixture.expected);
    expect(line.socialSecurityEmployer).toBe(line.socialSecurity);
    expect(line.gross - line.totalDeductions).toBe(line.netPay);
  });

  it('pro-rates joiners and leavers by days employed', () => {
    expect(employedDaysInMonth(JOINER.employee, 2026, 3)).toBe(16);
    expect(payMonthsInYear(JOINER.employee, 2026)).toBe(10);
    expect(payMonthsInYear(ABOVE_CEILING.employee, 2026)).toBe(12);
    // leaves on 10 March: 31,000 × 10 / 31 = 10,000.00; SSO 500; paid Jan–Mar (3 months)
    const leaver = { ...ABOVE_CEILING.employee, rate: money(31000), endDate: '2026-03-10' };
    expect(payMonthsInYear(leaver, 2026)).toBe(3);
    const result = computePayLine(leaver, MARCH_2026, ABOVE_CEILING.inputs);
    expect(result.ok && result.value.salary).toBe(money(10000));
    expect(result.ok && result.value.socialSecurity).toBe(money(500));
    expect(
      computePayLine(leaver, { year: 2026, month: 4, payDate: '2026-04-30' }, ABOVE_CEILING.inputs),
    ).toMatchObject({ ok: false, error: { code: 'PAYROLL.NOT_EMPLOYED' } });
  });

  it('pays daily workers by days worked and refuses deductions above the earnings', () => {
    // 400 a day × 22 days = 8,800; SSO 8,800 × 5% = 440
    const daily = { ...ABOVE_CEILING.employee, payType: 'DAILY' as const, rate: money(400) };
    const result = computePayLine(daily, MARCH_2026, { ...ABOVE_CEILING.inputs, daysWorked: 22 });
    expect(result.ok && [result.value.salary, result.value.socialSecurity]).toEqual([
      money(8800),
      money(440),
    ]);
    const over = computePayLine(daily, MARCH_2026, {
      ...ABOVE_CEILING.inputs,
      otherDeductions: money(99999),
    });
    expect(over).toMatchObject({ ok: false, error: { code: 'PAYROLL.NEGATIVE_NET_PAY' } });
  });

  it('checks provident-fund rates and national ids', () => {
    expect(providentFundRatesError('0', '0')).toBeNull();
    expect(providentFundRatesError('5', '5')).toBeNull();
    expect(providentFundRatesError('1', '5')).toBe('PAYROLL.PVD_EMPLOYEE_RATE');
    expect(providentFundRatesError('5', '3')).toBe('PAYROLL.PVD_EMPLOYER_RATE');
    expect(providentFundRatesError('0', '3')).toBe('PAYROLL.PVD_EMPLOYER_WITHOUT_EMPLOYEE');
    // the citizen id uses the tax id's mod-11 checksum (§6): reused, not repeated
    expect(isValidThaiTaxId('3100600445635')).toBe(true);
    expect(isValidThaiTaxId('1-2345-45678-78-9')).toBe(false);
  });
});

describe('payroll postings (§11 (l))', () => {
  it('posts the reference example: salary 30,000, SSO 875, PIT 164.58, PVD 900 each side', () => {
    const line = {
      ...payLine(ABOVE_CEILING),
      salary: money(30000),
      gross: money(30000),
      socialSecurity: money(875),
      socialSecurityEmployer: money(875),
      withholdingTax: money(164, 58),
      providentFund: money(900),
      providentFundEmployer: money(900),
      netPay: money(28060, 42),
    };
    expect(postPayrollApproval([{ departmentType: 'ADMIN', line }])).toEqual([
      { accountCode: '53011', debit: money(30000), credit: 0n },
      { accountCode: '53014', debit: money(875), credit: 0n },
      { accountCode: '53015', debit: money(900), credit: 0n },
      { accountCode: '27300', debit: 0n, credit: money(1750) },
      { accountCode: '27210', debit: 0n, credit: money(164, 58) },
      { accountCode: '27310', debit: 0n, credit: money(1800) },
      { accountCode: '21410', debit: 0n, credit: money(28060, 42) },
    ]);
  });

  it('posts the three employees by department type and balances', () => {
    const lines = postPayrollApproval([
      { departmentType: 'ADMIN', line: payLine(ABOVE_CEILING) },
      { departmentType: 'SALES', line: payLine(JOINER) },
      { departmentType: 'ADMIN', line: payLine(PROVIDENT_FUND) },
    ]);
    // 53011 = 50,000 + 40,000 + 5,000; 52010 = 32,000; 53012 = 2,000; 53014 = 875 × 3; 53015 = 2,000
    // 27300 = 2,625 × 2; 27210 = 1,704.17 + 1,962.50 + 456.25 = 4,122.92; 27310 = 4,000; 27330 = 500;
    // 21410 = 47,420.83 + 29,162.50 + 43,168.75 = 119,752.08; both sides 133,625.00
    expect(lines).toEqual([
      { accountCode: '53011', debit: money(95000), credit: 0n },
      { accountCode: '53012', debit: money(2000), credit: 0n },
      { accountCode: '52010', debit: money(32000), credit: 0n },
      { accountCode: '53014', debit: money(2625), credit: 0n },
      { accountCode: '53015', debit: money(2000), credit: 0n },
      { accountCode: '27300', debit: 0n, credit: money(5250) },
      { accountCode: '27210', debit: 0n, credit: money(4122, 92) },
      { accountCode: '27310', debit: 0n, credit: money(4000) },
      { accountCode: '27330', debit: 0n, credit: money(500) },
      { accountCode: '21410', debit: 0n, credit: money(119752, 8) },
    ]);
    expect(isBalanced(lines)).toBe(true);
    expect(journalTotals(lines).debit).toBe(money(133625));
    expect(postPayrollPayment(money(119752, 8), '11121')).toEqual([
      { accountCode: '21410', debit: money(119752, 8), credit: 0n },
      { accountCode: '11121', debit: 0n, credit: money(119752, 8) },
    ]);
  });
});
