// PDFs (issue 9 item 9): the one-page tax invoice of the PDF tests (template, Sarabun font, PromptPay QR)
// printed through the app's renderer — one browser, a pool of two tabs per core, a bounded queue.
// Reports the first render (browser launch), p50/p95 of one invoice alone, throughput at concurrency 1, 4 and 8,
// where the CPU of a render goes (CPU milliseconds per render for Node and for each kind of Chromium process,
// read from /proc/<pid>/stat), and the memory of all Chromium processes (PSS and summed RSS) at the end.
//
//   node --import tsx bench/pdf.ts [invoices per run]        (CHROMIUM_PATH to choose the browser)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import {
  createPdfRenderer,
  defaultPdfPages,
  findChromiumExecutable,
  renderSalesDocumentPdf,
} from '../apps/api/src/pdf/index.ts';
import { TAX_INVOICE } from '../apps/api/src/pdf/sample-documents.fixture.ts';
import { processCpu, TICK_MS } from './processes.ts';

const COUNT = Number(process.argv[2] ?? 40);
const chromium = await findChromiumExecutable({ chromiumPath: process.env.CHROMIUM_PATH });
if (chromium === undefined) throw new Error('No Chromium found');
const renderer = createPdfRenderer({ resolveExecutablePath: () => Promise.resolve(chromium.path) });
const printOne = () => renderSalesDocumentPdf(renderer, TAX_INVOICE, { copy: 'original' });
const load = () => loadavg()[0]?.toFixed(2) ?? '?';

/** Pids of every descendant of `pid` (the ps run itself excluded). */
function descendants(pid: number): number[] {
  const ps = spawnSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' });
  const children = ps.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && match[2] !== 'ps')
    .map((match) => Number(match[1]));
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Chromium processes rename themselves: their cmdline is one string holding --type=… for helpers. */
function processClass(pid: number): string | undefined {
  if (pid === process.pid) return 'node';
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (!/chrom|headless/i.test(cmdline)) return undefined;
  if (/crashpad/.test(cmdline.split(/[\0 ]/)[0] ?? '')) return 'crashpad';
  const type = /--type=(\S+)/.exec(cmdline)?.[1];
  if (type === undefined) return 'browser';
  if (type === 'gpu-process') return 'gpu';
  return type; // renderer, utility (network, storage), zygote
}

const CLASSES = ['node', 'browser', 'renderer', 'gpu', 'utility', 'zygote', 'exited'] as const;

/**
 * CPU milliseconds used so far, by class. "exited" is the CPU of Chromium processes that ended and were reaped by
 * their parent (its children's time): the full browser starts a print compositor per PDF.
 */
function cpuMsByClass(): Map<string, number> {
  const ms = new Map<string, number>();
  for (const pid of [process.pid, ...descendants(process.pid)]) {
    try {
      const kind = processClass(pid);
      const cpu = kind === undefined ? undefined : processCpu(pid);
      if (kind === undefined || cpu === undefined) continue;
      ms.set(kind, (ms.get(kind) ?? 0) + cpu.ownMs);
      if (kind !== 'node') ms.set('exited', (ms.get('exited') ?? 0) + cpu.reapedMs);
    } catch {
      // exited meanwhile
    }
  }
  return ms;
}

/** RSS counts shared pages once per process (an overcount); PSS shares them out (the fair sum). */
function chromiumMemory(): { processes: number; rssMb: number; pssMb: number } {
  let kb = 0;
  let pssKb = 0;
  let processes = 0;
  for (const pid of descendants(process.pid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (!/Name:\s+(chrom|headless)/i.test(status)) continue;
      processes += 1;
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pssKb += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return { processes, rssMb: Math.round(kb / 1024), pssMb: Math.round(pssKb / 1024) };
}

interface Run {
  readonly concurrency: number;
  readonly perSecond: number;
  /** CPU milliseconds per render, by class, and in all. */
  readonly cpuMs: Record<string, number>;
  readonly totalCpuMs: number;
  /** Cores kept busy by Node and Chromium together (CPU time / wall time). */
  readonly cores: number;
  readonly load: string;
}

async function throughput(concurrency: number): Promise<Run> {
  let next = 0;
  const before = cpuMsByClass();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < COUNT) {
        next += 1;
        await printOne();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpuMsByClass();
  const cpuMs: Record<string, number> = {};
  for (const kind of CLASSES) {
    cpuMs[kind] = ((after.get(kind) ?? 0) - (before.get(kind) ?? 0)) / COUNT;
  }
  const totalCpuMs = Object.values(cpuMs).reduce((sum, ms) => sum + ms, 0);
  return {
    concurrency,
    perSecond: COUNT / seconds,
    cpuMs,
    totalCpuMs,
    cores: (totalCpuMs * COUNT) / 1000 / seconds,
    load: load(),
  };
}

const loadAtStart = load();
let started = performance.now();
await printOne();
const firstMs = performance.now() - started;
for (let i = 0; i < 3; i += 1) await printOne(); // warm every path once
const samples: number[] = [];
for (let i = 0; i < COUNT; i += 1) {
  started = performance.now();
  await printOne();
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const at = (p: number) =>
  samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? NaN;
const one = await throughput(1);
const four = await throughput(4);
let peak = chromiumMemory();
const eight = await throughput(8);
const after = chromiumMemory();
if (after.rssMb > peak.rssMb) peak = after;
await renderer.close();

console.log(`Chromium: ${chromium.path} (${chromium.source}); load average ${loadAtStart} at the start\n`);
console.log(
  `| pool (cores) | first PDF (launch) | one invoice p50 / p95 | 1 at a time | 4 at once | 8 at once | Chromium |`,
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${defaultPdfPages()} tabs (${availableParallelism()} cores) | ${firstMs.toFixed(0)} ms | ${at(50).toFixed(0)} / ${at(95).toFixed(0)} ms | ` +
    `${one.perSecond.toFixed(2)}/s | ${four.perSecond.toFixed(2)}/s (${(four.perSecond / one.perSecond).toFixed(2)}×) | ` +
    `${eight.perSecond.toFixed(2)}/s | ${peak.processes} processes, ${peak.pssMb} MB PSS (${peak.rssMb} MB RSS summed) |`,
);
console.log(`\nCPU milliseconds per render (${TICK_MS} ms ticks over ${COUNT} renders):\n`);
console.log(`| at once | ${CLASSES.join(' | ')} | total | cores busy | load |`);
console.log(`|---|${CLASSES.map(() => '---').join('|')}|---|---|---|`);
for (const run of [one, four, eight]) {
  console.log(
    `| ${run.concurrency} | ${CLASSES.map((kind) => (run.cpuMs[kind] ?? 0).toFixed(1)).join(' | ')} | ` +
      `${run.totalCpuMs.toFixed(1)} | ${run.cores.toFixed(2)} | ${run.load} |`,
  );
}
