// Idempotency-Key for creating POSTs (architecture §3.7): the first request with a key stores its answer;
// a retry with the same key and the same request replays that answer instead of creating a second record.
// Keys are scoped to (organisation, user) — or to the user alone for POST /organizations, which has no
// organisation yet. Any creating route of a later module uses it the same way:
//
//   return idempotent(c, deps.db, { organizationId, userId, body }, async () => ({ status: 201, body: created }));
import { createHash } from 'node:crypto';
import { and, eq, idempotencyKeys, newId, userIdempotencyKeys, type Database } from '@banchee/db';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed, JSONValue } from 'hono/utils/types';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from './errors.ts';

export interface IdempotencyScope {
  /** Null for creating calls that precede any organisation (POST /organizations). */
  organizationId: string | null;
  userId: string;
  /** The validated request body: part of the request fingerprint. */
  body: unknown;
}

export interface CreatedResponse<T = unknown, S extends ContentfulStatusCode = ContentfulStatusCode> {
  status: S;
  body: T;
}

/** A first request that died (crash) leaves an unfinished key; after this long a retry may take it over. */
const STALE_AFTER_MS = 5 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface StoredKey {
  requestHash: string;
  statusCode: number | null;
  responseBody: unknown;
  createdAt: Date;
}

interface KeyStore {
  /** Inserts an unfinished key; false when the key already exists. */
  claim(requestHash: string): Promise<boolean>;
  find(): Promise<StoredKey | undefined>;
  complete(response: CreatedResponse): Promise<void>;
  release(): Promise<void>;
}

/** Runs `create` once per Idempotency-Key; the answer is typed like the route's response. */
export async function idempotent<T, S extends ContentfulStatusCode>(
  c: Context,
  db: Database,
  scope: IdempotencyScope,
  create: () => Promise<CreatedResponse<T, S>>,
): Promise<TypedResponse<JSONParsed<T>, S, 'json'>> {
  const answer = (body: unknown, status: number) =>
    c.json(body as JSONValue, status as S) as unknown as TypedResponse<JSONParsed<T>, S, 'json'>;
  const key = c.req.header('idempotency-key');
  if (key === undefined) {
    const response = await create();
    return answer(response.body, response.status);
  }
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(
      'VALIDATION.FAILED',
      'The Idempotency-Key header must be 1–200 visible ASCII characters.',
      {
        details: [{ path: 'headers.idempotency-key', message: 'invalid key' }],
      },
    );
  }
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${JSON.stringify(scope.body)}`)
    .digest('hex');
  const store = keyStore(db, scope, key);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await store.claim(requestHash)) {
      let response: CreatedResponse<T, S>;
      try {
        response = await create();
      } catch (error) {
        // A failed first attempt stores nothing: the client may fix the request and retry with the same key.
        await store.release();
        throw error;
      }
      await store.complete(response);
      c.header('Idempotent-Replayed', 'false');
      return answer(response.body, response.status);
    }
    const stored = await store.find();
    if (!stored) continue; // released between our claim and find: try again
    if (stored.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    }
    if (stored.statusCode !== null) {
      c.header('Idempotent-Replayed', 'true');
      return answer(stored.responseBody, stored.statusCode);
    }
    if (Date.now() - stored.createdAt.getTime() < STALE_AFTER_MS) {
      throw new AppError('IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is still running.');
    }
    await store.release();
  }
  throw new AppError('IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is still running.');
}

function keyStore(db: Database, scope: IdempotencyScope, key: string): KeyStore {
  const { organizationId, userId } = scope;
  if (organizationId === null) {
    const where = and(eq(userIdempotencyKeys.userId, userId), eq(userIdempotencyKeys.key, key));
    return {
      claim: async (requestHash) =>
        (
          await db
            .insert(userIdempotencyKeys)
            .values({ userId, key, requestHash })
            .onConflictDoNothing()
            .returning({ key: userIdempotencyKeys.key })
        ).length === 1,
      find: async () => (await db.select().from(userIdempotencyKeys).where(where))[0],
      complete: async ({ status, body }) => {
        await db.update(userIdempotencyKeys).set({ statusCode: status, responseBody: body }).where(where);
      },
      release: async () => {
        await db.delete(userIdempotencyKeys).where(where);
      },
    };
  }
  const where = and(
    eq(idempotencyKeys.organizationId, organizationId),
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
  );
  return {
    claim: async (requestHash) =>
      (
        await db
          .insert(idempotencyKeys)
          .values({ organizationId, id: newId(), userId, key, requestHash })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id })
      ).length === 1,
    find: async () => (await db.select().from(idempotencyKeys).where(where))[0],
    complete: async ({ status, body }) => {
      await db.update(idempotencyKeys).set({ statusCode: status, responseBody: body }).where(where);
    },
    release: async () => {
      await db.delete(idempotencyKeys).where(where);
    },
  };
}
