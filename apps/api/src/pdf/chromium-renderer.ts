// HTML → PDF through headless Chromium (playwright-core): where the Chromium binary comes from, and one shared
// browser that is launched on first use, relaunched if it died, and closed on shutdown, with a pool of tabs sized
// to the cores and a bounded queue in front of it.
import { access, constants } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Debian's package puts its launcher here (the `chromium` apt package): the full browser. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` apt package (the same Chromium built as the headless shell, no browser UI).
 * The binary itself, not the /usr/bin launcher, which is a shell script that does not exec it.
 */
export const DEBIAN_HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian-headless-shell' | '@sparticuz/chromium' | 'debian';

export interface ChromiumExecutable {
  readonly path: string;
  readonly source: ChromiumSource;
}

/** Thrown when no Chromium can be found or started; the HTTP layer maps it to a 503-style error. */
export class PdfRendererUnavailableError extends Error {
  override readonly name = 'PdfRendererUnavailableError';
}

export interface FindChromiumOptions {
  /** The CHROMIUM_PATH setting, read by env.ts and handed in by the composition root. */
  readonly chromiumPath?: string | undefined;
  /** Whether to fall back to the binary shipped inside the npm package @sparticuz/chromium (default true). */
  readonly allowSparticuz?: boolean;
  /** Whether a file may be run (tests replace it to stage which browsers are installed). */
  readonly isExecutable?: (path: string) => Promise<boolean>;
  /** The path of the @sparticuz/chromium binary, unpacking it if need be; undefined when it is not there. */
  readonly sparticuzExecutablePath?: () => Promise<string | undefined>;
}

/**
 * Finds the Chromium to launch, in order: the configured CHROMIUM_PATH (an error if it is set but not
 * executable: a wrong setting should be loud, not silently replaced), then a headless shell — Debian's
 * chromium-headless-shell, then the one inside @sparticuz/chromium (which unpacks itself to the temp directory on
 * first call, ~2 s) — and last Debian's full browser, /usr/bin/chromium. The shell prints the same PDF for about
 * half the CPU: the full browser starts a print-compositor process for every PDF (decision 0213).
 * Answers undefined when there is none.
 */
export async function findChromiumExecutable(
  options: FindChromiumOptions = {},
): Promise<ChromiumExecutable | undefined> {
  const executable = options.isExecutable ?? isExecutable;
  const configured = options.chromiumPath?.trim();
  if (configured) {
    if (!(await executable(configured))) {
      throw new PdfRendererUnavailableError(`CHROMIUM_PATH=${configured} is not an executable file`);
    }
    return { path: configured, source: 'CHROMIUM_PATH' };
  }
  if (await executable(DEBIAN_HEADLESS_SHELL_PATH)) {
    return { path: DEBIAN_HEADLESS_SHELL_PATH, source: 'debian-headless-shell' };
  }
  if (options.allowSparticuz ?? true) {
    const path = await (options.sparticuzExecutablePath ?? sparticuzExecutablePath)();
    if (path !== undefined) return { path, source: '@sparticuz/chromium' };
  }
  if (await executable(DEBIAN_CHROMIUM_PATH)) return { path: DEBIAN_CHROMIUM_PATH, source: 'debian' };
  return undefined;
}

/** findChromiumExecutable, but a missing browser is an error: the default resolver of createPdfRenderer. */
export async function resolveChromiumExecutablePath(options: FindChromiumOptions = {}): Promise<string> {
  const found = await findChromiumExecutable(options);
  if (found === undefined) {
    throw new PdfRendererUnavailableError(
      `No Chromium found: set CHROMIUM_PATH, install Debian's chromium-headless-shell or chromium (${DEBIAN_CHROMIUM_PATH}), or the npm package @sparticuz/chromium`,
    );
  }
  return found.path;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function sparticuzExecutablePath(): Promise<string | undefined> {
  try {
    const module = await import('@sparticuz/chromium');
    return await module.default.executablePath();
  } catch {
    // Not installed, or its binary cannot be unpacked here: treat as absent, the caller reports it.
    return undefined;
  }
}

/**
 * Launch flags. Headless without a sandbox (the renderer runs inside a container as root, where Chromium's
 * sandbox cannot start), no GPU, and nothing that phones home: a server rendering invoices makes no calls out.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Glyphs placed at their exact advances, as the full browser prints them: the headless shell hints fonts by
  // default, which moves Latin letters by a fraction of a point ("Credit not e"). With it both binaries print
  // the same pixels (decision 0213); the full browser's output does not change.
  '--font-render-hinting=none',
  // The compositor on the renderer's main thread instead of a thread of its own: a print needs no frames on
  // screen, and handing each frame of the tab's small viewport to another thread cost ~5 ms of CPU per PDF
  // (37.9 → 32.5 ms; decision 0219). The printed pixels do not change (the PDF picture tests).
  '--disable-threaded-compositing',
  // Every connection, loopback included, goes to a proxy on the discard port, which refuses it: a pooled tab
  // otherwise keeps a speculative (pre)connection to a URL named in the HTML open, though no request is sent.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
];

export interface PdfRenderOptions {
  /** Paper size when the HTML has no CSS @page size (our templates set one). Default A4. */
  readonly format?: 'A4';
}

