// Starts the app the way `npm start` does — `node scripts/build.mjs` (web app and API, each only when its
// sources changed), then `node apps/api/dist/main.js` —
// on a fresh temporary DATA_DIR (PGlite) and a free port on 127.0.0.1, waits until it answers, and reads
// the demo credentials from its start-up output. The returned function stops it and removes the data.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/openapi.json`);
      if (response.ok && /Demo sign-in:/.test(output())) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not start within ${timeoutMs / 1000} s:\n${output()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('node scripts/build.mjs failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'banchee-e2e-'));
  const port = await freePort();
  // TRUST_PROXY: the specs that sign up through the API each say they come from an address of their own
  // (X-Forwarded-For, fixtures.ts), so the per-address sign-up throttle (10 an hour) does not refuse the run's
  // eleventh organisation; the browser's own requests still count against 127.0.0.1.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
  };
  delete env.DATABASE_URL; // always the embedded database, fresh for this run
  delete env.JWT_SECRET;

  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so teardown stops it and nothing else
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  // If the runner dies without running teardown (killed, crashed), do not leave the server behind.
  const killOnExit = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);

  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForServer(baseURL, child, () => log, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const credentials = /Demo sign-in:\s*(\S+)\s*\/\s*(\S+)/.exec(log);
  if (!credentials?.[1] || !credentials[2]) {
    await stop();
    throw new Error(`No demo credentials in the start-up output:\n${log}`);
  }
  // Workers are started after global set-up and inherit these.
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DEMO_EMAIL = credentials[1];
  process.env.E2E_DEMO_PASSWORD = credentials[2];
  return stop;
}
