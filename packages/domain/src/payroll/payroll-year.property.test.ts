// Properties (issue 24 item 8; decision 0231): joiners and leavers paid month by month through a tax year are never
// refused for their tax, never withheld more than the month leaves, and a joiner's year withholds exactly the tax
// on what was paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, type Money } from '../money/money.ts';
import { annualNetIncome, NOTHING_PAID_YET, progressiveTax, type Pnd1YearToDate } from './income-tax.ts';
import { computePayLine, monthEnd, type PayrollEmployee } from './pay-line.ts';
import { incomeTaxRatesOn } from './rates.ts';

const pad = (n: number) => String(n).padStart(2, '0');

describe('PND1 over a year of joiners', () => {
  it('pays every month and withholds the tax of the year actually paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }), // monthly salary, baht
        fc.integer({ min: 1, max: 12 }), // joining month
        fc.integer({ min: 1, max: 28 }), // joining day
        fc.integer({ min: 0, max: 3 }), // children
        fc.boolean(), // spouse
        fc.integer({ min: 0, max: 12 }), // a bonus month (0: none)
        fc.integer({ min: 0, max: 1_000_000 }), // the bonus, baht
        (salary, joinMonth, joinDay, children, spouse, bonusMonth, bonus) => {
          const allowances = { spouse, children, otherAnnual: 0n };
          const employee: PayrollEmployee = {
            payType: 'MONTHLY',
            rate: money(salary),
            startDate: `2026-${pad(joinMonth)}-${pad(joinDay)}`,
            socialSecurity: true,
            providentFundEmployeePercent: '0',
            providentFundEmployerPercent: '0',
            allowances,
          };
          let before: Pnd1YearToDate = NOTHING_PAID_YET;
          for (let month = joinMonth; month <= 12; month++) {
            const period = { year: 2026, month, payDate: monthEnd(2026, month) };
            const extra: Money = month === bonusMonth ? money(bonus) : 0n;
            const result = computePayLine(
              employee,
              period,
              { overtime: 0n, allowance: 0n, bonus: extra, otherDeductions: 0n },
              before,
            );
            if (!result.ok) return false;
            const line = result.value;
            if (line.withholdingTax < 0n || line.netPay < 0n) return false;
            before = {
              payments: before.payments + 1,
              income: before.income + line.gross,
              socialSecurity: before.socialSecurity + line.socialSecurity,
              providentFund: 0n,
              withheld: before.withheld + line.withholdingTax,
            };
          }
          const rates = incomeTaxRatesOn('2026-12-31');
          const due = progressiveTax(annualNetIncome(before, allowances, rates), rates);
          expect(before.withheld).toBe(due);
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pays a leaver every month too, the last partial month included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (salary, leaveMonth, leaveDay) => {
          const employee: PayrollEmployee = {
            payType: 'MONTHLY',
            rate: money(salary),
            startDate: '2020-01-06',
            endDate: `2026-${pad(leaveMonth)}-${pad(leaveDay)}`,
            socialSecurity: true,
            providentFundEmployeePercent: '5',
            providentFundEmployerPercent: '5',
            allowances: { spouse: false, children: 0, otherAnnual: 0n },
          };
          let before: Pnd1YearToDate = NOTHING_PAID_YET;
          for (let month = 1; month <= leaveMonth; month++) {
            const period = { year: 2026, month, payDate: monthEnd(2026, month) };
            const noPay = { overtime: 0n, allowance: 0n, bonus: 0n, otherDeductions: 0n };
            const result = computePayLine(employee, period, noPay, before);
            if (!result.ok || result.value.netPay < 0n) return false;
            const line = result.value;
            before = {
              payments: before.payments + 1,
              income: before.income + line.gross,
              socialSecurity: before.socialSecurity + line.socialSecurity,
              providentFund: before.providentFund + line.providentFund,
              withheld: before.withheld + line.withholdingTax,
            };
          }
          return before.payments === leaveMonth;
        },
      ),
      { numRuns: 200 },
    );
  });
});
