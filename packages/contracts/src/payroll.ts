// Payroll runs (issue #14): one per month, DRAFT → APPROVED → PAID. GET /payroll-runs/organization/{id}?page&limit,
// POST /payroll-runs, GET|PUT|DELETE /payroll-runs/{id}, POST /payroll-runs/{id}/status { action }. Every figure
// is a decimal string computed by the API (thai-tax-reference §4); the client sends only the month's inputs.
import { z } from 'zod';
import { isoDateSchema, paginated, paginationQuery, timestamp } from './common.ts';
import { departmentType, payrollMoney } from './employees.ts';

export const payrollRunStatuses = ['DRAFT', 'APPROVED', 'PAID'] as const;
export const payrollRunStatus = z.enum(payrollRunStatuses);

export const createPayrollRunRequest = z
  .object({
    organizationId: z.uuid(),
    year: z.number().int().min(2000).max(2100),
    month: z.number().int().min(1).max(12),
    /** Picks the social-security and tax rates in force; in the run's month or the next one. */
    pay_date: isoDateSchema,
  })
  .meta({ id: 'CreatePayrollRunRequest' });
export type CreatePayrollRunRequest = z.infer<typeof createPayrollRunRequest>;

/** The month's inputs of one employee; absent amounts are 0 (the allowance defaults to the employee's). */
export const payrollLineInput = z.object({
  employee_id: z.uuid(),
  overtime: payrollMoney.optional(),
  allowance: payrollMoney.optional(),
  bonus: payrollMoney.optional(),
  other_deductions: payrollMoney.optional(),
  /** DAILY pay only: days worked (default: the days employed in the month). */
  days_worked: z.number().int().min(0).max(31).optional(),
});
export type PayrollLineInput = z.infer<typeof payrollLineInput>;

/** PUT /payroll-runs/{id} (DRAFT only): the pay date and any lines' inputs; every line is recomputed. */
export const updatePayrollRunRequest = z
  .object({ pay_date: isoDateSchema, lines: z.array(payrollLineInput).max(5000).default([]) })
  .meta({ id: 'UpdatePayrollRunRequest' });
export type UpdatePayrollRunRequest = z.infer<typeof updatePayrollRunRequest>;

/** approve (DRAFT → APPROVED), pay (APPROVED → PAID), reverse (APPROVED → DRAFT: the approval entry is reversed). */
export const payrollRunAction = z.enum(['approve', 'pay', 'reverse']);
export const payrollRunStatusRequest = z
  .object({
    action: payrollRunAction,
    /** pay: the day the transfer left the bank (default: the pay date). */
    paid_on: isoDateSchema.optional(),
    /** pay: the organisation bank account paid from (its GL account is credited); default 11121. */
    bank_account_id: z.uuid().optional(),
  })
  .meta({ id: 'PayrollRunStatusRequest' });
export type PayrollRunStatusRequest = z.infer<typeof payrollRunStatusRequest>;

const amount = z.string();

export const payrollLine = z
  .object({
    id: z.uuid(),
    line_no: z.number().int(),
    employee_id: z.uuid(),
    employee_code: z.string().optional(),
    national_id: z.string(),
    title: z.string().optional(),
    first_name: z.string(),
    last_name: z.string(),
    department_name: z.string().optional(),
    department_type: departmentType,
    position: z.string().optional(),
    bank_code: z.string().optional(),
    bank_account_number: z.string().optional(),
    employed_days: z.number().int(),
    days_in_month: z.number().int(),
    days_worked: z.number().int().optional(),
    salary: amount,
    overtime: amount,
    allowance: amount,
    bonus: amount,
    gross: amount,
    social_security: amount,
    social_security_employer: amount,
    provident_fund: amount,
    provident_fund_employer: amount,
    withholding_tax: amount,
    other_deductions: amount,
    total_deductions: amount,
    net_pay: amount,
  })
  .meta({ id: 'PayrollLine' });
export type PayrollLine = z.infer<typeof payrollLine>;

export const payrollTotals = z.object({
  employees: z.number().int(),
  gross: amount,
  social_security: amount,
  social_security_employer: amount,
  provident_fund: amount,
  provident_fund_employer: amount,
  withholding_tax: amount,
  other_deductions: amount,
  net_pay: amount,
});
export type PayrollTotals = z.infer<typeof payrollTotals>;

