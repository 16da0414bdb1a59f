// Payroll figures against hand-computed numbers (thai-tax-reference §4 vectors and the issue #14 employees).
import { describe, expect, it } from 'vitest';
import { isBalanced, journalTotals } from '../ledger/journal.ts';
import { money } from '../money/money.ts';
import { isValidThaiTaxId } from '../thai/tax-id.ts';
import { providentFundRatesError, socialSecurityContribution } from './contributions.ts';
import { NOTHING_PAID_YET, pnd1Withholding, progressiveTax } from './income-tax.ts';
import {
  computePayLine,
  employedDaysInMonth,
  monthEnd,
  payMonthsInYear,
  SOCIAL_SECURITY_WAGE_EARNINGS,
  socialSecurityWageOf,
  type PayLine,
} from './pay-line.ts';
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

  const single = { spouse: false, children: 0, otherAnnual: 0n };
  const firstPayment = {
    payDate: '2026-01-31',
    payments: 12,
    oneOffThisMonth: 0n,
    socialSecurityThisMonth: money(875),
    providentFundThisMonth: 0n,
    before: NOTHING_PAID_YET,
    allowances: single,
  } as const;

  it.each([
    [30000, money(164, 58)],
    [50000, money(1704, 17)],
    [100000, money(10197, 92)],
  ])('matches the reference vector for %i a month, single, SSO 875', (salary, expected) => {
    expect(pnd1Withholding({ ...firstPayment, regularThisMonth: money(salary) })).toBe(expected);
  });

  it('withholds the whole tax on a bonus in the month it is paid', () => {
    // 30,000 a month + bonus 60,000: year 420,000 − 100,000 − 60,000 − 10,500 = 249,500 → 4,975.00;
    // without it 1,975.00 → the bonus carries 3,000.00; 164.58 + 3,000.00 = 3,164.58
    expect(
      pnd1Withholding({
        ...firstPayment,
        payDate: '2026-12-25',
        regularThisMonth: money(30000),
        oneOffThisMonth: money(60000),
      }),
    ).toBe(money(3164, 58));
  });

  it('takes 1 to 12 payments in the year', () => {
    const input = { ...firstPayment, regularThisMonth: money(30000) };
    for (const payments of [0, 13, 1.5]) {
      expect(() => pnd1Withholding({ ...input, payments })).toThrow(RangeError);
    }
    // one payment of 30,000: 15,000 expense, 60,000 personal, 875 SSO → net < 150,000 → 0
    expect(pnd1Withholding({ ...input, payments: 1 })).toBe(0n);
    expect(pnd1Withholding({ ...input, payments: 12 })).toBe(money(164, 58));
  });

  it('annualises what this payment pays and spreads the rest of the year over the payments to come', () => {
    // 50,000 a month; paid 50,000 × 2 and withheld 1,704.17 × 2 already, third payment of 12:
    // year 100,000 + 50,000 × 10 = 600,000 → net 429,500 → 20,450.00; (20,450.00 − 3,408.34) ÷ 10 = 1,704.166 → 1,704.17
    const before = {
      payments: 2,
      income: money(100000),
      socialSecurity: money(1750),
      providentFund: 0n,
      withheld: money(3408, 34),
    };
    const input = { ...firstPayment, regularThisMonth: money(50000), before };
    expect(pnd1Withholding(input)).toBe(money(1704, 17));
    // a raise to 80,000 in the third month: 100,000 + 80,000 × 10 = 900,000 − 100,000 − 60,000 − 10,500 = 729,500
    // → 7,500 + 20,000 + 229,500 × 15% = 34,425 → 61,925.00; (61,925.00 − 3,408.34) ÷ 10 = 5,851.666 → 5,851.67
    expect(pnd1Withholding({ ...input, regularThisMonth: money(80000) })).toBe(money(5851, 67));
    // with a provident fund of 2,000 a month (4,000 paid): 24,000 more deducted → net 405,500 → 18,050.00;
    // withheld 3,008.34 → (18,050.00 − 3,008.34) ÷ 10 = 1,504.166 → 1,504.17
    const member = { ...before, providentFund: money(4000), withheld: money(3008, 34) };
    expect(pnd1Withholding({ ...input, providentFundThisMonth: money(2000), before: member })).toBe(
      money(1504, 17),
    );
    // withheld more than the year's tax already: nothing more (no refund through payroll)
    expect(pnd1Withholding({ ...input, before: { ...before, withheld: money(30000) } })).toBe(0n);
  });

  it('trues the year up on the last payment, and never divides by fewer than one payment', () => {
    // 12th payment: 550,000 paid, 18,745.87 withheld (11 × 1,704.17); year 600,000 → 20,450.00 − 18,745.87 = 1,704.13
    const before = {
      payments: 11,
      income: money(550000),
      socialSecurity: money(9625),
      providentFund: 0n,
      withheld: money(18745, 87),
    };
    const input = { ...firstPayment, payDate: '2026-12-31', regularThisMonth: money(50000), before };
    expect(pnd1Withholding(input)).toBe(money(1704, 13));
    // as many payments made as the year has (a run the employee was not expected in): the rest is due now
    expect(pnd1Withholding({ ...input, before: { ...before, payments: 12 } })).toBe(money(1704, 13));
  });
});

