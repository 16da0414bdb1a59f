// The print template without a browser: which particulars, marks, labels and figures the HTML carries for each
// kind, copy and language, and that customer text can never inject markup.
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, multiline } from './html.ts';
import { printBranch, printDate, printMoney, printQuantity, printTaxId } from './print-format.ts';
import type { PrintableDocument } from './printable-document.ts';
import { CREDIT_NOTE, ENGLISH_QUOTATION, TAX_INVOICE } from './sample-documents.fixture.ts';
import { isTaxInvoiceDocument, renderSalesDocumentHtml } from './document-html.ts';
import { LABELS } from './document-labels.ts';

/** The visible text of the body: tags and the inlined font/style blocks removed, entities decoded. */
function visibleText(markup: string): string {
  return markup
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('print formats', () => {
  it('prints money with separators and quantities with two to four places', () => {
    expect(printMoney('47148.75')).toBe('47,148.75');
    expect(printMoney('5')).toBe('5.00');
    expect(printMoney('-350.5')).toBe('-350.50');
    expect(printQuantity('2')).toBe('2.00');
    expect(printQuantity('2.5000')).toBe('2.50');
    expect(printQuantity('0.3333')).toBe('0.3333');
    expect(printQuantity('1.2340')).toBe('1.234');
    expect(printQuantity('12500.0000')).toBe('12,500.00');
  });

  it('prints dates as DD/MM/YYYY in the Buddhist or Common Era', () => {
    expect(printDate('2026-01-05', true)).toBe('05/01/2569');
    expect(printDate('2026-01-05', false)).toBe('05/01/2026');
    expect(printDate('2025-12-31', true)).toBe('31/12/2568');
  });

  it('prints tax ids in their layout and the head office or branch number', () => {
    expect(printTaxId('0105552029681')).toBe('0-10-5-552-02968-1');
    expect(printTaxId('3100600445635')).toBe('3-1006-00445-63-5');
    expect(printBranch('00000', LABELS.th)).toBe('สำนักงานใหญ่');
    expect(printBranch('00001', LABELS.th)).toBe('สาขาที่ 00001');
    expect(printBranch('00000', LABELS.en)).toBe('Head office');
    expect(printBranch('00012', LABELS.en)).toBe('Branch 00012');
  });
});

describe('html helper', () => {
  it('escapes interpolated text and keeps generated markup', () => {
    const name = '<img src=x onerror=alert(1)> & "Co"';
    expect(html`<b>${name}</b>`.value).toBe('<b>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</b>');
    expect(html`<p>${html`<i>${'a<b'}</i>`}</p>`.value).toBe('<p><i>a&lt;b</i></p>');
    expect(html`${[1, null, false, undefined, 'x']}`.value).toBe('1x');
    expect(escapeHtml("O'Neil")).toBe('O&#39;Neil');
  });

  it('keeps line breaks and never breaks a dashed number', () => {
    expect(multiline('บัญชี 123-4-56789-0\r\nสาขา <1>').value).toBe(
      'บัญชี <span style="white-space:nowrap">123-4-56789-0</span><br>สาขา &lt;1&gt;',
    );
  });
});

describe('renderSalesDocumentHtml', () => {
  it('carries the particulars of a full tax invoice (s.86/4)', () => {
    const markup = renderSalesDocumentHtml(TAX_INVOICE, { copy: 'original' });
    const text = visibleText(markup);
    expect(text).toContain('ใบส่งของ/ ใบแจ้งหนี้/ ใบกำกับภาษี');
    expect(text).toContain('Delivery note/ Invoice/ Tax invoice');
    expect(text).toContain('เลขประจำตัวผู้เสียภาษี 0-10-5-552-02968-1 สำนักงานใหญ่');
    expect(text).toContain('เลขประจำตัวผู้เสียภาษี 0-50-5-561-00123-5 สาขาที่ 00001');
    expect(text).toContain('อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50000');
    expect(text).toContain('เลขที่ INV202601050001');
    expect(text).toContain('วันที่ 05/01/2569');
    expect(text).toContain('ครบกำหนด 04/02/2569');
    expect(text).toContain('ภาษีมูลค่าเพิ่ม 7% 3,290.00');
    expect(text).toContain('จำนวนเงินรวมทั้งสิ้น 50,290.00');
    expect(text).toContain('หักภาษี ณ ที่จ่าย 1,251.00');
    expect(text).toContain('ยอดชำระ 49,039.00');
    expect(text).toContain('(ห้าหมื่นสองร้อยเก้าสิบบาทถ้วน)');
    expect(text).toContain('ต้นฉบับ');
    expect(text).toContain('เอกสารออกเป็นชุด');
    expect(text).not.toContain('สำเนา');
    // Line 2 has a discount, so the discount column is printed: 10 × 545.00 − 150.00 = 5,300.00.
    expect(text).toContain('10.00 กล่อง 545.00 150.00 5,300.00');
    // No network: the CSP allows only inline styles and data: fonts and images.
    expect(markup).toContain("default-src 'none'");
    expect(markup).not.toMatch(/(src|href)="https?:/);
    expect(markup).toContain("font-family:'Sarabun';font-style:normal;font-weight:700");
  });

  it('marks the copy of a tax invoice "สำเนาใบกำกับภาษี" and numbers each copy on its own', () => {
    const markup = renderSalesDocumentHtml(TAX_INVOICE, { copy: 'both' }, { pagesPerCopy: 2 });
    const text = visibleText(markup);
    expect(text).toContain('ต้นฉบับ');
    expect(text).toContain('สำเนาใบกำกับภาษี');
    expect(text.match(/เอกสารออกเป็นชุด/g)).toHaveLength(2);
    expect(markup).toContain('page: copy-0');
    expect(markup).toContain('page: copy-1');
    expect(markup).toContain('content: "หน้า " counter(copy-page-1) "/" "2"');
  });

  it('marks other copies "สำเนา" and prints no set note when the document is not a tax invoice', () => {
    const receipt: PrintableDocument = { ...TAX_INVOICE, kind: 'RE', number: 'RE202601100001' };
    const text = visibleText(renderSalesDocumentHtml(receipt, { copy: 'copy' }));
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).not.toContain('ใบกำกับภาษี');
    expect(text).toContain('สำเนา');
    expect(text).not.toContain('เอกสารออกเป็นชุด');
    // A receipt asks for no payment: no PromptPay code.
    expect(text).not.toContain('พร้อมเพย์');
  });

  it('prints how a cash sale was paid, and no PromptPay code on it', () => {
    const cashSale: PrintableDocument = {
      ...TAX_INVOICE,
      kind: 'CA',
      number: 'CA202601050003',
      dueDate: undefined,
      payment: {
        method: 'โอนเงิน',
        bankName: 'ธนาคารกสิกรไทย',
        reference: 'TRX-88812',
        date: '2026-01-05',
        amount: '49039.00',
      },
    };
    const text = visibleText(renderSalesDocumentHtml(cashSale, { copy: 'copy' }));
    expect(text).toContain('ใบเสร็จรับเงิน/ ใบกำกับภาษี');
    expect(text).toContain('สำเนาใบกำกับภาษี');
    expect(text).toContain('เอกสารออกเป็นชุด');
    expect(text).toContain(
      'ชำระโดย: โอนเงิน ธนาคาร: ธนาคารกสิกรไทย เลขที่อ้างอิง: TRX-88812 วันที่ชำระ: 05/01/2569 จำนวนเงิน: 49,039.00',
    );
    expect(text).toContain('ผู้จ่ายเงิน');
    expect(text).toContain('ผู้รับเงิน');
    expect(text).not.toContain('ครบกำหนด');
    expect(text).not.toContain('พร้อมเพย์');
  });

  it('drops the tax-invoice words from an INV without tax-invoice status', () => {
    const serviceInvoice: PrintableDocument = { ...TAX_INVOICE, isTaxInvoice: false };
    expect(isTaxInvoiceDocument(serviceInvoice)).toBe(false);
    const text = visibleText(renderSalesDocumentHtml(serviceInvoice, { copy: 'both' }));
    expect(text).toContain('ใบส่งของ/ ใบแจ้งหนี้');
    expect(text).not.toContain('ใบกำกับภาษี');
    expect(text).not.toContain('เอกสารออกเป็นชุด');
  });

  it('prints the PromptPay code for the amount due on payable documents only', () => {
    expect(renderSalesDocumentHtml(TAX_INVOICE)).toContain('alt="PromptPay QR"');
    const withoutId: PrintableDocument = {
      ...TAX_INVOICE,
      seller: { ...TAX_INVOICE.seller, promptPayId: undefined },
    };
    expect(renderSalesDocumentHtml(withoutId)).not.toContain('alt="PromptPay QR"');
    expect(renderSalesDocumentHtml(CREDIT_NOTE)).not.toContain('alt="PromptPay QR"');
    const paid: PrintableDocument = { ...TAX_INVOICE, totals: { ...TAX_INVOICE.totals, amountDue: '0.00' } };
    expect(renderSalesDocumentHtml(paid)).not.toContain('alt="PromptPay QR"');
  });

  it('prints the credit-note particulars (s.86/10) and refuses a CN without them', () => {
    const text = visibleText(renderSalesDocumentHtml(CREDIT_NOTE));
    expect(text).toContain('ใบลดหนี้');
    expect(text).toContain('อ้างอิงใบกำกับภาษีเลขที่ INV202601050001 ลงวันที่ 05/01/2569');
    expect(text).toContain('เหตุผลที่ออก: สินค้าชำรุดเสียหาย');
    expect(text).toContain('มูลค่าตามใบกำกับภาษีเดิม 47,000.00');
    expect(text).toContain('มูลค่าที่ถูกต้อง 42,000.00');
    expect(text).toContain('ผลต่าง 5,000.00');
    expect(text).toContain('ภาษีมูลค่าเพิ่ม 7% ของผลต่าง 350.00');
    expect(text).toContain('รวมเป็นเงินทั้งสิ้น 5,350.00');
    // No line has a discount: the column is left out.
    expect(text).not.toContain('ส่วนลด');
    const debitNote: PrintableDocument = { ...CREDIT_NOTE, kind: 'DN', adjustment: undefined };
    expect(() => renderSalesDocumentHtml(debitNote)).toThrow(/adjustment particulars/);
  });

  it('prints English labels with Common Era dates, keeping the Thai title beneath', () => {
    const text = visibleText(
      renderSalesDocumentHtml(ENGLISH_QUOTATION, { language: 'en', buddhistEra: false }),
    );
    expect(text).toContain('Quotation ใบเสนอราคา');
    expect(text).toContain('Tax ID 0-10-5-552-02968-1 Head office');
    expect(text).toContain('Date 15/03/2026');
    expect(text).toContain('Valid until 14/04/2026');
    expect(text).toContain('Grand total 38,520.00');
    expect(text).toContain('Accepted by');
    expect(text).not.toContain('2569');
  });

  it('escapes customer text', () => {
    const hostile: PrintableDocument = {
      ...TAX_INVOICE,
      buyer: { ...TAX_INVOICE.buyer, name: '</style><script>alert(1)</script>' },
    };
    const markup = renderSalesDocumentHtml(hostile);
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
