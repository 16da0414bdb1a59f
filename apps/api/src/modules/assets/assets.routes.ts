// HTTP routes of fixed assets (issue 13): the register's record routes (GET /fixed-assets/organization/{id}?page&
// limit&search&status, POST /fixed-assets, GET|PUT|DELETE /fixed-assets/{id}), GET /fixed-assets/{id}/schedule, POST
// /fixed-assets/{id}/dispose (sale or write-off), depreciation runs (POST /depreciation-runs, GET /depreciation-runs/
// organization/{id}, GET|DELETE /depreciation-runs/{id}) and GET /reports/fixed-asset-register/organization/
// {id}?year&format=json|pdf|xlsx. Thin: parse → use case → answer.
import {
  asset,
  assetInput,
  assetList,
  assetListQuery,
  assetRegister,
  assetSchedule,
  assetRegisterQuery,
  createAssetFromLineRequest,
  createAssetRequest,
  createDepreciationRunRequest,
  depreciationRun,
  depreciationRunList,
  disposeAssetRequest,
  organizationParams,
  scheduleQuery,
} from '@banchee/contracts';
import { assets, depreciationRuns, eq, organizations, type Database } from '@banchee/db';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { createRouter, protectedRoute } from '../../http/openapi.ts';
import { recordScope, requireMembership } from '../../http/organization-scope.ts';
import { createRoute, deleteRoute, listRoute, recordRoute, sendPdf } from '../../http/record-routes.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import { renderReportPdf } from '../reports/index.ts';
import { createAssetFromLine } from './assets-from-line.ts';
import * as service from './assets.service.ts';
import * as depreciation from './depreciation.service.ts';
import { disposeAsset } from './disposal.service.ts';
import { getRegister, registerTable, registerXlsx } from './register.ts';

async function organizationName(db: Database, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

export function assetsRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { db, config, pdfRenderer } = deps;
  const router = tenantRecordRoutes(deps, {
    resource: 'fixed-assets',
    table: assets,
    namespace: 'ASSET',
    what: 'asset',
    schemas: {
      create: createAssetRequest,
      input: assetInput,
      view: asset,
      list: assetList,
      query: assetListQuery,
    },
    docs: {
      list: 'The asset register, by code; search by code or name, filter by status',
      listAnswer: 'The assets with their accumulated depreciation and book value',
      create: 'Register an asset by hand (Idempotency-Key honoured); nothing is posted',
      get: 'One asset',
      getAnswer: 'The asset',
      update: 'Replace an asset; its figures are fixed once depreciation is booked',
      delete: 'Delete an asset that has no depreciation booked',
    },
    useCases: {
      list: service.listAssets,
      create: service.createAsset,
      get: service.getAsset,
      update: service.updateAsset,
      remove: service.deleteAsset,
    },
  });
  const extra = createRouter();
  const assetScope = recordScope(db, assets, 'ASSET', 'asset');
  const runScope = recordScope(db, depreciationRuns, 'DEPRECIATION_RUN', 'depreciation run');

  recordRoute(extra, deps, {
    method: 'get',
    path: '/fixed-assets/{id}/schedule',
    tags: ['fixed-assets'],
    summary: 'The depreciation schedule of an asset by month or year, and the entries that booked it',
    query: scheduleQuery,
    answer: { description: 'The schedule', schema: assetSchedule },
    scope: assetScope,
    run: (db, actor, id, _body, query) => service.getSchedule(db, actor.organizationId, id, query.frequency),
  });

  recordRoute(extra, deps, {
    method: 'post',
    path: '/fixed-assets/{id}/dispose',
    tags: ['fixed-assets'],
    summary:
      'Sell or write off an asset: depreciation to the day, then the disposal entry (gain or loss 49880)',
    body: disposeAssetRequest,
    answer: { description: 'The disposed asset', schema: asset },
    scope: assetScope,
    run: (db, actor, id, body) => disposeAsset(db, actor.userId, actor.organizationId, id, body),
  });

  createRoute(extra, deps, {
    path: '/fixed-assets/from-line',
    tags: ['fixed-assets'],
    summary:
      'Make an asset from a purchase or expense line: cost = the line before VAT, acquired on the document date',
    body: createAssetFromLineRequest,
    answer: { description: 'The asset', schema: asset },
    create: (db, actor, body) => createAssetFromLine(db, actor.userId, body),
  });

  createRoute(extra, deps, {
    path: '/depreciation-runs',
    tags: ['depreciation'],
    summary: 'Run depreciation for a month or a year (once per period; refused in a locked period)',
    body: createDepreciationRunRequest,
    answer: { description: 'The run with what it booked per asset', schema: depreciationRun },
    create: (db, actor, body) => depreciation.createRun(db, actor.userId, body),
  });

  listRoute(extra, deps, {
    resource: 'depreciation-runs',
    param: 'organizationId',
    tags: ['depreciation'],
    summary: 'Every depreciation run of the organisation, latest period first',
    answer: { description: 'The runs', schema: depreciationRunList },
    list: (db, actor) => depreciation.listRuns(db, actor.organizationId),
  });

  recordRoute(extra, deps, {
    method: 'get',
    path: '/depreciation-runs/{id}',
    tags: ['depreciation'],
    summary: 'One depreciation run',
    answer: { description: 'The run', schema: depreciationRun },
    scope: runScope,
    run: (db, actor, id) => depreciation.getRun(db, actor.organizationId, id),
  });

  deleteRoute(extra, deps, {
    path: '/depreciation-runs/{id}',
    tags: ['depreciation'],
    summary: 'Undo the latest run: its entry is reversed on its own date (refused in a locked period)',
    answer: 'Undone',
    scope: runScope,
    remove: (db, actor, id) => depreciation.undoRun(db, actor.userId, actor.organizationId, id),
  });

  extra.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/fixed-asset-register/organization/{organizationId}',
      tags: ['reports'],
      summary: 'The fixed-asset register (ทะเบียนทรัพย์สิน) of a calendar year, as JSON, PDF or XLSX',
      request: { params: organizationParams, query: assetRegisterQuery },
      responses: {
        200: {
          description: 'The register',
          content: {
            'application/json': { schema: assetRegister },
            'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string' as const, format: 'binary' },
            },
          },
        },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const { year, format } = c.req.valid('query');
      await requireMembership(db, currentUser(c).id, organizationId);
      const register = await getRegister(db, organizationId, year);
      if (format === 'json') return c.json(register, 200);
      const table = registerTable(register);
      const name = await organizationName(db, organizationId);
      const file = `fixed-asset-register-${year}`;
      if (format === 'pdf') {
        return sendPdf(c, {
          bytes: await renderReportPdf(pdfRenderer, table, name),
          fileName: `${file}.pdf`,
        });
      }
      return c.body(new Uint8Array(await registerXlsx(table, name)), 200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${file}.xlsx"`,
      });
    },
  );

  router.route('/', extra);
  return router;
}