describe('a well-paid joiner on the 30th (issue 24 item 8)', () => {
  // 200,000 a month from 30 March 2026: 200,000 × 2 / 31 = 12,903.2258 → 12,903.23; SSO 12,903.23 × 5% = 645.16
  // → 645; 10 payments (March–December). March: 12,903.23 × 10 = 129,032.30 − 64,516.15 (50%) − 60,000 − 6,450
  // < 0 → no tax; net pay 12,903.23 − 645 = 12,258.23 (tax ÷ 12 of a full year's estimate refused the run).
  const joiner = { ...ABOVE_CEILING.employee, rate: money(200000), startDate: '2026-03-30' };
  const noPay = ABOVE_CEILING.inputs;
  const month = (m: number) => ({ year: 2026, month: m, payDate: monthEnd(2026, m) });

  it('is paid in March without the year-estimate tax', () => {
    expect(computePayLine(joiner, MARCH_2026, noPay)).toMatchObject({
      ok: true,
      value: {
        salary: money(12903, 23),
        socialSecurity: money(645),
        withholdingTax: 0n,
        netPay: money(12258, 23),
      },
    });
  });

  it('catches up from April and the year withholds exactly the tax on what was paid', () => {
    // April: 12,903.23 + 200,000 × 9 = 1,812,903.23 − 100,000 − 60,000 − (645 + 875 × 9 = 8,520) = 1,644,383.23
    // → 115,000 + 644,383.23 × 25% = 161,095.81 → 276,095.81; ÷ 9 = 30,677.3122 → 30,677.31
    let before = { payments: 0, income: 0n, socialSecurity: 0n, providentFund: 0n, withheld: 0n };
    const withheld: bigint[] = [];
    for (let m = 3; m <= 12; m++) {
      const result = computePayLine(joiner, month(m), noPay, before);
      if (!result.ok) throw new Error(result.error.code);
      const line = result.value;
      withheld.push(line.withholdingTax);
      before = {
        payments: before.payments + 1,
        income: before.income + line.gross,
        socialSecurity: before.socialSecurity + line.socialSecurity,
        providentFund: before.providentFund + line.providentFund,
        withheld: before.withheld + line.withholdingTax,
      };
    }
    expect(withheld.slice(0, 2)).toEqual([0n, money(30677, 31)]);
    // the year: income 1,812,903.23, SSO 8,520 → net 1,644,383.23 → 276,095.81 withheld in all, to the satang
    expect(before).toEqual({
      payments: 10,
      income: money(1812903, 23),
      socialSecurity: money(8520),
      providentFund: 0n,
      withheld: money(276095, 81),
    });
  });

  it('never withholds more than the month leaves after social security and provident fund', () => {
    // 100,000 a month, PVD 5%, leaves on 1 December; 11 payments made, nothing withheld yet.
    // December: 100,000 × 1 / 31 = 3,225.81; SSO 161.29 → 161; PVD 3,225.81 × 5% = 161.29.
    // Tax due: 1,103,225.81 − 100,000 − 60,000 − (9,625 + 161) − (55,000 + 161.29) = 878,278.52 → 65,000 +
    // 128,278.52 × 20% = 25,655.70 → 90,655.70 ≥ 3,225.81 − 161 − 161.29 = 2,903.52: withheld 2,903.52, net 0.00
    const leaver = {
      ...ABOVE_CEILING.employee,
      rate: money(100000),
      endDate: '2026-12-01',
      providentFundEmployeePercent: '5',
      providentFundEmployerPercent: '5',
    };
    const before = {
      payments: 11,
      income: money(1100000),
      socialSecurity: money(9625),
      providentFund: money(55000),
      withheld: 0n,
    };
    expect(computePayLine(leaver, month(12), noPay, before)).toMatchObject({
      ok: true,
      value: {
        salary: money(3225, 81),
        socialSecurity: money(161),
        providentFund: money(161, 29),
        withholdingTax: money(2903, 52),
        netPay: 0n,
      },
    });
    // other deductions above what is left are the input at fault
    expect(computePayLine(leaver, month(12), { ...noPay, otherDeductions: 1n }, before)).toMatchObject({
      ok: false,
      error: { code: 'PAYROLL.NEGATIVE_NET_PAY', details: { field: 'other_deductions' } },
    });
  });

  it('takes no tax when social security alone exceeds a tiny pay', () => {
    // 1,000 a month from 31 March: 1,000 / 31 = 32.26; SSO on the floor 1,650 = 83 > 32.26 → refused, no field
    const tiny = { ...ABOVE_CEILING.employee, rate: money(1000), startDate: '2026-03-31' };
    const result = computePayLine(tiny, MARCH_2026, noPay);
    expect(result).toMatchObject({ ok: false, error: { code: 'PAYROLL.NEGATIVE_NET_PAY' } });
    expect(!result.ok && result.error.details).toBeUndefined();
  });
});

