// The frame shared by the report benches that load their own database once (business-reports.ts,
// purchase-reports.ts): create the database if missing, load one big organisation and 100 small ones unless a
// previous run did, then time each case through the application's call beside the same SQL in psql.
import { execFileSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { newId, organizations, seedChartOfAccounts, sql, type Database } from '@banchee/db';
import { BENCH_DATABASE, BENCH_SERVER_URL } from './ledger-load.ts';
import { percentile, psqlExplain, psqlTimes, recorded, time, type Captured } from './timing.ts';

export function ensureDatabase(): void {
  const exists = execFileSync(
    'psql',
    [
      '-X',
      '-A',
      '-t',
      '-d',
      BENCH_SERVER_URL,
      '-c',
      `SELECT 1 FROM pg_database WHERE datname = '${BENCH_DATABASE}'`,
    ],
    { encoding: 'utf8' },
  ).trim();
  if (exists !== '1') {
    execFileSync('psql', ['-X', '-d', BENCH_SERVER_URL, '-c', `CREATE DATABASE ${BENCH_DATABASE}`]);
  }
}

/** `count` catalogue products P-0001… named สินค้า 1… in ชิ้น, for the report benches' lines and stock cards. */
export async function insertProducts(db: Database, org: string, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO items (organization_id, id, type, code, name, unit)
    SELECT ${org}, gen_random_uuid(), 'PRODUCT', 'P-' || lpad(g::text, 4, '0'), 'สินค้า ' || g, 'ชิ้น'
    FROM generate_series(1, ${count}) g`);
}

/**
 * The organisation with the most documents, or, on an empty database, a new one with the default chart and
 * `documents` documents made by `load`, plus 100 other organisations with 200 each; then VACUUM ANALYZE.
 */
export async function prepareOnce(
  db: Database,
  name: string,
  documents: number,
  load: (db: Database, org: string, n: number) => Promise<void>,
): Promise<string> {
  const found = await db.execute<{ organization_id: string }>(sql`
    SELECT organization_id::text AS organization_id FROM documents GROUP BY organization_id
    ORDER BY count(*) DESC LIMIT 1`);
  const existing = found.rows[0]?.organization_id;
  if (existing) return existing;
  const started = performance.now();
  const org = newId();
  await db.insert(organizations).values({ id: org, name });
  await seedChartOfAccounts(db, org);
  await load(db, org, documents);
  for (let i = 0; i < 100; i += 1) {
    const other = newId();
    await db.insert(organizations).values({ id: other, name: `อื่น ${i}` });
    await seedChartOfAccounts(db, other);
    await load(db, other, 200);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  console.error(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return org;
}

export interface BenchCase<Q> {
  readonly name: string;
  /** What BENCH_ONLY matches (comma-separated list of report names). */
  readonly report: string;
  readonly query: Q;
}

/**
 * Times each case (`call` on the database, then its captured SQL in psql) and prints the machine line and the
 * markdown table. BENCH_ONLY narrows the cases; BENCH_EXPLAIN=<file> writes each case's plans there.
 */
export async function runCases<Q>(
  db: Database,
  org: string,
  cases: readonly BenchCase<Q>[],
  call: (db: Database, query: Q, report: string) => Promise<{ rowCount: number }>,
  iterations: number,
): Promise<void> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const explainFile = process.env.BENCH_EXPLAIN;
  if (explainFile) writeFileSync(explainFile, '');
  const results: string[] = [];
  for (const { name, report, query } of cases) {
    if (only && !only.includes(report)) continue;
    const captured: Captured[] = [];
    const output = await recorded(db, captured, (database) => call(database, query, report));
    const app = await time(() => call(db, query, report), iterations);
    const floor = psqlTimes(captured, iterations);
    if (explainFile) appendFileSync(explainFile, `\n## ${name}\n\n${psqlExplain(captured)}`);
    const f = (n: number) => n.toFixed(1);
    results.push(
      `| ${name} | ${output.rowCount} rows | ${f(percentile(app, 50))} | ${f(percentile(app, 95))} | ` +
        `${f(percentile(floor, 50))} | ${f(percentile(floor, 95))} |`,
    );
    console.error(`done: ${name}`);
  }
  const counts = await db.execute<{ documents: string; lines: string }>(sql`
    SELECT (SELECT count(*) FROM documents WHERE organization_id = ${org})::text AS documents,
           (SELECT count(*) FROM journal_lines WHERE organization_id = ${org})::text AS lines`);
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]?.toFixed(1)}, ` +
      `Node ${process.version}; ${new Date().toISOString()}; ${counts.rows[0]?.documents} documents, ` +
      `${counts.rows[0]?.lines} journal lines in the organisation; ${iterations} runs.`,
  );
  console.log('\n| Report | Result | App p50 (ms) | App p95 (ms) | psql p50 (ms) | psql p95 (ms) |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of results) console.log(row);
}
