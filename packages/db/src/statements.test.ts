// Statements built as text (decision 0220): an insert written by insertRows is the insert Drizzle writes (same
// columns in the same order, same defaults, same encoded parameters) for every table of the schema, a fragment's
// parameters are renumbered after those already taken, and executeText runs the text like `execute` (rows with
// Drizzle's parsers, statement listeners told), as a named prepared statement too. A row computed before it is
// stored (asInserted) is the row the database gives back; a statement committed behind (executeAndCommit) is
// committed before its answer is read, or refused whole. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeStatements } from './client.ts';
import { newId } from './ids.ts';
import { tableReader } from './rows.ts';
import * as schema from './schema/index.ts';
import { documentLines, documents, organizations } from './schema/index.ts';
import {
  asInserted,
  differencesFromInserted,
  executeAndCommit,
  executeText,
  insertRows,
  preparedName,
  StatementText,
} from './statements.ts';
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

describe('rows known before they are stored (decision 0221)', () => {
  /** Inserts `values` into `table` as they are, returning * (the database's own row). */
  async function storedRow(table: typeof documents | typeof documentLines, values: Record<string, unknown>) {
    const statement = new StatementText();
    const text = insertRows(statement, table, [values]);
    const { rows } = await database.db.transaction((tx) => executeText(tx, text, statement.params));
    const [row] = await database.db
      .select()
      .from(table as typeof documents)
      .where(eq((table as typeof documents).id, rows[0]?.['id'] as string));
    expect(row).toBeDefined();
    return row as unknown as Record<string, unknown>;
  }

  it('gives the row the database stores: defaults, numerics at their scale, lower-case ids, JSON', async () => {
    const id = newId().toUpperCase();
    const values = {
      organizationId: org,
      id,
      kind: 'INV',
      number: 'INV202611270101',
      status: 'AWAITING',
      date: '2026-11-27',
      // Numerics as text, as numbers, with too many decimals (rounded half away from zero) and negative zero.
      subtotal: '1234.5',
      vatAmount: 86.415,
      grandTotal: '1320.915',
      discountPercent: '12.34565',
      depositDeducted: '-0.001',
      amountDue: '0007',
      taxBreakdown: [{ vatType: 'VAT7', base: '1234.50', vat: '86.42' }],
    };
    const expected = asInserted(documents, values);
    const stored = await storedRow(documents, values);
    expect(differencesFromInserted(documents, expected, stored)).toEqual([]);
    expect(expected.row).toMatchObject({
      id: id.toLowerCase(),
      subtotal: '1234.50',
      vatAmount: '86.42',
      grandTotal: '1320.92',
      discountPercent: '12.3457',
      depositDeducted: '0.00',
      amountDue: '7.00',
      priceType: 'vat_exclusive',
      currency: 'THB',
      isDeposit: false,
      dueDate: null,
    });
    // What only the database knows is left out, and reading it before the row is stored throws.
    expect(expected.unknown).toEqual(['createdAt', 'updatedAt']);
    expect(() => expected.row.createdAt).toThrow(/documents.created_at is not known until the row is stored/);
    // Inserting the computed values stores the same row again.
    const again = asInserted(documents, { ...expected.values, id: newId(), number: 'INV202611270102' });
    const storedAgain = await storedRow(documents, again.values);
    expect(differencesFromInserted(documents, again, storedAgain)).toEqual([]);
  });

  it('leaves pending keys unknown, and names each key whose stored value differs', async () => {
    const id = newId();
    const values = { organizationId: org, id, kind: 'QT', status: 'AWAITING', date: '2026-11-27' };
    const expected = asInserted(documents, values, ['number']);
    expect(expected.unknown).toEqual(['number', 'createdAt', 'updatedAt']);
    expect(() => expected.row.number).toThrow(/documents.number is not known/);
    expect(expected.values).not.toHaveProperty('number');
    const stored = await storedRow(documents, { ...expected.values, number: 'QT202611270001' });
    expect(differencesFromInserted(documents, expected, stored)).toEqual([]);
    expect(
      differencesFromInserted(documents, expected, { ...stored, grandTotal: '1.00', taxBreakdown: [{}] }),
    ).toEqual(['grandTotal', 'taxBreakdown']);
    // A value given but not modelled (a timestamp) is stored as given, and unknown before it is.
    const createdAt = new Date('2026-11-27T01:02:03.000Z');
    const given = asInserted(documents, { ...values, id: newId(), createdAt }, ['number']);
    expect(given.unknown).toContain('createdAt');
    expect(given.values['createdAt']).toBe(createdAt);
    const storedGiven = await storedRow(documents, { ...given.values, number: 'QT202611270002' });
    expect(storedGiven['createdAt']).toEqual(createdAt);
  });

  it('computes lines as stored, for random quantities, prices and percentages', async () => {
    const documentId = newId();
    await storedRow(documents, {
      organizationId: org,
      id: documentId,
      kind: 'INV',
      number: 'INV202611270201',
      status: 'AWAITING',
      date: '2026-11-27',
    });
    const digits = (whole: number, fraction: number) =>
      `${Math.floor(Math.random() * 10 ** whole)}.${String(Math.floor(Math.random() * 10 ** fraction)).padStart(fraction, '0')}`;
    for (let position = 0; position < 40; position += 1) {
      const values = {
        organizationId: org,
        id: newId(),
        documentId,
        position,
        name: `สินค้า ${position}`,
        quantity: digits(6, 1 + (position % 6)),
        salePrice: Math.random() < 0.5 ? digits(8, 3) : Number(digits(5, 2)),
        discountPercent: position % 3 === 0 ? null : digits(2, 1 + (position % 5)),
        total: digits(10, position % 4),
      };
      const expected = asInserted(documentLines, values);
      const stored = await storedRow(documentLines, values);
      expect(differencesFromInserted(documentLines, expected, stored), JSON.stringify(values)).toEqual([]);
    }
  });
});

