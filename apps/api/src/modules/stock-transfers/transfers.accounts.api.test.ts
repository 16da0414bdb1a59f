// Per-warehouse inventory accounts over HTTP (decision 0211), against hand-computed figures. A keeps its goods
// on 11510 (the default), B on 11520 (raw materials). 10 pens @ 100.00 in at A (Dr 11510 1,000.00); 4 moved to
// B → the transfer's entry Dr 11520 400.00 · Cr 11510 400.00; 1 sold from B → COGS Dr 51118 100.00 · Cr 11520
// 100.00; 1 received at B @ 100.00 → Dr 11520 100.00; 2 more moved to B and that transfer voided → its entry
// (Dr 11520 200.00 · Cr 11510 200.00) reversed. In the end A holds 6 = 600.00 = 11510 and B 4 = 400.00 =
// 11520, which the stock report reconciles account by account. Then the warehouse's account: validated (422
// naming the field), its change refused while it holds stock, kept when a replace leaves it out; after a change
// a void that would reverse onto the old account is refused (a credit note returns the goods onto the new one);
// and another organisation's member answered 404. Runs on PGlite and on PostgreSQL.
import type { BusinessReport, JournalEntry, StockTransfer, Warehouse } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, expectBooksReconcile } from '../../test-helpers/index.ts';

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let supplierId: string;
let customerId: string;
let penId: string;
let a: Warehouse;
let b: Warehouse;
let today: string;

async function post<T>(path: string, body: Record<string, unknown>, as = token): Promise<T> {
  const response = await t.request('POST', path, { token: as, body: { organizationId: orgId, ...body } });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  return json<T>(response);
}

const pens = (quantity: string, price = '100') => [
  { item_id: penId, name: 'ปากกา', quantity, sale_price: price },
];

/** The lines of the entries whose number, description or document matches `search`, as "account Dr/Cr". */
async function entryLines(search: string): Promise<string[][]> {
  const response = await t.request(
    'GET',
    `/journals/organization/${orgId}?search=${encodeURIComponent(search)}&limit=10`,
    { token },
  );
  const list = await json<{ data: JournalEntry[] }>(response);
  return list.data
    .map((entry) => entry.lines.map((l) => `${l.accountCode} ${l.debit}/${l.credit}`).sort())
    .sort();
}

