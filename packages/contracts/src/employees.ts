// Departments and employees (issue #14): GET /{departments|employees}/organization/{id}?page&limit&search,
// POST, GET|PUT|DELETE /{resource}/{id}. Money is a decimal string; pay fields (salary, allowances, bank,
// provident fund, PND1 allowances) are left out of employee answers for members without payroll access.
import { z } from 'zod';
import {
  compactObject,
  isoDateSchema,
  nonNegativeDecimal,
  paginated,
  paginationQuery,
  taxId,
  text,
  timestamp,
} from './common.ts';

export const departmentTypes = ['ADMIN', 'SALES', 'SERVICE'] as const;
export const departmentType = z.enum(departmentTypes);

/** Money on payroll forms: up to 2 places. */
export const payrollMoney = nonNegativeDecimal(
  2,
  'Expected an amount: a non-negative decimal with at most 2 places',
);
/** Provident-fund percents: 0, or 2–15 (the API checks the pair, §4.5). */
export const providentFundRate = nonNegativeDecimal(2, 'Expected a percentage with at most 2 places').refine(
  (value) => /^0*((\d|1[0-4])(\.\d{1,2})?|15(\.0{1,2})?)$/.test(value),
  'A provident-fund rate is at most 15',
);

const departmentFields = {
  code: text(50).optional(),
  name: text(200),
  type: departmentType.default('ADMIN'),
};
export const departmentInput = compactObject(departmentFields).meta({ id: 'DepartmentInput' });
export type DepartmentInput = z.infer<typeof departmentInput>;
export const createDepartmentRequest = compactObject({ ...departmentFields, organizationId: z.uuid() }).meta({
  id: 'CreateDepartmentRequest',
});
export type CreateDepartmentRequest = z.infer<typeof createDepartmentRequest>;
export const department = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    code: z.string().optional(),
    name: z.string(),
    type: departmentType,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof department>;
export const listDepartmentsQuery = paginationQuery(50);
export type ListDepartmentsQuery = z.infer<typeof listDepartmentsQuery>;
export const departmentList = paginated(department).meta({ id: 'DepartmentList' });
export type DepartmentList = z.infer<typeof departmentList>;

export const payTypes = ['MONTHLY', 'DAILY'] as const;

const employeeFields = {
  code: text(50).optional(),
  /** Thai national id, 13 digits (dashes allowed); the check digit is checked by the API. */
  national_id: taxId,
  title: text(50).optional(),
  first_name: text(100),
  last_name: text(100),
  first_name_en: text(100).optional(),
  last_name_en: text(100).optional(),
  department_id: z.uuid().optional(),
  position: text(200).optional(),
  start_date: isoDateSchema,
  end_date: isoDateSchema.optional(),
  pay_type: z.enum(payTypes).default('MONTHLY'),
  /** The monthly salary, or the daily wage for DAILY pay. */
  salary: payrollMoney,
  monthly_allowance: payrollMoney.optional(),
  bank_code: z
    .string()
    .trim()
    .regex(/^[A-Z_]{2,40}$/, 'a bank code of the spec §9 list')
    .optional(),
  bank_account_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'an account number has 6 to 20 digits'))
    .optional(),
  social_security: z.boolean().default(true),
  social_security_number: text(20).optional(),
  spouse_allowance: z.boolean().default(false),
  children: z.number().int().min(0).max(20).default(0),
  /** Other yearly PND1 deductions declared (life insurance, home-loan interest …). */
  other_allowances: payrollMoney.optional(),
  pvd_employee_rate: providentFundRate.optional(),
  pvd_employer_rate: providentFundRate.optional(),
  address: text(1000).optional(),
};

export const employeeInput = compactObject(employeeFields).meta({ id: 'EmployeeInput' });
export type EmployeeInput = z.infer<typeof employeeInput>;
export const createEmployeeRequest = compactObject({ ...employeeFields, organizationId: z.uuid() }).meta({
  id: 'CreateEmployeeRequest',
});
export type CreateEmployeeRequest = z.infer<typeof createEmployeeRequest>;

export const employee = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    code: z.string().optional(),
    national_id: z.string(),
    title: z.string().optional(),
    first_name: z.string(),
    last_name: z.string(),
    first_name_en: z.string().optional(),
    last_name_en: z.string().optional(),
    department_id: z.uuid().optional(),
    department_name: z.string().optional(),
    position: z.string().optional(),
    start_date: z.string(),
    end_date: z.string().optional(),
    pay_type: z.enum(payTypes),
    social_security: z.boolean(),
    social_security_number: z.string().optional(),
    address: z.string().optional(),
    // pay fields: only for members with payroll access
    salary: z.string().optional(),
    monthly_allowance: z.string().optional(),
    bank_code: z.string().optional(),
    bank_account_number: z.string().optional(),
    spouse_allowance: z.boolean().optional(),
    children: z.number().int().optional(),
    other_allowances: z.string().optional(),
    pvd_employee_rate: z.string().optional(),
    pvd_employer_rate: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employee>;
export const listEmployeesQuery = paginationQuery(50);
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuery>;
export const employeeList = paginated(employee)
  .extend({ payroll_access: z.boolean() })
  .meta({ id: 'EmployeeList' });
export type EmployeeList = z.infer<typeof employeeList>;

/** GET /payroll-access/organization/{id}: the caller's access; owners also see every member's. */
export const payrollAccess = z
  .object({
    allowed: z.boolean(),
    members: z
      .array(z.object({ userId: z.uuid(), role: z.enum(['OWNER', 'MEMBER']), payroll_access: z.boolean() }))
      .optional(),
  })
  .meta({ id: 'PayrollAccess' });
export type PayrollAccess = z.infer<typeof payrollAccess>;
/** PUT /payroll-access/organization/{id} (owners only): give or take a member's payroll access. */
export const setPayrollAccessRequest = z
  .object({ userId: z.uuid(), allowed: z.boolean() })
  .meta({ id: 'SetPayrollAccessRequest' });
export type SetPayrollAccessRequest = z.infer<typeof setPayrollAccessRequest>;
