// Migration 0042 (decision 0204): the sales' item lines per calendar month, product, name, unit and sign, kept
// by triggers. Compared with the lines recounted after every kind of write: documents with their lines in one
// statement or apart, lines added, changed and deleted, sales voided and revived, cash sales paid, documents
// moved to another month and deleted. A fast-check property runs random sequences of those writes. Runs on
// PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { items, organizations } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
let org: string;
const ITEMS = [newId(), newId()];
/** A new organisation with the two products: the writes of each property run apart. */
async function newOrganization(): Promise<void> {
  org = newId();
  await database.db.insert(organizations).values({ id: org, name: 'บริษัท สรุปขาย จำกัด' });
  await database.db.insert(items).values(
    ITEMS.map((id, i) => ({
      organizationId: org,
      id,
      type: 'PRODUCT' as const,
      code: `P${i}`,
      name: `สินค้า ${i}`,
    })),
  );
}
beforeAll(async () => {
  database = await createTestDatabase();
  await newOrganization();
});
afterAll(async () => {
  await database.close();
});

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

/** Summary rows that differ from the lines recounted (both directions), as text. */
async function mismatches(): Promise<string[]> {
  const { rows } = await database.db.execute<{ row: string }>(sql`
    WITH l AS (
      SELECT date_trunc('month', d.date)::date AS period_month, d.kind = 'CN' AS credit, l.item_id, l.name,
        l.main_unit AS unit, count(*)::integer AS lines, sum(l.quantity) AS quantity,
        sum(l.grand_total - l.tax_amount) AS net
      FROM documents d JOIN document_lines l ON l.organization_id = d.organization_id AND l.document_id = d.id
      WHERE d.organization_id = ${org} AND l.line_kind = 'item' AND d.kind IN ('INV', 'CA', 'DN', 'CN')
        AND d.status <> 'VOID' AND (d.kind <> 'CA' OR d.status = 'PAID')
      GROUP BY 1, 2, 3, 4, 5
    ), s AS (
      SELECT period_month, credit, item_id, name, unit, lines, quantity, net FROM sales_product_months
      WHERE organization_id = ${org}
    )
    SELECT 'lines ' || x::text AS row FROM (SELECT * FROM l EXCEPT SELECT * FROM s) x
    UNION ALL
    SELECT 'summary ' || y::text FROM (SELECT * FROM s EXCEPT SELECT * FROM l) y`);
  return rows.map((r) => r.row);
}

type Line = { item: number | null; name: string; unit: string | null; quantity: number; price: number };

function lineValues(documentId: string, lines: readonly Line[], position = 1) {
  return sql.join(
    lines.map((l, i) => {
      const total = l.quantity * l.price;
      const tax = Math.round(total * 7) / 100;
      return sql`(${org}::uuid, ${newId()}::uuid, ${documentId}::uuid, ${position + i}::integer,
        ${l.item === null ? null : (ITEMS[l.item] ?? null)}::uuid, ${l.name}::text, ${l.unit}::text,
        ${l.quantity}::numeric, ${l.price}::numeric, ${total}::numeric, ${total}::numeric, ${tax}::numeric,
        ${total + tax}::numeric)`;
    }),
    sql`, `,
  );
}

const LINE_COLUMNS = sql.raw(`organization_id, id, document_id, position, item_id, name, main_unit, quantity,
  sale_price, total, total_after_discount, tax_amount, grand_total`);

/** A document and its lines: in one statement (as the documents service stores them) or in two. */
async function insertDocument(
  id: string,
  doc: { kind: string; status: string; number: string; date: string },
  lines: readonly Line[],
  together: boolean,
) {
  const header = sql`INSERT INTO documents (organization_id, id, kind, number, status, date)
    VALUES (${org}, ${id}, ${doc.kind}, ${doc.number}, ${doc.status}, ${doc.date})`;
  if (together) {
    await run(sql`WITH d AS (${header} RETURNING id)
      INSERT INTO document_lines (${LINE_COLUMNS}) SELECT v.* FROM (VALUES ${lineValues(id, lines)}) v, d`);
  } else {
    await run(header);
    await run(sql`INSERT INTO document_lines (${LINE_COLUMNS}) VALUES ${lineValues(id, lines)}`);
  }
}

