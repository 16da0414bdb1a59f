// Inter-warehouse transfers over HTTP (issue 13 "Stock", decision 0192), against hand-computed figures:
// 10 pens @ 100.00 + 10 @ 130.00 received into A → A holds 20 worth 2,300.00, average 115.00. Moving 4 to B
// takes 4 × 115.00 = 460.00 out of A and brings exactly 460.00 into B: A 16 @ 115 = 1,840.00, B 4 @ 115 = 460.00,
// the total (and 11510) unchanged. Then: numbering without gaps even after refusals, the refusals themselves
// (stock short, same warehouse, zero quantity, a service, another organisation's warehouse, a locked period),
// void (goods go back; twice refused; refused when the destination already sold them), the PDF (Thai by
// default, English with lang=en, read back and rasterised), and 404 for
// another organisation's member. Runs on PGlite and on PostgreSQL (nothing here assumes either).
import type { BusinessReport, StockTransfer, StockTransferList } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import {
  createTestApp,
  json,
  type TestApp,
  createdRecord,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

let t: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let otherOrgId: string;
let customerId: string;
let penId: string;
let serviceId: string;
let a: string;
let b: string;
let otherWarehouse: string;
let today: string;
const made: StockTransfer[] = [];

async function created(path: string, body: Record<string, unknown>, as = token, org = orgId) {
  return (await createdRecord(t, path, as, org, body)).id;
}

const transfer = (body: Record<string, unknown>, as = token) =>
  t.request('POST', '/stock-transfers', {
    token: as,
    body: { organizationId: orgId, fromWarehouseId: a, toWarehouseId: b, date: today, ...body },
  });

const pens = (quantity: string) => [{ itemId: penId, quantity }];

type ErrorAnswer = { error: { code: string; details?: { path: string }[] } };
async function refusal(response: Response) {
  const body = await json<ErrorAnswer>(response);
  return [response.status, body.error.code, body.error.details?.map((d) => d.path)];
}

const report = (name: string, query: string) =>
  t.request('GET', `/reports/${name}/organization/${orgId}?from=2000-01-01&to=2099-12-31${query}`, { token });

async function onHand(): Promise<string[][]> {
  const answer = await json<BusinessReport>(await report('inventory', ''));
  return answer.rows.map((r) => [
    String(r.cells.warehouse),
    String(r.cells.quantity),
    String(r.cells.unitCost),
    String(r.cells.value),
  ]);
}

async function reconciliation() {
  return (await json<BusinessReport>(await report('inventory', ''))).reconciliation;
}

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.register();
  const other = await t.register();
  token = me.token;
  orgId = me.organization.id;
  otherToken = other.token;
  otherOrgId = other.organization.id;
  today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const supplierId = await created('/contacts', { contact_type: 'SUPPLIER', contact_name: 'บริษัท ผู้ขาย จำกัด' });
  customerId = await created('/contacts', {
    contact_type: 'CLIENT',
    contact_name: 'บริษัท ลูกค้า จำกัด',
    address: '99 ถนนพระราม 9',
  });
  penId = await created('/items', { type: 'PRODUCT', name: 'ปากกา', code: 'PEN', unit: 'ด้าม' });
  serviceId = await created('/items', { type: 'SERVICE', name: 'ค่าขนส่ง', code: 'SHIP' });
  a = await created('/warehouses', { name: 'คลัง A' });
  b = await created('/warehouses', { name: 'คลัง B' });
  otherWarehouse = await created('/warehouses', { name: 'คลังของคนอื่น' }, otherToken, otherOrgId);
  for (const price of ['100', '130']) {
    await created('/purchases', {
      contactId: supplierId,
      warehouseId: a,
      items: [{ item_id: penId, name: 'ปากกา', quantity: '10', sale_price: price }],
    });
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

describe('inter-warehouse transfers', () => {
  it('received 10 @ 100 + 10 @ 130 into A: 20 @ 115.00 = 2,300.00', async () => {
    expect(await onHand()).toEqual([['คลัง A', '20.0000', '115.0000', '2300.00']]);
  });

  it('moves 4 from A to B at A’s average 115.00: A 16 = 1,840.00, B 4 = 460.00, total unchanged', async () => {
    const response = await transfer({ items: pens('4'), note: 'เติมสต็อกสาขา' });
    expect(response.status).toBe(201);
    const body = await json<StockTransfer>(response);
    made.push(body);
    expect(body.number).toBe(`TF${today.replaceAll('-', '')}0001`);
    expect(body).toMatchObject({
      status: 'DONE',
      date: today,
      from: { id: a, name: 'คลัง A' },
      to: { id: b, name: 'คลัง B' },
      note: 'เติมสต็อกสาขา',
      totalValue: '460.00',
    });
    expect(body.items).toEqual([
      {
        itemId: penId,
        code: 'PEN',
        name: 'ปากกา',
        unit: 'ด้าม',
        quantity: '4.0000',
        unitCost: '115.0000',
        value: '460.00',
      },
    ]);
    expect(await onHand()).toEqual([
      ['คลัง A', '16.0000', '115.0000', '1840.00'],
      ['คลัง B', '4.0000', '115.0000', '460.00'],
    ]);
    // 1,840.00 + 460.00 = 2,300.00: no journal entry, the stock account still agrees.
    expect(body.journalEntry).toBeUndefined();
    expect(await reconciliation()).toEqual({
      accounts: '11510',
      report: '2300.00',
      ledger: '2300.00',
      reconciles: true,
    });
    expect((await t.request('GET', `/stock-transfers/${body.id}`, { token })).status).toBe(200);
  });

  it('shows both moves on the stock cards with the transfer number', async () => {
    const card = async (warehouseId: string) =>
      (
        await json<BusinessReport>(await report('stock-card', `&itemId=${penId}&warehouseId=${warehouseId}`))
      ).rows.map((r) => [
        r.cells.number,
        r.cells.moveType,
        r.cells.quantityIn ?? `-${r.cells.quantityOut}`,
        r.cells.value,
        r.cells.quantityAfter,
        r.cells.valueAfter,
      ]);
    const number = made[0]?.number;
    expect((await card(a)).slice(2)).toEqual([
      [number, 'TRANSFER_OUT', '-4.0000', '-460.00', '16.0000', '1840.00'],
    ]);
    expect(await card(b)).toEqual([[number, 'TRANSFER_IN', '4.0000', '460.00', '4.0000', '460.00']]);
  });

  it('refuses with the field at fault and writes nothing', async () => {
    // 16 in A: 17 is one too many (negative stock refused), named by its line.
    expect(await refusal(await transfer({ items: [...pens('1'), ...pens('17')] }))).toEqual([
      422,
      'STOCK.INSUFFICIENT',
      ['items.1'],
    ]);
    expect(await refusal(await transfer({ toWarehouseId: a, items: pens('1') }))).toEqual([
      400,
      'VALIDATION.FAILED',
      ['toWarehouseId'],
    ]);
    expect(await refusal(await transfer({ items: pens('0') }))).toEqual([
      400,
      'VALIDATION.FAILED',
      ['items.0.quantity'],
    ]);
    expect(await refusal(await transfer({ items: [] }))).toEqual([400, 'VALIDATION.FAILED', ['items']]);
    expect(await refusal(await transfer({ items: [{ itemId: serviceId, quantity: '1' }] }))).toEqual([
      422,
      'STOCK_TRANSFER.NOT_A_PRODUCT',
      ['items.0.itemId'],
    ]);
    expect(await refusal(await transfer({ fromWarehouseId: otherWarehouse, items: pens('1') }))).toEqual([
      422,
      'STOCK_TRANSFER.UNKNOWN_WAREHOUSE',
      ['fromWarehouseId'],
    ]);
    // Still as after the first transfer; the list holds one transfer.
    expect(await onHand()).toEqual([
      ['คลัง A', '16.0000', '115.0000', '1840.00'],
      ['คลัง B', '4.0000', '115.0000', '460.00'],
    ]);
    const list = await json<StockTransferList>(
      await t.request('GET', `/stock-transfers/organization/${orgId}`, { token }),
    );
    expect(list.pagination).toMatchObject({ page: 1, total: 1, totalPages: 1 });
  });

  it('refuses a transfer dated in a locked period', async () => {
    const locked = await t.request('POST', '/periods/lock', {
      token,
      body: { organizationId: orgId, lockDate: '2020-12-31' },
    });
    expect(locked.status).toBe(200);
    expect(await refusal(await transfer({ date: '2020-06-30', items: pens('1') }))).toEqual([
      422,
      'LEDGER.PERIOD_LOCKED',
      ['date'],
    ]);
  });

  it('numbers on without a gap after the refusals: 0002, 0003', async () => {
    const second = await json<StockTransfer>(await transfer({ items: pens('1') }));
    const third = await json<StockTransfer>(
      await transfer({ fromWarehouseId: b, toWarehouseId: a, items: pens('2') }),
    );
    made.push(second, third);
    expect([second.number, third.number]).toEqual([
      `TF${today.replaceAll('-', '')}0002`,
      `TF${today.replaceAll('-', '')}0003`,
    ]);
    // A 16 − 1 + 2 = 17 @ 115 = 1,955.00; B 4 + 1 − 2 = 3 @ 115 = 345.00.
    expect(third.totalValue).toBe('230.00');
    expect(await onHand()).toEqual([
      ['คลัง A', '17.0000', '115.0000', '1955.00'],
      ['คลัง B', '3.0000', '115.0000', '345.00'],
    ]);
    const list = await json<StockTransferList>(
      await t.request('GET', `/stock-transfers/organization/${orgId}?limit=2`, { token }),
    );
    expect(list.pagination).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(list.data.map((d) => [d.number, d.lineCount])).toEqual([
      [third.number, 1],
      [second.number, 1],
    ]);
    const found = await json<StockTransferList>(
      await t.request('GET', `/stock-transfers/organization/${orgId}?search=${encodeURIComponent('เติม')}`, {
        token,
      }),
    );
    expect(found.data.map((d) => d.number)).toEqual([made[0]?.number]);
  });

  it('void takes the goods back by reversing moves; a second void is refused', async () => {
    const second = made[1];
    if (!second) throw new Error('no second transfer');
    const voided = await t.request('POST', `/stock-transfers/${second.id}/void`, { token, body: {} });
    expect(voided.status).toBe(200);
    expect(await json<StockTransfer>(voided)).toMatchObject({ status: 'VOID', voidDate: today });
    // the 1 pen that went to B comes back to A: A 18 = 2,070.00, B 2 = 230.00.
    expect(await onHand()).toEqual([
      ['คลัง A', '18.0000', '115.0000', '2070.00'],
      ['คลัง B', '2.0000', '115.0000', '230.00'],
    ]);
    const again = await t.request('POST', `/stock-transfers/${second.id}/void`, { token, body: {} });
    expect(await refusal(again)).toEqual([409, 'STOCK_TRANSFER.INVALID_TRANSITION', ['status']]);
    const card = await json<BusinessReport>(await report('stock-card', `&itemId=${penId}&warehouseId=${b}`));
    expect(card.rows.at(-1)?.cells).toMatchObject({
      moveType: 'REVERSAL',
      number: second.number,
      value: '-115.00',
    });
  });

  it('refuses voiding a transfer whose goods the destination already sold', async () => {
    await created('/invoices', {
      contactId: customerId,
      warehouseId: b,
      items: [{ item_id: penId, name: 'ปากกา', quantity: '2', sale_price: '200' }],
    });
    const first = made[0];
    if (!first) throw new Error('no first transfer');
    const refused = await t.request('POST', `/stock-transfers/${first.id}/void`, { token, body: {} });
    expect(await refusal(refused)).toEqual([422, 'STOCK.INSUFFICIENT', ['status']]);
    expect(
      await json<StockTransfer>(await t.request('GET', `/stock-transfers/${first.id}`, { token })),
    ).toMatchObject({
      status: 'DONE',
    });
    // B sold its 2 at 115.00 (COGS 230.00): 2,070.00 left in A, and in 11510.
    expect(await reconciliation()).toMatchObject({ report: '2070.00', ledger: '2070.00', reconciles: true });
  });

  it.skipIf(!chromium)(
    'prints the transfer in Thai by default (BE dates) and in English with lang=en (CE dates)',
    async () => {
      const pdf = async (query: string) => {
        const response = await t.request('GET', `/stock-transfers/${made[0]?.id ?? ''}/pdf${query}`, {
          token,
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        return readBackPdf(new Uint8Array(await response.arrayBuffer()));
      };
      const [year, month, day] = today.split('-');
      const thai = await pdf('');
      const flatThai = squash(thai.text);
      for (const phrase of ['ใบโอนสินค้าระหว่างคลัง', 'จากคลัง', 'คลัง A', 'ผู้รับสินค้า', '460.00']) {
        expect(flatThai).toContain(squash(phrase));
      }
      expect(flatThai).toContain(`${day}/${month}/${Number(year) + 543}`);
      expect(thai.pages[0]?.inkRatio).toBeGreaterThan(0.005);
      const english = await pdf('?lang=en');
      const flatEnglish = squash(english.text);
      for (const phrase of [
        'Inter-warehouse transfer',
        'From warehouse',
        'Received by',
        'Unit cost',
        '460.00',
      ]) {
        expect(flatEnglish).toContain(squash(phrase));
      }
      expect(flatEnglish).toContain(`${day}/${month}/${year}`);
      expect(flatEnglish).not.toContain('ใบโอนสินค้าระหว่างคลัง');
      expect(english.pages[0]?.inkRatio).toBeGreaterThan(0.005);
      // be=1 wins over the English default era
      expect(squash((await pdf('?lang=en&be=1')).text)).toContain(`${day}/${month}/${Number(year) + 543}`);
    },
    120_000,
  );

  it("answers 404 to another organisation's member for every transfer call", async () => {
    const id = made[0]?.id ?? '';
    const calls: [string, string, unknown][] = [
      ['GET', `/stock-transfers/organization/${orgId}`, undefined],
      [
        'POST',
        '/stock-transfers',
        { organizationId: orgId, fromWarehouseId: a, toWarehouseId: b, date: today, items: pens('1') },
      ],
      ['GET', `/stock-transfers/${id}`, undefined],
      ['POST', `/stock-transfers/${id}/void`, {}],
      ['GET', `/stock-transfers/${id}/pdf`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: otherToken, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
