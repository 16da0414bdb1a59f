// Test helper: a fresh, migrated database per test file. In-memory PGlite by default; with DATABASE_URL set,
// a new uniquely named database on that server (created from it, dropped on close), so test files never share
// rows and CI can run the same tests on PostgreSQL.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '../client.ts';
import { newId } from '../ids.ts';
import { migrate, MIGRATIONS_DIR } from '../migrate.ts';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of the fresh server database, when running on PostgreSQL. */
  databaseUrl?: string;
}

/** `keepStatistics: false` for a test that watches plans change with the statistics itself. */
export async function createTestDatabase(options: { keepStatistics?: boolean } = {}): Promise<TestDatabase> {
  const keepStatistics = options.keepStatistics ?? true;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createDatabaseFromTemplate(keepStatistics);
  const name = `banchee_test_${newId().replaceAll('-', '')}`;
  const template = await serverTemplate(serverUrl);
  await withAdminClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), keepStatistics });
  // Files added since the template was made (or by a test) are applied normally.
  await migrate(handle.db);
  return {
    ...handle,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      // FORCE (PostgreSQL 13+) ends connections a failed test may have leaked.
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** Advisory lock key of the test-template builder (one builder at a time across test workers). */
const TEMPLATE_LOCK_KEY = 727_002;

/**
 * Migrating a new server database takes a second or more per test file, so the first file migrates a template
 * database once (named by the migrations' content, built under another name and renamed when complete) and every
 * fresh database is a copy of it (CREATE DATABASE … TEMPLATE). .ci/run drops the templates when it ends.
 */
async function serverTemplate(serverUrl: string): Promise<string> {
  const template = `banchee_template_${await migrationsHash()}`;
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      const building = `${template}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const handle = await createDatabase({ databaseUrl: url.toString() });
      try {
        await migrate(handle.db);
      } finally {
        await handle.close();
      }
      // A closed pool's server processes may take a moment to go; the rename needs them gone.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * PGlite's initdb takes ~5 s, so the first test file migrates a database once and dumps it to a tarball in the
 * temp directory, keyed by the migrations' content; every later fresh database loads that dump (~1 s).
 */
async function createDatabaseFromTemplate(keepStatistics: boolean): Promise<DatabaseHandle> {
  const path = await templatePath();
  let dump: Buffer | undefined = await readFile(path).catch(() => undefined);
  if (!dump) {
    dump = await dumpMigrated();
    // Write then rename: parallel test workers never read a half-written file.
    const partial = `${path}.${process.pid}.${newId()}`;
    await writeFile(partial, dump);
    await rename(partial, path);
  }
  const handle = await wrapPglite(
    await PGlite.create({
      loadDataDir: new Blob([new Uint8Array(dump)]),
      extensions: PGLITE_EXTENSIONS,
    }),
    keepStatistics,
  );
  // Files added since the dump was made (or by a test) are applied normally.
  await migrate(handle.db);
  return handle;
}

async function dumpMigrated(): Promise<Buffer> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    // No statistics keeper: the client is closed here, not through the handle.
    await migrate((await wrapPglite(client, false)).db);
    const blob = await client.dumpDataDir('none');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await client.close();
  }
}

async function templatePath(): Promise<string> {
  return join(tmpdir(), `banchee-pglite-template-${await migrationsHash()}.tar`);
}

/** 16 hex digits naming the migrations' content and the PGlite build (the dump format belongs to it). */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  // The dump format belongs to the PGlite build: a new PGlite version makes a new template.
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file);
    hash.update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
