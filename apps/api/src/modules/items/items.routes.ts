// HTTP routes of items (spec §7): GET /items/organization/{organizationId}?page&limit(20)&search,
// POST /items (body carries organizationId), GET|PUT|DELETE /items/{id}.
import {
  createItemRequest,
  idParams,
  item,
  itemInput,
  itemList,
  listItemsQuery,
  organizationParams,
} from '@banchee/contracts';
import { items } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import * as service from './items.service.ts';

export function itemsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['items'];

  /** The organisation of item {id} among the caller's organisations, or 404 ITEM.NOT_FOUND. */
  const organizationOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, items, id, userId);
    if (!organizationId) throw notFound('ITEM', 'item');
    return organizationId;
  };

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/items/organization/{organizationId}',
      tags,
      summary: 'Items of the organisation, newest first (limit defaults to 20)',
      request: { params: organizationParams, query: listItemsQuery },
      responses: { 200: jsonResponse('A page of items', itemList) },
    }),
    async (c) =>
      c.json(
        await service.listItems(
          db,
          currentUser(c).id,
          c.req.valid('param').organizationId,
          c.req.valid('query'),
        ),
        200,
      ),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/items',
      tags,
      summary: 'Create a product or service (Idempotency-Key honoured)',
      request: { body: jsonBody(createItemRequest) },
      responses: { 201: jsonResponse('Created', item) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createItem(db, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/items/{id}',
      tags,
      summary: 'One item',
      request: { params: idParams },
      responses: { 200: jsonResponse('The item', item) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await service.getItem(db, await organizationOf(id, currentUser(c).id), id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/items/{id}',
      tags,
      summary: 'Replace an item (absent optional fields are cleared)',
      request: { params: idParams, body: jsonBody(itemInput) },
      responses: { 200: jsonResponse('Updated', item) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(id, currentUser(c).id);
      return c.json(await service.updateItem(db, organizationId, id, c.req.valid('json')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/items/{id}',
      tags,
      summary: 'Delete an item (documents that used it keep it)',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await service.deleteItem(db, await organizationOf(id, currentUser(c).id), id);
      return c.body(null, 204);
    },
  );

  return router;
}
