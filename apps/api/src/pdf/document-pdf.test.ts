// Renders sample sales documents through real headless Chromium and reads the PDFs back with poppler-utils:
// the text must carry the legal particulars and the hand-computed figures, and every page must have ink on it.
// Skips (with a message) only when no Chromium can be found.
import { access, constants } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM_PATH, createPdfRenderer, findChromiumExecutable } from './chromium-renderer.ts';
import { differingPixels, findTestChromium, readBackPdf, rowOf, squash } from './pdf-test-tools.ts';
import { CREDIT_NOTE, ENGLISH_QUOTATION, LONG_INVOICE, TAX_INVOICE } from './sample-documents.fixture.ts';
import { renderSalesDocumentPdf } from './document-pdf.ts';
import { PAYMENT_SLIP, PURCHASE_ORDER } from './sample-purchase-documents.fixture.ts';

const chromium = await findTestChromium(process.env.CHROMIUM_PATH);

// A4 at 80 dpi: 210 mm × 297 mm → 661 × 935 pixels (pdftoppm rounds up).
const A4_AT_80_DPI = { width: 662, height: 936 };

describe.skipIf(chromium === undefined)('sales document PDF (headless Chromium)', { timeout: 90_000 }, () => {
  const renderer = createPdfRenderer({
    resolveExecutablePath: () => Promise.resolve(chromium?.path ?? ''),
  });
  afterAll(() => renderer.close());

  it('prints a full tax invoice, original and copy, with every particular and figure', async () => {
    const pdf = await renderSalesDocumentPdf(renderer, TAX_INVOICE, { copy: 'both', buddhistEra: true });
    const { text, layoutText, pages } = await readBackPdf(pdf);
    const flat = squash(text);

    // Two pages: the original and the copy, each a full A4 page with ink on it.
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeGreaterThanOrEqual(A4_AT_80_DPI.width - 1);
      expect(page.width).toBeLessThanOrEqual(A4_AT_80_DPI.width + 1);
      expect(page.height).toBeGreaterThanOrEqual(A4_AT_80_DPI.height - 1);
      expect(page.height).toBeLessThanOrEqual(A4_AT_80_DPI.height + 1);
      expect(page.inkRatio).toBeGreaterThan(0.02);
      expect(page.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }

    // Title, seller and buyer with their tax ids and places of business (s.86/4, DG Notification 196/197).
    expect(flat).toContain('ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี');
    expect(flat).toContain('Deliverynote/Invoice/Taxinvoice');
    expect(flat).toContain('บริษัทบัญชีดีซอฟต์แวร์จำกัด');
    expect(flat).toContain('0-10-5-552-02968-1สำนักงานใหญ่');
    expect(flat).toContain('ห้างหุ้นส่วนจำกัดศรีสุขการค้า(สาขาเชียงใหม่)');
    expect(flat).toContain('0-50-5-561-00123-5สาขาที่00001');
    // Number and dates in the Buddhist Era: 5 Jan 2026 → 05/01/2569, due 4 Feb 2026 → 04/02/2569.
    expect(flat).toContain('INV202601050001');
    expect(flat).toContain('05/01/2569');
    expect(flat).toContain('04/02/2569');
    // The lines, wrapped Thai descriptions included.
    expect(flat).toContain('บริการที่ปรึกษาด้านภาษีอากร');
    expect(flat).toContain('ประจำเดือนมกราคม–มีนาคม2569');
    expect(flat).toContain('น้ำดื่มบริสุทธิ์ตราช้างน้ำใส');
    for (const figure of [
      '12,500.00',
      '37,500.00',
      '545.00',
      '150.00',
      '5,300.00',
      '4,200.00',
      '2.50',
      '59.50',
      '148.75',
    ]) {
      expect(flat).toContain(figure);
    }
    // Totals with VAT shown separately, WHT and the amount due, each on its label's row.
    expect(rowOf(layoutText, 'รวมเป็นเงิน')).toMatch(/รวมเป็นเงิน47,148\.75$/);
    expect(rowOf(layoutText, 'หักส่วนลด')).toMatch(/หักส่วนลด148\.75$/);
    expect(rowOf(layoutText, 'ราคาหลังหักส่วนลด')).toMatch(/ราคาหลังหักส่วนลด47,000\.00$/);
    expect(rowOf(layoutText, 'มูลค่าที่คำนวณภาษี')).toMatch(/มูลค่าที่คำนวณภาษี47,000\.00$/);
    expect(rowOf(layoutText, 'ภาษีมูลค่าเพิ่ม 7%')).toMatch(/ภาษีมูลค่าเพิ่ม7%3,290\.00$/);
    expect(rowOf(layoutText, 'จำนวนเงินรวมทั้งสิ้น')).toMatch(/จำนวนเงินรวมทั้งสิ้น50,290\.00$/);
    expect(rowOf(layoutText, 'หักภาษี ณ ที่จ่าย')).toMatch(/หักภาษีณที่จ่าย1,251\.00$/);
    expect(rowOf(layoutText, 'ยอดชำระ')).toMatch(/ยอดชำระ49,039\.00$/);
    // The grand total in words.
    expect(flat).toContain('(ห้าหมื่นสองร้อยเก้าสิบบาทถ้วน)');
    // Document set marks: the original, the copy of the tax invoice, and "issued as a set" on both sheets.
    expect(flat).toContain('ต้นฉบับ');
    expect(flat).toContain('สำเนาใบกำกับภาษี');
    expect(text.match(/เอกสารออกเป็นชุด/g)).toHaveLength(2);
    // Each copy numbers its own pages.
    expect(text.match(/หน้า 1\/1/g)).toHaveLength(2);
    // PromptPay for the amount due.
    expect(flat).toContain('พร้อมเพย์');
  });

  it('restarts the page numbers on the copy of a two-page invoice', async () => {
    const pdf = await renderSalesDocumentPdf(renderer, LONG_INVOICE, { copy: 'both' });
    const { text, pages } = await readBackPdf(pdf);
    const perCopy = pages.length / 2;
    expect(Number.isInteger(perCopy) && perCopy >= 2).toBe(true);
    for (const page of pages) expect(page.inkRatio).toBeGreaterThan(0.005);
    for (let n = 1; n <= perCopy; n += 1) {
      expect(text.match(new RegExp(`หน้า ${n}/${perCopy}`, 'g'))).toHaveLength(2);
    }
    // 40 × 100.00 = 4,000.00 + VAT 280.00 = 4,280.00, printed once per copy.
    expect(squash(text).match(/4,280\.00/g)?.length).toBeGreaterThanOrEqual(2);
    expect(squash(text)).toContain('(สี่พันสองร้อยแปดสิบบาทถ้วน)');
    expect(squash(text)).toContain('ค่าบริการจัดทำบัญชีรายการที่40');
  });

  it('prints a credit note with original value, correct value, difference, VAT on it and the reason', async () => {
    const pdf = await renderSalesDocumentPdf(renderer, CREDIT_NOTE, { copy: 'original' });
    const { text, layoutText, pages } = await readBackPdf(pdf);
    const flat = squash(text);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.inkRatio).toBeGreaterThan(0.01);
    expect(flat).toContain('ใบลดหนี้');
    expect(flat).toContain('CN202601200001');
    expect(flat).toContain('อ้างอิงใบกำกับภาษีเลขที่INV202601050001ลงวันที่05/01/2569');
    // Each figure on the row of its label (hand-computed: 47,000.00 − 42,000.00 = 5,000.00; 7 % = 350.00).
    expect(rowOf(layoutText, 'มูลค่าตามใบกำกับภาษีเดิม')).toMatch(/มูลค่าตามใบกำกับภาษีเดิม47,000\.00$/);
    expect(rowOf(layoutText, 'มูลค่าที่ถูกต้อง')).toMatch(/มูลค่าที่ถูกต้อง42,000\.00$/);
    expect(rowOf(layoutText, 'ผลต่าง')).toMatch(/ผลต่าง5,000\.00$/);
    expect(rowOf(layoutText, 'ภาษีมูลค่าเพิ่ม 7% ของผลต่าง')).toMatch(/ของผลต่าง350\.00$/);
    expect(rowOf(layoutText, 'รวมเป็นเงินทั้งสิ้น')).toMatch(/รวมเป็นเงินทั้งสิ้น5,350\.00$/);
    expect(flat).toContain('(ห้าพันสามร้อยห้าสิบบาทถ้วน)');
    expect(flat).toContain('สินค้าชำรุดเสียหาย');
    expect(flat).toContain('0-10-5-552-02968-1สำนักงานใหญ่');
    expect(flat).toContain('0-50-5-561-00123-5สาขาที่00001');
    // A credit note asks for no payment: no PromptPay code.
    expect(flat).not.toContain('พร้อมเพย์');
  });

  it('prints an English quotation with Common Era dates', async () => {
    const pdf = await renderSalesDocumentPdf(renderer, ENGLISH_QUOTATION, {
      language: 'en',
      buddhistEra: false,
    });
    const { text, layoutText, pages } = await readBackPdf(pdf);
    const flat = squash(text);
    expect(pages).toHaveLength(1);
    expect(flat).toContain('Quotation');
    expect(flat).toContain('ใบเสนอราคา');
    expect(flat).toContain('Original');
    expect(flat).toContain('BancheeSoftwareCo.,Ltd.');
    expect(flat).toContain('TaxID0-10-5-552-02968-1Headoffice');
    expect(flat).toContain('15/03/2026');
    expect(flat).toContain('14/04/2026');
    expect(rowOf(layoutText, 'Subtotal')).toMatch(/Subtotal36,000\.00$/);
    expect(rowOf(layoutText, 'VAT 7%')).toMatch(/VAT7%2,520\.00$/);
    expect(rowOf(layoutText, 'Grand total')).toMatch(/Grandtotal38,520\.00$/);
    expect(flat).toContain('(สามหมื่นแปดพันห้าร้อยยี่สิบบาทถ้วน)');
    expect(flat).toContain('Page1/1');
    expect(flat).toContain('PromptPay');
    expect(flat).not.toContain('2569');
  });

  it('prints the purchase documents under their Thai titles with the supplier as the party', async () => {
    // One document per purchase kind: the title is the kind's (ใบรับสินค้า/ใบตั้งหนี้ for receiving inventory).
    const titles = [
      ['PO', 'ใบสั่งซื้อ'],
      ['RI', 'ใบรับสินค้า/ใบตั้งหนี้'],
      ['EXP', 'บันทึกค่าใช้จ่าย'],
    ] as const;
    for (const [kind, title] of titles) {
      const pdf = await renderSalesDocumentPdf(renderer, { ...PURCHASE_ORDER, kind }, { copy: 'original' });
      const flat = squash((await readBackPdf(pdf)).text);
      expect(flat, kind).toContain(title);
      // The supplier in the party box, never "customer"; no PromptPay QR (the organisation pays, not asks).
      expect(flat, kind).toContain('ผู้ขาย');
      expect(flat, kind).toContain('บริษัทกระดาษไทยจำกัด');
      expect(flat, kind).not.toContain('ลูกค้า');
      expect(flat, kind).not.toContain('พร้อมเพย์');
      // 10 × 1,000.00 = 10,000.00; VAT 700.00; 10,700.00 in figures and in words.
      expect(flat, kind).toContain('10,700.00');
      expect(flat, kind).toContain('(หนึ่งหมื่นเจ็ดร้อยบาทถ้วน)');
    }
    const slip = await readBackPdf(
      await renderSalesDocumentPdf(renderer, PAYMENT_SLIP, { copy: 'original' }),
    );
    expect(squash(slip.text)).toContain('ใบสำคัญจ่าย');
    // WHT 3 % of 10,000.00 = 300.00; paid 10,700.00 − 300.00 = 10,400.00.
    expect(rowOf(slip.layoutText, 'หักภาษี ณ ที่จ่าย')).toMatch(/หักภาษีณที่จ่าย300\.00$/);
    expect(rowOf(slip.layoutText, 'ยอดชำระ')).toMatch(/ยอดชำระ10,400\.00$/);
  });
});

