// The migrator applies each file once and records it; a database handle works the same on both drivers; a
// PGlite data directory has one owner at a time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { newId } from './ids.ts';
import { organizations, items } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migrate', () => {
  it('has recorded 0001_platform.sql and applies nothing the second time', async () => {
    const rows = await database.db.execute<{ name: string }>(
      sql`SELECT name FROM schema_migrations ORDER BY name`,
    );
    expect(rows.rows.map((r) => r.name)).toContain('0001_platform.sql');
    expect(await migrate(database.db)).toEqual([]);
  });

  it('keeps numeric money as exact decimal strings through Drizzle', async () => {
    const organizationId = newId();
    await database.db.insert(organizations).values({ id: organizationId, name: 'ร้านทดสอบ' });
    const id = newId();
    await database.db.insert(items).values({
      organizationId,
      id,
      type: 'PRODUCT',
      name: 'กาแฟ',
      salePrice: '12345678901234.5678',
    });
    const [row] = await database.db
      .select()
      .from(items)
      .where(sql`${items.id} = ${id}`);
    expect(row?.salePrice).toBe('12345678901234.5678');
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('rolls back a failed transaction completely', async () => {
    const organizationId = newId();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ id: organizationId, name: 'rolled back' });
        await tx.execute(sql`SELECT 1/0`);
      }),
    ).rejects.toThrow();
    const found = await database.db.execute(sql`SELECT 1 FROM organizations WHERE id = ${organizationId}`);
    expect(found.rows).toHaveLength(0);
  });
});

describe('newId', () => {
  it('makes version-7 UUIDs that sort by time', () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
    // 1_700_000_000_000 ms = 0x018bcfe56800
    expect(a.slice(0, 13)).toBe('018bcfe5-6800');
  });

  it('never repeats its random part, across refills of the random pool (256 ids each)', () => {
    const ids = Array.from({ length: 1_000 }, () => newId(1_700_000_000_000));
    expect(new Set(ids.map((id) => id.slice(14))).size).toBe(1_000);
    for (const id of ids) expect(id).toMatch(/^018bcfe5-6800-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('PGlite data directory lock', () => {
  it(
    'refuses a second live owner of a data directory and takes over a stale lock',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'banchee-lock-'));
      try {
        // pid 1 (init) is always alive: a lock held by it is refused without starting PGlite.
        writeFileSync(join(dir, 'banchee.lock'), '1');
        await expect(createDatabase({ dataDir: dir })).rejects.toThrow(/in use by process 1/);
        // a pid that cannot exist is a stale lock (its owner was killed): taken over.
        writeFileSync(join(dir, 'banchee.lock'), '2147483646');
        const handle = await createDatabase({ dataDir: dir });
        await handle.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
