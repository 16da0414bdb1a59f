// Departments and employees (issue #14): CRUD with page/limit/search, the national id check digit and the
// other field checks (400 with the field), salaries hidden from members without payroll access (decision 0130),
// and 404 for members of other organisations.
import type {
  Department,
  DepartmentList,
  Employee,
  EmployeeList,
  RegisterResponse,
} from '@banchee/contracts';
import { newId, organizationMembers } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, clerk: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  clerk = await t.register();
  // a plain member of my organisation (no payroll access yet)
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: orgId, id: newId(), userId: clerk.user.id, role: 'MEMBER' });
});
afterAll(() => t.close());

const SOMCHAI = {
  code: 'E001',
  national_id: '3-1006-00445-63-5',
  title: 'นาย',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  first_name_en: 'Somchai',
  last_name_en: 'Jaidee',
  start_date: '2020-01-06',
  salary: '50000',
  bank_code: 'KASIKORN',
  bank_account_number: '123-4-56789-0',
};

const createDepartment = (body: Record<string, unknown>) =>
  postJson<Department>(t, '/departments', me.token, { organizationId: orgId, ...body });
const createEmployee = (body: Record<string, unknown>, token = me.token) =>
  postJson<Employee>(t, '/employees', token, { organizationId: orgId, ...body });

describe('departments', () => {
  it('creates, lists with search, replaces and deletes departments; one in use is kept', async () => {
    const { status, body: office } = await createDepartment({ code: 'ADM', name: 'ฝ่ายบริหาร' });
    expect(status).toBe(201);
    expect(office).toMatchObject({ code: 'ADM', name: 'ฝ่ายบริหาร', type: 'ADMIN' });
    await createDepartment({ code: 'SAL', name: 'ฝ่ายขาย', type: 'SALES' });
    const found = await json<DepartmentList>(
      await t.request('GET', `/departments/organization/${orgId}?search=ขาย`, { token: me.token }),
    );
    expect(found.data.map((d) => [d.code, d.type])).toEqual([['SAL', 'SALES']]);
    expect(found.pagination).toMatchObject({ page: 1, total: 1 });
    const renamed = await t.request('PUT', `/departments/${office.id}`, {
      token: me.token,
      body: { code: 'ADM', name: 'ฝ่ายบริหารทั่วไป', type: 'ADMIN' },
    });
    expect(await json(renamed)).toMatchObject({ name: 'ฝ่ายบริหารทั่วไป' });
    const bad = await createDepartment({ name: 'x', type: 'FACTORY' });
    expect(bad.status).toBe(400);
    const { body: staff } = await createEmployee({
      ...SOMCHAI,
      code: 'D1',
      national_id: '1234545678781',
      department_id: office.id,
    });
    const inUse = await t.request('DELETE', `/departments/${office.id}`, { token: me.token });
    expect([inUse.status, (await json<{ error: { code: string } }>(inUse)).error.code]).toEqual([
      422,
      'DEPARTMENT.IN_USE',
    ]);
    expect((await t.request('DELETE', `/employees/${staff.id}`, { token: me.token })).status).toBe(204);
    expect((await t.request('DELETE', `/departments/${office.id}`, { token: me.token })).status).toBe(204);
  });
});

