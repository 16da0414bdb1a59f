// Route builders for the records an organisation keeps beyond the simple record tables (refunds, stock counts,
// stock transfers, withholding-tax certificates …). Each builder declares one route on the module's router with
// the module's own path, summary and schemas (so its OpenAPI entry stays its own) and does what every such route
// repeats:
//   listRoute    GET  /{resource}/organization/{orgId}: the caller must be a member (else 404), then the use case
//                (which may check membership itself where it needs the caller's role: payroll access)
//   createRoute  POST /{resource}[/…]: the body's organisation must be the caller's (else 404; or an owner's,
//                else 403), Idempotency-Key honoured, 201 with the use case's answer
//   actionRoute  the same check for a POST|PUT that creates nothing (mark a return filed, set the lock date): 200
//   recordRoute  GET|PUT|POST /{resource}/{id}[/…]: the record's organisation among the caller's (else 404
//                <NAMESPACE>.NOT_FOUND, see recordScope), then the use case with the caller, the id, the body
//                and the query
//   deleteRoute  DELETE /{resource}/{id}: the same lookup, then the use case; 204
//   pdfRoute     GET /{resource}/{id}/pdf: the same lookup, then the rendered bytes as an inline PDF (sendPdf)
// The generic interfaces tie each use case to the module's schemas; inside, the types are erased as Hono cannot
// infer a route's input from a schema it only knows as a type parameter (tenant-record-routes.ts does the same).
import { idParams, organizationParams } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import { z } from 'zod';
import { currentUser } from './auth.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { idempotent } from './idempotency.ts';
import { jsonBody, jsonResponse, protectedRoute } from './openapi.ts';
import { requireMembership, requireOwner, type RecordScope } from './organization-scope.ts';

type Router = OpenAPIHono<AppEnv>;

/** Who acts and in which organisation: the signed-in user, a member of it. */
export interface Actor {
  readonly userId: string;
  readonly organizationId: string;
}

/** A JSON answer: its OpenAPI description and schema. */
export interface Answer<View extends z.ZodType> {
  readonly description: string;
  readonly schema: View;
}

interface Docs {
  readonly tags: string[];
  readonly summary: string;
}

// The use cases' values are typed by the module's schemas in the interfaces below.
const json = (value: unknown) => value as JSONValue;

/** The organisation path parameter of the list routes, named as each module's OpenAPI entry names it. */
const ORGANIZATION_PARAMS = {
  orgId: z.object({ orgId: z.uuid() }),
  organizationId: organizationParams,
} as const;

export interface ListRoute<Query extends z.ZodObject, List extends z.ZodType> extends Docs {
  /** The path segment: 'refunds' → GET /refunds/organization/{orgId}. */
  readonly resource: string;
  /** The name of the organisation path parameter (orgId unless the module's path says organizationId). */
  readonly param?: keyof typeof ORGANIZATION_PARAMS;
  /** The query schema; without one the route declares no query (warehouses). */
  readonly query?: Query;
  readonly answer: Answer<List>;
  /** True when the use case checks the caller's membership itself (it reads the membership for a role). */
  readonly useCaseChecksMembership?: boolean;
  readonly list: (db: Database, actor: Actor, query: z.infer<Query>) => Promise<z.infer<List>>;
}

export function listRoute<List extends z.ZodType, Query extends z.ZodObject = z.ZodObject>(
  router: Router,
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  spec: ListRoute<Query, List>,
): void {
  const param = spec.param ?? 'orgId';
  const list = spec.list as (db: Database, actor: Actor, query: unknown) => Promise<unknown>;
  const request = spec.query
    ? { params: ORGANIZATION_PARAMS[param], query: spec.query as z.ZodObject }
    : { params: ORGANIZATION_PARAMS[param] };
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `/${spec.resource}/organization/{${param}}`,
      tags: spec.tags,
      summary: spec.summary,
      request,
      responses: { 200: jsonResponse(spec.answer.description, spec.answer.schema as z.ZodType) },
    }),
    async (c) => {
      const organizationId = (c.req.valid('param') as Record<string, string>)[param] ?? '';
      const actor = { userId: currentUser(c).id, organizationId };
      if (!spec.useCaseChecksMembership) await requireMembership(db, actor.userId, organizationId);
      // The optional query drops out of the route's input type, hence the cast; Hono validated it if declared.
      const query: unknown = spec.query ? c.req.valid('query' as never) : undefined;
      return c.json(json(await list(db, actor, query)), 200);
    },
  );
}

/** The caller acting in the organisation the body names: a member of it (else 404), or an owner (else 403). */
async function bodyActor(
  c: Context<AppEnv>,
  db: Database,
  body: { organizationId: string },
  ownersOnly = false,
): Promise<Actor> {
  const actor = { userId: currentUser(c).id, organizationId: body.organizationId };
  await (ownersOnly ? requireOwner : requireMembership)(db, actor.userId, actor.organizationId);
  return actor;
}

export interface CreateRoute<
  Body extends z.ZodType<{ organizationId: string }>,
  View extends z.ZodType,
> extends Docs {
  /** The full path: '/refunds'. */
  readonly path: string;
  /** Only an owner of the body's organisation may call it (403 ORGANIZATION.FORBIDDEN for other members). */
  readonly ownersOnly?: boolean;
  readonly body: Body;
  readonly answer: Answer<View>;
  readonly create: (db: Database, actor: Actor, body: z.infer<Body>) => Promise<z.infer<View>>;
}

