// The transfer slip's HTML: Thai, Buddhist-era dates by default (no ISO date on paper), the figures as printed,
// a void mark on a voided transfer, the Common Era when the organisation prints in it, and English labels.
import { describe, expect, it } from 'vitest';
import { renderStockTransferHtml, type PrintableStockTransfer } from './stock-transfer-html.ts';

const transfer: PrintableStockTransfer = {
  organization: { name: 'บริษัท บัญชีดี จำกัด', address: '1 ถนนสีลม', taxId: '0105558000014' },
  number: 'TF202611230001',
  date: '2026-11-23',
  buddhistEra: true,
  voided: false,
  from: 'คลัง A',
  to: 'คลัง B',
  note: 'เติมสต็อกสาขา',
  items: [
    {
      code: 'PEN',
      name: 'ปากกา',
      unit: 'ด้าม',
      quantity: '1200.0000',
      unitCost: '115.0000',
      value: '138000.00',
    },
  ],
  totalValue: '138000.00',
};

describe('the transfer slip', () => {
  it('is Thai with the date in the Buddhist Era and the figures grouped', () => {
    const html = renderStockTransferHtml(transfer);
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('ใบโอนสินค้าระหว่างคลัง');
    expect(html).toContain('23/11/2569');
    expect(html).not.toContain('2026-11-23');
    expect(html).not.toContain('23/11/2026');
    for (const text of ['คลัง A', 'คลัง B', '1,200.00', '115.00', '138,000.00', 'เติมสต็อกสาขา', 'ผู้รับสินค้า']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('class="void-mark"');
  });

  it('marks a void transfer with its void date, and prints the Common Era when asked', () => {
    const voided = renderStockTransferHtml({ ...transfer, voided: true, voidDate: '2026-11-24' });
    expect(voided).toContain('class="void-mark"');
    expect(voided).toContain('ยกเลิก วันที่ 24/11/2569');
    expect(renderStockTransferHtml({ ...transfer, buddhistEra: false })).toContain('23/11/2026');
  });

  it('is English with language en: labels, signatures and the void status', () => {
    const html = renderStockTransferHtml({
      ...transfer,
      language: 'en',
      buddhistEra: false,
      voided: true,
      voidDate: '2026-11-24',
    });
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Inter-warehouse transfer',
      'From warehouse',
      'Unit cost',
      'Sent by',
      'Void on 24/11/2026',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('ใบโอนสินค้าระหว่างคลัง');
  });
});