describe('social security is on wages for normal working time (issue 24 item 8)', () => {
  it('leaves overtime and bonus out and counts a regular allowance', () => {
    // salary 4,157 + overtime 17,248.23: SSO on 4,157 × 5% = 207.85 → 208 (not 875 on 21,405.23)
    const low = { ...ABOVE_CEILING.employee, rate: money(4157) };
    const ot = computePayLine(low, MARCH_2026, { ...ABOVE_CEILING.inputs, overtime: money(17248, 23) });
    expect(ot.ok && ot.value.socialSecurity).toBe(money(208));
    expect(socialSecurityWageOf({ salary: money(4157), allowance: 0n })).toBe(money(4157));
    expect(SOCIAL_SECURITY_WAGE_EARNINGS).toEqual({
      salary: true,
      allowance: true,
      overtime: false,
      bonus: false,
    });
    // salary 10,000 + position allowance 5,000 + bonus 20,000: SSO on 15,000 = 750
    const withAllowance = computePayLine({ ...low, rate: money(10000) }, MARCH_2026, {
      ...ABOVE_CEILING.inputs,
      allowance: money(5000),
      bonus: money(20000),
    });
    expect(withAllowance.ok && withAllowance.value.socialSecurity).toBe(money(750));
    // not insured under s.33: none
    const uninsured = computePayLine({ ...low, socialSecurity: false }, MARCH_2026, ABOVE_CEILING.inputs);
    expect(uninsured.ok && uninsured.value.socialSecurity).toBe(0n);
  });

  it('takes the provident fund at each side its own rate', () => {
    // 40,000 × 3% = 1,200 employee, × 5% = 2,000 employer
    const pvd = { ...PROVIDENT_FUND.employee, providentFundEmployeePercent: '3' };
    const result = computePayLine(pvd, MARCH_2026, ABOVE_CEILING.inputs);
    expect(result.ok && [result.value.providentFund, result.value.providentFundEmployer]).toEqual([
      money(1200),
      money(2000),
    ]);
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
    // 27300 = 2,625 × 2; 27210 = 1,704.17 + 6.25 + 456.25 = 2,166.67; 27310 = 4,000; 27330 = 500;
    // 21410 = 47,420.83 + 31,118.75 + 43,168.75 = 121,708.33; both sides 133,625.00
    expect(lines).toEqual([
      { accountCode: '53011', debit: money(95000), credit: 0n },
      { accountCode: '53012', debit: money(2000), credit: 0n },
      { accountCode: '52010', debit: money(32000), credit: 0n },
      { accountCode: '53014', debit: money(2625), credit: 0n },
      { accountCode: '53015', debit: money(2000), credit: 0n },
      { accountCode: '27300', debit: 0n, credit: money(5250) },
      { accountCode: '27210', debit: 0n, credit: money(2166, 67) },
      { accountCode: '27310', debit: 0n, credit: money(4000) },
      { accountCode: '27330', debit: 0n, credit: money(500) },
      { accountCode: '21410', debit: 0n, credit: money(121708, 33) },
    ]);
    expect(isBalanced(lines)).toBe(true);
    expect(journalTotals(lines).debit).toBe(money(133625));
    expect(postPayrollPayment(money(119752, 8), '11121')).toEqual([
      { accountCode: '21410', debit: money(119752, 8), credit: 0n },
      { accountCode: '11121', debit: 0n, credit: money(119752, 8) },
    ]);
  });
});