const where = (id: string) => sql`organization_id = ${org} AND id = ${id}`;

describe('0042_sales_product_months.sql', () => {
  it('adds up the sales lines per month and product through every kind of write', async () => {
    const inv = newId();
    const cash = newId();
    const cn = newId();
    const quote = newId();
    const widget: Line = { item: 0, name: 'Widget', unit: 'ชิ้น', quantity: 10, price: 100 };
    await insertDocument(
      inv,
      { kind: 'INV', status: 'AWAITING', number: 'F-INV', date: '2026-01-15' },
      [widget],
      true,
    );
    await insertDocument(
      cash,
      { kind: 'CA', status: 'AWAITING', number: 'F-CA', date: '2026-01-20' },
      [widget],
      false,
    );
    await insertDocument(
      cn,
      { kind: 'CN', status: 'AWAITING', number: 'F-CN', date: '2026-01-25' },
      [widget],
      true,
    );
    await insertDocument(
      quote,
      { kind: 'QT', status: 'AWAITING', number: 'F-QT', date: '2026-01-05' },
      [widget],
      true,
    );
    const summary = async () =>
      (
        await database.db.execute<{
          month: string;
          credit: boolean;
          lines: number;
          quantity: string;
          net: string;
        }>(sql`
        SELECT period_month::text AS month, credit, lines, quantity::text AS quantity, net::text AS net
        FROM sales_product_months WHERE organization_id = ${org} AND item_id = ${ITEMS[0]} ORDER BY 1, 2`)
      ).rows;
    // The invoice and the credit note count; the unpaid cash sale and the quotation do not.
    expect(await summary()).toEqual([
      { month: '2026-01-01', credit: false, lines: 1, quantity: '10.0000', net: '1000.00' },
      { month: '2026-01-01', credit: true, lines: 1, quantity: '10.0000', net: '1000.00' },
    ]);
    await run(sql`UPDATE documents SET status = 'PAID' WHERE ${where(cash)}`);
    expect((await summary())[0]).toMatchObject({ lines: 2, quantity: '20.0000', net: '2000.00' });
    await run(sql`UPDATE documents SET status = 'VOID' WHERE ${where(inv)}`);
    await run(sql`UPDATE documents SET date = '2026-02-03' WHERE ${where(cash)}`);
    await run(sql`UPDATE document_lines SET quantity = 4, total = 400, total_after_discount = 400, tax_amount = 28,
      grand_total = 428 WHERE organization_id = ${org} AND document_id = ${cn}`);
    expect(await summary()).toEqual([
      { month: '2026-01-01', credit: true, lines: 1, quantity: '4.0000', net: '400.00' },
      { month: '2026-02-01', credit: false, lines: 1, quantity: '10.0000', net: '1000.00' },
    ]);
    await run(sql`DELETE FROM document_lines WHERE organization_id = ${org} AND document_id = ${cn}`);
    await run(sql`DELETE FROM documents WHERE ${where(cash)}`);
    await run(sql`UPDATE documents SET status = 'AWAITING' WHERE ${where(inv)}`);
    expect(await summary()).toEqual([
      { month: '2026-01-01', credit: false, lines: 1, quantity: '10.0000', net: '1000.00' },
    ]);
    expect(await mismatches()).toEqual([]);
  });

  it('lets an organisation be deleted: the cascade of its sales adds nothing back to the summary', async () => {
    await newOrganization();
    const gone = org;
    const inv = newId();
    const widget: Line = { item: 0, name: 'Widget', unit: null, quantity: 2, price: 50 };
    await insertDocument(
      inv,
      { kind: 'INV', status: 'AWAITING', number: 'G-INV', date: '2026-03-03' },
      [widget],
      true,
    );
    await insertDocument(
      newId(),
      { kind: 'CN', status: 'AWAITING', number: 'G-CN', date: '2026-03-04' },
      [widget],
      true,
    );
    await run(sql`DELETE FROM organizations WHERE id = ${gone}`);
    const { rows } = await database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM sales_product_months WHERE organization_id = ${gone})::integer
        + (SELECT count(*) FROM documents WHERE organization_id = ${gone})::integer AS n`);
    expect(rows[0]?.n).toBe(0);
    await newOrganization();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "finds each new line's document by its primary key, however many sales the organisation has (0048)",
    async (context) => {
      // auto_explain is loaded by a superuser (CI's postgres role); another role cannot read the plans.
      const role = await database.db.execute<{ super: boolean }>(
        sql`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
      );
      if (!role.rows[0]?.super) context.skip();
      // The trigger's queries are planned once per connection and kept; 0047's join could be planned as a scan
      // of the organisation's sales index filtered on the id (1.55 ms per line at 8,737 invoices, under the
      // number counter). auto_explain prints the plan of every statement the trigger runs.
      await newOrganization();
      await run(sql`INSERT INTO documents (organization_id, id, kind, number, status, date)
        SELECT ${org}, gen_random_uuid(), 'INV', 'B-' || n, 'AWAITING', DATE '2026-01-01' + (n % 300)
        FROM generate_series(1, 3000) n`);
      const client = new pg.Client({ connectionString: database.databaseUrl });
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.connect();
      try {
        await client.query(`LOAD 'auto_explain'`);
        await client.query(`SET auto_explain.log_min_duration = 0`);
        await client.query(`SET auto_explain.log_nested_statements = on`);
        await client.query(`SET auto_explain.log_level = notice`);
        await client.query(`SET client_min_messages = notice`);
        for (let i = 0; i < 8; i += 1) {
          const id = newId();
          const header = `INSERT INTO documents (organization_id, id, kind, number, status, date)
            VALUES ($1, $2, 'INV', $3, 'AWAITING', '2026-01-15')`;
          await client.query(header, [org, id, `K-${i}`]);
          await client.query(
            `INSERT INTO document_lines (organization_id, id, document_id, position, name, quantity, sale_price,
              total, total_after_discount, tax_amount, grand_total)
             VALUES ($1, $2, $3, 1, 'Widget', 1, 10, 10, 10, 0.70, 10.70)`,
            [org, newId(), id],
          );
        }
      } finally {
        await client.end();
      }
      const lookups = plans.filter((plan) => /FROM new_lines/.test(plan));
      expect(lookups.length).toBe(8);
      for (const plan of lookups) {
        expect(plan).toMatch(/documents_pkey/);
        expect(plan).not.toMatch(/documents_sales_date_idx/);
      }
    },
  );

  it('refuses a summary row with negative counts, or an empty row with amounts (CHECK)', async () => {
    const refusal = async (query: ReturnType<typeof sql>) => {
      try {
        await run(query);
      } catch (error) {
        return String((error as { cause?: { message?: string } }).cause?.message ?? error);
      }
      return 'accepted';
    };
    const insert = (lines: number, quantity: number, net: number) =>
      sql`INSERT INTO sales_product_months (organization_id, period_month, credit, item_id, name, unit, lines,
        quantity, net) VALUES (${org}, '2020-01-01', false, NULL, 'x', NULL, ${lines}, ${quantity}, ${net})`;
    expect(await refusal(insert(-1, 0, 0))).toMatch(/sales_product_months_counts/);
    expect(await refusal(insert(0, 1, 0))).toMatch(/sales_product_months_empty/);
  });
});

