// Drives the ledger report endpoints over HTTP with autocannon against the loaded benchmark database
// (bench/ledger-load.ts): the real app (createApp) on 127.0.0.1 and a free port, a signed-in member of the
// 1,000,000-line organisation, BENCH_CONNECTIONS (10) concurrent connections per report. Prints a Markdown table
// (p50, p99, req/s).
//
//   node --import tsx bench/ledger-http.ts [seconds per report]
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { createDatabase, newId, organizationMembers, sql } from '@banchee/db';
import { createApp } from '../apps/api/src/app.ts';
import { DEFAULT_CONFIG } from '../apps/api/src/config.ts';
import { createPdfRenderer } from '../apps/api/src/pdf/index.ts';
import { benchDatabaseUrl } from './ledger-load.ts';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main(): Promise<void> {
  const handle = await createDatabase({ databaseUrl: benchDatabaseUrl() });
  const db = handle.db;
  const { rows } = await db.execute<{ organization_id: string }>(sql`
    SELECT organization_id::text AS organization_id FROM journal_lines
    GROUP BY organization_id ORDER BY count(*) DESC LIMIT 1`);
  const org = rows[0]?.organization_id;
  if (!org) throw new Error('run bench/ledger-load.ts first');

  const app = createApp({
    db,
    config: { ...DEFAULT_CONFIG, jwtSecret: `bench-${newId()}-secret-at-least-32-bytes`, logLevel: 'silent' },
    pdfRenderer: createPdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A fresh user (with an organisation of their own) who is then made a member of the big organisation.
  const email = `bench-${Date.now()}@example.test`;
  const registered = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Runner',
      email,
      password: 'correct horse battery',
      organization: { name: 'Bench runner org' },
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
  await db
    .insert(organizationMembers)
    .values({ organizationId: org, id: newId(), userId: user.id, role: 'MEMBER' });

  const reports: [string, string][] = [
    ['Trial balance, year 2026', `/reports/trial-balance/organization/${org}?from=2026-01-01&to=2026-12-31`],
    [
      'General ledger 11310, 2026, page 1 (1,000 lines)',
      `/reports/general-ledger/organization/${org}?accountCode=11310&from=2026-01-01&to=2026-12-31`,
    ],
    [
      'Profit and loss, year 2026',
      `/reports/profit-and-loss/organization/${org}?from=2026-01-01&to=2026-12-31`,
    ],
    ['Balance sheet as of 2026-12-31', `/reports/balance-sheet/organization/${org}?asOf=2026-12-31`],
  ];

  const lines: string[] = [];
  for (const [name, path] of reports) {
    const check = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    const result = await autocannon({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    lines.push(
      `| ${name} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.average.toFixed(0)} | ${result.requests.total} |`,
    );
    console.error(`done: ${name}`);
  }

  await db.execute(
    sql`DELETE FROM organization_members WHERE organization_id = ${org} AND user_id = ${user.id}`,
  );
  server.close();
  await handle.close();
  console.log(`HTTP, ${CONNECTIONS} connections, ${SECONDS} s per report; ${new Date().toISOString()}`);
  console.log('');
  console.log('| Report over HTTP | p50 (ms) | p99 (ms) | req/s | requests |');
  console.log('|---|---:|---:|---:|---:|');
  for (const line of lines) console.log(line);
}

await main();
