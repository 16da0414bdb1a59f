// The database client factory: one Drizzle Postgres database over either embedded PGlite (default, data in a
// directory or in memory) or a PostgreSQL server (DATABASE_URL). Callers see one `Database` type; the raw
// driver is kept aside for the migrator and for closing.
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// The drivers are imported when used: a server loads either pg or PGlite, never both (start-up time).
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { keepStatistics, type RawQuery } from './statistics.ts';

/**
 * The query-result shape both drivers share: pg's QueryResult and PGlite's Results both carry `rows`.
 * Typing `execute()` through this keeps module code driver-neutral.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

export interface QueryRows<T> {
  rows: T[];
}

export type Schema = typeof schema;
export type Database = PgDatabase<QueryResultHKT, Schema>;
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… — use a PostgreSQL server. When absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means an in-memory database (tests). Ignored with databaseUrl. */
  dataDir?: string;
  /** Analyse tables that outgrew their statistics every few seconds (statistics.ts; default true). */
  keepStatistics?: boolean;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

/** A raw session inside one transaction, for what Drizzle cannot do portably (multi-statement SQL files). */
export interface RawSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (simple-query protocol). */
  exec(text: string): Promise<void>;
}

interface RawClient {
  kind: DatabaseKind;
  transaction<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
}

const rawClients = new WeakMap<Database, RawClient>();

/** Sees the text of every statement Drizzle sends (tests count them; see observeStatements). */
export type StatementListener = (text: string, params: readonly unknown[]) => void;

const statementListeners = new WeakMap<Database, Set<StatementListener>>();

/**
 * The Drizzle logger of a database: forwards each statement to the listeners registered on it (none in
 * production, so the cost is one empty-set check per statement).
 */
function statementLogger(listeners: Set<StatementListener>) {
  return {
    logQuery(query: string, params: unknown[]) {
      for (const listener of listeners) listener(query, params);
    },
  };
}

/**
 * Calls `listener` with the text of every statement sent through `db` (made by createDatabase or wrapPglite)
 * until the returned function is called. Transaction control (BEGIN, COMMIT, ROLLBACK, SAVEPOINT) is left out:
 * node-postgres sends it through Drizzle, PGlite does not, and the counts must agree on both databases.
 */
export function observeStatements(db: Database, listener: StatementListener): () => void {
  const listeners = statementListeners.get(db);
  if (!listeners) throw new Error('this database was not made by createDatabase()');
  const filtered: StatementListener = (text, params) => {
    if (!/^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i.test(text)) listener(text, params);
  };
  listeners.add(filtered);
  return () => listeners.delete(filtered);
}

/** The raw driver behind a database made by createDatabase (used by the migrator). */
export function rawClientOf(db: Database): RawClient {
  const raw = rawClients.get(db);
  if (!raw) throw new Error('this database was not made by createDatabase()');
  return raw;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const keep = options.keepStatistics ?? true;
  if (options.databaseUrl) return createPostgres(options.databaseUrl, keep);
  return createPglite(options.dataDir, keep);
}

async function createPostgres(databaseUrl: string, keep: boolean): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Pipeline mode: a query is written as soon as it is made, not after the answer before it, so a statement and
  // the COMMIT behind it go out together (executeAndCommit, decision 0221). Code that awaits each query runs
  // as before.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, pipeline: true });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  const listeners = new Set<StatementListener>();
  const db = drizzlePg(pool, { schema, logger: statementLogger(listeners) }) as unknown as Database;
  statementListeners.set(db, listeners);
  const raw: RawClient = {
    kind: 'postgres',
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const session: RawSession = {
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
          exec: async (text) => {
            await client.query(text);
          },
        };
        const result = await fn(session);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
  rawClients.set(db, raw);
  // Fail fast on a wrong URL rather than on the first request.
  await pool.query('SELECT 1');
  return handleOf(
    db,
    'postgres',
    keep,
    async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
    () => pool.end(),
  );
}

/** The handle of `db`, its statistics kept (statistics.ts) when `keep`; closing stops the keeper first. */
function handleOf(
  db: Database,
  kind: DatabaseKind,
  keep: boolean,
  query: RawQuery,
  close: () => Promise<void>,
): DatabaseHandle {
  const stop = keep ? keepStatistics(query) : () => Promise.resolve();
  return {
    db,
    kind,
    close: async () => {
      await stop();
      await close();
    },
  };
}

/**
 * The contrib extensions every PGlite must load (PGlite ships them as separate modules): pg_trgm for the search
 * indexes of migration 0007. Pass to every PGlite.create, also when loading a dump.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function createPglite(dataDir: string | undefined, keep: boolean): Promise<DatabaseHandle> {
  if (dataDir) makePrivate(dataDir);
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dataDir ?? 'memory://', {
      ...pgliteDurabilityOptions(dataDir),
      extensions: PGLITE_EXTENSIONS,
    });
    // PGlite's file system sets 0666 on what it creates (initdb, new relations): tighten after opening.
    if (dataDir) makePrivate(dataDir);
    const handle = await wrapPglite(client, keep);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        if (dataDir) makePrivate(dataDir);
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The data directory holds the whole database (pg_hba.conf and the WAL included), so only its owner may read it:
 * the process umask becomes 077, the directory 0700, and every directory inside 0700 and file 0600 — on start
 * (fixing a directory made by an older version), after PGlite opens and on close. While the server runs, a file
 * PGlite adds keeps PGlite's own mode until the next close, but nobody else can reach it through the 0700
 * directory. See docs/decisions/0077-private-data-files.md.
 */
export function makePrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tighten = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const name of readdirSync(path)) tighten(join(path, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(path, stat.mode & 0o700);
    }
  };
  tighten(dataDir);
}

/**
 * PGlite is one process's private database: two servers on one data directory would corrupt it, and PGlite
 * does not check. A lock file holding the owner's pid refuses a second live owner; a stale one (the owner was
 * killed) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'banchee.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The data directory ${dataDir} is in use by process ${owner}.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Wraps an open PGlite in the common handle (also used by the test helper's template databases). */
export async function wrapPglite(client: PGlite, keep = true): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  yieldBeforeEachTransaction(client);
  const listeners = new Set<StatementListener>();
  const db = drizzlePglite(client, { schema, logger: statementLogger(listeners) }) as unknown as Database;
  statementListeners.set(db, listeners);
  const raw: RawClient = {
    kind: 'pglite',
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
  };
  rawClients.set(db, raw);
  return handleOf(
    db,
    'pglite',
    keep,
    async (text) => (await client.query(text)).rows as Record<string, unknown>[],
    () => client.close(),
  );
}

/**
 * PGlite runs one transaction at a time, in this process, as a chain of promises: a queue of waiting
 * transactions would run back to back without the event loop ever reaching its I/O phase, so no answer would
 * leave and no new request would be read until the whole queue was done (32 writers answered in lock-step
 * batches, and a request read late waited several batches). Each transaction first lets the event loop turn
 * once (setImmediate), then runs: answers go out as their transaction commits, in arrival order.
 */
function yieldBeforeEachTransaction(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction(async (tx) => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return fn(tx);
    });
}

/**
 * PGlite on disk: see docs/decisions/0011-pglite-durability.md. In memory nothing can be made durable, so the
 * defaults stay.
 */
function pgliteDurabilityOptions(dataDir: string | undefined) {
  if (!dataDir) return {};
  return { relaxedDurability: false };
}
