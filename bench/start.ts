// Start-up (issue 9 item 11): time from spawning the server to its first HTTP answer (GET /, the web app), and
// its resident memory 3 s later, idle. Cases: PGlite on a fresh data directory (migrations + demo seed), PGlite
// on that directory again, PostgreSQL (a migrated and seeded database), each as `node apps/api/dist/main.js`
// and as `npm start` (which first checks the build stamps). Runs after `node scripts/build.mjs`.
//
//   node --import tsx bench/start.ts [runs]          (BENCH_SERVER_URL for PostgreSQL)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.argv[2] ?? 5);
const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'banchee_bench_start';
let nextPort = 39_100;

interface Sample {
  ms: number;
  rssMb: number;
}

/** Linux: the resident set of a process and of all its descendants (npm → sh → node). */
function rssOfTree(pid: number): number {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  let kb = 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    kb = Number(match?.[1] ?? 0);
  } catch {
    // gone
  }
  return kb / 1024 + children.reduce((sum, child) => sum + rssOfTree(child), 0);
}

async function startOnce(command: string[], env: Record<string, string>): Promise<Sample> {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(command[0] ?? 'node', command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  let ms = NaN;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) {
        ms = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error(`no answer from ${command.join(' ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssMb = rssOfTree(child.pid ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  await exited;
  return { ms, rssMb };
}

function summary(samples: Sample[]): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const rss = samples.map((s) => s.rssMb).sort((a, b) => a - b);
  const mid = (values: number[]) => values[Math.floor(values.length / 2)] ?? NaN;
  return `${mid(ms).toFixed(0)} ms (min ${ms[0]?.toFixed(0)}, max ${ms.at(-1)?.toFixed(0)}) | ${mid(rss).toFixed(0)} MB`;
}

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DATABASE}`);
await admin.end();
const pgUrl = new URL(SERVER_URL);
pgUrl.pathname = `/${DATABASE}`;

const commands: [string, string[]][] = [
  ['node apps/api/dist/main.js', [process.execPath, 'apps/api/dist/main.js']],
  ['npm start', ['npm', 'start', '--silent']],
];
console.log(`| start | command | first answer, median of ${RUNS} | idle RSS |`);
console.log('|---|---|---|---|');
for (const [label, command] of commands) {
  const fresh: Sample[] = [];
  const again: Sample[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'banchee-start-bench-'));
    fresh.push(await startOnce(command, { DATA_DIR: dataDir, DATABASE_URL: '' }));
    again.push(await startOnce(command, { DATA_DIR: dataDir, DATABASE_URL: '' }));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const server: Sample[] = [];
  // The first start migrates and seeds the database; the measured ones find it ready.
  await startOnce(command, { DATABASE_URL: pgUrl.toString(), JWT_SECRET: 'x'.repeat(40) });
  for (let i = 0; i < RUNS; i += 1) {
    server.push(await startOnce(command, { DATABASE_URL: pgUrl.toString(), JWT_SECRET: 'x'.repeat(40) }));
  }
  console.log(`| PGlite, new data directory | \`${label}\` | ${summary(fresh)} |`);
  console.log(`| PGlite, existing data | \`${label}\` | ${summary(again)} |`);
  console.log(`| PostgreSQL | \`${label}\` | ${summary(server)} |`);
}
