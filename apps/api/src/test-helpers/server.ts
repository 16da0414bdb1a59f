// Spawning the real server (node --import tsx apps/api/src/main.ts) for start-up and crash tests: PORT=0 lets
// the OS choose a free port, which the server prints in its start-up line.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts main.ts with PORT=0 (the OS picks a free port) and waits for the line that prints the URL. */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
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
