// Figures of a run's lines: an employee row and the month's inputs → the domain's pay line (thai-tax-reference §4)
// → the stored line (decimal strings); and stored lines → the answer's line and totals.
import type { PayrollLine, PayrollLineInput, PayrollTotals } from '@banchee/contracts';
import type { employees } from '@banchee/db';
import {
  computePayLine,
  parseMoney,
  sumMoney,
  toMoneyString,
  type DepartmentType,
  type Money,
  type PayLine,
  type PayPeriod,
  type PayrollEmployee,
  type Pnd1YearToDate,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { compact } from '../../http/serialize.ts';
import type { LineRow, LineValues, YearToDateRow } from './payroll.queries.ts';

type EmployeeRow = typeof employees.$inferSelect;

export interface EmployedRow {
  employee: EmployeeRow;
  departmentName: string | null;
  departmentType: DepartmentType | null;
}

function payrollEmployee(row: EmployeeRow): PayrollEmployee {
  return {
    payType: row.payType,
    rate: parseMoney(row.salary),
    startDate: row.startDate,
    endDate: row.endDate,
    socialSecurity: row.socialSecurity,
    providentFundEmployeePercent: row.pvdEmployeeRate,
    providentFundEmployerPercent: row.pvdEmployerRate,
    allowances: {
      spouse: row.spouseAllowance,
      children: row.children,
      otherAnnual: parseMoney(row.otherAllowances),
    },
  };
}

/** The tax year's earlier payments of an employee as the PND1 estimate takes them. */
export function yearToDateOf(row: YearToDateRow): Pnd1YearToDate {
  return {
    payments: row.payments,
    income: parseMoney(row.income),
    socialSecurity: parseMoney(row.social_security),
    providentFund: parseMoney(row.provident_fund),
    withheld: parseMoney(row.withheld),
  };
}

/**
 * The stored line of one employee; PAYROLL.NEGATIVE_NET_PAY (422) names the employee and, when other
 * deductions are at fault, the field `${linePath}.other_deductions`.
 */
export function computeLine(
  employed: EmployedRow,
  period: PayPeriod,
  input: PayrollLineInput | undefined,
  before: Pnd1YearToDate | undefined,
  linePath: string,
): LineValues {
  const row = employed.employee;
  const inputs = {
    daysWorked: row.payType === 'DAILY' ? input?.days_worked : undefined,
    overtime: parseMoney(input?.overtime),
    allowance:
      input?.allowance === undefined ? parseMoney(row.monthlyAllowance) : parseMoney(input.allowance),
    bonus: parseMoney(input?.bonus),
    otherDeductions: parseMoney(input?.other_deductions),
  };
  const result = computePayLine(payrollEmployee(row), period, inputs, before);
  if (!result.ok) {
    const message = `${row.firstName} ${row.lastName}: ${result.error.message}`;
    const field = result.error.details?.field;
    const details = typeof field === 'string' ? [{ path: `${linePath}.${field}`, message }] : undefined;
    throw new AppError(result.error.code, message, details ? { details } : {});
  }
  const line = result.value;
  const s = toMoneyString;
  return {
    employeeId: row.id,
    employeeCode: row.code,
    nationalId: row.nationalId,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    departmentName: employed.departmentName,
    departmentType: employed.departmentType ?? 'ADMIN',
    position: row.position,
    bankCode: row.bankCode,
    bankAccountNumber: row.bankAccountNumber,
    socialSecurityNumber: row.socialSecurityNumber,
    employedDays: line.employedDays,
    daysInMonth: line.daysInMonth,
    daysWorked: inputs.daysWorked ?? null,
    salary: s(line.salary),
    overtime: s(line.overtime),
    allowance: s(line.allowance),
    bonus: s(line.bonus),
    gross: s(line.gross),
    socialSecurity: s(line.socialSecurity),
    socialSecurityEmployer: s(line.socialSecurityEmployer),
    providentFund: s(line.providentFund),
    providentFundEmployer: s(line.providentFundEmployer),
    withholdingTax: s(line.withholdingTax),
    otherDeductions: s(line.otherDeductions),
    netPay: s(line.netPay),
  };
}

/** The month's inputs a stored line was computed from (kept when a draft is recomputed). */
export function inputsOf(line: LineRow): PayrollLineInput {
  return {
    employee_id: line.employeeId,
    overtime: line.overtime,
    allowance: line.allowance,
    bonus: line.bonus,
    other_deductions: line.otherDeductions,
    days_worked: line.daysWorked ?? undefined,
  };
}

const m = (value: string) => toMoneyString(parseMoney(value));

export function toPayrollLine(row: LineRow): PayrollLine {
  const deductions =
    parseMoney(row.socialSecurity) +
    parseMoney(row.providentFund) +
    parseMoney(row.withholdingTax) +
    parseMoney(row.otherDeductions);
  return compact({
    id: row.id,
    line_no: row.lineNo,
    employee_id: row.employeeId,
    employee_code: row.employeeCode,
    national_id: row.nationalId,
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    department_name: row.departmentName,
    department_type: row.departmentType,
    position: row.position,
    bank_code: row.bankCode,
    bank_account_number: row.bankAccountNumber,
    employed_days: row.employedDays,
    days_in_month: row.daysInMonth,
    days_worked: row.daysWorked,
    salary: m(row.salary),
    overtime: m(row.overtime),
    allowance: m(row.allowance),
    bonus: m(row.bonus),
    gross: m(row.gross),
    social_security: m(row.socialSecurity),
    social_security_employer: m(row.socialSecurityEmployer),
    provident_fund: m(row.providentFund),
    provident_fund_employer: m(row.providentFundEmployer),
    withholding_tax: m(row.withholdingTax),
    other_deductions: m(row.otherDeductions),
    total_deductions: toMoneyString(deductions),
    net_pay: m(row.netPay),
  });
}

export function totalsOf(lines: readonly LineRow[]): PayrollTotals {
  const total = (pick: (line: LineRow) => string): string =>
    toMoneyString(sumMoney(lines.map((line): Money => parseMoney(pick(line)))));
  return {
    employees: lines.length,
    gross: total((l) => l.gross),
    social_security: total((l) => l.socialSecurity),
    social_security_employer: total((l) => l.socialSecurityEmployer),
    provident_fund: total((l) => l.providentFund),
    provident_fund_employer: total((l) => l.providentFundEmployer),
    withholding_tax: total((l) => l.withholdingTax),
    other_deductions: total((l) => l.otherDeductions),
    net_pay: total((l) => l.netPay),
  };
}

/** A stored line back as the domain's pay line (for the postings). */
export function payLineOf(row: LineRow): PayLine {
  const p = parseMoney;
  const line = {
    daysInMonth: row.daysInMonth,
    employedDays: row.employedDays,
    salary: p(row.salary),
    overtime: p(row.overtime),
    allowance: p(row.allowance),
    bonus: p(row.bonus),
    gross: p(row.gross),
    socialSecurity: p(row.socialSecurity),
    socialSecurityEmployer: p(row.socialSecurityEmployer),
    providentFund: p(row.providentFund),
    providentFundEmployer: p(row.providentFundEmployer),
    withholdingTax: p(row.withholdingTax),
    otherDeductions: p(row.otherDeductions),
    netPay: p(row.netPay),
  };
  return {
    ...line,
    totalDeductions: line.socialSecurity + line.providentFund + line.withholdingTax + line.otherDeductions,
  };
}
