// The 50 ทวิ certificate through real headless Chromium, read back with poppler-utils: both copies with their
// legal captions, the parties and their ids, the form and payer condition ticked, the hand-computed figures on
// their rows, the tax in words and the date of issue in the Buddhist Era; and each page must carry ink.
// Set WHT_PDF_PNG_DIR to keep the page images for a look. Skips (saying why) only when no Chromium is found.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { money } from '@banchee/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfRenderer } from './chromium-renderer.ts';
import { findTestChromium, readBackPdf, rowOf, squash } from './pdf-test-tools.ts';
import { renderWhtCertificateHtml, type PrintableWhtCertificate } from './wht-certificate-html.ts';

const chromium = await findTestChromium(process.env.CHROMIUM_PATH);

const SERVICE_AND_RENT: PrintableWhtCertificate = {
  bookNumber: '001',
  number: 'WHT202603150001',
  payer: {
    name: 'บริษัท บัญชีดี ซอฟต์แวร์ จำกัด',
    taxId: '0105552029681',
    address: '99/9 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
  },
  payee: {
    name: 'ห้างหุ้นส่วนจำกัด ศรีสุขการค้า',
    taxId: '0-50-5-561-00123-5',
    address: '12 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
  },
  sequenceInForm: '3',
  certificate: {
    formType: 'PND53',
    formYear: 2026,
    payer: 'TAX_AT_SOURCE',
    date: '2026-03-15',
    lines: [
      {
        lineNumber: 1,
        typeOfIncome: '5',
        typeOfIncomeOtherDetails: 'ค่าบริการ',
        taxRate: '3.00',
        amount: money(10000),
        vatType: 'EXCLUSIVE',
      },
      {
        lineNumber: 2,
        typeOfIncome: '2',
        typeOfIncomeOtherDetails: null,
        taxRate: '3.00',
        amount: money(1234, 50),
        vatType: 'EXCLUSIVE',
      },
    ],
    providentFund: { socialSecurityFund: money(750), amount: money(1500), licenseNo: 'กสล.123' },
  },
  issueDate: '2026-03-16',
};

