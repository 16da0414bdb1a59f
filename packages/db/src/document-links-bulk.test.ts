// Migration 0033 (decision 0191): links inserted in bulk are checked once per statement, only the new ones — a
// receipt settling 400 invoices in one INSERT is one check, not 400 re-checks of every link of the receipt
// (500 links took 208 s on PostgreSQL before). The rule itself is unchanged: a receipt dated before any invoice
// it settles is refused, the whole statement with it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { organizations } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
let org: string;
beforeAll(async () => {
  database = await createTestDatabase();
  org = newId();
  await database.db.insert(organizations).values({ id: org, name: 'บริษัท ลิงก์ จำกัด' });
});
afterAll(async () => {
  await database.close();
});

const INVOICES = 400;

/** `count` invoices dated 2026-11-01 (numbers `prefix`1…) and one receipt `prefix`RE dated `receiptDate`. */
async function documentsOf(prefix: string, count: number, receiptDate: string): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO documents (organization_id, id, kind, number, status, date, subtotal, vat_base, vat_amount,
                           grand_total, amount_due)
    SELECT ${org}::uuid, gen_random_uuid(), 'INV', ${prefix}::text || k, 'AWAITING', DATE '2026-11-01', 100, 100, 7, 107, 107
    FROM generate_series(1, ${count}::integer) AS k
    UNION ALL
    SELECT ${org}::uuid, gen_random_uuid(), 'RE', ${`${prefix}RE`}::text, 'AWAITING', ${receiptDate}::date, 0, 0, 0, 0, 0`);
}

/** One INSERT of a RECEIPT link from the receipt to each invoice of `prefix`. */
function linkAll(prefix: string) {
  return database.db.execute(sql`
    INSERT INTO document_links (organization_id, id, parent_id, child_id, link_type, amount)
    SELECT p.organization_id, gen_random_uuid(), p.id, r.id, 'RECEIPT', 107
    FROM documents p JOIN documents r ON r.organization_id = p.organization_id AND r.number = ${`${prefix}RE`}
    WHERE p.organization_id = ${org} AND p.kind = 'INV' AND p.number LIKE ${`${prefix}%`}`);
}

async function linkCount(prefix: string): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(sql`
    SELECT count(*)::integer AS n FROM document_links l
    JOIN documents r ON r.organization_id = l.organization_id AND r.id = l.child_id
    WHERE l.organization_id = ${org} AND r.number = ${`${prefix}RE`}`);
  return rows[0]?.n ?? -1;
}

describe('0033_document_links_statement_check.sql', () => {
  it('checks an INSERT of links once per statement, not once per row', async () => {
    const { rows } = await database.db.execute<{ tgname: string; per_row: boolean }>(sql`
      SELECT tgname, (tgtype & 1) = 1 AS per_row FROM pg_trigger
      WHERE tgrelid = 'document_links'::regclass AND NOT tgisinternal AND (tgtype & 4) = 4 ORDER BY tgname`);
    // tgtype bit 0: FOR EACH ROW; bit 2: INSERT. The settled sums of migration 0041 are kept per statement too.
    expect(rows).toEqual([
      { tgname: 'document_links_dates_insert', per_row: false },
      { tgname: 'document_links_settled_insert', per_row: false },
    ]);
  });

  it(`links one receipt to ${INVOICES} invoices in one INSERT`, async () => {
    await documentsOf('BULK', INVOICES, '2026-11-30');
    const started = performance.now();
    await linkAll('BULK');
    const seconds = (performance.now() - started) / 1000;
    expect(await linkCount('BULK')).toBe(INVOICES);
    // Generous for a 2-core machine loaded by other work (11.9 s seen at load 31); the row trigger took minutes.
    expect(seconds).toBeLessThan(60);
  });

  it('still refuses the whole INSERT when the receipt is dated before one invoice it settles', async () => {
    await documentsOf('LATE', 50, '2026-11-30');
    // One invoice dated after the receipt.
    await database.db.execute(
      sql`UPDATE documents SET date = DATE '2026-12-05' WHERE organization_id = ${org} AND number = 'LATE7'`,
    );
    const error = await linkAll('LATE').then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    // Drizzle wraps the driver's error: the trigger's message is the cause's.
    expect(`${error?.message ?? ''} ${error?.cause?.message ?? ''}`).toMatch(
      /DOCUMENT\.BEFORE_SOURCE_DATE: LATERE dated 2026-11-30 is before LATE7/,
    );
    expect(await linkCount('LATE')).toBe(0);
  });
});
