// Use cases of employees (issue #14). Reading needs membership; pay fields (salary, allowance, bank, PND1
// allowances, provident fund) are answered only to members with payroll access (decision 0130). Creating,
// replacing and deleting need payroll access. The national id's check digit, the bank code, the department and
// the provident-fund pair are checked here (and by the database's CHECKs).
import type {
  CreateEmployeeRequest,
  Employee,
  EmployeeInput,
  EmployeeList,
  ListEmployeesQuery,
} from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import { BANKS, compareDates, providentFundRatesError } from '@banchee/domain';
import { AppError, notFound, validationError, type ErrorDetail } from '../../http/errors.ts';
import { compact, decimalOut, iso } from '../../http/serialize.ts';
import { checkTaxId } from '../organizations/index.ts';
import * as queries from './employees.queries.ts';
import { hasPayrollAccess, requirePayrollAccess } from './payroll-access.ts';

const missing = () => notFound('EMPLOYEE', 'employee');

export function toEmployee(
  row: queries.EmployeeRow,
  departmentName: string | undefined,
  withPay: boolean,
): Employee {
  const base = {
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    national_id: row.nationalId,
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    first_name_en: row.firstNameEn,
    last_name_en: row.lastNameEn,
    department_id: row.departmentId,
    department_name: departmentName,
    position: row.position,
    start_date: row.startDate,
    end_date: row.endDate,
    pay_type: row.payType,
    social_security: row.socialSecurity,
    social_security_number: row.socialSecurityNumber,
    address: row.address,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
  if (!withPay) return compact(base);
  return compact({
    ...base,
    salary: decimalOut(row.salary),
    monthly_allowance: decimalOut(row.monthlyAllowance),
    bank_code: row.bankCode,
    bank_account_number: row.bankAccountNumber,
    spouse_allowance: row.spouseAllowance,
    children: row.children,
    other_allowances: decimalOut(row.otherAllowances),
    pvd_employee_rate: decimalOut(row.pvdEmployeeRate),
    pvd_employer_rate: decimalOut(row.pvdEmployerRate),
  });
}

/** Field checks beyond the schema; every fault is reported with its path. */
function checkInput(input: EmployeeInput): void {
  checkTaxId(input.national_id, 'national_id');
  const faults: ErrorDetail[] = [];
  if (input.end_date && compareDates(input.end_date, input.start_date) < 0) {
    faults.push({ path: 'end_date', message: 'the end date is before the start date' });
  }
  if (input.bank_code && !BANKS.some((bank) => bank.code === input.bank_code)) {
    faults.push({ path: 'bank_code', message: 'not one of the bank codes of spec §9' });
  }
  if (Boolean(input.bank_code) !== Boolean(input.bank_account_number)) {
    const path = input.bank_code ? 'bank_account_number' : 'bank_code';
    faults.push({ path, message: 'a bank account needs both the bank and the account number' });
  }
  const pvdFault = providentFundRatesError(input.pvd_employee_rate ?? '0', input.pvd_employer_rate ?? '0');
  if (pvdFault) {
    const path = pvdFault === 'PAYROLL.PVD_EMPLOYEE_RATE' ? 'pvd_employee_rate' : 'pvd_employer_rate';
    faults.push({ path, code: pvdFault, message: 'employee 2–15%, employer from the employee rate to 15%' });
  }
  if (faults.length > 0) throw validationError(faults);
}

function valuesOf(input: EmployeeInput): queries.EmployeeValues {
  return {
    code: input.code ?? null,
    nationalId: input.national_id,
    title: input.title ?? null,
    firstName: input.first_name,
    lastName: input.last_name,
    firstNameEn: input.first_name_en ?? null,
    lastNameEn: input.last_name_en ?? null,
    departmentId: input.department_id ?? null,
    position: input.position ?? null,
    startDate: input.start_date,
    endDate: input.end_date ?? null,
    payType: input.pay_type,
    salary: input.salary,
    monthlyAllowance: input.monthly_allowance ?? '0',
    bankCode: input.bank_code ?? null,
    bankAccountNumber: input.bank_account_number ?? null,
    socialSecurity: input.social_security,
    socialSecurityNumber: input.social_security_number ?? null,
    spouseAllowance: input.spouse_allowance,
    children: input.children,
    otherAllowances: input.other_allowances ?? '0',
    pvdEmployeeRate: input.pvd_employee_rate ?? '0',
    pvdEmployerRate: input.pvd_employer_rate ?? '0',
    address: input.address ?? null,
  };
}

async function checkUnique(
  db: Database,
  organizationId: string,
  input: EmployeeInput,
  id?: string,
): Promise<void> {
  if (input.department_id && !(await queries.departmentExists(db, organizationId, input.department_id))) {
    throw validationError([{ path: 'department_id', message: 'no such department' }]);
  }
  if (await queries.employeeTaken(db, organizationId, 'nationalId', input.national_id, id)) {
    throw new AppError('EMPLOYEE.NATIONAL_ID_TAKEN', 'Another employee has this national id.');
  }
  if (input.code && (await queries.employeeTaken(db, organizationId, 'code', input.code, id))) {
    throw new AppError('EMPLOYEE.CODE_TAKEN', 'Another employee has this code.');
  }
}

async function view(db: Database, row: queries.EmployeeRow, withPay: boolean): Promise<Employee> {
  const names = await queries.departmentNames(db, row.organizationId);
  return toEmployee(row, row.departmentId ? names.get(row.departmentId) : undefined, withPay);
}

export async function listEmployees(
  db: Database,
  userId: string,
  organizationId: string,
  query: ListEmployeesQuery,
): Promise<EmployeeList> {
  const withPay = await hasPayrollAccess(db, userId, organizationId);
  const page = await queries.listEmployees(db, organizationId, query.page, query.limit, query.search);
  const names = await queries.departmentNames(db, organizationId);
  const data = page.rows.map((row) =>
    toEmployee(row, row.departmentId ? names.get(row.departmentId) : undefined, withPay),
  );
  return { data, pagination: page.pagination, payroll_access: withPay };
}

export async function getEmployee(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
): Promise<Employee> {
  const withPay = await hasPayrollAccess(db, userId, organizationId);
  const row = await queries.employeeRecords.get(db, organizationId, id);
  if (!row) throw missing();
  return view(db, row, withPay);
}

export async function createEmployee(
  db: Database,
  userId: string,
  input: CreateEmployeeRequest,
): Promise<Employee> {
  const { organizationId } = input;
  await requirePayrollAccess(db, userId, organizationId);
  checkInput(input);
  return db.transaction(async (tx) => {
    await checkUnique(tx, organizationId, input);
    return view(tx, await queries.employeeRecords.insert(tx, organizationId, newId(), valuesOf(input)), true);
  });
}

export async function updateEmployee(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
  input: EmployeeInput,
): Promise<Employee> {
  await requirePayrollAccess(db, userId, organizationId);
  checkInput(input);
  return db.transaction(async (tx) => {
    await checkUnique(tx, organizationId, input, id);
    const row = await queries.employeeRecords.update(tx, organizationId, id, valuesOf(input));
    if (!row) throw missing();
    return view(tx, row, true);
  });
}

export async function deleteEmployee(
  db: Database,
  userId: string,
  organizationId: string,
  id: string,
): Promise<void> {
  await requirePayrollAccess(db, userId, organizationId);
  if (!(await queries.employeeRecords.softDelete(db, organizationId, id))) throw missing();
}
