// The purchase and withholding reports over HTTP (decision 0174), March 2026 with "today" 20 March: purchase
// orders (a rejected one listed, not counted), receiving inventory by document and by product (a rejected bill
// reversed inside the range nets to zero in 21210), an expense paid by a payment slip withholding 3%, the
// payment report beside 21210's debits and the withholding report beside 27240; every figure by hand.
import type { BusinessReport, Contact, SalesDocument } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp, token: string, otherToken: string, orgId: string, otherOrgId: string;
let supplier: Contact;
const docs: Record<string, SalesDocument> = {};

async function make(resource: string, key: string, body: Record<string, unknown>, actions: string[] = []) {
  const answer = await postJson<SalesDocument>(t, `/${resource}`, token, {
    organizationId: orgId,
    contactId: supplier.id,
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  for (const action of actions) {
    const r = await t.request('POST', `/${resource}/${answer.body.id}/status`, { token, body: { action } });
    expect(r.status, `${key} ${action}: ${await r.clone().text()}`).toBe(200);
  }
  docs[key] = answer.body;
}

// Goods bought for use, not for stock: booked to purchases (51111.01); products into a warehouse are below.
const goods = (name: string, quantity: string, price: string) => ({
  name,
  quantity,
  sale_price: price,
  account_code: '51111.01',
});

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-20T03:00:00Z') });
  const me = await t.register();
  const other = await t.register();
  token = me.token;
  otherToken = other.token;
  orgId = me.organization.id;
  otherOrgId = other.organization.id;
  supplier = (
    await postJson<Contact>(t, '/contacts', token, {
      organizationId: orgId,
      contact_type: 'SUPPLIER',
      contact_name: 'บริษัท ผู้ขาย จำกัด',
      tax_id: '0105552029681',
      branch: '00000',
    })
  ).body;
  // PO-A 2 × 1,000 = 2,000 + VAT 140 = 2,140; PO-B 500 + 35 = 535, rejected.
  await make('purchase-orders', 'PO-A', { date: '2026-03-02', items: [goods('กระดาษ', '2', '1000')] });
  await make('purchase-orders', 'PO-B', { date: '2026-03-03', items: [goods('หมึก', '1', '500')] }, [
    'REJECTED',
  ]);
  // RI-1 10 × 100 = 1,000 + 70 = 1,070; RI-2 5 × 200 + 2 × 100 = 1,200 + 84 = 1,284; RI-3 300 + 21 = 321 rejected
  // on 20 March (its 21210 credit reversed inside the range).
  await make('purchases', 'RI-1', { date: '2026-03-05', items: [goods('สินค้า ก', '10', '100')] });
  await make('purchases', 'RI-2', {
    date: '2026-03-06',
    items: [goods('สินค้า ข', '5', '200'), goods('สินค้า ก', '2', '100')],
  });
  await make('purchases', 'RI-3', { date: '2026-03-07', items: [goods('สินค้า ก', '1', '300')] }, ['REJECTED']);
  // EXP-1 accounting fee 10,000 + 700 = 10,700, WHT 3% = 300, approved and paid by a slip on 12 March.
  await make(
    'expenses',
    'EXP-1',
    {
      date: '2026-03-10',
      items: [
        {
          name: 'ค่าทำบัญชี',
          quantity: '1',
          sale_price: '10000',
          item_type: 'SERVICE',
          account_code: '53032.01',
          wht_percent: '3',
        },
      ],
    },
    ['APPROVED'],
  );
  await make('payment-slip', 'PS-1', { date: '2026-03-12', selectedInvoice: docs['EXP-1']?.id });
  // The slip issues its 50 ทวิ itself (decision 0170): 10,000.00 at 3% = 300.00 on PND53.
}, 120_000);
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

const report = async (name: string, query = '') => {
  const r = await t.request(
    'GET',
    `/reports/${name}/organization/${orgId}?from=2026-03-01&to=2026-03-31${query}`,
    {
      token,
    },
  );
  expect(r.status, await r.clone().text()).toBe(200);
  return json<BusinessReport>(r);
};
const cellsOf = (r: BusinessReport, keys: string[]) => r.rows.map((row) => keys.map((k) => row.cells[k]));

