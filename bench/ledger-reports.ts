// Times the ledger reports on the loaded benchmark database (bench/ledger-load.ts): trial balance, general
// ledger of the busiest account, profit and loss and balance sheet, through the application's own report
// functions (apps/api/src/modules/reports) and, as the floor, the very same SQL statements run by psql with
// \timing. Prints a Markdown table of p50/p99 per report for docs/benchmarks.md.
//
//   node --import tsx bench/ledger-reports.ts [iterations]
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { createDatabase, sql, type Database } from '@banchee/db';
import { getAccountByCode } from '../apps/api/src/modules/accounts/accounts.queries.ts';
import { getGeneralLedger } from '../apps/api/src/modules/reports/reports.general-ledger.ts';
import {
  getBalanceSheet,
  getProfitAndLoss,
  getTrialBalance,
} from '../apps/api/src/modules/reports/reports.service.ts';
import { queryBalanceSheet, queryTrialBalance } from '../apps/api/src/modules/reports/reports.queries.ts';
import { BENCH_DATABASE, benchDatabaseUrl } from './ledger-load.ts';
import { percentile, psqlTimes, recorded, time, WARMUP, type Captured } from './timing.ts';

const ITERATIONS = Number(process.argv[2] ?? 30);

interface Report {
  readonly name: string;
  readonly run: (db: Database) => Promise<unknown>;
  readonly size: (result: unknown) => string;
}

interface Row {
  readonly report: string;
  readonly app: number[];
  readonly psql: number[];
  readonly rows: string;
}

async function main(): Promise<void> {
  const handle = await createDatabase({ databaseUrl: benchDatabaseUrl() });
  const db = handle.db;
  const { rows } = await db.execute<{ organization_id: string; lines: number }>(sql`
    SELECT organization_id::text AS organization_id, count(*)::int AS lines FROM journal_lines
    GROUP BY organization_id ORDER BY count(*) DESC LIMIT 1`);
  const big = rows[0];
  if (!big) throw new Error(`no journal lines in ${BENCH_DATABASE}: run bench/ledger-load.ts first`);
  const busiest = await db.execute<{ account_code: string; lines: number }>(sql`
    SELECT account_code, count(*)::int AS lines FROM journal_lines WHERE organization_id = ${big.organization_id}
    GROUP BY account_code ORDER BY count(*) DESC LIMIT 1`);
  const busiestCode = busiest.rows[0]?.account_code ?? '11310';
  const account = await getAccountByCode(db, big.organization_id, busiestCode);
  if (!account) throw new Error('busiest account missing');
  const org = big.organization_id;

  const reports: Report[] = [
    {
      name: 'Trial balance, year 2026 (opening + movements)',
      run: (d) => getTrialBalance(d, org, '2026-01-01', '2026-12-31'),
      size: (r) => `${(r as Awaited<ReturnType<typeof getTrialBalance>>).rows.length} accounts`,
    },
    {
      name: 'Trial balance, 2026-03-15 to 2026-09-10 (partial months read from lines)',
      run: (d) => getTrialBalance(d, org, '2026-03-15', '2026-09-10'),
      size: (r) => `${(r as Awaited<ReturnType<typeof getTrialBalance>>).rows.length} accounts`,
    },
    {
      name: `General ledger ${busiestCode}, year 2026, page 1 (1,000 lines)`,
      run: (d) => getGeneralLedger(d, org, account, '2026-01-01', '2026-12-31', { page: 1, limit: 1000 }),
      size: (r) => `${(r as Awaited<ReturnType<typeof getGeneralLedger>>).lineCount} lines in range`,
    },
    {
      name: `General ledger ${busiestCode}, year 2026, page 20 (lines 19,001–20,000)`,
      run: (d) => getGeneralLedger(d, org, account, '2026-01-01', '2026-12-31', { page: 20, limit: 1000 }),
      size: (r) => `${(r as Awaited<ReturnType<typeof getGeneralLedger>>).lines.length} lines on page`,
    },
    {
      name: `General ledger ${busiestCode}, June 2026, all lines on one page`,
      run: (d) => getGeneralLedger(d, org, account, '2026-06-01', '2026-06-30', { page: 1, limit: 5000 }),
      size: (r) => `${(r as Awaited<ReturnType<typeof getGeneralLedger>>).lines.length} lines`,
    },
    {
      name: 'Profit and loss, year 2026',
      run: (d) => getProfitAndLoss(d, org, '2026-01-01', '2026-12-31'),
      size: (r) => {
        const pl = r as Awaited<ReturnType<typeof getProfitAndLoss>>;
        return `${pl.revenue.length + pl.expenses.length} sections`;
      },
    },
    {
      name: 'Balance sheet as of 2026-12-31',
      run: (d) => getBalanceSheet(d, org, '2026-12-31'),
      size: (r) =>
        (r as Awaited<ReturnType<typeof getBalanceSheet>>).balanced ? 'balanced' : 'NOT BALANCED',
    },
    {
      name: 'Without the summary: trial balance 2026 sums from the lines',
      run: (d) => queryTrialBalance(d, org, '2026-01-01', '2026-12-31', 'lines'),
      size: (r) => `${(r as unknown[]).length} accounts`,
    },
    {
      name: 'Without the summary: balance sheet 2026-12-31 sums from the lines',
      run: (d) => queryBalanceSheet(d, org, '2026-12-31', '2026-01-01', 'lines'),
      size: (r) => `${(r as unknown[]).length} accounts`,
    },
  ];

  const results: Row[] = [];
  for (const report of reports) {
    const captured: Captured[] = [];
    const output = await recorded(db, captured, (database) => report.run(database));
    const app = await time(() => report.run(db), ITERATIONS);
    results.push({
      report: report.name,
      app,
      psql: psqlTimes(captured, ITERATIONS),
      rows: report.size(output),
    });
    console.error(`done: ${report.name}`);
  }
  await handle.close();

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const version = execFileSync(
    'psql',
    ['-X', '-A', '-t', '-d', benchDatabaseUrl(), '-c', 'SHOW server_version'],
    {
      encoding: 'utf8',
    },
  ).trim();
  console.log(
    `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `PostgreSQL ${version}, Node ${process.version}; ${new Date().toISOString()}; ${ITERATIONS} timed runs after ${WARMUP} warm-ups.`,
  );
  console.log('');
  console.log('| Report | Result | App p50 (ms) | App p99 (ms) | psql p50 (ms) | psql p99 (ms) |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of results) {
    const f = (n: number) => n.toFixed(1);
    console.log(
      `| ${row.report} | ${row.rows} | ${f(percentile(row.app, 50))} | ${f(percentile(row.app, 99))} | ` +
        `${f(percentile(row.psql, 50))} | ${f(percentile(row.psql, 99))} |`,
    );
  }
}

await main();
