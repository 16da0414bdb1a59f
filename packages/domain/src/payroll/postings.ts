// The journal entries of a payroll run (thai-tax-reference §11 (l)). On approval: the staff expense by
// department type against the payables (social security, PND1, provident fund, other deductions) and the net
// pay owed (accrued salaries); the employer's social security and provident fund. On payment: accrued salaries
// against the bank.
import { journalLinesFromSigned, type JournalLine } from '../ledger/journal.ts';
import { sumMoney, type Money } from '../money/money.ts';
import type { PayLine } from './pay-line.ts';

/** Who a department's staff cost belongs to: administration (53xxx), selling (52010), services (51310). */
export const DEPARTMENT_TYPES = ['ADMIN', 'SALES', 'SERVICE'] as const;
export type DepartmentType = (typeof DEPARTMENT_TYPES)[number];

export const PAYROLL_ACCOUNTS = {
  accruedSalaries: '21410',
  socialSecurityPayable: '27300',
  pnd1Payable: '27210',
  providentFundPayable: '27310',
  otherDeductionsPayable: '27330',
  socialSecurityEmployer: '53014',
  providentFundEmployer: '53015',
} as const;

/** Expense accounts for salary + allowances, overtime and bonus by department type (§11 (l), chart §10). */
export const STAFF_EXPENSE_ACCOUNTS: Record<
  DepartmentType,
  { salary: string; overtime: string; bonus: string }
> = {
  ADMIN: { salary: '53011', overtime: '53012', bonus: '53013' },
  SALES: { salary: '52010', overtime: '52010', bonus: '52010' },
  SERVICE: { salary: '51310', overtime: '51310', bonus: '51310' },
};

export interface PostedPayLine {
  readonly departmentType: DepartmentType;
  readonly line: PayLine;
}

/**
 * Approval entry. Salary 30,000, SSO 875 each side, PIT 164.58, PVD 900 each side (§11 (l)):
 * Dr 53011 30,000 · Dr 53014 875 · Dr 53015 900 · Cr 27300 1,750 · Cr 27210 164.58 · Cr 27310 1,800 ·
 * Cr 21410 28,060.42.
 */
export function postPayrollApproval(lines: readonly PostedPayLine[]): JournalLine[] {
  const A = PAYROLL_ACCOUNTS;
  const signed: [string, Money][] = [];
  for (const { departmentType, line } of lines) {
    const expense = STAFF_EXPENSE_ACCOUNTS[departmentType];
    signed.push(
      [expense.salary, line.salary + line.allowance],
      [expense.overtime, line.overtime],
      [expense.bonus, line.bonus],
    );
  }
  const total = (pick: (line: PayLine) => Money) => sumMoney(lines.map(({ line }) => pick(line)));
  signed.push(
    [A.socialSecurityEmployer, total((l) => l.socialSecurityEmployer)],
    [A.providentFundEmployer, total((l) => l.providentFundEmployer)],
    [A.socialSecurityPayable, -total((l) => l.socialSecurity + l.socialSecurityEmployer)],
    [A.pnd1Payable, -total((l) => l.withholdingTax)],
    [A.providentFundPayable, -total((l) => l.providentFund + l.providentFundEmployer)],
    [A.otherDeductionsPayable, -total((l) => l.otherDeductions)],
    [A.accruedSalaries, -total((l) => l.netPay)],
  );
  return journalLinesFromSigned(signed);
}

/** Payment entry: Dr 21410 accrued salaries · Cr the bank account paid from, the run's total net pay. */
export function postPayrollPayment(netPay: Money, bankAccountCode: string): JournalLine[] {
  return journalLinesFromSigned([
    [PAYROLL_ACCOUNTS.accruedSalaries, netPay],
    [bankAccountCode, -netPay],
  ]);
}
