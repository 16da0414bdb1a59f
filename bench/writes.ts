// Invoice creation under load (issue 9 item 10): the real app (createApp) on 127.0.0.1, one signed-in owner,
// autocannon connections POSTing the same 3-line VAT invoice to /invoices for BENCH_SECONDS (20) each, for every
// count of BENCH_CONNECTIONS (1,8,32) in turn — on PostgreSQL (a fresh database on BENCH_SERVER_URL) and on
// PGlite (a fresh data directory, durable as in production). Beside the app, the floor: the very statements one
// request sent (captured from Drizzle, fresh ids made new per transaction) replayed by pgbench in one
// transaction with the same clients. Every row carries the load average read when it ended (shared machine).
//
//   node --import tsx bench/writes.ts          (BENCH_ENGINES=postgres,pglite; BENCH_FLOOR=0 skips pgbench)
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, migrate, observeStatements, type DatabaseHandle } from '@banchee/db';
import { createApp } from '../apps/api/src/app.ts';
import { DEFAULT_CONFIG } from '../apps/api/src/config.ts';
import { createPdfRenderer } from '../apps/api/src/pdf/index.ts';

const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_WRITES_DATABASE ?? 'banchee_bench_writes';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? '1,8,32').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const FLOOR = process.env.BENCH_FLOOR !== '0';

const INVOICE = {
  date: '2026-11-21',
  contact: {
    contact_name: 'บริษัท ลูกค้า จำกัด',
    address: '99 ถนนพระราม 9',
    taxId: '0105559876543',
    branch: '00000',
  },
  items: [
    { name: 'ตู้เอกสาร', quantity: 3, sale_price: '1200' },
    { name: 'เก้าอี้', quantity: 2, sale_price: '700' },
    { name: 'ค่าติดตั้ง', quantity: 1, sale_price: '500' },
  ],
};

interface Captured {
  text: string;
  params: readonly unknown[];
}

interface Row {
  engine: string;
  connections: number;
  statements: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  /** The 1-minute load average when the run ended. */
  load: string;
}

function loadAverage(): string {
  return /load average: ([\d.]+)/.exec(execFileSync('uptime', { encoding: 'utf8' }))?.[1] ?? '?';
}

/** The q-quantile of sorted latencies (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

async function serverDatabase(): Promise<{ handle: DatabaseHandle; url: string }> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return { handle: await createDatabase({ databaseUrl: url.toString() }), url: url.toString() };
}

async function run(
  engine: string,
): Promise<{ rows: Row[]; captured: Captured[]; url?: string; close: () => Promise<void> }> {
  let handle: DatabaseHandle;
  let url: string | undefined;
  let dataDir: string | undefined;
  if (engine === 'postgres') ({ handle, url } = await serverDatabase());
  else {
    dataDir = mkdtempSync(join(tmpdir(), 'banchee-bench-writes-'));
    handle = await createDatabase({ dataDir });
  }
  await migrate(handle.db);
  const app = createApp({
    db: handle.db,
    config: {
      ...DEFAULT_CONFIG,
      jwtSecret: 'bench-writes-secret-at-least-32-bytes-long',
      logLevel: 'silent',
    },
    pdfRenderer: createPdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const registered = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Writer',
      email: `bench-writes-${Date.now()}@example.test`,
      password: 'correct horse battery',
      organization: { name: 'Bench writes org' },
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token, organization } = (await registered.json()) as {
    token: string;
    organization: { id: string };
  };
  const body = JSON.stringify({ organizationId: organization.id, ...INVOICE });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async () => {
    const response = await fetch(`${base}/invoices`, { method: 'POST', headers, body });
    if (response.status !== 201)
      throw new Error(`POST /invoices: ${response.status} ${await response.text()}`);
  };
  for (let i = 0; i < 20; i += 1) await post();
  const captured: Captured[] = [];
  const stop = observeStatements(handle.db, (text, params) => captured.push({ text, params: [...params] }));
  await post();
  stop();
  const rows: Row[] = [];
  for (const connections of CONNECTION_COUNTS) {
    const latencies: number[] = [];
    const instance = autocannon({
      url: `${base}/invoices`,
      method: 'POST',
      connections,
      duration: SECONDS,
      timeout: 30,
      headers,
      body,
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      latencies.push(time);
    });
    const result = await instance;
    if (result.non2xx > 0) throw new Error(`${engine}: ${result.non2xx} answers other than 201`);
    latencies.sort((a, b) => a - b);
    rows.push({
      engine: engine === 'postgres' ? 'PostgreSQL, app over HTTP' : 'PGlite (data directory), app over HTTP',
      connections,
      statements: captured.length,
      perSecond: result.requests.total / SECONDS,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      max: result.latency.max,
      total: result.requests.total,
      errors: result.errors,
      load: loadAverage(),
    });
    console.error(`done: ${JSON.stringify(rows.at(-1))}`);
  }
  server.close();
  return {
    rows,
    captured,
    url,
    close: async () => {
      await handle.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The pgbench script of one request's statements: ids first seen in an INSERT become fresh uuids per
 * transaction (pgbench variables set by \gset), document and entry numbers fresh strings; the rest literal.
 */
