// Spawning the real server as `npm start` runs it (node scripts/build.mjs, which skips what is up to date, then
// node apps/api/dist/main.js) for start-up and crash tests: PORT=0 lets the OS choose a free port, which the
// server prints in its start-up line.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Builds what changed, starts the compiled server with PORT=0 and waits for the line that prints the URL. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<Started> {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`node scripts/build.mjs failed:\n${build.stdout}${build.stderr}`);
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start-up line within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const poll = setInterval(() => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match[1]);
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`main.ts exited with ${code}:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

export function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