const transfer = (quantity: string) =>
  post<StockTransfer>('/stock-transfers', {
    fromWarehouseId: a.id,
    toWarehouseId: b.id,
    date: today,
    items: [{ itemId: penId, quantity }],
  });

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.register();
  const other = await t.register();
  token = me.token;
  orgId = me.organization.id;
  otherToken = other.token;
  today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  supplierId = (await post<{ id: string }>('/contacts', { contact_type: 'SUPPLIER', contact_name: 'ผู้ขาย' }))
    .id;
  customerId = (
    await post<{ id: string }>('/contacts', {
      contact_type: 'CLIENT',
      contact_name: 'ลูกค้า',
      address: '99 ถนนพระราม 9',
    })
  ).id;
  penId = (await post<{ id: string }>('/items', { type: 'PRODUCT', name: 'ปากกา', code: 'PEN' })).id;
  a = await post<Warehouse>('/warehouses', { name: 'คลังสินค้า' });
  b = await post<Warehouse>('/warehouses', { name: 'คลังวัตถุดิบ', inventoryAccountCode: '11520' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

describe('warehouses on different inventory accounts', () => {
  it('a warehouse is on 11510 unless it names another 115xx account', () => {
    expect(a.inventoryAccountCode).toBe('11510');
    expect(b.inventoryAccountCode).toBe('11520');
  });

  it('10 in at A @ 100.00, 4 moved to B: the transfer posts Dr 11520 400.00 · Cr 11510 400.00', async () => {
    const bill = await post<{ number: string }>('/purchases', {
      contactId: supplierId,
      warehouseId: a.id,
      items: pens('10'),
    });
    // 10 × 100 = 1,000.00 goods + 70.00 VAT, owed 1,070.00.
    expect(await entryLines(bill.number)).toEqual([
      ['11510 1000.00/0.00', '11610 70.00/0.00', '21210 0.00/1070.00'],
    ]);
    const moved = await transfer('4');
    expect(moved.totalValue).toBe('400.00');
    expect(await entryLines(moved.number)).toEqual([['11510 0.00/400.00', '11520 400.00/0.00']]);
    // The transfer names its entry (the screen links to it), on creation and when read back.
    const entry = moved.journalEntry;
    expect(entry?.number).toMatch(/^JV\d{12}$/);
    const read = await json<StockTransfer>(await t.request('GET', `/stock-transfers/${moved.id}`, { token }));
    expect(read.journalEntry).toEqual(entry);
    const posted = await json<JournalEntry>(
      await t.request('GET', `/journals/${entry?.id ?? ''}`, { token }),
    );
    expect(posted.number).toBe(entry?.number);
    expect(posted.lines.map((l) => `${l.accountCode} ${l.debit}/${l.credit}`).sort()).toEqual([
      '11510 0.00/400.00',
      '11520 400.00/0.00',
    ]);
  });

  it('1 sold from B: COGS Dr 51118 100.00 · Cr 11520 100.00 in the invoice entry', async () => {
    const invoice = await post<{ number: string }>('/invoices', {
      contactId: customerId,
      warehouseId: b.id,
      items: pens('1', '150'),
    });
    expect(await entryLines(invoice.number)).toEqual([
      [
        '11310 160.50/0.00',
        '11520 0.00/100.00',
        '27111 0.00/10.50',
        '41110 0.00/150.00',
        '51118 100.00/0.00',
      ],
    ]);
  });

  it('1 received at B @ 100.00: the bill debits B’s account 11520', async () => {
    const bill = await post<{ number: string }>('/purchases', {
      contactId: supplierId,
      warehouseId: b.id,
      items: pens('1'),
    });
    expect(await entryLines(bill.number)).toEqual([
      ['11520 100.00/0.00', '11610 7.00/0.00', '21210 0.00/107.00'],
    ]);
  });

  it('a voided transfer reverses its entry: Dr 11510 200.00 · Cr 11520 200.00', async () => {
    const moved = await transfer('2');
    await post<StockTransfer>(`/stock-transfers/${moved.id}/void`, { date: today });
    expect(await entryLines(moved.number)).toEqual([
      ['11510 0.00/200.00', '11520 200.00/0.00'],
      ['11510 200.00/0.00', '11520 0.00/200.00'],
    ]);
  });

  it('stock on hand reconciles per account: A 6 = 600.00 = 11510, B 4 = 400.00 = 11520', async () => {
    const response = await t.request(
      'GET',
      `/reports/inventory/organization/${orgId}?from=2000-01-01&to=2099-12-31`,
      { token },
    );
    const report = await json<BusinessReport>(response);
    expect(report.rows.map((r) => [r.cells.warehouse, r.cells.quantity, r.cells.value])).toEqual([
      ['คลังวัตถุดิบ', '4.0000', '400.00'],
      ['คลังสินค้า', '6.0000', '600.00'],
    ]);
    expect(report.reconciliation).toEqual({
      accounts: '11510, 11520',
      report: '1000.00',
      ledger: '1000.00',
      reconciles: true,
      byAccount: [
        { account: '11510', report: '600.00', ledger: '600.00', reconciles: true },
        { account: '11520', report: '400.00', ledger: '400.00', reconciles: true },
      ],
    });
  });
});

describe('the account of a warehouse', () => {
  type Refusal = { error: { code: string; details?: { path: string }[] } };
  const put = (id: string, body: Record<string, unknown>, as = token) =>
    t.request('PUT', `/warehouses/${id}`, { token: as, body });
  async function refusal(response: Response) {
    const body = await json<Refusal>(response);
    return [response.status, body.error.code, body.error.details?.map((d) => d.path)];
  }

  it('must be a postable debit 115xx asset account of the chart: 422 naming the field', async () => {
    const create = (code: string) =>
      t.request('POST', '/warehouses', {
        token,
        body: { organizationId: orgId, name: `คลัง ${code}`, inventoryAccountCode: code },
      });
    // 11500 is the heading (not postable); 11590 the write-down allowance (a credit balance).
    for (const code of ['11500', '11590']) {
      expect(await refusal(await create(code))).toEqual([
        422,
        'WAREHOUSE.INVALID_INVENTORY_ACCOUNT',
        ['inventoryAccountCode'],
      ]);
    }
    // Not a 115xx code at all: the schema refuses it.
    expect(await refusal(await create('41110'))).toEqual([
      400,
      'VALIDATION.FAILED',
      ['inventoryAccountCode'],
    ]);
  });

  it('is not changed while the warehouse holds stock; a replace without it keeps it', async () => {
    expect(await refusal(await put(b.id, { name: 'คลังวัตถุดิบ', inventoryAccountCode: '11540' }))).toEqual([
      422,
      'WAREHOUSE.ACCOUNT_HOLDS_STOCK',
      ['inventoryAccountCode'],
    ]);
    const kept = await json<Warehouse>(await put(b.id, { name: 'คลังวัตถุดิบ 2' }));
    expect(kept).toMatchObject({ name: 'คลังวัตถุดิบ 2', inventoryAccountCode: '11520' });
    // Naming the account it already has is no change.
    expect((await put(b.id, { name: 'คลังวัตถุดิบ', inventoryAccountCode: '11520' })).status).toBe(200);
  });

  it('is changed on a warehouse holding no stock value', async () => {
    const empty = await post<Warehouse>('/warehouses', { name: 'คลังใหม่' });
    const changed = await json<Warehouse>(
      await put(empty.id, { name: 'คลังใหม่', inventoryAccountCode: '11540' }),
    );
    expect(changed.inventoryAccountCode).toBe('11540');
  });

  it('after a change, a void that would post to the old account is refused; a return posts to the new', async () => {
    // C on 11510: 2 in @ 50.00 and both sold (C holds no value), then C moves to 11540.
    const c = await post<Warehouse>('/warehouses', { name: 'คลังสาขา' });
    await post('/purchases', { contactId: supplierId, warehouseId: c.id, items: pens('2', '50') });
    const sale = await post<{ id: string; number: string }>('/invoices', {
      contactId: customerId,
      warehouseId: c.id,
      items: pens('2', '80'),
    });
    expect((await put(c.id, { name: 'คลังสาขา', inventoryAccountCode: '11540' })).status).toBe(200);
    // Voiding the sale would reverse Cr 11510 100.00 while its goods came back onto 11540.
    const voided = await t.request('POST', `/invoices/${sale.id}/status`, {
      token,
      body: { action: 'VOID' },
    });
    expect(await refusal(voided)).toEqual([422, 'STOCK.ACCOUNT_CHANGED', ['status']]);
    // A credit note returning 1 brings it back at the 50.00 it left with, on C's account now.
    const note = await post<{ number: string }>('/credit-notes', {
      selectedInvoice: sale.id,
      reason: 'PRODUCT_RETURNED',
      items: pens('1', '80'),
    });
    const lines = (await entryLines(note.number)).flat();
    expect(lines).toEqual(expect.arrayContaining(['11540 50.00/0.00', '51118 0.00/50.00']));
    const report = await json<BusinessReport>(
      await t.request('GET', `/reports/inventory/organization/${orgId}?from=2000-01-01&to=2099-12-31`, {
        token,
      }),
    );
    expect(report.reconciliation?.byAccount).toEqual([
      { account: '11510', report: '600.00', ledger: '600.00', reconciles: true },
      { account: '11520', report: '400.00', ledger: '400.00', reconciles: true },
      { account: '11540', report: '50.00', ledger: '50.00', reconciles: true },
    ]);
  });

  it("answers 404 to another organisation's member and leaves the account alone", async () => {
    const response = await put(b.id, { name: 'แก้', inventoryAccountCode: '11510' }, otherToken);
    expect(response.status).toBe(404);
    const mine = await json<Warehouse>(await t.request('GET', `/warehouses/${b.id}`, { token }));
    expect(mine.inventoryAccountCode).toBe('11520');
  });
});