export const payrollRun = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    year: z.number().int(),
    month: z.number().int(),
    pay_date: z.string(),
    status: payrollRunStatus,
    totals: payrollTotals,
    /** The ledger entries of approval and payment (open them at accounting/journals/{id}). */
    approved_entry_id: z.uuid().optional(),
    approved_entry_number: z.string().optional(),
    paid_entry_id: z.uuid().optional(),
    paid_entry_number: z.string().optional(),
    paid_on: z.string().optional(),
    payment_account_code: z.string().optional(),
    /** Present on GET /payroll-runs/{id} and the write answers; absent in lists. */
    lines: z.array(payrollLine).optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'PayrollRun' });
export type PayrollRun = z.infer<typeof payrollRun>;

export const listPayrollRunsQuery = paginationQuery(20);
export type ListPayrollRunsQuery = z.infer<typeof listPayrollRunsQuery>;
export const payrollRunList = paginated(payrollRun).meta({ id: 'PayrollRunList' });
export type PayrollRunList = z.infer<typeof payrollRunList>;

/** GET /payroll-runs/{id}/filings: the PND1 attachment and the social-security (สปส.1-10) report of a run. */
export const payrollFilings = z
  .object({
    pnd1: z.object({
      rows: z.array(
        z.object({
          row: z.number().int(),
          national_id: z.string(),
          name: z.string(),
          paid_on: z.string(),
          income: amount,
          withholding_tax: amount,
        }),
      ),
      income: amount,
      withholding_tax: amount,
    }),
    social_security: z.object({
      rate_percent: z.string(),
      rows: z.array(
        z.object({
          national_id: z.string(),
          name: z.string(),
          wages: amount,
          employee: amount,
          employer: amount,
        }),
      ),
      wages: amount,
      employee: amount,
      employer: amount,
    }),
  })
  .meta({ id: 'PayrollFilings' });
export type PayrollFilings = z.infer<typeof payrollFilings>;

export const textFileQuery = z.object({ encoding: z.enum(['UTF-8', 'CP874']).default('UTF-8') });
export const socialSecurityFileQuery = textFileQuery.extend({
  /** The employer's social-security account number (10 digits). */
  account: z.string().regex(/^\d{10}$/, 'a social-security account has 10 digits'),
  /** The branch (6 digits, 000000 = head office). */
  branch: z
    .string()
    .regex(/^\d{6}$/, 'a branch has 6 digits')
    .default('000000'),
});
export const bankTransferQuery = z.object({
  bank: z
    .string()
    .regex(/^[A-Z_]{2,40}$/)
    .optional(),
});
export const payslipParams = z.object({ id: z.uuid(), employeeId: z.uuid() });

/** GET /payroll-runs/organization/{id}/pnd1a?year: the yearly ภ.ง.ด.1ก summary per employee (approved/paid runs). */
export const pnd1AnnualQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const pnd1Annual = z
  .object({
    year: z.number().int(),
    rows: z.array(
      z.object({
        employee_id: z.uuid(),
        national_id: z.string(),
        name: z.string(),
        income: amount,
        withholding_tax: amount,
        social_security: amount,
        provident_fund: amount,
      }),
    ),
    income: amount,
    withholding_tax: amount,
    social_security: amount,
    provident_fund: amount,
  })
  .meta({ id: 'Pnd1Annual' });
export type Pnd1Annual = z.infer<typeof pnd1Annual>;

/** GET /payroll-runs/organization/{organizationId}/pnd1a/{employeeId}/pdf?year&issue_date: the employee's yearly
 *  50 ทวิ (ภ.ง.ด.1ก, income 40(1)); issue_date defaults to today in Thailand. */
export const employeeCertificateParams = z.object({ organizationId: z.uuid(), employeeId: z.uuid() });
export const employeeCertificateQuery = pnd1AnnualQuery.extend({ issue_date: isoDateSchema.optional() });

/** GET /payroll-runs/organization/{organizationId}/pnd1a.txt?year&encoding: the ภ.ง.ด.1ก RD upload file (one line
 *  per employee, the summary's rows in its order). */
export const pnd1AnnualFileQuery = pnd1AnnualQuery.extend(textFileQuery.shape);
