// The embedded database's files are private (issue #9 item 7): the data directory is 0700, and after a start,
// migrations, writes and a close, no file or directory inside is readable, writable or searchable by the group
// or others; a directory left loose by an older version is fixed on the next start.
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { sql } from 'drizzle-orm';

const root = mkdtempSync(join(tmpdir(), 'banchee-data-dir-'));
const dataDir = join(root, 'data');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included) whose mode gives the group or others any right. */
function loose(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${(stat.mode & 0o777).toString(8)} ${path}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

function count(dir: string): number {
  let n = 0;
  const walk = (path: string) => {
    n += 1;
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return n;
}

describe('PGlite data directory permissions', () => {
  it('is created 0700 and holds only owner-only files after start, migrations, writes and close', async () => {
    const handle = await createDatabase({ dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await migrate(handle.db);
    await handle.db.execute(sql`CREATE TABLE scratch (n int)`);
    await handle.db.execute(sql`INSERT INTO scratch VALUES (1), (2)`);
    // While running, the directory itself shuts everyone else out.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await handle.close();
    expect(count(dataDir)).toBeGreaterThan(500);
    expect(loose(dataDir)).toEqual([]);
    expect(statSync(join(dataDir, 'pg_hba.conf')).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('fixes a data directory left world-accessible on the next start', async () => {
    chmodSync(dataDir, 0o777);
    chmodSync(join(dataDir, 'pg_hba.conf'), 0o666);
    chmodSync(join(dataDir, 'pg_wal'), 0o777);
    const handle = await createDatabase({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'pg_hba.conf')).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, 'pg_wal')).mode & 0o777).toBe(0o700);
    } finally {
      await handle.close();
    }
    expect(loose(dataDir)).toEqual([]);
  }, 60_000);
});