export interface PdfRenderer {
  /** Renders a complete HTML document to PDF bytes. The HTML must be self-contained: all network is blocked. */
  renderHtmlToPdf(html: string, options?: PdfRenderOptions): Promise<Uint8Array>;
  /** Closes the shared browser (shutdown, end of tests). A later render launches a new one. */
  close(): Promise<void>;
}

/** Thrown when the render queue is full: the HTTP layer answers 503 PDF.BUSY with Retry-After. */
export class PdfRendererBusyError extends Error {
  override readonly name = 'PdfRendererBusyError';
}

export interface PdfRendererOptions {
  /** The CHROMIUM_PATH setting (from env.ts); used by the default resolver. */
  readonly chromiumPath?: string | undefined;
  /**
   * Answers the Chromium binary; called at each launch. Default: resolveChromiumExecutablePath({ chromiumPath }),
   * i.e. CHROMIUM_PATH, else a headless shell (Debian's, else @sparticuz/chromium), else Debian's chromium.
   */
  readonly resolveExecutablePath?: () => Promise<string>;
  /** Limit for one render (page set-up, fonts, printing), in milliseconds. Default 30 s. */
  readonly timeoutMs?: number;
  /** Limit for launching the browser, in milliseconds. Default 30 s. */
  readonly launchTimeoutMs?: number;
  /**
   * Pages rendering at the same time (the pool). Default: twice the number of cores (os.availableParallelism()),
   * at most 16: a render waits on DevTools round trips between its steps, and a second tab per core fills them.
   */
  readonly pages?: number;
  /** Renders allowed to wait for a page; one more is refused with PdfRendererBusyError. Default 8 per page. */
  readonly maxQueue?: number;
}

/** At most this many tabs by default (about 1.4 GB of Chromium); PDF_PAGES may set up to 64. */
const DEFAULT_PDF_PAGES_LIMIT = 16;

/** The pool's default size: two tabs per core, at most 16 (decision 0219). */
export function defaultPdfPages(): number {
  return Math.min(DEFAULT_PDF_PAGES_LIMIT, 2 * availableParallelism());
}

/** One pooled tab: a page in its own browser context, reused for render after render. */
interface Slot {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The tab's DevTools session: the document is written and printed through it, one call each. */
  readonly cdp: CDPSession;
}

/**
 * The tab's window: A4's width at 96 px/inch (210 mm), so the screen layout matches the printed one, but only
 * 100 px high, so that Chromium paints and composites a strip instead of a 1280 × 720 screen nobody looks at
 * (≈ 4 ms of CPU per PDF, decision 0213). Printing lays the document out again on the paper size.
 */
const PRINT_VIEWPORT = { width: 794, height: 100 } as const;

/** Paper sizes in inches, as Chromium's Page.printToPDF takes them. */
const PAPER_INCHES = { A4: { width: 8.27, height: 11.7 } } as const;

/**
 * Runs in the tab (its source is sent, so it must use nothing from this module): replaces the whole document with
 * `html` (as Playwright's setContent does), then waits for its load event (inlined images) and for its fonts — one
 * round trip instead of setContent's lifecycle tracking and a second evaluate (decision 0213). Printing before the
 * web fonts are decoded would fall back to another font.
 */
async function writeDocument(html: string): Promise<void> {
  document.open();
  document.write(html);
  document.close();
  // document.open() dropped every listener; the load event cannot fire before this line (same task).
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  await document.fonts.ready;
}