export function createRoute<Body extends z.ZodType<{ organizationId: string }>, View extends z.ZodType>(
  router: Router,
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  spec: CreateRoute<Body, View>,
): void {
  const create = spec.create as (db: Database, actor: Actor, body: unknown) => Promise<unknown>;
  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: spec.path,
      tags: spec.tags,
      summary: spec.summary,
      request: { body: jsonBody(spec.body as z.ZodType) },
      responses: { 201: jsonResponse(spec.answer.description, spec.answer.schema as z.ZodType) },
    }),
    async (c) => {
      const body = c.req.valid('json') as { organizationId: string };
      const actor = await bodyActor(c, db, body, spec.ownersOnly);
      return idempotent(c, db, { ...actor, body }, async () => ({
        status: 201,
        body: json(await create(db, actor, body)),
      }));
    },
  );
}

export interface ActionRoute<
  Body extends z.ZodType<{ organizationId: string }>,
  View extends z.ZodType,
> extends Omit<CreateRoute<Body, View>, 'create'> {
  readonly method?: 'post' | 'put';
  readonly run: (db: Database, actor: Actor, body: z.infer<Body>) => Promise<z.infer<View>>;
}

/** A POST (or PUT) whose body names the organisation and that creates nothing: 200, no Idempotency-Key. */
export function actionRoute<Body extends z.ZodType<{ organizationId: string }>, View extends z.ZodType>(
  router: Router,
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  spec: ActionRoute<Body, View>,
): void {
  const run = spec.run as (db: Database, actor: Actor, body: unknown) => Promise<unknown>;
  router.openapi(
    protectedRoute(config, {
      method: spec.method ?? 'post',
      path: spec.path,
      tags: spec.tags,
      summary: spec.summary,
      request: { body: jsonBody(spec.body as z.ZodType) },
      responses: { 200: jsonResponse(spec.answer.description, spec.answer.schema as z.ZodType) },
    }),
    async (c) => {
      const body = c.req.valid('json') as { organizationId: string };
      return c.json(json(await run(db, await bodyActor(c, db, body, spec.ownersOnly), body)), 200);
    },
  );
}

export interface RecordRoute<
  Body extends z.ZodType,
  View extends z.ZodType,
  Query extends z.ZodObject,
> extends Docs {
  readonly method: 'get' | 'put' | 'post';
  /** The full path with its {id}: '/refunds/{id}', '/refunds/{id}/status'. */
  readonly path: string;
  /** The request body, when the route takes one. */
  readonly body?: Body;
  /** The query, when the route takes one. */
  readonly query?: Query;
  readonly answer: Answer<View>;
  /** The organisation of record {id} among the caller's, or 404 (recordScope). */
  readonly scope: RecordScope;
  readonly run: (
    db: Database,
    actor: Actor,
    id: string,
    body: z.infer<Body>,
    query: z.infer<Query>,
  ) => Promise<z.infer<View>>;
}

export function recordRoute<
  View extends z.ZodType,
  Body extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodObject = z.ZodObject,
>(
  router: Router,
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  spec: RecordRoute<Body, View, Query>,
): void {
  const run = spec.run as (
    db: Database,
    actor: Actor,
    id: string,
    body: unknown,
    query: unknown,
  ) => Promise<unknown>;
  const request = {
    params: idParams,
    ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
    ...(spec.body ? { body: jsonBody(spec.body as z.ZodType) } : {}),
  };
  router.openapi(
    protectedRoute(config, {
      method: spec.method,
      path: spec.path,
      tags: spec.tags,
      summary: spec.summary,
      request,
      responses: { 200: jsonResponse(spec.answer.description, spec.answer.schema as z.ZodType) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const actor = { userId, organizationId: await spec.scope(id, userId) };
      // An optional body or query drops out of the route's input type; Hono validated each one declared.
      const body: unknown = spec.body ? c.req.valid('json' as never) : undefined;
      const query: unknown = spec.query ? c.req.valid('query' as never) : undefined;
      return c.json(json(await run(db, actor, id, body, query)), 200);
    },
  );
}

export interface DeleteRoute extends Docs {
  /** The full path with its {id}: '/employees/{id}'. */
  readonly path: string;
  readonly scope: RecordScope;
  /** The description of the 204 answer ('Deleted' unless said). */
  readonly answer?: string;
  readonly remove: (db: Database, actor: Actor, id: string) => Promise<void>;
}

export function deleteRoute(
  router: Router,
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  spec: DeleteRoute,
): void {
  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: spec.path,
      tags: spec.tags,
      summary: spec.summary,
      request: { params: idParams },
      responses: { 204: { description: spec.answer ?? 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      await spec.remove(db, { userId, organizationId: await spec.scope(id, userId) }, id);
      return c.body(null, 204);
    },
  );
}

/** A rendered PDF and the name it is shown under. */
export interface PdfFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** The answer of every "print" route: the PDF shown inline under its file name. */
export function sendPdf(c: Context, file: PdfFile): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${file.fileName}"`,
  });
}

export interface PdfRoute<Query extends z.ZodObject> extends Docs {
  /** The full path with its {id}: '/refunds/{id}/pdf'. */
  readonly path: string;
  readonly query?: Query;
  readonly scope: RecordScope;
  readonly render: (actor: Actor, id: string, query: z.infer<Query>) => Promise<PdfFile>;
}

export function pdfRoute<Query extends z.ZodObject = z.ZodObject>(
  router: Router,
  { config }: Pick<AppDeps, 'config'>,
  spec: PdfRoute<Query>,
): void {
  const render = spec.render as (actor: Actor, id: string, query: unknown) => Promise<PdfFile>;
  const request = spec.query ? { params: idParams, query: spec.query as z.ZodObject } : { params: idParams };
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: spec.path,
      tags: spec.tags,
      summary: spec.summary,
      request,
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const actor = { userId, organizationId: await spec.scope(id, userId) };
      const query: unknown = spec.query ? c.req.valid('query' as never) : undefined;
      return sendPdf(c, await render(actor, id, query));
    },
  );
}