// ---------------------------------------------------------------- the property

type Op =
  | { t: 'doc'; kind: string; paid: boolean; day: number; lines: Line[]; together: boolean }
  | { t: 'void' | 'revive' | 'pay' | 'unpay' | 'delete'; doc: number }
  | { t: 'redate'; doc: number; day: number }
  | { t: 'addLine'; doc: number; line: Line }
  | { t: 'editLine' | 'dropLine'; doc: number; line: Line }
  | { t: 'voidAll'; kind: string };

// BL: a document with item lines that is not a sale.
const SALE_KINDS = ['INV', 'CA', 'CN', 'DN', 'BL'];
const line: fc.Arbitrary<Line> = fc.record({
  item: fc.constantFrom(0, 1, null),
  name: fc.constantFrom('A', 'B'),
  unit: fc.constantFrom(null, 'ชิ้น'),
  quantity: fc.integer({ min: 0, max: 50 }),
  price: fc.integer({ min: 0, max: 5000 }),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant('doc' as const),
    kind: fc.constantFrom(...SALE_KINDS),
    paid: fc.boolean(),
    day: fc.nat(89),
    lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    together: fc.boolean(),
  }),
  fc.record({
    t: fc.constantFrom(
      'void' as const,
      'revive' as const,
      'pay' as const,
      'unpay' as const,
      'delete' as const,
    ),
    doc: fc.nat(20),
  }),
  fc.record({ t: fc.constant('redate' as const), doc: fc.nat(20), day: fc.nat(89) }),
  fc.record({
    t: fc.constantFrom('addLine' as const, 'editLine' as const, 'dropLine' as const),
    doc: fc.nat(20),
    line,
  }),
  fc.record({ t: fc.constant('voidAll' as const), kind: fc.constantFrom(...SALE_KINDS) }),
);