describe('a statement committed behind (decision 0221)', () => {
  const lockKey = 914_221;

  it('commits before its answer is read, and the transaction goes on for reads', async () => {
    const id = newId();
    const statement = new StatementText();
    const text = `WITH d AS (${insertRows(statement, documents, [invoice(id, 'INV202611270301')])})
      SELECT d.id, pg_advisory_xact_lock(${statement.param(lockKey)}::bigint) IS NOT NULL AS locked FROM d`;
    const seenOutside = await database.db.transaction(async (tx) => {
      const { rows } = await executeAndCommit(tx, text, statement.params);
      expect(rows).toEqual([{ id, locked: true }]);
      // Committed: the lock is free and the row is there for everyone, while this transaction goes on.
      const [inside] = await tx.select().from(documents).where(eq(documents.id, id));
      expect(inside?.number).toBe('INV202611270301');
      return database.databaseUrl ? tryLockElsewhere(database.databaseUrl) : undefined;
    });
    if (database.databaseUrl) expect(seenOutside).toBe('t');
    const [row] = await database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.grandTotal).toBe('1320.92');
  });

  it.runIf(process.env.DATABASE_URL)(
    "sends the COMMIT with the statement: the server commits while the app's event loop is blocked",
    async () => {
      const url = database.databaseUrl ?? '';
      const statement = new StatementText();
      const text = `SELECT pg_advisory_xact_lock(${statement.param(lockKey)}::bigint) IS NOT NULL AS locked`;
      await database.db.transaction(async (tx) => {
        const running = executeAndCommit(tx, text, statement.params);
        // Nothing of this process runs until spawnSync returns: only a COMMIT already on the wire frees the lock.
        const seen = spawnSync(
          'psql',
          [url, '-Atc', `SELECT pg_sleep(0.3); SELECT pg_try_advisory_lock(${lockKey})`],
          {
            encoding: 'utf8',
          },
        );
        expect(seen.stdout.trim().split('\n').at(-1)).toBe('t');
        await running;
      });
    },
  );

  it('inside a savepoint only runs the statement: the outer transaction commits or rolls back all', async () => {
    const [outerId, innerId] = [newId(), newId()];
    const statement = new StatementText();
    const text = `WITH d AS (${insertRows(statement, documents, [invoice(innerId, 'INV202611270501')])})
      SELECT d.id FROM d`;
    const rolledBack = await database.db
      .transaction(async (outer) => {
        await outer
          .insert(documents)
          .values(invoice(outerId, 'INV202611270502') as typeof documents.$inferInsert);
        await outer.transaction(async (inner) => {
          expect(await executeAndCommit(inner, text, statement.params)).toMatchObject({
            rows: [{ id: innerId }],
          });
        });
        throw new Error('the outer transaction fails after the savepoint');
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toMatchObject({ message: 'the outer transaction fails after the savepoint' });
    const left = await database.db
      .select({ id: documents.id })
      .from(documents)
      .where(sql`${documents.id} IN (${outerId}, ${innerId})`);
    expect(left).toEqual([]);
  });

  it('refuses the whole statement when it fails: nothing stored, its own error thrown, reads go on', async () => {
    const id = newId();
    const statement = new StatementText();
    const text = `WITH d AS (${insertRows(statement, documents, [invoice(id, 'INV202611270401')])})
      SELECT d.id, statement_refused('no entry') AS refused FROM d`;
    await database.db.transaction(async (tx) => {
      const refused = await executeAndCommit(tx, text, statement.params).catch((error: unknown) => error);
      let constraint: unknown;
      for (let e = refused; e instanceof Error; e = e.cause)
        constraint ??= (e as { constraint?: unknown }).constraint;
      expect(constraint).toBe('statement_refused');
      // The chained transaction reads on; the refused statement left nothing.
      expect(await tx.select().from(documents).where(eq(documents.id, id))).toEqual([]);
    });
    expect(await database.db.select().from(documents).where(eq(documents.id, id))).toEqual([]);
  });
});

/** Another session's try of the test's advisory lock ('t' when free), by psql (a separate process). */
function tryLockElsewhere(url: string): string {
  const seen = spawnSync('psql', [url, '-Atc', 'SELECT pg_try_advisory_lock(914221)'], { encoding: 'utf8' });
  return seen.stdout.trim();
}
