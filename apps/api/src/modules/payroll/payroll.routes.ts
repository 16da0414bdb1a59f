// HTTP routes of payroll runs: GET /payroll-runs/organization/{organizationId}?page&limit, POST /payroll-runs,
// GET|PUT|DELETE /payroll-runs/{id}, POST /payroll-runs/{id}/status { action: approve | pay }.
import {
  createPayrollRunRequest,
  idParams,
  listPayrollRunsQuery,
  organizationParams,
  payrollRun,
  payrollRunList,
  payrollRunStatusRequest,
  updatePayrollRunRequest,
} from '@banchee/contracts';
import { payrollRuns } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import * as service from './payroll.service.ts';

export function payrollRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['payroll'];
  const organizationOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, payrollRuns, id, userId);
    if (!organizationId) throw notFound('PAYROLL', 'payroll run');
    return organizationId;
  };

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/organization/{organizationId}',
      tags,
      summary: 'Payroll runs, latest month first (payroll access)',
      request: { params: organizationParams, query: listPayrollRunsQuery },
      responses: { 200: jsonResponse('A page of payroll runs', payrollRunList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      return c.json(await service.listRuns(db, currentUser(c).id, organizationId, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/payroll-runs',
      tags,
      summary: "Start a month's payroll run with every employee employed in it (Idempotency-Key honoured)",
      request: { body: jsonBody(createPayrollRunRequest) },
      responses: { 201: jsonResponse('Created', payrollRun) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createRun(db, userId, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/{id}',
      tags,
      summary: 'One payroll run with its lines',
      request: { params: idParams },
      responses: { 200: jsonResponse('The run', payrollRun) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      return c.json(await service.getRun(db, userId, await organizationOf(id, userId), id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/payroll-runs/{id}',
      tags,
      summary: "Change a draft run's pay date and inputs; every line is recomputed",
      request: { params: idParams, body: jsonBody(updatePayrollRunRequest) },
      responses: { 200: jsonResponse('Updated', payrollRun) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(id, userId);
      return c.json(await service.updateRun(db, userId, organizationId, id, c.req.valid('json')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/payroll-runs/{id}',
      tags,
      summary: 'Delete a draft run',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      await service.deleteRun(db, userId, await organizationOf(id, userId), id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/payroll-runs/{id}/status',
      tags,
      summary: 'Approve (posts the payroll entry) or pay (posts the payment) a run',
      request: { params: idParams, body: jsonBody(payrollRunStatusRequest) },
      responses: { 200: jsonResponse('The run', payrollRun) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(id, userId);
      return c.json(await service.changeStatus(db, userId, organizationId, id, c.req.valid('json')), 200);
    },
  );

  return router;
}
