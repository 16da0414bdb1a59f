// The PromptPay QR: the payload is the domain's (checked against thai-tax-reference §7 vectors) and the drawn
// symbol decodes back to it when a QR reader (zbarimg) is available on the machine.
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from './chromium-renderer.ts';
import { findTestChromium } from './pdf-test-tools.ts';
import { createPromptPayQr } from './promptpay-qr.ts';

const run = promisify(execFile);

// The decoding check needs a QR reader (zbar-tools) besides Chromium; it is an extra, not a requirement.
const zbarimg = await access('/usr/bin/zbarimg').then(
  () => '/usr/bin/zbarimg',
  () => undefined,
);
const chromium = zbarimg === undefined ? undefined : await findTestChromium(process.env.CHROMIUM_PATH);

describe('createPromptPayQr', () => {
  it('encodes the PromptPay payload with the amount (reference vector)', () => {
    const qr = createPromptPayQr('000-000-0000', '4.22');
    expect(qr.payload).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
  });

  it('draws a square symbol with a quiet zone', () => {
    const qr = createPromptPayQr('0105552029681', '49039.00');
    // 86 characters, all digits or upper-case/'.' (numeric and alphanumeric segments), fit version 4 at level M:
    // 4 × 4 + 17 = 33 modules, plus 4 quiet modules on each side = 41.
    expect(qr.payload).toHaveLength(86);
    expect(qr.svg).toContain('viewBox="0 0 41 41"');
    expect(qr.svg.match(/h1v1h-1z/g)?.length).toBeGreaterThan(300);
  });

  it.skipIf(zbarimg === undefined || chromium === undefined)(
    'decodes back to the payload when read by a QR reader (zbarimg)',
    async () => {
      const qr = createPromptPayQr('0105552029681', '49039.00');
      const renderer = createPdfRenderer({
        resolveExecutablePath: () => Promise.resolve(chromium?.path ?? ''),
      });
      const dir = await mkdtemp(join(tmpdir(), 'banchee-qr-'));
      try {
        const image = `data:image/svg+xml;base64,${Buffer.from(qr.svg).toString('base64')}`;
        const pdf = await renderer.renderHtmlToPdf(
          `<!doctype html><html><body><img src="${image}" style="width:60mm;height:60mm"></body></html>`,
        );
        await writeFile(join(dir, 'qr.pdf'), pdf);
        await run('pdftoppm', ['-r', '150', '-png', '-singlefile', join(dir, 'qr.pdf'), join(dir, 'qr')]);
        const { stdout } = await run(zbarimg ?? '', ['-q', '--raw', join(dir, 'qr.png')]);
        expect(stdout.trim()).toBe(qr.payload);
        expect(qr.payload).toBe(
          '00020101021229370016A000000677010111021301055520296815802TH5303764540849039.006304E82A',
        );
      } finally {
        await renderer.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
