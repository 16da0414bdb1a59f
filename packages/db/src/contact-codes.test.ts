// Migration 0023 (decision 0165): contacts made before it without a code get running codes in the order they
// were made, after the highest C-code their organisation already has, and the counter starts there.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClientOf } from './client.ts';
import { newId } from './ids.ts';
import { MIGRATIONS_DIR } from './migrate.ts';
import { contacts, organizations } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('0023_contact_codes.sql', () => {
  it('backfills live contacts without a code and starts the counter after the highest code', async () => {
    const { db } = database;
    const [a, b] = [newId(), newId()];
    await db.insert(organizations).values([
      { id: a, name: 'บริษัท ก' },
      { id: b, name: 'บริษัท ข' },
    ]);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const rows = [
      { organizationId: a, name: 'สาม', createdAt: at(3), code: null },
      { organizationId: a, name: 'หนึ่ง', createdAt: at(1), code: null },
      { organizationId: a, name: 'มีรหัส', createdAt: at(2), code: 'C00004' },
      { organizationId: a, name: 'รหัสอื่น', createdAt: at(4), code: 'VIP' },
      { organizationId: a, name: 'ลบแล้ว', createdAt: at(5), code: null, deletedAt: at(6) },
      { organizationId: b, name: 'ของ ข', createdAt: at(1), code: null },
    ];
    await db.insert(contacts).values(
      rows.map(({ name, ...r }) => ({
        ...r,
        id: newId(),
        contactType: 'CLIENT' as const,
        contactName: name,
      })),
    );
    // Run the migration again over these rows, as a database made before it would.
    const text = await readFile(`${MIGRATIONS_DIR}/0023_contact_codes.sql`, 'utf8');
    await rawClientOf(db).transaction(async (session) => {
      await session.exec('DROP TABLE record_counters');
      await session.exec(text);
    });

    const codes = await db.execute<{ organization_id: string; contact_name: string; code: string | null }>(
      sql`SELECT organization_id, contact_name, code FROM contacts ORDER BY organization_id, created_at`,
    );
    const of = (org: string) =>
      codes.rows.filter((r) => r.organization_id === org).map((r) => [r.contact_name, r.code]);
    // Organisation a: highest C-code is C00004, so หนึ่ง (minute 1) → C00005 and สาม (minute 3) → C00006.
    expect(of(a)).toEqual([
      ['หนึ่ง', 'C00005'],
      ['มีรหัส', 'C00004'],
      ['สาม', 'C00006'],
      ['รหัสอื่น', 'VIP'],
      ['ลบแล้ว', null],
    ]);
    expect(of(b)).toEqual([['ของ ข', 'C00001']]);
    const counters = await db.execute<{ organization_id: string; last_number: number }>(
      sql`SELECT organization_id, last_number FROM record_counters WHERE kind = 'contact'`,
    );
    expect(Object.fromEntries(counters.rows.map((r) => [r.organization_id, Number(r.last_number)]))).toEqual({
      [a]: 6,
      [b]: 1,
    });
  });
});
