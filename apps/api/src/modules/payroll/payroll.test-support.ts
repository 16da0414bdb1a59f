// The issue #14 employees set up through the API (for the payroll tests): two departments and the three
// employees of packages/domain/src/payroll/payroll.fixtures.ts, and the March 2026 run with their inputs.
import type { Department, Employee, PayrollRun } from '@banchee/contracts';
import { json, postJson, type TestApp } from '../../test-helpers/index.ts';

export interface PayrollSetup {
  runId: string;
  employees: { aboveCeiling: Employee; joiner: Employee; providentFund: Employee };
  run: PayrollRun;
}

export async function setUpMarch2026(
  t: TestApp,
  token: string,
  organizationId: string,
): Promise<PayrollSetup> {
  const post = async <T>(path: string, body: Record<string, unknown>) => {
    const { status, body: answer } = await postJson<T>(t, path, token, { organizationId, ...body });
    if (status !== 201) throw new Error(`${path}: ${status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const office = await post<Department>('/departments', { code: 'ADM', name: 'ฝ่ายบริหาร', type: 'ADMIN' });
  const sales = await post<Department>('/departments', { code: 'SAL', name: 'ฝ่ายขาย', type: 'SALES' });
  const aboveCeiling = await post<Employee>('/employees', {
    code: 'E001',
    national_id: '3100600445635',
    title: 'นาย',
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    department_id: office.id,
    position: 'ผู้จัดการ',
    start_date: '2020-01-06',
    salary: '50000.00',
    bank_code: 'KASIKORN',
    bank_account_number: '1234567890',
  });
  const joiner = await post<Employee>('/employees', {
    code: 'E002',
    national_id: '1234545678781',
    title: 'นางสาว',
    first_name: 'สมหญิง',
    last_name: 'มาใหม่',
    department_id: sales.id,
    start_date: '2026-03-16',
    salary: '62000',
    bank_code: 'SCB',
    bank_account_number: '9876543210',
  });
  const providentFund = await post<Employee>('/employees', {
    code: 'E003',
    national_id: '3600100123456',
    title: 'นาย',
    first_name: 'วิชัย',
    last_name: 'ออมเก่ง',
    department_id: office.id,
    start_date: '2018-07-01',
    salary: '40000',
    monthly_allowance: '5000',
    bank_code: 'KASIKORN',
    bank_account_number: '1112223334',
    spouse_allowance: true,
    children: 1,
    other_allowances: '20000',
    pvd_employee_rate: '5',
    pvd_employer_rate: '5',
  });
  const created = await post<PayrollRun>('/payroll-runs', { year: 2026, month: 3, pay_date: '2026-03-31' });
  const response = await t.request('PUT', `/payroll-runs/${created.id}`, {
    token,
    body: {
      pay_date: '2026-03-31',
      lines: [{ employee_id: providentFund.id, overtime: '2000', other_deductions: '500' }],
    },
  });
  if (response.status !== 200) throw new Error(`PUT run: ${response.status} ${await response.text()}`);
  const run = await json<PayrollRun>(response);
  return { runId: run.id, employees: { aboveCeiling, joiner, providentFund }, run };
}
