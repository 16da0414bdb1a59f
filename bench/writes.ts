// Invoice creation under load (issue 9 item 10): the real app (createApp) on 127.0.0.1, one signed-in owner,
// autocannon connections POSTing the same 3-line VAT invoice to /invoices for BENCH_SECONDS (20) each, for every
// count of BENCH_CONNECTIONS (1,8,32) in turn — on PostgreSQL (a fresh database on BENCH_SERVER_URL) and on
// PGlite (a fresh data directory, durable as in production). Beside the app, the floor: the very statements one
// request sent (captured from Drizzle, fresh ids made new per transaction) replayed by pgbench in one
// transaction with the same clients. Every row carries the load average read when it ended (shared machine).
//
//   node --import tsx bench/writes.ts          (BENCH_ENGINES=postgres,pglite; BENCH_FLOOR=0 skips pgbench)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, migrate, observeStatements, type DatabaseHandle } from '@banchee/db';
import { createApp } from '../apps/api/src/app.ts';
import { DEFAULT_CONFIG } from '../apps/api/src/config.ts';
import { createPdfRenderer } from '../apps/api/src/pdf/index.ts';
import { processCpu } from './processes.ts';
import { pgbenchFloor, type Captured } from './writes-floor.ts';

const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_WRITES_DATABASE ?? 'banchee_bench_writes';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? '1,8,32').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const FLOOR = process.env.BENCH_FLOOR !== '0';
/**
 * Organisations the clients are spread over, one row per count: 1 is one company's staff all issuing at once
 * (creators queue on its gapless number counter); more is the server's capacity across tenants.
 */
const ORGANIZATION_COUNTS = (process.env.BENCH_ORGANIZATIONS ?? '1').split(',').map(Number);

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

interface Row {
  engine: string;
  connections: number;
  organizations: number;
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
  /** CPU milliseconds per invoice: the Node process (app and load generator) and the PostgreSQL server. */
  cpuNode: number;
  cpuServer: number;
}

/** User + system CPU milliseconds of each process whose command is `postgres` (the server and its backends). */
function serverCpuByPid(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const cpu = processCpu(pid);
    if (cpu?.command === 'postgres') byPid.set(pid, cpu.ownMs);
  }
  return byPid;
}

/**
 * The server's CPU milliseconds since `before`: processes alive at the end, minus what each had then (a
 * backend that ended meanwhile — pgbench's — takes its CPU with it, so it is left out, not subtracted).
 */
function serverCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of serverCpuByPid()) total += ms - (before.get(pid) ?? 0);
  return total;
}

function nodeCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function loadAverage(): string {
  return loadavg()[0]?.toFixed(2) ?? '?';
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

async function run(engine: string): Promise<{
  rows: Row[];
  captured: Captured[];
  url?: string;
  organizationIds: string[];
  close: () => Promise<void>;
}> {
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
  // Requests the app is still answering: autocannon stops at the end of a row without waiting for its last
  // answers, and the next row must not start behind them (a one-organisation row leaves ~32 queued creates,
  // a third of a second of work that the next row's first answers waited for).
  let answering = 0;
  const server = serve({
    fetch: async (request) => {
      answering += 1;
      try {
        return await app.fetch(request);
      } finally {
        answering -= 1;
      }
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  const idle = async () => {
    while (answering > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  };
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
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const organizationIds = [organization.id];
  while (organizationIds.length < Math.max(...ORGANIZATION_COUNTS)) {
    const created = await fetch(`${base}/organizations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench writes org ${organizationIds.length + 1}` }),
    });
    if (created.status !== 201) throw new Error(`organisation: ${created.status} ${await created.text()}`);
    organizationIds.push(((await created.json()) as { id: string }).id);
  }
  const bodyOf = (organizationId: string) => JSON.stringify({ organizationId, ...INVOICE });
  const post = async (organizationId: string) => {
    const response = await fetch(`${base}/invoices`, {
      method: 'POST',
      headers,
      body: bodyOf(organizationId),
    });
    if (response.status !== 201)
      throw new Error(`POST /invoices: ${response.status} ${await response.text()}`);
  };
  for (const organizationId of organizationIds) for (let i = 0; i < 20; i += 1) await post(organizationId);
  const captured: Captured[] = [];
  const stop = observeStatements(handle.db, (text, params) => captured.push({ text, params: [...params] }));
  await post(organization.id);
  stop();
  const rows: Row[] = [];
  for (const organizations of ORGANIZATION_COUNTS)
    for (const connections of CONNECTION_COUNTS) {
      // The clients split over the organisations (one load generator per organisation, its own body); fewer
      // clients than organisations would repeat the row of fewer organisations.
      if (connections < organizations) continue;
      const spread = organizations;
      await idle();
      const latencies: number[] = [];
      // BENCH_TRACE=<file>: every answer's end (ms since the row started) and latency, to find stalls.
      const trace: string[] | undefined = process.env.BENCH_TRACE ? [] : undefined;
      const started = Date.now();
      const cpuBefore = {
        node: nodeCpuMs(),
        server: engine === 'postgres' ? serverCpuByPid() : new Map<string, number>(),
      };
      const results = await Promise.all(
        organizationIds.slice(0, spread).map((organizationId, index) => {
          const instance = autocannon({
            url: `${base}/invoices`,
            method: 'POST',
            connections: Math.floor(connections / spread) + (index < connections % spread ? 1 : 0),
            duration: SECONDS,
            timeout: 30,
            headers,
            body: bodyOf(organizationId),
          });
          instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
            latencies.push(time);
            trace?.push(`${Date.now() - started}\t${time.toFixed(1)}`);
          });
          return instance;
        }),
      );
      const total = results.reduce((sum, result) => sum + result.requests.total, 0);
      const cpu = {
        node: (nodeCpuMs() - cpuBefore.node) / total,
        server: engine === 'postgres' ? serverCpuSince(cpuBefore.server) / total : 0,
      };
      if (trace && process.env.BENCH_TRACE)
        writeFileSync(`${process.env.BENCH_TRACE}-${engine}-${spread}-${connections}.tsv`, trace.join('\n'));
      const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
      if (non2xx > 0) throw new Error(`${engine}: ${non2xx} answers other than 201`);
      latencies.sort((a, b) => a - b);
      rows.push({
        engine:
          engine === 'postgres' ? 'PostgreSQL, app over HTTP' : 'PGlite (data directory), app over HTTP',
        connections,
        organizations: spread,
        statements: captured.length,
        perSecond: total / SECONDS,
        p50: quantile(latencies, 0.5),
        p95: quantile(latencies, 0.95),
        p99: quantile(latencies, 0.99),
        max: Math.max(...results.map((result) => result.latency.max)),
        total,
        errors: results.reduce((sum, result) => sum + result.errors, 0),
        load: loadAverage(),
        cpuNode: cpu.node,
        cpuServer: cpu.server,
      });
      console.error(`done: ${JSON.stringify(rows.at(-1))}`);
    }
  server.close();
  return {
    rows,
    captured,
    url,
    organizationIds,
    close: async () => {
      await handle.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const engine of ENGINES) {
    const { rows: measured, captured, url, organizationIds, close } = await run(engine);
    if (process.env.BENCH_SHOW_STATEMENTS) console.error(captured.map((c) => c.text).join('\n---\n'));
    for (const row of measured) {
      rows.push(row);
      if (engine === 'postgres' && FLOOR && url) {
        try {
          const floor = await pgbenchFloor(
            url,
            captured,
            { connections: row.connections, organizations: row.organizations, seconds: SECONDS },
            organizationIds,
          );
          rows.push({
            engine: 'PostgreSQL floor: the same statements in pgbench (average latency)',
            connections: row.connections,
            organizations: row.organizations,
            statements: captured.length,
            perSecond: floor.perSecond,
            p50: floor.latency,
            p95: Number.NaN,
            p99: Number.NaN,
            max: Number.NaN,
            total: floor.total,
            errors: 0,
            load: loadAverage(),
            cpuNode: Number.NaN,
            // pgbench's backends end with the run and take their CPU with them: not measurable this way.
            cpuServer: Number.NaN,
          });
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
    '| Run | organisations | clients | statements | invoices/s | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | invoices | errors | CPU ms per invoice: Node / server | load (1 min) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
  const cpu = (n: number) => (Number.isNaN(n) || n === 0 ? '–' : n.toFixed(1));
  for (const r of rows) {
    console.log(
      `| ${r.engine} | ${r.organizations} | ${r.connections} | ${r.statements} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.total} | ${r.errors} | ${cpu(r.cpuNode)} / ${cpu(r.cpuServer)} | ${r.load} |`,
    );
  }
}

await main();
