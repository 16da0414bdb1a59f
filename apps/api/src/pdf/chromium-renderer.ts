// HTML → PDF through headless Chromium (playwright-core): where the Chromium binary comes from, and one shared
// browser that is launched on first use, relaunched if it died, and closed on shutdown.
import { access, constants } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Debian's package puts its launcher here (the `chromium` apt package). */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | '@sparticuz/chromium';

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
}

/**
 * Finds the Chromium to launch, in order: the configured CHROMIUM_PATH (an error if it is set but not
 * executable: a wrong setting should be loud, not silently replaced), Debian's /usr/bin/chromium, then the
 * binary inside @sparticuz/chromium (which unpacks itself to the temp directory on first call, ~2 s).
 * Answers undefined when there is none.
 */
export async function findChromiumExecutable(
  options: FindChromiumOptions = {},
): Promise<ChromiumExecutable | undefined> {
  const configured = options.chromiumPath?.trim();
  if (configured) {
    if (!(await isExecutable(configured))) {
      throw new PdfRendererUnavailableError(`CHROMIUM_PATH=${configured} is not an executable file`);
    }
    return { path: configured, source: 'CHROMIUM_PATH' };
  }
  if (await isExecutable(DEBIAN_CHROMIUM_PATH)) return { path: DEBIAN_CHROMIUM_PATH, source: 'debian' };
  if (options.allowSparticuz ?? true) {
    const path = await sparticuzExecutablePath();
    if (path !== undefined) return { path, source: '@sparticuz/chromium' };
  }
  return undefined;
}

/** findChromiumExecutable, but a missing browser is an error: the default resolver of createPdfRenderer. */
export async function resolveChromiumExecutablePath(options: FindChromiumOptions = {}): Promise<string> {
  const found = await findChromiumExecutable(options);
  if (found === undefined) {
    throw new PdfRendererUnavailableError(
      `No Chromium found: set CHROMIUM_PATH, install Debian's chromium (${DEBIAN_CHROMIUM_PATH}) or the npm package @sparticuz/chromium`,
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

export interface PdfRendererOptions {
  /** The CHROMIUM_PATH setting (from env.ts); used by the default resolver. */
  readonly chromiumPath?: string | undefined;
  /**
   * Answers the Chromium binary; called at each launch. Default: resolveChromiumExecutablePath({ chromiumPath }),
   * i.e. CHROMIUM_PATH, else Debian's chromium, else @sparticuz/chromium.
   */
  readonly resolveExecutablePath?: () => Promise<string>;
  /** Limit for one render (page set-up, fonts, printing), in milliseconds. Default 30 s. */
  readonly timeoutMs?: number;
  /** Limit for launching the browser, in milliseconds. Default 30 s. */
  readonly launchTimeoutMs?: number;
}

/**
 * A renderer holding one browser for all requests: launching Chromium costs ~0.3–1 s, a new page ~20 ms.
 * Each render gets its own page (and browser context), closed afterwards, so documents never share state.
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const resolveExecutablePath =
    options.resolveExecutablePath ??
    (() => resolveChromiumExecutablePath({ chromiumPath: options.chromiumPath }));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const launchTimeoutMs = options.launchTimeoutMs ?? 30_000;
  let browser: Promise<Browser> | undefined;

  function getBrowser(): Promise<Browser> {
    if (browser === undefined) {
      const launching = (async () => {
        const executablePath = await resolveExecutablePath();
        const launched = await chromium.launch({
          executablePath,
          args: [...CHROMIUM_ARGS],
          headless: true,
          timeout: launchTimeoutMs,
        });
        // A crashed or killed browser is forgotten so that the next render launches a fresh one.
        launched.on('disconnected', () => {
          if (browser === launching) browser = undefined;
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

  async function renderHtmlToPdf(html: string, renderOptions: PdfRenderOptions = {}): Promise<Uint8Array> {
    const current = await getBrowser();
    const page = await current.newPage({ javaScriptEnabled: true, offline: true });
    try {
      page.setDefaultTimeout(timeoutMs);
      // Belt and braces with offline: nothing in a printed document may be fetched from anywhere (the
      // templates inline fonts and images as data: URLs, which are not requests).
      await page.route('**/*', (route) => route.abort());
      const work = (async () => {
        await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
        // Printing before the web fonts are decoded would fall back to another font for the first glyphs.
        await page.evaluate(async () => {
          await document.fonts.ready;
        });
        return page.pdf({
          format: renderOptions.format ?? 'A4',
          printBackground: true,
          preferCSSPageSize: true,
        });
      })();
      const pdf = await withTimeout(work, timeoutMs, 'PDF rendering');
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      await page
        .context()
        .close()
        .catch(() => undefined);
    }
  }

  async function close(): Promise<void> {
    const current = browser;
    browser = undefined;
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