const dayOf = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);

describe('0042 property: the summary equals the lines after any sequence of writes', () => {
  it('holds for random sales, edits, voids, payments, moves and deletes', async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        runNo += 1;
        await newOrganization();
        const docs: { id: string; kind: string; lines: number }[] = [];
        let created = 0; // numbers stay unique after a delete shrinks docs
        for (const o of ops) {
          const doc = 'doc' in o ? docs[o.doc % Math.max(docs.length, 1)] : undefined;
          if (o.t === 'doc') {
            const id = newId();
            const status = o.kind === 'CA' && o.paid ? 'PAID' : 'AWAITING';
            created += 1;
            const number = `S${runNo}-${o.kind}${created}`;
            await insertDocument(
              id,
              { kind: o.kind, status, number, date: dayOf(o.day) },
              o.lines,
              o.together,
            );
            docs.push({ id, kind: o.kind, lines: o.lines.length });
          } else if (o.t === 'voidAll') {
            await run(sql`UPDATE documents SET status = 'VOID' WHERE organization_id = ${org}
              AND kind = ${o.kind} AND number LIKE ${`S${runNo}-%`}`);
          } else if (!doc) {
            continue;
          } else if (o.t === 'void' || o.t === 'revive' || o.t === 'pay' || o.t === 'unpay') {
            const status = { void: 'VOID', revive: 'AWAITING', pay: 'PAID', unpay: 'AWAITING' }[o.t];
            if (status === 'PAID' && doc.kind !== 'CA') continue;
            await run(sql`UPDATE documents SET status = ${status} WHERE ${where(doc.id)}`);
          } else if (o.t === 'delete') {
            await run(sql`DELETE FROM documents WHERE ${where(doc.id)}`);
            docs.splice(docs.indexOf(doc), 1);
          } else if (o.t === 'redate') {
            await run(sql`UPDATE documents SET date = ${dayOf(o.day)} WHERE ${where(doc.id)}`);
          } else if (o.t === 'addLine') {
            doc.lines += 1;
            await run(
              sql`INSERT INTO document_lines (${LINE_COLUMNS}) VALUES ${lineValues(doc.id, [o.line], doc.lines + 100)}`,
            );
          } else {
            const first = sql`(SELECT id FROM document_lines WHERE organization_id = ${org} AND document_id = ${doc.id}
              ORDER BY position LIMIT 1)`;
            if (o.t === 'dropLine') {
              await run(sql`DELETE FROM document_lines WHERE organization_id = ${org} AND id = ${first}`);
            } else if (o.t === 'editLine') {
              const edit: Line = o.line;
              const total = edit.quantity * edit.price;
              const item = edit.item === null ? null : (ITEMS[edit.item] ?? null);
              await run(sql`UPDATE document_lines SET item_id = ${item},
                name = ${edit.name}, main_unit = ${edit.unit}, quantity = ${edit.quantity}, total = ${total},
                total_after_discount = ${total}, tax_amount = 0, grand_total = ${total}
                WHERE organization_id = ${org} AND id = ${first}`);
            }
          }
        }
        expect(await mismatches()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
