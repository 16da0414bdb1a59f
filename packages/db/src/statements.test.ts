// Statements built as text (decision 0220): an insert written by insertRows is the insert Drizzle writes (same
// columns in the same order, same defaults, same encoded parameters) for every table of the schema, a fragment's
// parameters are renumbered after those already taken, and executeText runs the text like `execute` (rows with
// Drizzle's parsers, statement listeners told), as a named prepared statement too. Runs on PGlite, and on
// PostgreSQL with DATABASE_URL.
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeStatements } from './client.ts';
import { newId } from './ids.ts';
import { tableReader } from './rows.ts';
import * as schema from './schema/index.ts';
import { documents, organizations } from './schema/index.ts';
import { executeText, insertRows, preparedName, StatementText } from './statements.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
const org = newId();
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({ id: org, name: 'บริษัท ข้อความ จำกัด' });
}, 120_000);
afterAll(async () => {
  await database.close();
});

const tables = Object.values(schema).filter((value) => is(value, PgTable)) as unknown as PgTable[];

/** Drizzle's own insert of `row` into `table` (typed loosely: every table of the schema passes here). */
const drizzleInsert = (table: PgTable, row: Record<string, unknown>) =>
  database.db
    .insert(table as typeof documents)
    .values(row as typeof documents.$inferInsert)
    .toSQL();

/** A document with values of every kind the encoders handle: text, dates, numerics, booleans, JSON, nulls. */
const invoice = (id: string, number: string) => ({
  organizationId: org,
  id,
  kind: 'INV',
  number,
  status: 'AWAITING',
  date: '2026-11-27',
  dueDate: '2026-12-27',
  vatEnabled: true,
  creditDays: 30,
  contactName: "บริษัท ลูกค้า 'ทดสอบ' จำกัด",
  remarks: null,
  subtotal: '1234.50',
  vatAmount: '86.42',
  grandTotal: '1320.92',
  taxBreakdown: [{ vatType: 'VAT7', base: '1234.50', vat: '86.42' }],
});

describe('statements built as text', () => {
  it("writes every table's insert as Drizzle does: columns, order and defaults", () => {
    expect(tables.length).toBeGreaterThan(30);
    for (const table of tables) {
      const drizzle = drizzleInsert(table, {});
      const statement = new StatementText();
      expect(insertRows(statement, table, [{}]), getTableName(table)).toBe(`${drizzle.sql} returning *`);
      expect(statement.params).toEqual([]);
    }
  });

  it('encodes values as Drizzle does, splices SQL values and renumbers after the parameters taken', () => {
    const row = { ...invoice(newId(), 'INV202611270001'), updatedAt: sql`now()` };
    const drizzle = drizzleInsert(documents, row);
    const statement = new StatementText();
    const head = statement.param('taken first');
    const text = insertRows(statement, documents, [row]);
    expect(head).toBe('$1');
    expect(statement.params).toEqual(['taken first', ...drizzle.params]);
    const renumbered = drizzle.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 1}`);
    expect(text).toBe(`${renumbered} returning *`);
    // A fragment's own parameters follow; a parameterless fragment is rendered once and kept.
    expect(statement.fragment(sql`${'a'}::text || ${'b'}::text`)).toBe(
      `$${drizzle.params.length + 2}::text || $${drizzle.params.length + 3}::text`,
    );
    const fixed = sql`select 1`;
    expect(statement.fragment(fixed)).toBe('select 1');
    expect(statement.fragment(fixed)).toBe('select 1');
  });

  it('runs the text as execute does, named or not, and the listeners see it', async () => {
    const reader = tableReader(documents, 'd.', 'd');
    const seen: string[] = [];
    const stop = observeStatements(database.db, (text) => seen.push(text));
    try {
      const names: (string | undefined)[] = [];
      for (const index of [0, 1, 2]) {
        const id = newId();
        const statement = new StatementText();
        const text = `WITH d AS (${insertRows(statement, documents, [invoice(id, `INV20261127000${index + 2}`)])})
          SELECT ${statement.fragment(reader.select)} FROM d`;
        // Unnamed the first time it is seen, named from the second on (the same name each time).
        const name = preparedName('statements_test', text);
        names.push(name);
        const { rows } = await database.db.transaction((tx) => executeText(tx, text, statement.params, name));
        expect(seen.at(-1)).toBe(text);
        const [selected] = await database.db.select().from(documents).where(eq(documents.id, id));
        expect(rows.map((raw) => reader.read(raw))).toEqual([selected]);
        expect(selected).toMatchObject({ contactName: "บริษัท ลูกค้า 'ทดสอบ' จำกัด", grandTotal: '1320.92' });
      }
      expect(names[0]).toBeUndefined();
      expect(names[1]).toMatch(/^statements_test_[0-9a-f]{24}$/);
      expect(names[2]).toBe(names[1]);
    } finally {
      stop();
    }
  });

  it('names a text the second time it is seen, the same each time, and stops naming past the bound', () => {
    expect(preparedName('bound', 'select 1 as bound_test')).toBeUndefined();
    const first = preparedName('bound', 'select 1 as bound_test');
    expect(first).toMatch(/^bound_[0-9a-f]{24}$/);
    expect(preparedName('bound', 'select 1 as bound_test')).toBe(first);
    // Texts seen once take no name.
    const once = Array.from({ length: 100 }, (_, i) => preparedName('bound', `select ${i} as bound_once`));
    expect(once.every((name) => name === undefined)).toBe(true);
    const twice = Array.from({ length: 100 }, (_, i) => preparedName('bound', `select ${i} as bound_once`));
    const given = twice.filter((name) => name !== undefined);
    expect(new Set(given).size).toBe(given.length);
    expect(given.length).toBeGreaterThan(0);
    expect(given.length).toBeLessThan(64);
    expect(twice.at(-1)).toBeUndefined();
    expect(preparedName('bound', 'select 1 as bound_test')).toBe(first);
  });
});
