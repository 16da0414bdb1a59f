// Negative stock over HTTP (decision 0205), against hand-computed figures: the organisation setting is off by
// default (a sale beyond stock is 422 naming the line), only the organisation's owner can turn it on (another
// organisation's member gets 404 and its own setting changes nothing here); with it on, 5 pens are sold with
// 0 on hand (last cost 100.00) at 500.00, then 10 arrive @ 120.00: 5 × 20.00 = 100.00 Dr 51118 · Cr 11510 in
// the receipt's entry, 5 left @ 120.00 = 600.00, reconciled to 11510; a sale dated in a locked period is
// refused as before.
import type { BusinessReport, Organization } from '@banchee/contracts';
import { sql } from '@banchee/db';
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
let penId: string;
let warehouseId: string;

async function created(path: string, body: Record<string, unknown>): Promise<string> {
  return (await createdRecord(t, path, token, orgId, body)).id;
}

const pens = (quantity: string, price: string) => [
  { item_id: penId, name: 'ปากกา', quantity, sale_price: price },
];
const sell = (quantity: string, extra: Record<string, unknown> = {}) =>
  t.request('POST', '/invoices', {
    token,
    body: {
      organizationId: orgId,
      contactId: customerId,
      warehouseId,
      items: pens(quantity, '150'),
      ...extra,
    },
  });

const setting = (allow: boolean, as = token, org = orgId) =>
  t.request('PUT', `/organizations/${org}`, {
    token: as,
    body: { name: 'ร้านทดสอบ', allow_negative_stock: allow },
  });

async function onHand() {
  const answer = await json<BusinessReport>(
    await t.request('GET', `/reports/inventory/organization/${orgId}?from=2000-01-01&to=2099-12-31`, {
      token,
    }),
  );
  return {
    rows: answer.rows.map((r) => [r.cells.quantity, r.cells.unitCost, r.cells.value]),
    reconciliation: answer.reconciliation,
  };
}

/** Net debit per account of the entries of one document. */
async function posted(documentId: string): Promise<Record<string, string>> {
  const rows = await t.db.execute<{ account: string; net: string }>(sql`
    SELECT l.account_code AS account, sum(l.debit - l.credit)::numeric(18,2)::text AS net
    FROM journal_lines l JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${orgId} AND e.source_document_id = ${documentId}
    GROUP BY l.account_code ORDER BY l.account_code`);
  return Object.fromEntries(rows.rows.map((r) => [r.account, r.net]));
}

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.register();
  const other = await t.register();
  token = me.token;
  orgId = me.organization.id;
  otherToken = other.token;
  otherOrgId = other.organization.id;
  supplierId = await created('/contacts', { contact_type: 'SUPPLIER', contact_name: 'บริษัท ผู้ขาย จำกัด' });
  customerId = await created('/contacts', {
    contact_type: 'CLIENT',
    contact_name: 'บริษัท ลูกค้า จำกัด',
    address: '99 ถนนพระราม 9',
  });
  penId = await created('/items', { type: 'PRODUCT', name: 'ปากกา', code: 'PEN' });
  warehouseId = await created('/warehouses', { name: 'คลังหลัก' });
  // 2 in @ 100.00 and both sold: the shelf is empty and its last known cost is 100.00.
  await created('/purchases', { contactId: supplierId, warehouseId, items: pens('2', '100') });
  await created('/invoices', { contactId: customerId, warehouseId, items: pens('2', '150') });
});
afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

describe('negative stock', () => {
  it('is off by default: a sale beyond stock is 422 STOCK.INSUFFICIENT naming the line', async () => {
    const organization = await json<Organization>(
      await t.request('GET', `/organizations/${orgId}`, { token }),
    );
    expect(organization.allow_negative_stock).toBe(false);
    const response = await sell('5');
    expect(response.status).toBe(422);
    const body = await json<{ error: { code: string; details: { path: string; params: object }[] } }>(
      response,
    );
    expect(body.error.code).toBe('STOCK.INSUFFICIENT');
    expect(body.error.details[0]).toMatchObject({
      path: 'items.0',
      params: { onHand: '0.0000', needed: '5.0000' },
    });
  });

  it('another organisation cannot turn it on (404), and its own setting changes nothing here', async () => {
    expect((await setting(true, otherToken)).status).toBe(404);
    const theirs = await setting(true, otherToken, otherOrgId);
    expect(theirs.status).toBe(200);
    expect((await json<Organization>(theirs)).allow_negative_stock).toBe(true);
    expect((await sell('5')).status).toBe(422);
  });

  it('when on, sells 5 with 0 on hand at the last cost: COGS 500.00, the card −5 worth −500.00', async () => {
    const saved = await setting(true);
    expect(saved.status).toBe(200);
    expect((await json<Organization>(saved)).allow_negative_stock).toBe(true);
    const response = await sell('5');
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await posted(id)).toMatchObject({ '51118': '500.00', '11510': '-500.00' });
    const stock = await onHand();
    expect(stock.rows).toEqual([['-5.0000', '100.0000', '-500.00']]);
    expect(stock.reconciliation).toMatchObject({ report: '-500.00', ledger: '-500.00', reconciles: true });
  });

  it('10 arriving @ 120.00 correct the cost: 100.00 Dr 51118 · Cr 11510 in the receipt; 5 @ 120.00 left', async () => {
    const receipt = await created('/purchases', {
      contactId: supplierId,
      warehouseId,
      items: pens('10', '120'),
    });
    // 1,200.00 in, less the 100.00 correction: 11510 takes 1,100.00 net from this bill.
    expect(await posted(receipt)).toMatchObject({ '11510': '1100.00', '51118': '100.00' });
    const stock = await onHand();
    expect(stock.rows).toEqual([['5.0000', '120.0000', '600.00']]);
    expect(stock.reconciliation).toMatchObject({ report: '600.00', ledger: '600.00', reconciles: true });
    // The stock card shows the receipt at its cost (120.00 each) and the correction it carried.
    const card = await json<BusinessReport>(
      await t.request(
        'GET',
        `/reports/stock-card/organization/${orgId}?from=2000-01-01&to=2099-12-31&itemId=${penId}`,
        { token },
      ),
    );
    expect(card.rows.at(-1)?.cells).toMatchObject({
      moveType: 'IN',
      quantityIn: '10.0000',
      unitCost: '120.0000',
      value: '1100.00',
      costCorrection: '100.00',
      quantityAfter: '5.0000',
      valueAfter: '600.00',
    });
    expect(card.rows.at(-2)?.cells).toMatchObject({
      moveType: 'OUT',
      value: '-500.00',
      quantityAfter: '-5.0000',
    });
    expect(card.rows.at(-2)?.cells.costCorrection).toBeUndefined();
  });

  it('is refused in a locked period as before', async () => {
    const locked = await t.request('POST', '/periods/lock', {
      token,
      body: { organizationId: orgId, lockDate: '2020-12-31' },
    });
    expect(locked.status).toBe(200);
    const response = await sell('50', { date: '2020-06-01' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await json<{ error: { code: string } }>(response)).error.code).toMatch(/LOCK/);
    expect((await onHand()).rows).toEqual([['5.0000', '120.0000', '600.00']]);
  });

  it('turned off again, a sale beyond stock is refused again', async () => {
    expect((await setting(false)).status).toBe(200);
    expect((await sell('6')).status).toBe(422);
  });
});
