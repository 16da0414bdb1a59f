// The CPU of a process from /proc/<pid>/stat (Linux), for the benches that say where the CPU went: its own
// user + system time and that of its children it reaped (helpers that have ended), in milliseconds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Milliseconds per clock tick of /proc/<pid>/stat's CPU fields. */
export const TICK_MS =
  1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

export interface ProcessCpu {
  /** The command name (the kernel's, 15 characters at most). */
  readonly command: string;
  readonly ownMs: number;
  readonly reapedMs: number;
}

/** The process's command and CPU, or undefined when it has ended. */
export function processCpu(pid: number | string): ProcessCpu | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, close),
    ownMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    reapedMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
  };
}
