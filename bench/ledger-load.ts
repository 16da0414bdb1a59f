// Loads the ledger benchmark database: 101 organisations with the default chart, one of them with 1,000,000
// journal lines (250,000 four-line entries over 2024–2026) and 100 others with 5,000 lines each. Rows are made by
// INSERT … SELECT generate_series inside PostgreSQL, in batches, through the real triggers (date and number copy,
// postable check, deferred balance check, monthly summary), so the data is exactly what the application could
// have written.
//
//   node --import tsx bench/ledger-load.ts            (BENCH_DATABASE_URL defaults to a local dedicated db)
import pg from 'pg';
import { createDatabase, migrate, newId, organizations, seedChartOfAccounts } from '@banchee/db';

export const BENCH_SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'banchee_bench_ledger';
export const BIG_LINES = Number(process.env.BENCH_BIG_LINES ?? 1_000_000);
export const OTHER_ORGS = Number(process.env.BENCH_OTHER_ORGS ?? 100);
export const OTHER_LINES = Number(process.env.BENCH_OTHER_LINES ?? 5_000);
/** Entries per transaction: keeps the deferred-trigger queue and the lock time short for other users. */
const BATCH_ENTRIES = 25_000;

export function benchDatabaseUrl(): string {
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/**
 * Postable accounts the generator draws from: index 0 is the busiest (receivables 11310, on half the entries);
 * the rest cover every group so the statements have something in each section.
 */
export const GENERATED_ACCOUNTS = [
  '11310',
  '11121',
  '11111',
  '11510',
  '11610',
  '11630',
  '12470',
  '12471',
  '21210',
  '21510',
  '27111',
  '27240',
  '31110',
  '32200',
  '41110',
  '41210',
  '41300',
  '49010',
  '51118',
  '52030',
  '53011',
  '53021',
  '53022',
  '53082',
] as const;

/**
 * One batch of entries for an organisation: entry k (global index) is dated day (k mod 1096) from 2024-01-01
 * and numbered JV + that day + a running number unique within the day. Its four lines: Dr A, Dr B, Cr C, Cr D,
 * with amounts x and y on both sides, so every entry balances. A is 11310 for even k.
 */
function batchSql(organizationId: string, firstEntry: number, entries: number): string[] {
  const accounts = `(ARRAY[${GENERATED_ACCOUNTS.map((code) => `'${code}'`).join(',')}])`;
  const n = GENERATED_ACCOUNTS.length;
  // A deterministic UUID-shaped id from a hash (version/variant nibbles set like a v7 id).
  const uuidOf = (h: string) =>
    `(substr(${h}, 1, 12) || '7' || substr(${h}, 14, 3) || '8' || substr(${h}, 18, 15))::uuid`;
  const gen = `
    SELECT k, (DATE '2024-01-01' + (k % 1096)::int) AS d, (k / 1096) + 1 AS running,
           ((k * 7919) % 1000000 + 100)::numeric / 100 AS x, ((k * 104729) % 500000 + 100)::numeric / 100 AS y,
           md5(k::text || '${organizationId}') AS h
    FROM generate_series(${firstEntry}::bigint, ${firstEntry + entries - 1}::bigint) AS k`;
  return [
    `INSERT INTO journal_entries (organization_id, id, number, entry_date, kind, description)
     SELECT '${organizationId}', ${uuidOf('h')}, 'JV' || to_char(d, 'YYYYMMDD') || lpad(running::text, 4, '0'),
            d, 'MANUAL', 'bench entry ' || k
     FROM (${gen}) g`,
    `INSERT INTO journal_lines
       (organization_id, id, entry_id, line_no, account_code, entry_date, entry_number, debit, credit)
     SELECT '${organizationId}', ${uuidOf('md5(g.h || side.no)')}, ${uuidOf('g.h')}, side.no,
            ${accounts}[CASE side.no
              WHEN 1 THEN CASE WHEN g.k % 2 = 0 THEN 1 ELSE 2 + (g.k % ${n - 1}) END
              WHEN 2 THEN 2 + ((g.k * 7) % ${n - 1})
              WHEN 3 THEN 2 + ((g.k * 13 + 5) % ${n - 1})
              ELSE 2 + ((g.k * 17 + 11) % ${n - 1}) END],
            g.d, '',
            CASE side.no WHEN 1 THEN g.x WHEN 2 THEN g.y ELSE 0 END,
            CASE side.no WHEN 3 THEN g.x WHEN 4 THEN g.y ELSE 0 END
     FROM (${gen}) g CROSS JOIN (VALUES (1), (2), (3), (4)) AS side(no)`,
  ];
}

async function loadLines(client: pg.Client, organizationId: string, lines: number): Promise<void> {
  const entries = Math.floor(lines / 4);
  for (let first = 0; first < entries; first += BATCH_ENTRIES) {
    const count = Math.min(BATCH_ENTRIES, entries - first);
    await client.query('BEGIN');
    for (const statement of batchSql(organizationId, first, count)) await client.query(statement);
    await client.query('COMMIT');
  }
}

export interface BenchOrganizations {
  readonly big: string;
  readonly others: readonly string[];
}

export async function loadBenchDatabase(): Promise<BenchOrganizations> {
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await admin.end();

  const handle = await createDatabase({ databaseUrl: benchDatabaseUrl() });
  await migrate(handle.db);
  const big = newId();
  const others = Array.from({ length: OTHER_ORGS }, () => newId());
  for (const [index, id] of [big, ...others].entries()) {
    await handle.db.transaction(async (tx) => {
      await tx
        .insert(organizations)
        .values({ id, name: index === 0 ? 'Bench big org' : `Bench org ${index}` });
      await seedChartOfAccounts(tx, id);
    });
  }
  await handle.close();

  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  const started = performance.now();
  await loadLines(client, big, BIG_LINES);
  const bigSeconds = (performance.now() - started) / 1000;
  for (const id of others) await loadLines(client, id, OTHER_LINES);
  const totalSeconds = (performance.now() - started) / 1000;
  await client.query('VACUUM ANALYZE journal_entries');
  await client.query('VACUUM ANALYZE journal_lines');
  const { rows } = await client.query<{ lines: string }>('SELECT count(*)::text AS lines FROM journal_lines');
  await client.end();
  console.log(
    `loaded ${rows[0]?.lines ?? '?'} journal lines: ${BIG_LINES} in one organisation in ${bigSeconds.toFixed(1)} s, ` +
      `all in ${totalSeconds.toFixed(1)} s (every trigger on)`,
  );
  return { big, others };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await loadBenchDatabase();
}
