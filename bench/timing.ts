// Timing shared by the report benches: p50/p99 of a function's runs after warm-ups, and the database floor of
// the same call — the SQL it sent, captured from Drizzle and run by psql (PREPARE once, EXECUTE with \timing).
import { execFileSync } from 'node:child_process';
import { observeStatements, type Database } from '@banchee/db';
import { benchDatabaseUrl } from './ledger-load.ts';

export const WARMUP = 3;

export interface Captured {
  readonly sql: string;
  readonly params: unknown[];
}

/**
 * Runs `fn` on `db` while recording every statement it sends (observeStatements: the query builders' and
 * execute()'s, inside transactions too; BEGIN and COMMIT left out), so psql can run exactly the same statements.
 */
export async function recorded<T>(
  db: Database,
  captured: Captured[],
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  const stop = observeStatements(db, (text, params) => captured.push({ sql: text, params: [...params] }));
  try {
    return await fn(db);
  } finally {
    stop();
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function time(fn: () => Promise<unknown>, iterations: number): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** A literal for psql: the parameters are dates, codes and uuids (no quotes inside). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * Runs the captured statements of one report call in psql (PREPARE once, EXECUTE each iteration, \timing on)
 * and returns the per-iteration total of the statements' server round trips.
 */
export function psqlTimes(statements: readonly Captured[], iterations: number): number[] {
  const script: string[] = ['\\timing on', '\\pset format unaligned', '\\o /dev/null'];
  statements.forEach((statement, index) => {
    script.push(`PREPARE q${index} AS ${statement.sql};`);
  });
  const execute = statements.map(
    (statement, index) =>
      `EXECUTE q${index}${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''};`,
  );
  for (let i = 0; i < WARMUP + iterations; i += 1) script.push(...execute);
  const output = execFileSync('psql', ['-X', '-q', '-d', benchDatabaseUrl(), '-v', 'ON_ERROR_STOP=1'], {
    input: script.join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const times = [...output.matchAll(/Time: ([0-9.]+) ms/g)].map((match) => Number(match[1]));
  // The first `statements.length` timings are the PREPAREs.
  const executions = times.slice(statements.length);
  const perIteration: number[] = [];
  for (let i = WARMUP; i < WARMUP + iterations; i += 1) {
    const slice = executions.slice(i * statements.length, (i + 1) * statements.length);
    perIteration.push(slice.reduce((sum, t) => sum + t, 0));
  }
  return perIteration.sort((a, b) => a - b);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each captured statement, run by psql on the bench database (PREPARE, then
 * EXPLAIN the EXECUTE with the same parameters): the plans behind a report's SQL floor.
 */
export function psqlExplain(statements: readonly Captured[]): string {
  const script: string[] = ['\\pset format unaligned', '\\pset tuples_only on'];
  statements.forEach((statement, index) => {
    script.push(`PREPARE q${index} AS ${statement.sql};`);
    // A first run warms the cache, as the timed runs are warm.
    script.push(
      `\\o /dev/null`,
      `EXECUTE q${index}${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''};`,
      `\\o`,
      `\\echo '-- statement ${index + 1} of ${statements.length}'`,
      `EXPLAIN (ANALYZE, BUFFERS) EXECUTE q${index}${
        statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''
      };`,
    );
  });
  return execFileSync('psql', ['-X', '-q', '-d', benchDatabaseUrl(), '-v', 'ON_ERROR_STOP=1'], {
    input: script.join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
