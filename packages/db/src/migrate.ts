// The migrator (docs/decisions/0002-sql-migrations.md): applies packages/db/migrations/*.sql in name order,
// each file in its own transaction, and records it in `schema_migrations`. A transaction-scoped advisory lock
// makes concurrent start-ups (several API nodes) apply each file once.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rawClientOf, type Database } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Arbitrary constant shared by every node: the advisory lock key of the migrator. */
const MIGRATION_LOCK_KEY = 727_001;

export interface MigrateOptions {
  /** Directory of NNNN_name.sql files; defaults to packages/db/migrations. */
  directory?: string;
}

/** Applies every pending migration; returns the names applied by this call, in order. */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  const directory = options.directory ?? MIGRATIONS_DIR;
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const raw = rawClientOf(db);
  const applied: string[] = [];
  // Fast path of every start after the first: one read finds every file applied (a file being applied by
  // another node right now is not yet recorded, so it is still pending and takes the locked path below).
  if (files.length > 0 && (await pendingFiles(raw, files)).length === 0) return applied;
  for (const file of files) {
    const sqlText = await readFile(`${directory}/${file}`, 'utf8');
    const done = await raw.transaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await session.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const existing = await session.query<{ name: string }>(
        'SELECT name FROM schema_migrations WHERE name = $1',
        [file],
      );
      if (existing.length > 0) return false;
      await session.exec(sqlText);
      await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/** The files not yet recorded in schema_migrations (all of them when the table does not exist yet). */
async function pendingFiles(raw: ReturnType<typeof rawClientOf>, files: string[]): Promise<string[]> {
  const recorded = await raw.transaction(async (session) => {
    const [table] = await session.query<{ exists: boolean }>(
      "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
    );
    if (!table?.exists) return [];
    return session.query<{ name: string }>('SELECT name FROM schema_migrations');
  });
  const done = new Set(recorded.map((row) => row.name));
  return files.filter((file) => !done.has(file));
}
