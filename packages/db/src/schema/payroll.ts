// Departments, employees and payroll runs (issue #14). Drizzle mirror of migrations/0012_employees_and_payroll.sql
// — the SQL file is the source of truth (composite foreign keys and checks live there). numeric columns come back
// as decimal strings, so money never passes through a JS float.
import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const isoDate = (name: string) => date(name, { mode: 'string' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const departmentTypes = ['ADMIN', 'SALES', 'SERVICE'] as const;

export const departments = pgTable(
  'departments',
  {
    ...tenantColumns(),
    code: text('code'),
    name: text('name').notNull(),
    type: text('type', { enum: departmentTypes }).notNull().default('ADMIN'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    code: text('code'),
    nationalId: text('national_id').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    departmentId: uuid('department_id'),
    position: text('position'),
    startDate: isoDate('start_date').notNull(),
    endDate: isoDate('end_date'),
    payType: text('pay_type', { enum: ['MONTHLY', 'DAILY'] })
      .notNull()
      .default('MONTHLY'),
    salary: money('salary').notNull(),
    monthlyAllowance: money('monthly_allowance').notNull().default('0'),
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    socialSecurity: boolean('social_security').notNull().default(true),
    socialSecurityNumber: text('social_security_number'),
    spouseAllowance: boolean('spouse_allowance').notNull().default(false),
    children: integer('children').notNull().default(0),
    otherAllowances: money('other_allowances').notNull().default('0'),
    pvdEmployeeRate: numeric('pvd_employee_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    pvdEmployerRate: numeric('pvd_employer_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    address: text('address'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const payrollRunStatuses = ['DRAFT', 'APPROVED', 'PAID'] as const;

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    payDate: isoDate('pay_date').notNull(),
    status: text('status', { enum: payrollRunStatuses }).notNull().default('DRAFT'),
    approvedEntryId: uuid('approved_entry_id'),
    paidEntryId: uuid('paid_entry_id'),
    paidOn: isoDate('paid_on'),
    paymentAccountCode: text('payment_account_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const payrollLines = pgTable(
  'payroll_lines',
  {
    ...tenantColumns(),
    runId: uuid('run_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    lineNo: integer('line_no').notNull(),
    employeeCode: text('employee_code'),
    nationalId: text('national_id').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    departmentName: text('department_name'),
    departmentType: text('department_type', { enum: departmentTypes }).notNull(),
    position: text('position'),
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    socialSecurityNumber: text('social_security_number'),
    employedDays: integer('employed_days').notNull(),
    daysInMonth: integer('days_in_month').notNull(),
    daysWorked: integer('days_worked'),
    salary: money('salary').notNull(),
    overtime: money('overtime').notNull(),
    allowance: money('allowance').notNull(),
    bonus: money('bonus').notNull(),
    gross: money('gross').notNull(),
    socialSecurity: money('social_security').notNull(),
    socialSecurityEmployer: money('social_security_employer').notNull(),
    providentFund: money('provident_fund').notNull(),
    providentFundEmployer: money('provident_fund_employer').notNull(),
    withholdingTax: money('withholding_tax').notNull(),
    otherDeductions: money('other_deductions').notNull(),
    netPay: money('net_pay').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
