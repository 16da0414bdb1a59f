// The Chromium renderer: where the binary comes from, one shared browser (launched once, relaunched after it dies
// or is closed), A4 output, the time limit, and that a printed document can fetch nothing from the network.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM_PATH,
  DEBIAN_HEADLESS_SHELL_PATH,
  PdfRendererBusyError,
  PdfRendererUnavailableError,
  createPdfRenderer,
  findChromiumExecutable,
  resolveChromiumExecutablePath,
} from './chromium-renderer.ts';
import { countPdfPages } from './pdf-pages.ts';
import { findTestChromium } from './pdf-test-tools.ts';

const run = promisify(execFile);

describe('findChromiumExecutable', () => {
  it('uses CHROMIUM_PATH when it is set, and refuses a path that is not executable', async () => {
    await expect(findChromiumExecutable({ chromiumPath: process.execPath })).resolves.toEqual({
      path: process.execPath,
      source: 'CHROMIUM_PATH',
    });
    await expect(findChromiumExecutable({ chromiumPath: '/nonexistent/chromium' })).rejects.toBeInstanceOf(
      PdfRendererUnavailableError,
    );
  });

  it("prefers a headless shell (Debian's, then the npm one) to the full browser, and finds nothing without any", async () => {
    // Which browsers are installed is staged: every combination, with the npm binary allowed or not.
    const find = (installed: readonly string[], sparticuz: string | undefined, allowSparticuz = true) =>
      findChromiumExecutable({
        allowSparticuz,
        isExecutable: (path) => Promise.resolve(installed.includes(path)),
        sparticuzExecutablePath: () => Promise.resolve(sparticuz),
      });
    const both = [DEBIAN_HEADLESS_SHELL_PATH, DEBIAN_CHROMIUM_PATH];
    await expect(find(both, '/tmp/chromium')).resolves.toEqual({
      path: DEBIAN_HEADLESS_SHELL_PATH,
      source: 'debian-headless-shell',
    });
    await expect(find([DEBIAN_CHROMIUM_PATH], '/tmp/chromium')).resolves.toEqual({
      path: '/tmp/chromium',
      source: '@sparticuz/chromium',
    });
    await expect(find([DEBIAN_CHROMIUM_PATH], '/tmp/chromium', false)).resolves.toEqual({
      path: DEBIAN_CHROMIUM_PATH,
      source: 'debian',
    });
    await expect(find([DEBIAN_CHROMIUM_PATH], undefined)).resolves.toEqual({
      path: DEBIAN_CHROMIUM_PATH,
      source: 'debian',
    });
    await expect(find([], undefined)).resolves.toBeUndefined();
    await expect(
      resolveChromiumExecutablePath({
        allowSparticuz: false,
        isExecutable: () => Promise.resolve(false),
      }),
    ).rejects.toThrow(/No Chromium found/);
    // CHROMIUM_PATH wins over every installed browser.
    await expect(
      findChromiumExecutable({
        chromiumPath: DEBIAN_CHROMIUM_PATH,
        isExecutable: (path) => Promise.resolve(both.includes(path)),
        sparticuzExecutablePath: () => Promise.resolve('/tmp/chromium'),
      }),
    ).resolves.toEqual({ path: DEBIAN_CHROMIUM_PATH, source: 'CHROMIUM_PATH' });
  });
});

const chromium = await findTestChromium(process.env.CHROMIUM_PATH);

/** Child processes of this test worker that are Chromium's main process (the one Playwright launched). */
async function launchedBrowserPids(): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]);
  return stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && /chrom/i.test(match[2] ?? ''))
    .map((match) => Number(match[1]));
}

describe.skipIf(chromium === undefined)('createPdfRenderer (headless Chromium)', { timeout: 90_000 }, () => {
  let launches = 0;
  const renderer = createPdfRenderer({
    resolveExecutablePath: () => {
      launches += 1;
      return Promise.resolve(chromium?.path ?? '');
    },
  });
  afterAll(() => renderer.close());

  it('renders A4 pages and shares one browser between concurrent renders', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((n) =>
        renderer.renderHtmlToPdf(
          `<!doctype html><body>${Array.from({ length: n }, (_, i) => `<p style="break-after:page">page ${i + 1}</p>`).join('')}</body>`,
        ),
      ),
    );
    expect(launches).toBe(1);
    // Chromium's A4 media box: 595 × 842 pt (210 × 297 mm) give or take a rounding.
    for (const pdf of pages) {
      expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    }
    // n paragraphs, each followed by a page break, print n pages (the last break opens no empty page).
    expect(pages.map(countPdfPages)).toEqual([1, 2, 3]);
  });

  it('launches a new browser after close() and after the browser died', async () => {
    await renderer.renderHtmlToPdf('<p>warm</p>');
    const before = launches;
    await renderer.close();
    const othersBefore = new Set(await launchedBrowserPids());
    await renderer.renderHtmlToPdf('<p>after close</p>');
    expect(launches).toBe(before + 1);

    // Kill only the browser this renderer has just launched.
    const pids = (await launchedBrowserPids()).filter((pid) => !othersBefore.has(pid));
    expect(pids).toHaveLength(1);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    // Give Playwright a moment to notice the broken pipe and report the disconnect.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pdf = await renderer.renderHtmlToPdf('<p>after crash</p>');
    expect(countPdfPages(pdf)).toBe(1);
    expect(launches).toBe(before + 2);
  });

  it('fetches nothing from the network', async () => {
    let requests = 0;
    const server = createServer((_, response) => {
      requests += 1;
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const pdf = await renderer.renderHtmlToPdf(
        `<!doctype html><head><link rel="stylesheet" href="${base}/style.css"></head>` +
          `<body><img src="${base}/logo.png"><iframe src="${base}/frame"></iframe><p>text</p></body>`,
      );
      expect(countPdfPages(pdf)).toBe(1);
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('renders `pages` documents at once, queues up to maxQueue more in order and refuses the rest', async () => {
    const pooled = createPdfRenderer({
      resolveExecutablePath: () => Promise.resolve(chromium?.path ?? ''),
      pages: 1,
      maxQueue: 2,
    });
    try {
      const finished: number[] = [];
      const renders = [1, 2, 3, 4].map((n) =>
        pooled.renderHtmlToPdf(`<p>document ${n}</p>`).then((pdf) => {
          finished.push(n);
          return countPdfPages(pdf);
        }),
      );
      // One renders, two wait, the fourth is refused at once (not after the others).
      await expect(renders[3]).rejects.toBeInstanceOf(PdfRendererBusyError);
      expect(finished).toEqual([]);
      expect(await Promise.all(renders.slice(0, 3))).toEqual([1, 1, 1]);
      expect(finished).toEqual([1, 2, 3]);
      // The queue has drained: a new render is accepted again, on the same tab.
      expect(countPdfPages(await pooled.renderHtmlToPdf('<p>after</p>'))).toBe(1);
    } finally {
      await pooled.close();
    }
  });

  it('gives up after its time limit', async () => {
    const hasty = createPdfRenderer({
      resolveExecutablePath: () => Promise.resolve(chromium?.path ?? ''),
      timeoutMs: 1,
    });
    try {
      await expect(hasty.renderHtmlToPdf('<p>too slow</p>')).rejects.toThrow(/time/i);
    } finally {
      await hasty.close();
    }
  });
});
