// HTTP routes of warehouses (spec §7): GET /warehouses/organization/{organizationId} → { data } (no query),
// POST /warehouses (body carries organizationId), GET|PUT|DELETE /warehouses/{id}.
import {
  createWarehouseRequest,
  idParams,
  warehouse,
  warehouseInput,
  warehouseList,
  organizationParams,
} from '@banchee/contracts';
import { warehouses } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import * as service from './warehouses.service.ts';

export function warehousesRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['warehouses'];

  /** The organisation of warehouse {id} among the caller's organisations, or 404 WAREHOUSE.NOT_FOUND. */
  const organizationOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, warehouses, id, userId);
    if (!organizationId) throw notFound('WAREHOUSE', 'warehouse');
    return organizationId;
  };

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/warehouses/organization/{organizationId}',
      tags,
      summary: 'Every warehouse of the organisation, oldest first',
      request: { params: organizationParams },
      responses: { 200: jsonResponse('The warehouses', warehouseList) },
    }),
    async (c) =>
      c.json(await service.listWarehouses(db, currentUser(c).id, c.req.valid('param').organizationId), 200),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/warehouses',
      tags,
      summary: 'Create a warehouse (Idempotency-Key honoured)',
      request: { body: jsonBody(createWarehouseRequest) },
      responses: { 201: jsonResponse('Created', warehouse) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createWarehouse(db, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/warehouses/{id}',
      tags,
      summary: 'One warehouse',
      request: { params: idParams },
      responses: { 200: jsonResponse('The warehouse', warehouse) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await service.getWarehouse(db, await organizationOf(id, currentUser(c).id), id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/warehouses/{id}',
      tags,
      summary: 'Replace a warehouse (absent optional fields are cleared)',
      request: { params: idParams, body: jsonBody(warehouseInput) },
      responses: { 200: jsonResponse('Updated', warehouse) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(id, currentUser(c).id);
      return c.json(await service.updateWarehouse(db, organizationId, id, c.req.valid('json')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/warehouses/{id}',
      tags,
      summary: 'Delete a warehouse',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await service.deleteWarehouse(db, await organizationOf(id, currentUser(c).id), id);
      return c.body(null, 204);
    },
  );

  return router;
}
