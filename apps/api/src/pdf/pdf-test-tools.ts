// Test tools for the PDF engine (used by *.test.ts only): find a Chromium or explain why the tests skip, and read
// a rendered PDF back with poppler-utils (pdftotext for its text, pdftoppm for page images).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findChromiumExecutable } from './chromium-renderer.ts';
import type { ChromiumExecutable } from './chromium-renderer.ts';

const run = promisify(execFile);

/** The Chromium the tests use, or undefined (then the rendering tests skip, saying why). */
export async function findTestChromium(
  chromiumPath: string | undefined,
): Promise<ChromiumExecutable | undefined> {
  const found = await findChromiumExecutable({ chromiumPath });
  if (found === undefined) {
    console.warn(
      'PDF rendering tests SKIPPED: no Chromium found (set CHROMIUM_PATH, install Debian chromium-headless-shell or chromium, or npm install @sparticuz/chromium)',
    );
  }
  return found;
}

export interface RasterPage {
  /** Page image as PNG (pdftoppm -r 80 -png). */
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  /** Share of pixels darker than mid-grey (0..1), from a greyscale rendering of the same page. */
  readonly inkRatio: number;
  /** The greyscale rendering itself: width × height bytes, row by row, 0 black to 255 white. */
  readonly grey: Uint8Array;
}

export interface ReadBackPdf {
  /** pdftotext output in reading order (no -layout). */
  readonly text: string;
  /** pdftotext -layout output: each printed row on one line, so a label and its figure share a line. */
  readonly layoutText: string;
  readonly pages: readonly RasterPage[];
}

/** Writes the PDF to a temporary folder, extracts its text and rasterises every page at 80 dpi, then cleans up. */
export async function readBackPdf(pdf: Uint8Array): Promise<ReadBackPdf> {
  const dir = await mkdtemp(join(tmpdir(), 'banchee-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { stdout: layoutText } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    await run('pdftoppm', ['-r', '80', '-png', file, join(dir, 'page')]);
    await run('pdftoppm', ['-r', '80', '-gray', file, join(dir, 'grey')]);
    const names = (await readdir(dir)).sort();
    const pngNames = names.filter((name) => name.startsWith('page') && name.endsWith('.png'));
    const greyNames = names.filter((name) => name.startsWith('grey') && name.endsWith('.pgm'));
    const pages = await Promise.all(
      pngNames.map(async (name, index) => {
        const greyName = greyNames[index];
        if (greyName === undefined) throw new Error(`pdftoppm wrote no greyscale image for ${name}`);
        const grey = parsePgm(await readFile(join(dir, greyName)));
        return { png: await readFile(join(dir, name)), ...grey };
      }),
    );
    return { text, layoutText, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads a binary PGM (P5, 8-bit) and measures how much of it is ink. */
function parsePgm(data: Buffer): { width: number; height: number; inkRatio: number; grey: Uint8Array } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 64).toString('latin1'));
  if (header?.[1] === undefined || header[2] === undefined || header[3] !== '255') {
    throw new Error('pdftoppm -gray did not write an 8-bit binary PGM');
  }
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = data.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark += 1;
  return { width, height, inkRatio: dark / (width * height), grey: pixels };
}

/** Share of pixels (0..1) whose grey level differs by more than 32 of 255 between two renderings of a page. */
export function differingPixels(a: RasterPage, b: RasterPage): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.grey.length; i += 1) {
    if (Math.abs((a.grey[i] ?? 0) - (b.grey[i] ?? 0)) > 32) differing += 1;
  }
  return differing / a.grey.length;
}

/** Text with every kind of white space removed, so that a phrase split over lines by the layout still matches. */
export function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The printed row (a -layout line, white space removed) that holds `label`; fails the test when there is none. */
export function rowOf(layoutText: string, label: string): string {
  const row = layoutText
    .split('\n')
    .map(squash)
    .find((line) => line.includes(squash(label)));
  if (row === undefined) throw new Error(`No printed row holds "${label}"`);
  return row;
}
