// Column readers (decisions 0216, 0218): a row read through `execute` and decoded by a reader equals what
// Drizzle's `select()` returns for the same row — dates, timestamps, numerics, booleans, JSON and nulls — whether
// the columns come from the table or from an alias of it (a CTE), under a prefix. Runs on PGlite, and on
// PostgreSQL with DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { columnsReader, tableReader } from './rows.ts';
import { documents, organizations } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
const org = newId();
const id = newId();
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({ id: org, name: 'บริษัท อ่านแถว จำกัด' });
  await database.db.insert(documents).values({
    organizationId: org,
    id,
    kind: 'INV',
    number: 'INV202611270001',
    status: 'AWAITING',
    date: '2026-11-27',
    dueDate: '2026-12-27',
    vatEnabled: true,
    creditDays: 30,
    contactName: 'บริษัท ลูกค้า จำกัด',
    subtotal: '1234.50',
    vatAmount: '86.42',
    grandTotal: '1320.92',
    taxBreakdown: [{ vatType: 'VAT7', base: '1234.50', vat: '86.42' }],
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

const where = and(eq(documents.organizationId, org), eq(documents.id, id));

describe('columnsReader', () => {
  it("decodes a whole row as select() does, from the table or from a CTE's alias, under a prefix", async () => {
    const [selected] = await database.db.select().from(documents).where(where);
    expect(selected?.taxBreakdown).toEqual([{ vatType: 'VAT7', base: '1234.50', vat: '86.42' }]);

    const fromTable = tableReader(documents);
    const direct = await database.db.execute<Record<string, unknown>>(
      sql`SELECT ${fromTable.select} FROM ${documents} WHERE ${where}`,
    );
    expect(direct.rows.map((r) => fromTable.read(r))).toEqual([selected]);

    const fromAlias = tableReader(documents, 'd.', 'd');
    const aliased = await database.db.execute<Record<string, unknown>>(sql`
      WITH d AS (SELECT * FROM documents WHERE organization_id = ${org} AND id = ${id})
      SELECT ${fromAlias.select} FROM d`);
    expect(Object.keys(aliased.rows[0] ?? {})).toContain('d.grand_total');
    expect(aliased.rows.map((r) => fromAlias.read(r))).toEqual([selected]);
  });

  it('reads chosen columns only, nulls as null', async () => {
    const reader = columnsReader(
      { number: documents.number, dueDate: documents.dueDate, projectId: documents.projectId },
      'x.',
      'x',
    );
    const { rows } = await database.db.execute<Record<string, unknown>>(sql`
      SELECT ${reader.select} FROM documents x WHERE x.organization_id = ${org} AND x.id = ${id}`);
    expect(rows.map((r) => reader.read(r))).toEqual([
      { number: 'INV202611270001', dueDate: '2026-12-27', projectId: null },
    ]);
  });
});
