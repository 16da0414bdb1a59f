// Statistics kept by the app (decision 0222): a table that outgrew its statistics is analysed, one that did
// not is left alone, and a plan a session keeps — made while the table was empty, a sequential scan — is made
// again from the new statistics (an index scan). Runs on PGlite, and on PostgreSQL with DATABASE_URL (the plan
// kept by one pinned session, the analysis from another, as the app's keeper runs it).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeGrownTables, keepStatistics, type RawQuery } from './statistics.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
let session: RawQuery;
let other: RawQuery;
let endSession: () => Promise<unknown> = () => Promise.resolve();
beforeAll(async () => {
  // The database's own keeper off: the test runs each round itself, between the plans it reads.
  database = await createTestDatabase({ keepStatistics: false });
  if (database.databaseUrl) {
    const [pinned, second] = [new pg.Client(database.databaseUrl), new pg.Client(database.databaseUrl)];
    await Promise.all([pinned.connect(), second.connect()]);
    session = async (text) => (await pinned.query<Record<string, unknown>>(text)).rows;
    other = async (text) => (await second.query<Record<string, unknown>>(text)).rows;
    endSession = () => Promise.all([pinned.end(), second.end()]);
  } else {
    // PGlite is one session: the plan and the analysis share it.
    session = other = async (text) => (await database.db.execute(sql.raw(text))).rows;
  }
}, 120_000);
afterAll(async () => {
  await endSession();
  await database.close();
});

const ORG = '00000000-0000-0000-0000-0000000000a1';
/** The kept plan's text as it runs (EXPLAIN ANALYZE). */
const planOf = async () =>
  (await session(`EXPLAIN ANALYZE EXECUTE kept_lookup('${ORG}', '00000000-0000-0000-0000-000000000001')`))
    .map((row) => String(row['QUERY PLAN']))
    .join('\n');
/** Rows the kept plan read and threw away. */
const removed = (plan: string) => Number(/Rows Removed by Filter: (\d+)/.exec(plan)?.[1] ?? 0);
const addDocuments = (from: number, count: number) =>
  session(`INSERT INTO documents (organization_id, id, kind, number, status, date)
    SELECT '${ORG}', gen_random_uuid(), 'INV', 'INV20261127' || lpad(n::text, 6, '0'), 'AWAITING', '2026-11-27'
    FROM generate_series(${from}, ${from + count - 1}) n`);

describe('statistics kept by the app', () => {
  it("analyses a table that outgrew its statistics, and a foreign key's kept plan is made again", async () => {
    await session(`INSERT INTO organizations (id, name) VALUES ('${ORG}', 'บริษัท สถิติ จำกัด')`);
    // A new organisation's first documents, and the check a foreign key to documents runs (ri_triggers.c),
    // planned generic as a session keeps it after five runs: with no statistics, every index of documents
    // that leads with organization_id costs the same, and the plan takes one that is not the key.
    await addDocuments(1, 5);
    await session(`SET plan_cache_mode = force_generic_plan`);
    await session(`PREPARE kept_lookup(uuid, uuid) AS
      SELECT 1 FROM ONLY documents x WHERE organization_id = $1 AND id = $2 FOR KEY SHARE OF x`);
    expect(await planOf()).not.toMatch(/documents_pkey/);
    await addDocuments(6, 20_000);
    // The table grew; the kept plan did not change with it: it reads every document of the organisation.
    const kept = await planOf();
    expect(kept).not.toMatch(/documents_pkey/);
    expect(removed(kept)).toBeGreaterThanOrEqual(20_000);
    expect(await analyzeGrownTables(other)).toContain('documents');
    const remade = await planOf();
    expect(remade).toMatch(/Index Scan using documents_pkey/);
    expect(removed(remade)).toBe(0);
    // Analysed: not again until it grows by a fifth.
    expect(await analyzeGrownTables(other)).not.toContain('documents');
    await addDocuments(20_006, 5_000);
    expect(await analyzeGrownTables(other)).toContain('documents');
    await session(`DEALLOCATE kept_lookup`);
    await session(`RESET plan_cache_mode`);
  });

  it('runs on a timer that stops, and leaves small tables alone', async () => {
    await session(`CREATE TABLE small_table (id int PRIMARY KEY)`);
    await session(`INSERT INTO small_table SELECT generate_series(1, 10)`);
    const ran: string[] = [];
    const stop = keepStatistics(async (text) => {
      ran.push(text);
      return other(text);
    }, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    const rounds = ran.length;
    expect(rounds).toBeGreaterThan(1);
    expect(ran.some((text) => /ANALYZE .*small_table/.test(text))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran.length).toBe(rounds);
  });
});
