// The five routes of a simple organisation record (spec §7), configured by each module (items, contacts,
// warehouses): GET /{resource}/organization/{organizationId}[?query], POST /{resource} (body carries
// organizationId; Idempotency-Key honoured), GET|PUT|DELETE /{resource}/{id}. Paths, summaries and response
// descriptions come from the module, so the OpenAPI entries stay the module's own.
import { idParams, organizationParams } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import type { JSONValue } from 'hono/utils/types';
import type { z } from 'zod';
import { currentUser } from './auth.ts';
import type { AppDeps } from './context.ts';
import { notFound } from './errors.ts';
import { idempotent } from './idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from './openapi.ts';
import { findOrganizationOfRecord, requireMembership, type TenantTable } from './organization-scope.ts';

export interface RecordRoutes<
  Create extends z.ZodType<{ organizationId: string }>,
  Input extends z.ZodType,
  View extends z.ZodType,
  List extends z.ZodType,
  Query extends z.ZodObject,
> {
  /** The path segment and OpenAPI tag: 'items' → /items, /items/{id}, /items/organization/{organizationId}. */
  resource: string;
  /** The table whose organisation_id tells which organisation GET|PUT|DELETE /{resource}/{id} belong to. */
  table: TenantTable;
  /** Error namespace and word of the 404 for an unknown id: 'ITEM', 'item' → ITEM.NOT_FOUND. */
  namespace: string;
  what: string;
  schemas: { create: Create; input: Input; view: View; list: List; query?: Query };
  /** OpenAPI summaries, and the descriptions of the list and read answers. */
  docs: {
    list: string;
    listAnswer: string;
    create: string;
    get: string;
    getAnswer: string;
    update: string;
    delete: string;
  };
  useCases: {
    list: (
      db: Database,
      userId: string,
      organizationId: string,
      query: z.infer<Query>,
    ) => Promise<z.infer<List>>;
    create: (db: Database, input: z.infer<Create>) => Promise<z.infer<View>>;
    get: (db: Database, organizationId: string, id: string) => Promise<z.infer<View>>;
    update: (
      db: Database,
      organizationId: string,
      id: string,
      input: z.infer<Input>,
    ) => Promise<z.infer<View>>;
    remove: (db: Database, organizationId: string, id: string) => Promise<void>;
  };
}

/** What the routes below see: the module's schemas and use cases with their types erased (checked above). */
interface ErasedRoutes {
  schemas: { create: z.ZodType; input: z.ZodType; view: z.ZodType; list: z.ZodType; query?: z.ZodObject };
  useCases: {
    list: (db: Database, userId: string, organizationId: string, query: unknown) => Promise<unknown>;
    create: (db: Database, input: { organizationId: string }) => Promise<unknown>;
    get: (db: Database, organizationId: string, id: string) => Promise<unknown>;
    update: (db: Database, organizationId: string, id: string, input: unknown) => Promise<unknown>;
    remove: (db: Database, organizationId: string, id: string) => Promise<void>;
  };
}

export function tenantRecordRoutes<
  Create extends z.ZodType<{ organizationId: string }>,
  Input extends z.ZodType,
  View extends z.ZodType,
  List extends z.ZodType,
  Query extends z.ZodObject,
>({ db, config }: AppDeps, spec: RecordRoutes<Create, Input, View, List, Query>) {
  const router = createRouter();
  const { resource, docs } = spec;
  const { schemas, useCases } = spec as unknown as ErasedRoutes;
  const tags = [resource];
  // Answers are the use cases' values, typed by the module's schemas in RecordRoutes.
  const answer = (value: unknown) => value as JSONValue;

  /** The organisation of record {id} among the caller's organisations, or 404 <NAMESPACE>.NOT_FOUND. */
  const organizationOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, spec.table, id, userId);
    if (!organizationId) throw notFound(spec.namespace, spec.what);
    return organizationId;
  };

  // Without a query schema the list route declares no query at all (warehouses: GET …/organization/{id}).
  const listRequest: { params: typeof organizationParams; query?: z.ZodObject } = schemas.query
    ? { params: organizationParams, query: schemas.query }
    : { params: organizationParams };
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `/${resource}/organization/{organizationId}`,
      tags,
      summary: docs.list,
      request: listRequest,
      responses: { 200: jsonResponse(docs.listAnswer, schemas.list) },
    }),
    async (c) => {
      // The optional query drops out of the route's input type, hence the cast; Hono validated it if declared.
      const query: unknown = schemas.query ? c.req.valid('query' as never) : undefined;
      const { organizationId } = c.req.valid('param');
      return c.json(answer(await useCases.list(db, currentUser(c).id, organizationId, query)), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: `/${resource}`,
      tags,
      summary: docs.create,
      request: { body: jsonBody(schemas.create) },
      responses: { 201: jsonResponse('Created', schemas.view) },
    }),
    async (c) => {
      const body = c.req.valid('json') as { organizationId: string };
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: answer(await useCases.create(db, body)),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `/${resource}/{id}`,
      tags,
      summary: docs.get,
      request: { params: idParams },
      responses: { 200: jsonResponse(docs.getAnswer, schemas.view) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(answer(await useCases.get(db, await organizationOf(id, currentUser(c).id), id)), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: `/${resource}/{id}`,
      tags,
      summary: docs.update,
      request: { params: idParams, body: jsonBody(schemas.input) },
      responses: { 200: jsonResponse('Updated', schemas.view) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(id, currentUser(c).id);
      return c.json(answer(await useCases.update(db, organizationId, id, c.req.valid('json'))), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: `/${resource}/{id}`,
      tags,
      summary: docs.delete,
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await useCases.remove(db, await organizationOf(id, currentUser(c).id), id);
      return c.body(null, 204);
    },
  );

  return router;
}