describe('employees', () => {
  it('stores an employee with the national id as 13 digits and answers the pay fields to the owner', async () => {
    const { body: sales } = await createDepartment({ name: 'ขายหน้าร้าน', type: 'SALES' });
    const { status, body } = await createEmployee({
      ...SOMCHAI,
      department_id: sales.id,
      pvd_employee_rate: '5',
      pvd_employer_rate: '5',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      national_id: '3100600445635',
      department_name: 'ขายหน้าร้าน',
      pay_type: 'MONTHLY',
      salary: '50000.00',
      monthly_allowance: '0.00',
      bank_account_number: '1234567890',
      pvd_employee_rate: '5.00',
      social_security: true,
    });
    const again = await createEmployee({ ...SOMCHAI, code: 'E999' });
    expect([again.status, (again.body as unknown as { error: { code: string } }).error.code]).toEqual([
      409,
      'EMPLOYEE.NATIONAL_ID_TAKEN',
    ]);
    const list = await json<EmployeeList>(
      await t.request('GET', `/employees/organization/${orgId}?search=Somchai`, { token: me.token }),
    );
    expect(list.payroll_access).toBe(true);
    expect(list.data.map((e) => [e.code, e.salary])).toEqual([['E001', '50000.00']]);
  });

  it('refuses bad input with the field at fault and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ national_id: '1-2345-45678-78-9' }, 'national_id'],
      [{ national_id: '12345' }, 'national_id'],
      [{ salary: '-1' }, 'salary'],
      [{ salary: '1.005' }, 'salary'],
      [{ end_date: '2019-12-31' }, 'end_date'],
      [{ bank_code: 'NOT_A_BANK' }, 'bank_code'],
      [{ bank_code: undefined }, 'bank_code'],
      [{ pvd_employee_rate: '1' }, 'pvd_employee_rate'],
      [{ pvd_employee_rate: '5', pvd_employer_rate: '3' }, 'pvd_employer_rate'],
      [{ pvd_employee_rate: '16' }, 'pvd_employee_rate'],
      [{ department_id: newId() }, 'department_id'],
      [{ children: -1 }, 'children'],
    ];
    for (const [patch, path] of cases) {
      const { status, body } = await createEmployee({
        ...SOMCHAI,
        code: 'BAD',
        national_id: '1101700203450',
        ...patch,
      });
      const error = (body as unknown as { error: { code: string; details: { path: string }[] } }).error;
      expect([status, error.code], JSON.stringify(patch)).toEqual([400, 'VALIDATION.FAILED']);
      expect(error.details.map((d) => d.path)).toContain(path);
    }
    const list = await json<EmployeeList>(
      await t.request('GET', `/employees/organization/${orgId}?search=BAD`, { token: me.token }),
    );
    expect(list.data).toEqual([]);
  });

  it('hides pay from a member without payroll access until an owner grants it', async () => {
    const { body: mine } = await createEmployee({ ...SOMCHAI, code: 'E002', national_id: '1101700203450' });
    const read = await json<Employee>(
      await t.request('GET', `/employees/${mine.id}`, { token: clerk.token }),
    );
    expect(read).toMatchObject({ code: 'E002', first_name: 'สมชาย' });
    for (const field of ['salary', 'bank_account_number', 'pvd_employee_rate', 'children'])
      expect(read).not.toHaveProperty(field);
    const list = await json<EmployeeList>(
      await t.request('GET', `/employees/organization/${orgId}`, { token: clerk.token }),
    );
    expect(list.payroll_access).toBe(false);
    expect(list.data.every((e) => e.salary === undefined)).toBe(true);
    const write = await createEmployee(
      { ...SOMCHAI, code: 'E003', national_id: '1234545678781' },
      clerk.token,
    );
    expect(write.status).toBe(403);
    const put = await t.request('PUT', `/employees/${mine.id}`, {
      token: clerk.token,
      body: { ...SOMCHAI, national_id: '1101700203450', salary: '1' },
    });
    expect(put.status).toBe(403);
    // only an owner grants access
    const selfGrant = await t.request('PUT', `/payroll-access/organization/${orgId}`, {
      token: clerk.token,
      body: { userId: clerk.user.id, allowed: true },
    });
    expect(selfGrant.status).toBe(403);
    const grant = await t.request('PUT', `/payroll-access/organization/${orgId}`, {
      token: me.token,
      body: { userId: clerk.user.id, allowed: true },
    });
    expect(await json(grant)).toMatchObject({
      allowed: true,
      members: [
        { userId: me.user.id, role: 'OWNER', payroll_access: false },
        { userId: clerk.user.id, role: 'MEMBER', payroll_access: true },
      ],
    });
    const now = await json<Employee>(await t.request('GET', `/employees/${mine.id}`, { token: clerk.token }));
    expect(now.salary).toBe('50000.00');
    expect(
      await json(await t.request('GET', `/payroll-access/organization/${orgId}`, { token: clerk.token })),
    ).toEqual({
      allowed: true,
    });
  });

  it("answers 404 to another organisation's member for every department and employee call", async () => {
    const { body: dept } = await createDepartment({ name: 'ของฉัน' });
    const { body: emp } = await createEmployee({ ...SOMCHAI, code: 'E010', national_id: '3600100123456' });
    const calls: [string, string, unknown][] = [
      ['GET', `/departments/organization/${orgId}`, undefined],
      ['POST', '/departments', { organizationId: orgId, name: 'แทรก' }],
      ['GET', `/departments/${dept.id}`, undefined],
      ['PUT', `/departments/${dept.id}`, { name: 'แก้' }],
      ['DELETE', `/departments/${dept.id}`, undefined],
      ['GET', `/employees/organization/${orgId}`, undefined],
      ['POST', '/employees', { organizationId: orgId, ...SOMCHAI, national_id: '1234545678781' }],
      ['GET', `/employees/${emp.id}`, undefined],
      ['PUT', `/employees/${emp.id}`, SOMCHAI],
      ['DELETE', `/employees/${emp.id}`, undefined],
      ['GET', `/payroll-access/organization/${orgId}`, undefined],
      ['PUT', `/payroll-access/organization/${orgId}`, { userId: other.user.id, allowed: true }],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: other.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
