// HTTP routes of employees: GET /employees/organization/{organizationId}?page&limit&search, POST /employees,
// GET|PUT|DELETE /employees/{id}; and GET|PUT /payroll-access/organization/{organizationId} (decision 0130).
// Unlike the shared record routes, each use case gets the caller: pay fields depend on payroll access.
import {
  createEmployeeRequest,
  employee,
  employeeInput,
  employeeList,
  listEmployeesQuery,
  organizationParams,
  payrollAccess,
  setPayrollAccessRequest,
} from '@banchee/contracts';
import { employees } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { createRoute, deleteRoute, listRoute, recordRoute } from '../../http/record-routes.ts';
import * as service from './employees.service.ts';
import { getPayrollAccess, setPayrollAccess } from './payroll-access.ts';

export function employeesRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = createRouter();
  const tags = ['employees'];
  const scope = recordScope(db, employees, 'EMPLOYEE', 'employee');

  listRoute(router, deps, {
    resource: 'employees',
    param: 'organizationId',
    tags,
    summary:
      'Employees of the organisation, newest first (page, limit, search); pay fields need payroll access',
    query: listEmployeesQuery,
    answer: { description: 'A page of employees', schema: employeeList },
    // Whether pay fields show depends on the caller's payroll access, read with the membership.
    useCaseChecksMembership: true,
    list: (db, actor, query) => service.listEmployees(db, actor.userId, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: '/employees',
    tags,
    summary: 'Create an employee (payroll access; Idempotency-Key honoured)',
    body: createEmployeeRequest,
    answer: { description: 'Created', schema: employee },
    create: (db, actor, body) => service.createEmployee(db, actor.userId, body),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/employees/{id}',
    tags,
    summary: 'One employee',
    answer: { description: 'The employee', schema: employee },
    scope,
    run: (db, actor, id) => service.getEmployee(db, actor.userId, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'put',
    path: '/employees/{id}',
    tags,
    summary: 'Replace an employee (payroll access)',
    body: employeeInput,
    answer: { description: 'Updated', schema: employee },
    scope,
    run: (db, actor, id, input) => service.updateEmployee(db, actor.userId, actor.organizationId, id, input),
  });

  deleteRoute(router, deps, {
    path: '/employees/{id}',
    tags,
    summary: 'Delete an employee (payroll access); payroll runs keep their snapshot',
    scope,
    remove: (db, actor, id) => service.deleteEmployee(db, actor.userId, actor.organizationId, id),
  });

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
