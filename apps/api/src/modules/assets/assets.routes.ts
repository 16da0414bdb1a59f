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
  idParams,
  organizationParams,
  scheduleQuery,
} from '@banchee/contracts';
import { assets, depreciationRuns, eq, organizations, type Database } from '@banchee/db';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import {
  findOrganizationOfRecord,
  requireMembership,
  type TenantTable,
} from '../../http/organization-scope.ts';
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

  async function organizationOf(
    table: TenantTable,
    namespace: string,
    what: string,
    id: string,
    userId: string,
  ) {
    const organizationId = await findOrganizationOfRecord(db, table, id, userId);
    if (!organizationId) throw notFound(namespace, what);
    return organizationId;
  }

  extra.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/fixed-assets/{id}/schedule',
      tags: ['fixed-assets'],
      summary: 'The depreciation schedule of an asset by month or year, and the entries that booked it',
      request: { params: idParams, query: scheduleQuery },
      responses: { 200: jsonResponse('The schedule', assetSchedule) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(assets, 'ASSET', 'asset', id, currentUser(c).id);
      return c.json(await service.getSchedule(db, organizationId, id, c.req.valid('query').frequency), 200);
    },
  );

  extra.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/fixed-assets/{id}/dispose',
      tags: ['fixed-assets'],
      summary:
        'Sell or write off an asset: depreciation to the day, then the disposal entry (gain or loss 49880)',
      request: { params: idParams, body: jsonBody(disposeAssetRequest) },
      responses: { 200: jsonResponse('The disposed asset', asset) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(assets, 'ASSET', 'asset', id, userId);
      return c.json(await disposeAsset(db, userId, organizationId, id, c.req.valid('json')), 200);
    },
  );

  extra.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/fixed-assets/from-line',
      tags: ['fixed-assets'],
      summary:
        'Make an asset from a purchase or expense line: cost = the line before VAT, acquired on the document date',
      request: { body: jsonBody(createAssetFromLineRequest) },
      responses: { 201: jsonResponse('The asset', asset) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await createAssetFromLine(db, userId, body),
      }));
    },
  );

  extra.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/depreciation-runs',
      tags: ['depreciation'],
      summary: 'Run depreciation for a month or a year (once per period; refused in a locked period)',
      request: { body: jsonBody(createDepreciationRunRequest) },
      responses: { 201: jsonResponse('The run with what it booked per asset', depreciationRun) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await depreciation.createRun(db, userId, body),
      }));
    },
  );

  extra.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/depreciation-runs/organization/{organizationId}',
      tags: ['depreciation'],
      summary: 'Every depreciation run of the organisation, latest period first',
      request: { params: organizationParams },
      responses: { 200: jsonResponse('The runs', depreciationRunList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      return c.json(await depreciation.listRuns(db, organizationId), 200);
    },
  );

  const runOrganization = (id: string, userId: string) =>
    organizationOf(depreciationRuns, 'DEPRECIATION_RUN', 'depreciation run', id, userId);

  extra.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/depreciation-runs/{id}',
      tags: ['depreciation'],
      summary: 'One depreciation run',
      request: { params: idParams },
      responses: { 200: jsonResponse('The run', depreciationRun) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await depreciation.getRun(db, await runOrganization(id, currentUser(c).id), id), 200);
    },
  );

  extra.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/depreciation-runs/{id}',
      tags: ['depreciation'],
      summary: 'Undo the latest run: its entry is reversed on its own date (refused in a locked period)',
      request: { params: idParams },
      responses: { 204: { description: 'Undone' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      await depreciation.undoRun(db, userId, await runOrganization(id, userId), id);
      return c.body(null, 204);
    },
  );

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
        return c.body(new Uint8Array(await renderReportPdf(pdfRenderer, table, name)), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${file}.pdf"`,
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
