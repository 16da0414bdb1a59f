// HTTP routes of payroll runs: GET /payroll-runs/organization/{organizationId}?page&limit, POST /payroll-runs,
// GET|PUT|DELETE /payroll-runs/{id}, POST /payroll-runs/{id}/status { action: approve | pay }.
import {
  createPayrollRunRequest,
  listPayrollRunsQuery,
  payrollRun,
  payrollRunList,
  payrollRunStatusRequest,
  updatePayrollRunRequest,
} from '@banchee/contracts';
import { payrollRuns } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { createRouter } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { createRoute, deleteRoute, listRoute, recordRoute } from '../../http/record-routes.ts';
import * as service from './payroll.service.ts';

export function payrollRoutes(deps: AppDeps) {
  const router = createRouter();
  const tags = ['payroll'];
  const scope = recordScope(deps.db, payrollRuns, 'PAYROLL', 'payroll run');

  listRoute(router, deps, {
    resource: 'payroll-runs',
    param: 'organizationId',
    tags,
    summary: 'Payroll runs, latest month first (payroll access)',
    query: listPayrollRunsQuery,
    answer: { description: 'A page of payroll runs', schema: payrollRunList },
    // Payroll access is read with the membership.
    useCaseChecksMembership: true,
    list: (db, actor, query) => service.listRuns(db, actor.userId, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: '/payroll-runs',
    tags,
    summary: "Start a month's payroll run with every employee employed in it (Idempotency-Key honoured)",
    body: createPayrollRunRequest,
    answer: { description: 'Created', schema: payrollRun },
    create: (db, actor, body) => service.createRun(db, actor.userId, body),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/payroll-runs/{id}',
    tags,
    summary: 'One payroll run with its lines',
    answer: { description: 'The run', schema: payrollRun },
    scope,
    run: (db, actor, id) => service.getRun(db, actor.userId, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'put',
    path: '/payroll-runs/{id}',
    tags,
    summary: "Change a draft run's pay date and inputs; every line is recomputed",
    body: updatePayrollRunRequest,
    answer: { description: 'Updated', schema: payrollRun },
    scope,
    run: (db, actor, id, input) => service.updateRun(db, actor.userId, actor.organizationId, id, input),
  });

  deleteRoute(router, deps, {
    path: '/payroll-runs/{id}',
    tags,
    summary: 'Delete a draft run',
    scope,
    remove: (db, actor, id) => service.deleteRun(db, actor.userId, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'post',
    path: '/payroll-runs/{id}/status',
    tags,
    summary: 'Approve (posts the payroll entry) or pay (posts the payment) a run',
    body: payrollRunStatusRequest,
    answer: { description: 'The run', schema: payrollRun },
    scope,
    run: (db, actor, id, input) => service.changeStatus(db, actor.userId, actor.organizationId, id, input),
  });

  return router;
}
