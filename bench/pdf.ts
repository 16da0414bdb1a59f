// PDFs (issue 9 item 9): the one-page tax invoice of the PDF tests (template, Sarabun font, PromptPay QR)
// printed through the app's renderer — one browser, a pool of tabs sized to the cores, a bounded queue.
// Reports the first render (browser launch), p50/p95 of one invoice alone, throughput at concurrency 1 and 4,
// and the memory of all Chromium processes (PSS and summed RSS over the browser's process tree) at the end.
//
//   node --import tsx bench/pdf.ts [invoices per run]        (CHROMIUM_PATH to choose the browser)
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { createPdfRenderer, renderSalesDocumentPdf } from '../apps/api/src/pdf/index.ts';
import { TAX_INVOICE } from '../apps/api/src/pdf/sample-documents.fixture.ts';

const COUNT = Number(process.argv[2] ?? 40);
const renderer = createPdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH });
const printOne = () => renderSalesDocumentPdf(renderer, TAX_INVOICE, { copy: 'original' });

/** Pids of every descendant of `pid`. */
function descendants(pid: number): number[] {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
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

async function throughput(concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < COUNT) {
        next += 1;
        await printOne();
      }
    }),
  );
  return COUNT / ((performance.now() - started) / 1000);
}

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

console.log(
  `| pool (cores) | first PDF (launch) | one invoice p50 / p95 | 1 at a time | 4 at once | 8 at once | Chromium |`,
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${availableParallelism()} tabs | ${firstMs.toFixed(0)} ms | ${at(50).toFixed(0)} / ${at(95).toFixed(0)} ms | ` +
    `${one.toFixed(2)}/s | ${four.toFixed(2)}/s (${(four / one).toFixed(2)}×) | ${eight.toFixed(2)}/s | ` +
    `${peak.processes} processes, ${peak.pssMb} MB PSS (${peak.rssMb} MB RSS summed) |`,
);
