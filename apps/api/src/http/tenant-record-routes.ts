// The five routes of a simple organisation record (spec §7), configured by each module (items, contacts,
// warehouses): GET /{resource}/organization/{organizationId}[?query], POST /{resource} (body carries
// organizationId; Idempotency-Key honoured), GET|PUT|DELETE /{resource}/{id}. Paths, summaries and response
// descriptions come from the module, so the OpenAPI entries stay the module's own. Built from record-routes.ts.
import type { Database } from '@banchee/db';
import type { z } from 'zod';
import type { AppDeps } from './context.ts';
import { createRouter } from './openapi.ts';
import { recordScope, type TenantTable } from './organization-scope.ts';
import { createRoute, deleteRoute, listRoute, recordRoute } from './record-routes.ts';

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
    remove: (db: Database, organizationId: string, id: string, userId: string) => Promise<void>;
  };
}

export function tenantRecordRoutes<
  Create extends z.ZodType<{ organizationId: string }>,
  Input extends z.ZodType,
  View extends z.ZodType,
  List extends z.ZodType,
  Query extends z.ZodObject,
>(deps: AppDeps, spec: RecordRoutes<Create, Input, View, List, Query>) {
  const router = createRouter();
  const { resource, docs, schemas, useCases } = spec;
  const tags = [resource];
  const scope = recordScope(deps.db, spec.table, spec.namespace, spec.what);

  listRoute(router, deps, {
    resource,
    param: 'organizationId',
    tags,
    summary: docs.list,
    ...(schemas.query ? { query: schemas.query } : {}),
    answer: { description: docs.listAnswer, schema: schemas.list },
    // The list use cases take the caller and check the membership themselves.
    useCaseChecksMembership: true,
    list: (db, actor, query) => useCases.list(db, actor.userId, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: `/${resource}`,
    tags,
    summary: docs.create,
    body: schemas.create,
    answer: { description: 'Created', schema: schemas.view },
    create: (db, _actor, body) => useCases.create(db, body),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: `/${resource}/{id}`,
    tags,
    summary: docs.get,
    answer: { description: docs.getAnswer, schema: schemas.view },
    scope,
    run: (db, actor, id) => useCases.get(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'put',
    path: `/${resource}/{id}`,
    tags,
    summary: docs.update,
    body: schemas.input,
    answer: { description: 'Updated', schema: schemas.view },
    scope,
    run: (db, actor, id, input) => useCases.update(db, actor.organizationId, id, input),
  });

  deleteRoute(router, deps, {
    path: `/${resource}/{id}`,
    tags,
    summary: docs.delete,
    scope,
    remove: (db, actor, id) => useCases.remove(db, actor.organizationId, id, actor.userId),
  });

  return router;
}
