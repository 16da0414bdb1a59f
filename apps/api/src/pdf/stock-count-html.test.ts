// The stock count sheet's HTML (decision 0206): Thai with Buddhist-era dates, book / counted / difference /
// value / reason per product, the values missing and found, signatures; English labels with lang en; the void
// mark; text escaped.
import { describe, expect, it } from 'vitest';
import { renderStockCountHtml, type PrintableStockCount } from './stock-count-html.ts';

const count: PrintableStockCount = {
  organization: { name: 'บริษัท บัญชีดี จำกัด', taxId: '0105558000014' },
  number: 'SC202611270001',
  date: '2026-11-27',
  buddhistEra: true,
  language: 'th',
  voided: false,
  warehouse: 'คลังหลัก',
  remarks: 'ตรวจนับ <สิ้นเดือน>',
  lines: [
    {
      code: 'PEN',
      name: 'ปากกา',
      onHand: '1200.0000',
      counted: '1198.0000',
      difference: '-2.0000',
      value: '-200.00',
      reason: 'แตกหัก',
    },
    { name: 'หมึก', onHand: '-3.0000', difference: '4.0000', value: '400.00', reason: 'พบเพิ่ม' },
  ],
  shortageValue: '200.00',
  surplusValue: '400.00',
};

describe('the stock count sheet', () => {
  it('is Thai with BE dates, the figures as printed and the signatures', () => {
    const html = renderStockCountHtml(count);
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('27/11/2569');
    expect(html).not.toContain('2026-11-27');
    for (const text of [
      'ใบตรวจนับสินค้า',
      'ยอดตามบัญชี',
      '1,200.00',
      '1,198.00',
      '-2.00',
      '-200.00',
      '-3.00',
      '+4.00',
      'มูลค่าสินค้าขาด (51116)',
      'มูลค่าสินค้าเกิน (51117)',
      'ผู้ตรวจนับ',
      'ผู้อนุมัติ',
      'ตรวจนับ &lt;สิ้นเดือน&gt;',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('class="void-mark"');
  });

  it('is English with lang en and carries the void mark when voided', () => {
    const html = renderStockCountHtml({ ...count, language: 'en', buddhistEra: false, voided: true });
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Stock count',
      'Book quantity',
      'Goods missing (51116)',
      'Approved by',
      '27/11/2026',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<div class="void-mark">VOID</div>');
    expect(html).not.toContain('ใบตรวจนับสินค้า');
  });
});