/**
 * A renderer holding one browser for all requests (launching Chromium costs ~0.3–1 s) and a pool of `pages` tabs,
 * each in its own browser context, reused between renders (a fresh context and page cost ~30–60 ms and a renderer
 * process). At most `pages` renders run at once; up to `maxQueue` more wait in order; beyond that a render is
 * refused at once (PdfRendererBusyError) instead of piling up memory. Chromium's memory is thereby bounded by one
 * browser, its helper processes and `pages` renderer processes. See docs/decisions/0086-pdf-page-pool.md.
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const resolveExecutablePath =
    options.resolveExecutablePath ??
    (() => resolveChromiumExecutablePath({ chromiumPath: options.chromiumPath }));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const launchTimeoutMs = options.launchTimeoutMs ?? 30_000;
  const poolSize = Math.max(1, options.pages ?? defaultPdfPages());
  const maxQueue = Math.max(0, options.maxQueue ?? poolSize * 8);
  let browser: Promise<Browser> | undefined;
  /** Idle tabs, ready for the next render; only tabs of the current browser are kept. */
  let idle: Slot[] = [];
  /** Renders holding a permit (≤ poolSize), and the renders waiting for one, first come first served. */
  let running = 0;
  const waiting: (() => void)[] = [];

  function getBrowser(): Promise<Browser> {
    if (browser === undefined) {
      const launching = (async () => {
        const executablePath = await resolveExecutablePath();
        // Loaded on the first PDF, not at start-up: playwright-core is a large module.
        const { chromium } = await import('playwright-core');
        const launched = await chromium.launch({
          executablePath,
          args: [...CHROMIUM_ARGS],
          headless: true,
          timeout: launchTimeoutMs,
        });
        // A crashed or killed browser is forgotten, with its tabs, so that the next render launches a fresh one.
        launched.on('disconnected', () => {
          if (browser === launching) browser = undefined;
          idle = idle.filter((slot) => slot.browser !== launched);
        });
        return launched;
      })();
      browser = launching;
      // A failed launch is not cached: the next request tries again.
      launching.catch(() => {
        if (browser === launching) browser = undefined;
      });
    }
    return browser;
  }

  async function acquirePermit(): Promise<void> {
    if (running < poolSize) {
      running += 1;
      return;
    }
    if (waiting.length >= maxQueue) {
      throw new PdfRendererBusyError(
        `PDF queue full: ${poolSize} rendering and ${waiting.length} waiting; try again shortly`,
      );
    }
    // The permit is handed over by releasePermit (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releasePermit(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function takeSlot(): Promise<Slot> {
    const current = await getBrowser();
    const ready = idle.pop();
    if (ready && ready.browser === current && current.isConnected()) return ready;
    if (ready) await ready.context.close().catch(() => undefined);
    const context = await current.newContext({
      javaScriptEnabled: true,
      offline: true,
      viewport: PRINT_VIEWPORT,
    });
    try {
      const page = await context.newPage();
      // Belt and braces with offline: nothing in a printed document may be fetched from anywhere (the
      // templates inline fonts and images as data: URLs, which are not requests).
      await page.route('**/*', (route) => route.abort());
      const cdp = await context.newCDPSession(page);
      return { browser: current, context, page, cdp };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  async function renderHtmlToPdf(html: string, renderOptions: PdfRenderOptions = {}): Promise<Uint8Array> {
    await acquirePermit();
    let slot: Slot | undefined;
    let reusable = false;
    try {
      slot = await takeSlot();
      const { cdp } = slot;
      const paper = PAPER_INCHES[renderOptions.format ?? 'A4'];
      const work = (async () => {
        // Straight to DevTools too: page.evaluate() goes through Playwright's injected script in the tab, which
        // costs the renderer ~3 ms per PDF. The HTML travels as a JSON string literal, which is valid JavaScript.
        const written = await cdp.send('Runtime.evaluate', {
          expression: `(${writeDocument.toString()})(${JSON.stringify(html)})`,
          awaitPromise: true,
        });
        if (written.exceptionDetails !== undefined) {
          throw new Error(`Writing the document failed: ${written.exceptionDetails.text}`);
        }
        // Straight to DevTools, with the options page.pdf() sends, but the PDF comes back in the answer
        // (base64) instead of a stream read in chunks afterwards: fewer round trips for a one-page invoice.
        const printed = await cdp.send('Page.printToPDF', {
          landscape: false,
          displayHeaderFooter: false,
          printBackground: true,
          scale: 1,
          paperWidth: paper.width,
          paperHeight: paper.height,
          marginTop: 0,
          marginBottom: 0,
          marginLeft: 0,
          marginRight: 0,
          pageRanges: '',
          preferCSSPageSize: true,
          generateTaggedPDF: false,
          generateDocumentOutline: false,
          transferMode: 'ReturnAsBase64',
        });
        return Buffer.from(printed.data, 'base64');
      })();
      const pdf = await withTimeout(work, timeoutMs, 'PDF rendering');
      reusable = true;
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      if (slot) {
        // A tab that failed or timed out may be stuck: it is closed, and the next render opens a new one.
        if (reusable && slot.browser.isConnected() && browser !== undefined) idle.push(slot);
        else await slot.context.close().catch(() => undefined);
      }
      releasePermit();
    }
  }

  async function close(): Promise<void> {
    const current = browser;
    browser = undefined;
    idle = [];
    if (current === undefined) return;
    const launched = await current.catch(() => undefined);
    await launched?.close();
  }

  return { renderHtmlToPdf, close };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
