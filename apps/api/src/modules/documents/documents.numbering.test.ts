// Document numbers: prefix + YYYYMMDD + 4 digits, unique and gapless per organisation, prefix and day —
// with 50 creators at once on PostgreSQL (on PGlite, which runs one transaction at a time, the same 50 go
// one after the other), a rollback giving its number back, and a voided document keeping its number.
import { sql, StatementText, type SQL } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocateNumber, counterUpsert, documentSeries } from '../numbering/index.ts';
import { createFixture, line, type Fixture } from './documents.test-fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

const expected = (prefix: string, day: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${day}${String(i + 1).padStart(4, '0')}`);

describe('document numbering', () => {
  it(`gives 50 ${onPostgres ? 'concurrent' : 'successive'} creators the numbers 0001…0050 of the day`, async () => {
    const create = () => fx.create('QT', { date: '2026-12-01', items: [line('Item', '1', '10')] });
    const docs = onPostgres
      ? await Promise.all(Array.from({ length: 50 }, create))
      : await Array.from({ length: 50 }).reduce<Promise<Awaited<ReturnType<typeof create>>[]>>(
          async (all) => [...(await all), await create()],
          Promise.resolve([]),
        );
    const numbers = docs.map((d) => d.number).sort();
    expect(numbers).toEqual(expected('QT', '20261201', 50));
    const counter = await fx.database.db.execute<{ last_number: number }>(
      sql`SELECT last_number FROM document_counters
          WHERE organization_id = ${fx.actor.organizationId} AND prefix = 'QT' AND date_key = '2026-12-01'`,
    );
    expect(counter.rows).toEqual([{ last_number: 50 }]);
  });

  it.skipIf(!onPostgres)(
    "queues a second creator on the series' advisory lock, then gives it the next number (decision 0217)",
    async () => {
      const org = fx.actor.organizationId;
      const series = documentSeries('DN');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let first = '';
      const firstDone = fx.database.db.transaction(async (tx) => {
        first = await allocateNumber(tx, org, series, '2026-12-04');
        await held;
      });
      while (first === '') await new Promise((resolve) => setTimeout(resolve, 5));
      const second = fx.database.db.transaction((tx) => allocateNumber(tx, org, series, '2026-12-04'));
      // The second waits for the advisory lock of (organisation, DN), not for the counter row.
      const waiting = async () =>
        (
          await fx.database.db.execute<{ n: number }>(sql`
            SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted
              AND classid = hashtext(${org}::text)::oid AND objid = hashtext('DN')::oid AND objsubid = 2`)
        ).rows[0]?.n;
      for (let tries = 0; tries < 200 && (await waiting()) === 0; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await waiting()).toBe(1);
      release();
      await firstDone;
      expect([first, await second]).toEqual(['DN202612040001', 'DN202612040002']);
    },
  );

  it('counts each prefix and each day on its own', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      date: '2026-12-01',
      items: [line('Item', '1', '10')],
    });
    const nextDay = await fx.create('QT', { date: '2026-12-02', items: [line('Item', '1', '10')] });
    expect(invoice.number).toBe('INV202612010001');
    expect(nextDay.number).toBe('QT202612020001');
  });

  it('jumps past a later number another counter printed for the day, whichever counter is asked', async () => {
    // The organisation switches its reset back and forth: the monthly and the daily counter of 15 January
    // both exist and each is behind the other in turn (a month no other test uses).
    const reset = (mode: string) =>
      fx.database.db.execute(
        sql`UPDATE organizations SET numbering_reset = ${mode} WHERE id = ${fx.actor.organizationId}`,
      );
    const create = async () =>
      (await fx.create('QT', { date: '2027-01-15', items: [line('Item', '1', '10')] })).number;
    const numbers: string[] = [];
    for (const mode of ['monthly', 'daily', 'monthly', 'daily', 'daily', 'monthly']) {
      await reset(mode);
      numbers.push(await create());
    }
    await reset('daily');
    expect(numbers).toEqual(expected('QT', '20270115', 6));
    const counters = await fx.database.db.execute<{ date_key: string; last_number: number }>(
      sql`SELECT date_key::text, last_number FROM document_counters
          WHERE organization_id = ${fx.actor.organizationId} AND prefix = 'QT' AND date_key IN ('2027-01-01', '2027-01-15')
          ORDER BY date_key`,
    );
    expect(counters.rows).toEqual([
      { date_key: '2027-01-01', last_number: 6 },
      { date_key: '2027-01-15', last_number: 5 },
    ]);
  });

  it('carries on past 9999 and 10000 (five-digit running numbers)', async () => {
    await fx.database.db.execute(
      sql`INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
          VALUES (${fx.actor.organizationId}, 'BL', '2026-12-08', 9998)`,
    );
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1)
      numbers.push((await fx.create('BL', { date: '2026-12-08', items: [line('Item', '1', '10')] })).number);
    expect(numbers).toEqual(['BL202612089999', 'BL2026120810000', 'BL2026120810001']);
  });

  it('jumps past a later number of the day with as many or more digits, past 10,000 too', async () => {
    // Numbers another counter printed on the day (raw rows), and this counter's last number, in turn.
    const day = async (date: string, last: number, printed: readonly string[]) => {
      await fx.database.db
        .execute(sql`INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
        VALUES (${fx.actor.organizationId}, 'BL', ${date}, ${last})`);
      for (const number of printed) {
        await fx.database.db
          .execute(sql`INSERT INTO documents (organization_id, id, kind, number, status, date)
          VALUES (${fx.actor.organizationId}, gen_random_uuid(), 'BL', ${number}, 'AWAITING', ${date})`);
      }
      return (await fx.create('BL', { date, items: [line('Item', '1', '10')] })).number;
    };
    // Five digits each: the day's later string is a higher number.
    expect(await day('2026-12-10', 10_100, ['BL2026121010200', 'BL202612109999'])).toBe('BL2026121010201');
    // The day has a six-digit number: higher, though it sorts before the counter's.
    expect(await day('2026-12-11', 10_100, ['BL20261211100500', 'BL2026121110050'])).toBe('BL20261211100501');
    // Four digits against five: '…9999' sorts after '…10100' but is lower; the counter covers its day.
    expect(await day('2026-12-12', 10_100, ['BL202612129999', 'BL2026121210099'])).toBe('BL2026121210101');
  });

  it('gives a rolled-back number to the next document: no gap', async () => {
    const attempt = fx.database.db.transaction(async (tx) => {
      const number = await allocateNumber(tx, fx.actor.organizationId, documentSeries('CN'), '2026-12-03');
      expect(number).toBe('CN202612030001');
      throw new Error('the storing transaction fails after taking a number');
    });
    await expect(attempt).rejects.toThrow('the storing transaction fails');
    const number = await fx.database.db.transaction((tx) =>
      allocateNumber(tx, fx.actor.organizationId, documentSeries('CN'), '2026-12-03'),
    );
    expect(number).toBe('CN202612030001');
  });

  it('does not use a number when the document is refused', async () => {
    await expect(fx.create('BL', { date: '2026-12-04', items: [] })).rejects.toMatchObject({
      code: 'VALIDATION.FAILED',
    });
    const ok = await fx.create('BL', { date: '2026-12-04', items: [line('Item', '1', '10')] });
    expect(ok.number).toBe('BL202612040001');
  });

  it('keeps the number of a voided document and never hands it out again', async () => {
    const first = await fx.create('CA', {
      contactId: fx.customerId,
      date: '2026-12-05',
      items: [line('Item', '1', '10')],
    });
    const voided = await fx.act('CA', first.id, 'VOID');
    expect(voided.number).toBe('CA202612050001');
    const second = await fx.create('CA', {
      contactId: fx.customerId,
      date: '2026-12-05',
      items: [line('Item', '1', '10')],
    });
    expect(second.number).toBe('CA202612050002');
  });

  it('lets concurrent partial billing take no more than the quotation: the quotation row is locked', async () => {
    const quotation = await fx.create('QT', { date: '2026-12-06', items: [line('Work', '1', '10000')] });
    const attempt = () =>
      fx
        .create('BL', {
          date: '2026-12-06',
          parentQuotationId: quotation.id,
          partialType: 'PERCENTAGE',
          partialPercent: '30',
        })
        .then(
          (doc) => doc.totals.net_total,
          (error: unknown) => (error as { code?: string }).code ?? String(error),
        );
    const results = onPostgres
      ? await Promise.all(Array.from({ length: 5 }, attempt))
      : await Array.from({ length: 5 }).reduce<Promise<string[]>>(
          async (all) => [...(await all), await attempt()],
          Promise.resolve([]),
        );
    // 3 × 30% = 9,000.00 fit; the 4th and 5th would take 120% and 150%.
    expect(results.sort()).toEqual([
      '3000.00',
      '3000.00',
      '3000.00',
      'QUOTATION.OVER_BILLED',
      'QUOTATION.OVER_BILLED',
    ]);
    const after = await fx.read('QT', quotation.id);
    expect(after.progress).toMatchObject({ remainingAmount: '1000.00', remainingPercentage: '10.00' });
  });

  it.skipIf(!onPostgres)(
    "reads only the day's numbers in a generic plan, where a LIKE pattern is a parameter (decision 0220)",
    async () => {
      // The document statement runs as a named prepared statement, which PostgreSQL soon plans once for any
      // parameters. A LIKE whose pattern is a parameter gives no index range there, so the counter's probe and
      // its scan of the day's numbers would read every number that sorts after the day's (every later day,
      // every receipt and tax invoice of the organisation), inside the counter's lock.
      const org = fx.actor.organizationId;
      await fx.create('QT', { date: '2027-02-10', items: [line('Item', '1', '10')] });
      await fx.database.db.execute(sql`INSERT INTO documents (organization_id, id, kind, number, status, date)
        SELECT ${org}, gen_random_uuid(), 'RE', 'QU2026112' || lpad(n::text, 6, '0'), 'AWAITING', DATE '2026-11-21'
        FROM generate_series(1, 200) n`);
      let plans = 0;
      const documentRowsRead = async (statement: SQL) => {
        const built = new StatementText();
        const text = built.fragment(statement);
        const { params } = built;
        const literal = (value: unknown) =>
          typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
        let read = -1;
        await fx.database.db
          .transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
            // A prepared statement outlives the transaction: each plan its own name.
            const name = `counter_plan_${(plans += 1)}`;
            await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
            const { rows } = await tx.execute<{ 'QUERY PLAN': unknown }>(
              sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${params.map(literal).join(', ')})`),
            );
            // Every node of the plan tree that reads documents (its conditions may hold braces: walk it).
            type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
            const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
            const [explained] = rows[0]?.['QUERY PLAN'] as { Plan: PlanNode }[];
            const nodes = (explained ? walk(explained.Plan) : [])
              .filter((node) => node['Relation Name'] === 'documents')
              .map((node) => node as Record<string, number>);
            expect(nodes.length).toBeGreaterThan(0);
            read = nodes.reduce(
              (sum, node) =>
                sum +
                ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
                  (node['Actual Loops'] ?? 1),
              0,
            );
            throw new Error('rolled back');
          })
          .catch((error: unknown) => {
            if ((error as Error).message !== 'rolled back') throw error;
          });
        return read;
      };
      // The counter of the 10th exists: one probe of the day's highest number (decision 0223).
      expect(
        await documentRowsRead(counterUpsert(org, documentSeries('QT'), '2027-02-10')),
      ).toBeLessThanOrEqual(1);
      // No number on the 11th yet: the probe finds none.
      expect(await documentRowsRead(counterUpsert(org, documentSeries('QT'), '2027-02-11'))).toBe(0);
      // Past 10,000 (decision 0223): a day of 3,000 numbers from 9,001 to 12,000, its counter at 12,000. String
      // order and number order part there; the probe still reads one number, where the day was read whole.
      await fx.database.db.execute(sql`INSERT INTO documents (organization_id, id, kind, number, status, date)
        SELECT ${org}, gen_random_uuid(), 'QT', 'QT20270212' || lpad(n::text, greatest(4, length(n::text)), '0'), 'AWAITING', DATE '2027-02-12'
        FROM generate_series(9001, 12000) n`);
      await fx.database.db
        .execute(sql`INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
        VALUES (${org}, 'QT', '2027-02-12', 12000)`);
      expect(
        await documentRowsRead(counterUpsert(org, documentSeries('QT'), '2027-02-12')),
      ).toBeLessThanOrEqual(1);
    },
  );
});