describe('purchase reports', () => {
  it('purchase orders: both listed, the rejected one not counted (2,140.00)', async () => {
    const r = await report('purchase-orders');
    expect(cellsOf(r, ['number', 'status', 'total'])).toEqual([
      [docs['PO-A']?.number, 'AWAITING', '2140.00'],
      [docs['PO-B']?.number, 'REJECTED', '535.00'],
    ]);
    expect(r.totals).toEqual({ net: '2000.00', vat: '140.00', total: '2140.00' });
    expect(r.rows[0]?.drill).toEqual({ type: 'document', documentKind: 'PO', documentId: docs['PO-A']?.id });
  });

  it('receiving inventory: 1,070 + 1,284 = 2,354.00, equal to 21210 credits of RI entries', async () => {
    const r = await report('receiving-inventory');
    expect(cellsOf(r, ['number', 'total', 'paidOut', 'balance'])).toEqual([
      [docs['RI-1']?.number, '1070.00', '0.00', '1070.00'],
      [docs['RI-2']?.number, '1284.00', '0.00', '1284.00'],
      [docs['RI-3']?.number, '321.00', '0.00', '321.00'],
    ]);
    expect(r.totals).toMatchObject({ net: '2200.00', vat: '154.00', total: '2354.00', balance: '2354.00' });
    // Ledger: 1,070 + 1,284 + 321, less the rejection's reversal (− 321) when it is dated inside March: the
    // reversal is dated the day the bill was rejected, so a later day leaves 2,675.00 and shows the difference.
    const reversal = await json<{ data: { date: string; kind: string }[] }>(
      await t.request('GET', `/journals/organization/${orgId}?kind=REVERSAL`, { token }),
    );
    const reversedInMarch = reversal.data.some((e) => e.date <= '2026-03-31');
    const ledger = reversedInMarch ? '2354.00' : '2675.00';
    expect(reversal.data).toHaveLength(1);
    expect(r.reconciliation).toEqual({
      accounts: '21210',
      report: '2354.00',
      ledger,
      reconciles: reversedInMarch,
    });
    // Up to the day of the reversal, it nets to zero.
    const upTo = reversal.data[0]?.date ?? '';
    const wide = await json<BusinessReport>(
      await t.request(
        'GET',
        `/reports/receiving-inventory/organization/${orgId}?from=2026-03-01&to=${upTo}`,
        { token },
      ),
    );
    expect(wide.reconciliation).toEqual({
      accounts: '21210',
      report: '2354.00',
      ledger: '2354.00',
      reconciles: true,
    });
    // Narrowed by the supplier: no ledger figure claimed.
    expect((await report('receiving-inventory', `&contactId=${supplier.id}`)).reconciliation).toBeUndefined();
  });

  it('receiving inventory by product: ก 12 units 1,200.00, ข 5 units 1,000.00 (the rejected bill left out)', async () => {
    const r = await report('receiving-inventory-by-product');
    expect(cellsOf(r, ['name', 'quantity', 'net'])).toEqual([
      ['สินค้า ก', '12.0000', '1200.00'],
      ['สินค้า ข', '5.0000', '1000.00'],
    ]);
    expect(r.totals).toEqual({ net: '2200.00' });
  });

  it('expenses: 10,700.00 paid in full by the slip, equal to 21210 credits of EXP entries', async () => {
    const r = await report('expenses');
    expect(cellsOf(r, ['number', 'total', 'paidOut', 'balance'])).toEqual([
      [docs['EXP-1']?.number, '10700.00', '10700.00', '0.00'],
    ]);
    expect(r.reconciliation).toEqual({
      accounts: '21210',
      report: '10700.00',
      ledger: '10700.00',
      reconciles: true,
    });
  });

  it('expenses up to the day before the slip: nothing paid yet (the links as of that day, not the stored sum)', async () => {
    const r = await json<BusinessReport>(
      await t.request('GET', `/reports/expenses/organization/${orgId}?from=2026-03-01&to=2026-03-11`, {
        token,
      }),
    );
    expect(cellsOf(r, ['number', 'total', 'paidOut', 'balance'])).toEqual([
      [docs['EXP-1']?.number, '10700.00', '0.00', '10700.00'],
    ]);
    // From the slip's day on, the stored sum of the slips.
    const on = await json<BusinessReport>(
      await t.request('GET', `/reports/expenses/organization/${orgId}?from=2026-03-01&to=2026-03-12`, {
        token,
      }),
    );
    expect(cellsOf(on, ['number', 'paidOut', 'balance'])).toEqual([
      [docs['EXP-1']?.number, '10700.00', '0.00'],
    ]);
  });

  it('payments: 10,700.00 settled, WHT 300.00, 10,400.00 paid out; equal to 21210 debits of the slip', async () => {
    const r = await report('payments');
    expect(cellsOf(r, ['number', 'amountPaid', 'wht', 'netPaid'])).toEqual([
      [docs['PS-1']?.number, '10700.00', '300.00', '10400.00'],
    ]);
    expect(r.reconciliation).toEqual({
      accounts: '21210',
      report: '10700.00',
      ledger: '10700.00',
      reconciles: true,
    });
  });

  it('withholding tax: the slip’s 50 ทวิ of 300.00 on PND53 equals 27230 + 27240 of March', async () => {
    const r = await report('withholding-tax');
    expect(cellsOf(r, ['date', 'form', 'supplier', 'amountPaid', 'wht'])).toEqual([
      ['2026-03-12', 'PND53', 'บริษัท ผู้ขาย จำกัด', '10000.00', '300.00'],
    ]);
    expect(r.reconciliation).toEqual({
      accounts: '27230 + 27240',
      report: '300.00',
      ledger: '300.00',
      reconciles: true,
    });
    expect(r.chart).toEqual({ kind: 'month', points: [{ label: '2026-03', value: '300.00' }] });
  });

  it('receiving inventory by product: a catalogue product drills down to its receiving documents', async () => {
    // In the other organisation, so this file's March figures stay as they are: 3 × 50 of a product on one bill,
    // 1 × 80 of a typed-in line on another.
    const post = async (path: string, body: Record<string, unknown>) => {
      const r = await postJson<{ id: string }>(t, path, otherToken, { organizationId: otherOrgId, ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id;
    };
    const seller = await post('/contacts', { contact_type: 'SUPPLIER', contact_name: 'ร้าน วัสดุ' });
    const pen = await post('/items', { type: 'PRODUCT', code: 'PEN', name: 'ปากกา' });
    const warehouseId = await post('/warehouses', { name: 'คลังหลัก' });
    const withPen = await post('/purchases', {
      contactId: seller,
      warehouseId,
      date: '2026-03-04',
      items: [{ item_id: pen, name: 'ปากกา', quantity: '3', sale_price: '50' }],
    });
    await post('/purchases', { contactId: seller, date: '2026-03-05', items: [goods('เชือก', '1', '80')] });
    const get = async (name: string, query = '') => {
      const r = await t.request(
        'GET',
        `/reports/${name}/organization/${otherOrgId}?from=2026-03-01&to=2026-03-31${query}`,
        { token: otherToken },
      );
      expect(r.status, await r.clone().text()).toBe(200);
      return json<BusinessReport>(r);
    };
    const byProduct = await get('receiving-inventory-by-product');
    expect(byProduct.rows.map((r) => [r.cells.code, r.cells.net, r.drill])).toEqual([
      ['PEN', '150.00', { type: 'report', report: 'receiving-inventory', filter: 'itemId', value: pen }],
      [undefined, '80.00', undefined],
    ]);
    // Where it leads: the one bill holding the product.
    const narrowed = await get('receiving-inventory', `&itemId=${pen}`);
    expect(narrowed.rows.map((r) => r.drill)).toEqual([
      { type: 'document', documentKind: 'RI', documentId: withPen },
    ]);
    expect(narrowed.totals).toMatchObject({ net: '150.00', vat: '10.50', total: '160.50' });
  });

  it('exports the payments as CSV in Thai and answers 404 to another organisation', async () => {
    const csv = await t.request(
      'GET',
      `/reports/withholding-tax/organization/${orgId}?from=2026-03-01&to=2026-03-31&format=csv`,
      { token },
    );
    const text = new TextDecoder().decode(await csv.arrayBuffer());
    expect(text).toContain('ภ.ง.ด.53');
    expect(text).toContain('300.00');
    for (const name of [
      'purchase-orders',
      'receiving-inventory',
      'receiving-inventory-by-product',
      'expenses',
      'payments',
      'withholding-tax',
    ]) {
      const r = await t.request(
        'GET',
        `/reports/${name}/organization/${orgId}?from=2026-03-01&to=2026-03-31`,
        {
          token: otherToken,
        },
      );
      expect(r.status, name).toBe(404);
    }
  });
});
