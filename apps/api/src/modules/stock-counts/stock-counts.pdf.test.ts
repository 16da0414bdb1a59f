// The printed stock count (decision 0206) over HTTP, read back with pdftotext and rasterised: 10 pens @ 100.00 on
// the books, 8 counted → 2 missing worth 200.00 (51116). Thai by default with Buddhist-era dates, English with
// lang=en (Common Era), the void mark once voided, and 404 for another organisation's member.
import type { StockCount } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

let t: TestApp;
let token: string;
let otherToken: string;
let count: StockCount;
const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const [year = '', month = '', day = ''] = today.split('-');

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.register();
  otherToken = (await t.register()).token;
  token = me.token;
  const organizationId = me.organization.id;
  const created = async (path: string, body: Record<string, unknown>) => {
    const response = await t.request('POST', path, { token, body: { organizationId, ...body } });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return json<{ id: string }>(response);
  };
  const supplierId = (await created('/contacts', { contact_type: 'SUPPLIER', contact_name: 'ผู้ขาย' })).id;
  const penId = (await created('/items', { type: 'PRODUCT', name: 'ปากกา', code: 'PEN' })).id;
  const warehouseId = (await created('/warehouses', { name: 'คลังหลัก' })).id;
  await created('/purchases', {
    contactId: supplierId,
    warehouseId,
    items: [{ item_id: penId, name: 'ปากกา', quantity: '10', sale_price: '100' }],
  });
  count = (await created('/stock-counts', {
    warehouseId,
    date: today,
    remarks: 'ตรวจนับสิ้นเดือน',
    lines: [{ itemId: penId, countedQuantity: '8', reason: 'แตกหัก' }],
  })) as StockCount;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function pdf(query = '', as = token) {
  return t.request('GET', `/stock-counts/${count.id}/pdf${query}`, { token: as });
}

async function readBack(query = '') {
  const response = await pdf(query);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return readBackPdf(new Uint8Array(await response.arrayBuffer()));
}

describe('the printed stock count', () => {
  it.skipIf(!chromium)(
    'is Thai by default: book, counted, difference, value, reason, signatures',
    async () => {
      const { text, pages } = await readBack();
      const flat = squash(text);
      for (const phrase of [
        'ใบตรวจนับสินค้า',
        count.number,
        'คลังหลัก',
        'ยอดตามบัญชี',
        'ตรวจนับได้',
        'ผลต่าง',
        'PEN',
        'ปากกา',
        'แตกหัก',
        '10.00',
        '8.00',
        '-2.00',
        '-200.00',
        'มูลค่าสินค้าขาด (51116)',
        '200.00',
        'ตรวจนับสิ้นเดือน',
        'ผู้ตรวจนับ',
        'ผู้ตรวจสอบ',
        'ผู้อนุมัติ',
        `${day}/${month}/${Number(year) + 543}`,
      ]) {
        expect(flat).toContain(squash(phrase));
      }
      expect(flat).not.toContain(today);
      expect(pages).toHaveLength(1);
      expect(pages[0]?.inkRatio).toBeGreaterThan(0.005);
    },
    120_000,
  );

  it.skipIf(!chromium)(
    'is English with lang=en, dates in the Common Era',
    async () => {
      const { text, pages } = await readBack('?lang=en');
      const flat = squash(text);
      for (const phrase of [
        'Stock count',
        'Book quantity',
        'Counted',
        'Difference',
        'Reason',
        'Counted by',
      ]) {
        expect(flat).toContain(squash(phrase));
      }
      expect(flat).toContain(`${day}/${month}/${year}`);
      expect(flat).not.toContain('ใบตรวจนับสินค้า');
      expect(pages[0]?.inkRatio).toBeGreaterThan(0.005);
    },
    120_000,
  );

  it.skipIf(!chromium)(
    'carries the void mark once the count is voided',
    async () => {
      const voided = await t.request('POST', `/stock-counts/${count.id}/status`, {
        token,
        body: { action: 'VOID' },
      });
      expect(voided.status).toBe(200);
      expect(squash((await readBack()).text)).toContain('ยกเลิก');
    },
    120_000,
  );

  it("answers 404 to another organisation's member", async () => {
    expect((await pdf('', otherToken)).status).toBe(404);
  });
});
