// HTTP routes of employees: GET /employees/organization/{organizationId}?page&limit&search, POST /employees,
// GET|PUT|DELETE /employees/{id}; and GET|PUT /payroll-access/organization/{organizationId} (decision 0130).
// Unlike the shared record routes, each use case gets the caller: pay fields depend on payroll access.
import {
  createEmployeeRequest,
  employee,
  employeeInput,
  employeeList,
  idParams,
  listEmployeesQuery,
  organizationParams,
  payrollAccess,
  setPayrollAccessRequest,
} from '@banchee/contracts';
import { employees } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import * as service from './employees.service.ts';
import { getPayrollAccess, setPayrollAccess } from './payroll-access.ts';

export function employeesRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['employees'];
  const organizationOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, employees, id, userId);
    if (!organizationId) throw notFound('EMPLOYEE', 'employee');
    return organizationId;
  };
  const one = { params: idParams };

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/employees/organization/{organizationId}',
      tags,
      summary:
        'Employees of the organisation, newest first (page, limit, search); pay fields need payroll access',
      request: { params: organizationParams, query: listEmployeesQuery },
      responses: { 200: jsonResponse('A page of employees', employeeList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const list = await service.listEmployees(db, currentUser(c).id, organizationId, c.req.valid('query'));
      return c.json(list, 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/employees',
      tags,
      summary: 'Create an employee (payroll access; Idempotency-Key honoured)',
      request: { body: jsonBody(createEmployeeRequest) },
      responses: { 201: jsonResponse('Created', employee) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createEmployee(db, userId, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/employees/{id}',
      tags,
      summary: 'One employee',
      request: one,
      responses: { 200: jsonResponse('The employee', employee) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      return c.json(await service.getEmployee(db, userId, await organizationOf(id, userId), id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/employees/{id}',
      tags,
      summary: 'Replace an employee (payroll access)',
      request: { ...one, body: jsonBody(employeeInput) },
      responses: { 200: jsonResponse('Updated', employee) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(id, userId);
      return c.json(await service.updateEmployee(db, userId, organizationId, id, c.req.valid('json')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/employees/{id}',
      tags,
      summary: 'Delete an employee (payroll access); payroll runs keep their snapshot',
      request: one,
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      await service.deleteEmployee(db, userId, await organizationOf(id, userId), id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-access/organization/{organizationId}',
      tags,
      summary: "The caller's payroll access; owners also see every member's",
      request: { params: organizationParams },
      responses: { 200: jsonResponse('Payroll access', payrollAccess) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      return c.json(await getPayrollAccess(db, currentUser(c).id, organizationId), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/payroll-access/organization/{organizationId}',
      tags,
      summary: "Give or take a member's payroll access (owners only)",
      request: { params: organizationParams, body: jsonBody(setPayrollAccessRequest) },
      responses: { 200: jsonResponse('Payroll access', payrollAccess) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await setPayrollAccess(db, currentUser(c).id, organizationId, input), 200);
    },
  );

  return router;
}