describe('50 ทวิ certificate HTML', () => {
  it('ticks the chosen form and payer condition only, and groups the id digits as the form does', () => {
    const page = renderWhtCertificateHtml(
      {
        ...SERVICE_AND_RENT,
        certificate: { ...SERVICE_AND_RENT.certificate, payer: 'OTHERS', payerOthers: 'ตามสัญญา' },
      },
      1,
    );
    const ticked = [...page.matchAll(/data-checked="yes"><\/span\s*>([^<]+)</g)].map((m) => m[1]);
    expect(ticked).toEqual(['(7) ภ.ง.ด.53', '(4) อื่น ๆ (ระบุ)']);
    expect(page.match(/data-checked="no"/g)).toHaveLength(6 + 3);
    expect(page).toContain('ตามสัญญา');
    expect(page).toContain('data-tax-id="0505561001235"');
    // Only the rows with figures are filled: 2 and 5.
    expect([...page.matchAll(/class="income-row filled" data-row="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '2',
      '5',
    ]);
    expect(page.match(/class="income-row/g)).toHaveLength(15);
  });

  it('escapes the names it prints', () => {
    const page = renderWhtCertificateHtml({ ...SERVICE_AND_RENT, payee: { name: '<b>x</b>' } }, 1);
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(page).not.toContain('<b>x</b>');
  });
});

describe.skipIf(chromium === undefined)(
  '50 ทวิ certificate PDF (headless Chromium)',
  { timeout: 90_000 },
  () => {
    const renderer = createPdfRenderer({
      resolveExecutablePath: () => Promise.resolve(chromium?.path ?? ''),
    });
    afterAll(() => renderer.close());

    it('prints copies 1 and 2 on one A4 page each, with every particular and figure', async () => {
      const pdf = await renderer.renderHtmlToPdf(renderWhtCertificateHtml(SERVICE_AND_RENT));
      const { text, layoutText, pages } = await readBackPdf(pdf);
      const flat = squash(text);
      const keep = process.env.WHT_PDF_PNG_DIR;
      if (keep) {
        await mkdir(keep, { recursive: true });
        await Promise.all(pages.map((page, i) => writeFile(join(keep, `wht-${i + 1}.png`), page.png)));
      }

      // One A4 page per copy (80 dpi: 662 × 936), each well inked by the form's boxes and rules.
      expect(pages).toHaveLength(2);
      for (const page of pages) {
        expect(Math.abs(page.width - 662)).toBeLessThanOrEqual(1);
        expect(Math.abs(page.height - 936)).toBeLessThanOrEqual(1);
        expect(page.inkRatio).toBeGreaterThan(0.03);
      }
      expect(flat).toContain(squash('ฉบับที่ 1 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย ใช้แนบพร้อมกับแบบแสดงรายการภาษี)'));
      expect(flat).toContain(squash('ฉบับที่ 2 (สำหรับผู้ถูกหักภาษี ณ ที่จ่าย เก็บไว้เป็นหลักฐาน)'));
      // The title on each copy (the warning names the certificate too: 2 × 2).
      expect(flat.match(/หนังสือรับรองการหักภาษีณที่จ่าย/g)).toHaveLength(4);
      expect(flat).toContain('ตามมาตรา50ทวิแห่งประมวลรัษฎากร');
      expect(flat).toContain('เล่มที่001');
      expect(flat).toContain('เลขที่WHT202603150001');
      // Parties: names, addresses, and the 13 digits in their boxes (Thai shaped: no broken marks in the text).
      expect(flat).toContain('บริษัทบัญชีดีซอฟต์แวร์จำกัด');
      expect(flat).toContain('ห้างหุ้นส่วนจำกัดศรีสุขการค้า');
      expect(flat).toContain('แขวงห้วยขวางเขตห้วยขวาง');
      expect(rowOf(layoutText, 'ผู้มีหน้าที่หักภาษี ณ ที่จ่าย :')).toMatch(/\(13หลัก\)0105552029681$/);
      expect(rowOf(layoutText, 'ผู้ถูกหักภาษี ณ ที่จ่าย :')).toMatch(/\(13หลัก\)0505561001235$/);
      for (const form of [
        'ภ.ง.ด.1ก',
        'ภ.ง.ด.1กพิเศษ',
        'ภ.ง.ด.2',
        'ภ.ง.ด.3',
        'ภ.ง.ด.2ก',
        'ภ.ง.ด.3ก',
        'ภ.ง.ด.53',
      ]) {
        expect(flat).toContain(form);
      }
      // Row 5: 10,000.00 at 3% = 300.00; row 2: 1,234.50 × 3% = 37.035 → 37.04; both dated 15/03/2569.
      expect(rowOf(layoutText, 'ค่าธรรมเนียม ค่านายหน้า')).toMatch(/15\/03\/25691,234\.5037\.04$/);
      expect(rowOf(layoutText, '5. การจ่ายเงินได้')).toMatch(/15\/03\/256910,000\.00300\.00$/);
      expect(flat).toContain('ค่าเบี้ยประกันวินาศภัยฯลฯค่าบริการ');
      // Totals 11,234.50 / 337.04 and the tax in words.
      expect(rowOf(layoutText, 'รวมเงินที่จ่ายและภาษีที่หักนำส่ง')).toMatch(/11,234\.50337\.04$/);
      expect(flat).toContain('สามร้อยสามสิบเจ็ดบาทสี่สตางค์');
      // Funds: social security 750.00, provident fund 1,500.00 with its licence.
      expect(rowOf(layoutText, 'กองทุนประกันสังคม')).toContain('กองทุนประกันสังคม750.00บาท');
      expect(rowOf(layoutText, 'กองทุนสำรองเลี้ยงชีพ')).toContain('กองทุนสำรองเลี้ยงชีพ1,500.00บาท');
      expect(flat).toContain('กสล.123');
      // Payer conditions, the warning, and the date of issue 16/03/2569 (Buddhist Era) under the signature line.
      for (const condition of ['หักณที่จ่าย', 'ออกให้ตลอดไป', 'ออกให้ครั้งเดียว', 'อื่นๆ(ระบุ)']) {
        expect(flat).toContain(condition);
      }
      expect(flat).toContain('ต้องรับโทษทางอาญาตามมาตรา35');
      expect(flat).toContain('16/03/2569');
      expect(flat).toContain('ผู้จ่ายเงิน');
      // A Thai print: no English words (the document number is the only latin text).
      expect(text.replaceAll('WHT202603150001', '')).not.toMatch(/[A-Za-z]{3,}/);
    });

    it('prints one copy alone, and ยกเลิก across a voided certificate', async () => {
      const pdf = await renderer.renderHtmlToPdf(
        renderWhtCertificateHtml({ ...SERVICE_AND_RENT, voided: true }, 2),
      );
      const { text, pages } = await readBackPdf(pdf);
      expect(pages).toHaveLength(1);
      expect(squash(text)).toContain('ฉบับที่2');
      expect(squash(text)).not.toContain('ฉบับที่1');
      expect(squash(text)).toContain('ยกเลิก');
    });
  },
);