// The renderer prefers a headless shell to the full browser (decision 0213: half the CPU per PDF). Both must print
// the same document: same pages, same text, same pixels. Runs where both are installed (CI: Debian's chromium and
// the one inside @sparticuz/chromium).
const shell = await findChromiumExecutable({ chromiumPath: undefined });
const fullBrowser = await access(DEBIAN_CHROMIUM_PATH, constants.X_OK).then(
  () => DEBIAN_CHROMIUM_PATH,
  () => undefined,
);
const bothBrowsers = shell !== undefined && shell.source !== 'debian' && fullBrowser !== undefined;

describe.skipIf(!bothBrowsers)('headless shell and full browser print alike', { timeout: 90_000 }, () => {
  it('prints the tax invoice, original and copy, with the same text and pixels', async () => {
    const printWith = async (path: string) => {
      const renderer = createPdfRenderer({ resolveExecutablePath: () => Promise.resolve(path), pages: 1 });
      try {
        return await readBackPdf(
          await renderSalesDocumentPdf(renderer, TAX_INVOICE, { copy: 'both', buddhistEra: true }),
        );
      } finally {
        await renderer.close();
      }
    };
    const byShell = await printWith(shell?.path ?? '');
    const byBrowser = await printWith(fullBrowser ?? '');
    expect(byShell.pages).toHaveLength(2);
    expect(byBrowser.pages).toHaveLength(2);
    expect(byShell.layoutText).toBe(byBrowser.layoutText);
    // At 80 dpi a glyph moved by hinting shows in thousands of pixels (4–8 % of the page without
    // --font-render-hinting=none); measured 0 when they print alike.
    byShell.pages.forEach((page, index) => {
      const other = byBrowser.pages[index];
      if (other === undefined) throw new Error(`no page ${index + 1} from the full browser`);
      expect(differingPixels(page, other)).toBeLessThan(0.001);
    });
  });
});
