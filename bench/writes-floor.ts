// The floor of bench/writes.ts: the statements one request sent (captured from Drizzle) replayed by pgbench in
// one transaction with the same clients — fresh ids per transaction, one script per organisation of the row.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface Captured {
  text: string;
  params: readonly unknown[];
}

export interface FloorResult {
  readonly perSecond: number;
  /** pgbench's average latency (ms): it reports no percentiles. */
  readonly latency: number;
  readonly total: number;
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
export async function pgbenchFloor(
  url: string,
  captured: readonly Captured[],
  run: { readonly connections: number; readonly organizations: number; readonly seconds: number },
  organizationIds: readonly string[],
): Promise<FloorResult> {
  const { connections, seconds } = run;
  const dir = mkdtempSync(join(tmpdir(), 'banchee-bench-floor-'));
  const script = pgbenchScript(captured);
  if (process.env.BENCH_KEEP_SCRIPT) writeFileSync(process.env.BENCH_KEEP_SCRIPT, script);
  // One script per organisation of the row (the captured request's organisation id replaced), picked at random
  // per transaction with equal weights.
  const files = organizationIds.slice(0, run.organizations).map((organizationId, index) => {
    const file = join(dir, `invoice-${index}.sql`);
    writeFileSync(file, script.replaceAll(organizationIds[0] ?? '', organizationId));
    return file;
  });
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
      String(seconds),
      '-r',
      ...files.flatMap((file) => ['-f', `${file}@1`]),
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: (seconds * 10 + 60) * 1000 },
  );
  rmSync(dir, { recursive: true, force: true });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  const total = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
  if (failed > 0) throw new Error(`pgbench: ${failed} failed transactions\n${output}`);
  return { perSecond: tps, latency, total };
}
