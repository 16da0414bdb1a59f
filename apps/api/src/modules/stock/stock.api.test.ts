// The stock reports over HTTP (issue 13 "Stock"): goods received and sold through the document routes, then
// stock on hand (reconciled to 11510), the product's stock card with running figures, the XLSX export, a sale
// beyond stock refused 422 with the line, and another organisation's member answered 404.
import type { BusinessReport } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  type TestApp,
  createdRecord,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let otherOrgId: string;
let supplierId: string;
let customerId: string;
let productId: string;
let warehouseId: string;

async function created(path: string, body: Record<string, unknown>): Promise<string> {
  return (await createdRecord(t, path, token, orgId, body)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.register();
  const b = await t.register();
  token = a.token;
  orgId = a.organization.id;
  otherToken = b.token;
  otherOrgId = b.organization.id;
  supplierId = await created('/contacts', { contact_type: 'SUPPLIER', contact_name: 'บริษัท ผู้ขาย จำกัด' });
  customerId = await created('/contacts', {
    contact_type: 'CLIENT',
    contact_name: 'บริษัท ลูกค้า จำกัด',
    address: '99 ถนนพระราม 9',
  });
  productId = await created('/items', { type: 'PRODUCT', name: 'ปากกา', code: 'PEN' });
  warehouseId = await created('/warehouses', { name: 'คลังหลัก' });
  // 10 pens at 20.00 = 200.00 in; 3 sold at the average 20.00 = 60.00 out.
  const item = (quantity: string, price: string) => ({
    item_id: productId,
    name: 'ปากกา',
    quantity,
    sale_price: price,
  });
  await created('/purchases', { contactId: supplierId, warehouseId, items: [item('10', '20')] });
  await created('/invoices', { contactId: customerId, warehouseId, items: [item('3', '35')] });
});
afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

const report = (name: string, query: string, as = token, org = orgId) =>
  t.request('GET', `/reports/${name}/organization/${org}?from=2026-01-01&to=2099-12-31${query}`, {
    token: as,
  });

describe('stock reports', () => {
  it('stock on hand: 7 pens worth 140.00, reconciled to 11510', async () => {
    const answer = await json<BusinessReport>(await report('inventory', ''));
    expect(answer.rows.map((r) => r.cells)).toEqual([
      {
        warehouse: 'คลังหลัก',
        code: 'PEN',
        name: 'ปากกา',
        quantity: '7.0000',
        unitCost: '20.0000',
        value: '140.00',
      },
    ]);
    // 200.00 − 60.00 = 140.00 on both sides.
    expect(answer.reconciliation).toEqual({
      accounts: '11510',
      report: '140.00',
      ledger: '140.00',
      reconciles: true,
    });
  });

  it('the stock card: each move with the running quantity and value', async () => {
    const answer = await json<BusinessReport>(await report('stock-card', `&itemId=${productId}`));
    expect(
      answer.rows.map((r) => [
        r.cells.moveType,
        r.cells.quantityIn ?? `-${r.cells.quantityOut}`,
        r.cells.value,
        r.cells.quantityAfter,
        r.cells.valueAfter,
      ]),
    ).toEqual([
      ['IN', '10.0000', '200.00', '10.0000', '200.00'],
      ['OUT', '-3.0000', '-60.00', '7.0000', '140.00'],
    ]);
    const xlsx = await report('stock-card', `&itemId=${productId}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('refuses selling more than is on hand: 422 naming the line', async () => {
    const response = await t.request('POST', '/invoices', {
      token,
      body: {
        organizationId: orgId,
        contactId: customerId,
        warehouseId,
        items: [{ item_id: productId, name: 'ปากกา', quantity: '8', sale_price: '35' }],
      },
    });
    expect(response.status).toBe(422);
    const body = await json<{ error: { code: string; details: { path: string }[] } }>(response);
    expect(body.error.code).toBe('STOCK.INSUFFICIENT');
    expect(body.error.details.map((d) => d.path)).toEqual(['items.0']);
  });

  it('another organisation gets 404: for our reports, and for our product or warehouse in its own', async () => {
    expect((await report('inventory', '', otherToken)).status).toBe(404);
    expect((await report('stock-card', `&itemId=${productId}`, otherToken)).status).toBe(404);
    expect((await report('stock-card', `&itemId=${productId}`, otherToken, otherOrgId)).status).toBe(404);
    expect((await report('inventory', `&warehouseId=${warehouseId}`, otherToken, otherOrgId)).status).toBe(
      404,
    );
  });
});
