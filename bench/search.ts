// Search and list pages at 100,000 documents (issue 9 item 8): one organisation with 100,000 invoices of 1,000
// customers (Thai company names) plus 20 other organisations with 1,000 each, loaded with INSERT … SELECT
// generate_series into PostgreSQL (BENCH_SERVER_URL) and into an in-memory PGlite. Four requests, each measured
// three ways, side by side:
//   app      listDocumentRows(): what GET /invoices/organization/{id} runs (page + capped count, 0007 indexes)
//   floor    the page query alone in plain SQL (no count): the least any list answer can cost
//   exact    the page query plus an exact count(*) of the whole filter (what the lists did before)
//
//   node --import tsx bench/search.ts [runs]        (BENCH_ENGINES=postgres,pglite)
import pg from 'pg';
import { createDatabase, migrate, newId, organizations, sql, type Database } from '@banchee/db';
import { listDocumentRows, type ListFilter } from '../apps/api/src/modules/documents/documents.queries.ts';
import { likePattern } from '../apps/api/src/http/serialize.ts';

const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_SEARCH_DATABASE ?? 'banchee_bench_search';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const OTHER_ORGS = 20;
const OTHER_DOCUMENTS = 1_000;
const RUNS = Number(process.argv[2] ?? 200);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');

const PREFIXES = ['บริษัท', 'ห้างหุ้นส่วนจำกัด', 'ร้าน'];
const WORDS = ['สยาม', 'รุ่งเรือง', 'เจริญ', 'พัฒนา', 'ทองคำ', 'มั่นคง', 'ศรีสุข', 'ไทยรวม', 'บางกอก', 'อุดม'];

/** Documents of one organisation: invoice k is dated day k mod 1096 from 2024-01-01, customer k mod 1000. */
function documentsSql(organizationId: string, count: number): string {
  const prefixes = `ARRAY[${PREFIXES.map((p) => `'${p}'`).join(',')}]`;
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  return `
    INSERT INTO documents (organization_id, id, kind, number, status, date, contact_name, reference_no,
                           subtotal, vat_base, vat_amount, grand_total, amount_due)
    SELECT '${organizationId}', (substr(h, 1, 12) || '7' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid,
           'INV', 'IV' || to_char(d, 'YYYYMMDD') || lpad(((k / 1096) + 1)::text, 4, '0'),
           (ARRAY['AWAITING','PAYMENT DUE','RECEIPT CREATED'])[k % 3 + 1], d,
           (${prefixes})[c % 3 + 1] || ' ' || (${words})[c % 10 + 1] || (${words})[(c / 10) % 10 + 1]
             || (${words})[(c / 100) % 10 + 1] || ' จำกัด สาขา ' || c,
           CASE WHEN k % 7 = 0 THEN 'PO-' || k END,
           1000, 1000, 70, 1070, 1070
    FROM (SELECT k, k % 1000 AS c, DATE '2024-01-01' + (k % 1096)::int AS d, md5(k::text || '${organizationId}') AS h
          FROM generate_series(0, ${count - 1}) AS k) AS g`;
}

async function load(db: Database): Promise<string> {
  const big = newId();
  await db.insert(organizations).values({ id: big, name: 'Bench search org' });
  await db.execute(sql.raw(documentsSql(big, DOCUMENTS)));
  for (let i = 0; i < OTHER_ORGS; i += 1) {
    const id = newId();
    await db.insert(organizations).values({ id, name: `Bench other ${i}` });
    await db.execute(sql.raw(documentsSql(id, OTHER_DOCUMENTS)));
  }
  await db.execute(sql`VACUUM ANALYZE documents`);
  return big;
}

interface Case {
  name: string;
  filter: Omit<ListFilter, 'kind'>;
}

const CASES: Case[] = [
  { name: 'page 1', filter: { page: 1, limit: 20 } },
  { name: 'page 500', filter: { page: 500, limit: 20 } },
  // One customer's part of a name: 100 of the 1,000 customers, 10,000 invoices.
  { name: 'Thai name substring "ทองคำศรีสุข"', filter: { page: 1, limit: 20, search: 'ทองคำศรีสุข' } },
  // One day's invoices by number: IV20250314…, 91 invoices.
  { name: 'number "IV20250314"', filter: { page: 1, limit: 20, search: 'IV20250314' } },
];

function whereSql(organizationId: string, search: string | undefined): string {
  const base = `organization_id = '${organizationId}' AND kind = 'INV'`;
  if (!search) return base;
  const p = likePattern(search).replaceAll("'", "''");
  return `${base} AND (number ILIKE '${p}' OR contact_name ILIKE '${p}' OR reference_no ILIKE '${p}' OR reference ILIKE '${p}')`;
}

function pageSql(organizationId: string, filter: Case['filter']): string {
  return `SELECT * FROM documents WHERE ${whereSql(organizationId, filter.search)}
          ORDER BY date DESC, number DESC LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function time(run: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 5; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(samples, p).toFixed(1)).join(' / ');
}

async function measure(engine: string, db: Database, organizationId: string): Promise<void> {
  console.log(
    `\n${engine}: ${DOCUMENTS} invoices in the measured organisation, ${RUNS} runs, p50 / p95 / p99 ms`,
  );
  console.log(
    '| request | rows / total | app (page + capped count) | SQL floor (page only) | page + exact count |',
  );
  console.log('|---|---|---|---|---|');
  for (const { name, filter } of CASES) {
    const answer = await listDocumentRows(db, organizationId, { kind: 'INV', ...filter });
    const shown = `${answer.rows.length} / ${answer.pagination.total}${answer.pagination.totalExact === false ? '+' : ''}`;
    const app = await time(() => listDocumentRows(db, organizationId, { kind: 'INV', ...filter }));
    const floor = await time(() => db.execute(sql.raw(pageSql(organizationId, filter))));
    const exact = await time(async () => {
      await db.execute(
        sql.raw(`SELECT count(*) FROM documents WHERE ${whereSql(organizationId, filter.search)}`),
      );
      await db.execute(sql.raw(pageSql(organizationId, filter)));
    });
    console.log(`| ${name} | ${shown} | ${app} | ${floor} | ${exact} |`);
  }
}

if (ENGINES.includes('postgres')) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  await migrate(handle.db);
  const started = performance.now();
  const org = await load(handle.db);
  console.log(`PostgreSQL loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await measure('PostgreSQL 15', handle.db, org);
  await handle.close();
}

if (ENGINES.includes('pglite')) {
  const handle = await createDatabase(); // in-memory PGlite, with the extensions the app loads
  await migrate(handle.db);
  const started = performance.now();
  const org = await load(handle.db);
  console.log(`PGlite loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await measure('PGlite (in memory)', handle.db, org);
  await handle.close();
}