function pgbenchScript(captured: readonly Captured[]): string {
  const fresh = new Map<string, string>();
  captured.forEach(({ text, params }, index) => {
    if (!/^\s*(insert|with)/i.test(text)) return;
    for (const param of params) {
      if (typeof param === 'string' && UUID.test(param) && !fresh.has(param)) {
        // Seen in an earlier statement: an existing row (organisation, user), not a new one.
        const before = captured.slice(0, index);
        if (!before.some((c) => c.params.includes(param))) fresh.set(param, `u${fresh.size + 1}`);
      }
    }
  });
  const lines = [
    `SELECT ${[...fresh.values()].map((name) => `gen_random_uuid() AS ${name}`).join(', ')}, md5(random()::text) AS rnd \\gset`,
    'BEGIN;',
  ];
  for (const { text, params } of captured) {
    const sqlText = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      if (typeof value === 'string' && fresh.has(value)) return `':${fresh.get(value)}'`;
      // A whole document or entry number sent as a value (the journal's source number): a fresh one per
      // transaction. Numbers taken from the counters are made by the statements themselves, as in the app.
      if (typeof value === 'string' && /^[A-Z]{2,4}-?\d{12,}$/.test(value)) return `'F:rnd'`;
      return literal(value);
    });
    lines.push(`${sqlText.replace(/\s+/g, ' ').trim()};`);
  }
  lines.push('COMMIT;');
  return lines.join('\n');
}

/**
 * pgbench runs asynchronously: the app's last requests may still hold a counter row until their COMMIT, which
 * needs this process's event loop (a synchronous child would wait for them forever).
 */
async function floor(url: string, captured: readonly Captured[], connections: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'banchee-bench-floor-'));
  const file = join(dir, 'invoice.sql');
  writeFileSync(file, pgbenchScript(captured));
  if (process.env.BENCH_KEEP_SCRIPT) writeFileSync(process.env.BENCH_KEEP_SCRIPT, pgbenchScript(captured));
  const { stdout: output } = await promisify(execFile)(
    'pgbench',
    [
      '-n',
      // Simple protocol: pgbench puts the variables into the text (in extended mode ':u1' inside quotes would
      // stay a literal '$1').
      '-M',
      'simple',
      '-c',
      String(connections),
      '-j',
      String(Math.min(2, connections)),
      '-T',
      String(SECONDS),
      '-r',
      '-f',
      file,
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: (SECONDS * 10 + 60) * 1000 },
  );
  rmSync(dir, { recursive: true, force: true });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  const total = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
  if (failed > 0) throw new Error(`pgbench: ${failed} failed transactions\n${output}`);
  return {
    engine: 'PostgreSQL floor: the same statements in pgbench (average latency)',
    connections,
    statements: captured.length,
    perSecond: tps,
    p50: latency,
    p95: Number.NaN,
    p99: Number.NaN,
    max: Number.NaN,
    total,
    errors: failed,
    load: loadAverage(),
  };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const engine of ENGINES) {
    const { rows: measured, captured, url, close } = await run(engine);
    if (process.env.BENCH_SHOW_STATEMENTS) console.error(captured.map((c) => c.text).join('\n---\n'));
    for (const row of measured) {
      rows.push(row);
      if (engine === 'postgres' && FLOOR && url) {
        try {
          rows.push(await floor(url, captured, row.connections));
        } catch (error) {
          console.error(`floor: ${String(error).slice(0, 300)}`);
        }
      }
    }
    await close();
  }
  console.log(`POST /invoices (3 lines, VAT), ${SECONDS} s per row; ${new Date().toISOString()}`);
  console.log(`machine: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  console.log('');
  console.log(
    '| Run | clients | statements | invoices/s | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | invoices | errors | load (1 min) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
  for (const r of rows) {
    console.log(
      `| ${r.engine} | ${r.connections} | ${r.statements} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.total} | ${r.errors} | ${r.load} |`,
    );
  }
}

await main();
