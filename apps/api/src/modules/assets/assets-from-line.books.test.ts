// The books after "Create asset from this line" (issue 24 item 3, decision 0228), hand-computed: a 36,000 copier
// booked as an expense becomes an asset whose cost leaves that account for 12470; after May's depreciation the
// register equals 12470 / 12471 and the net book value is 35,000, never negative. A product received into stock
// (the bill debits 11510 and the stock card) is refused: made an asset with nothing moved, its book value went
// negative. Deleting an unused asset reverses its capitalisation and frees its line; the bill is not rejected or
// re-figured under its assets; a locked month refuses the making and the deleting with nothing written; a
// write-off empties both accounts.
import type {
  Asset,
  AssetCategoryList,
  AssetRegister,
  JournalEntry,
  RegisterResponse,
  SalesDocument,
  TrialBalanceReport,
} from '@banchee/contracts';
import { parseMoney, toMoneyString } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

type Refusal = { error: { code: string; details?: { path: string }[] } };

let t: TestApp, me: RegisterResponse, orgId: string, supplierId: string;
let category: Record<string, string>;
let bill: SalesDocument;

const get = async <T>(path: string) => json<T>(await t.request('GET', path, { token: me.token }));
const lines = (entry: JournalEntry) => entry.lines.map((l) => [l.accountCode, l.debit, l.credit]);

/** Closing balances (debit − credit) through `to`, of the accounts asked for. */
async function balances(codes: string[], to = '2026-12-31'): Promise<Record<string, string>> {
  const report = await get<TrialBalanceReport>(
    `/reports/trial-balance/organization/${orgId}?from=2026-01-01&to=${to}`,
  );
  expect(report.balanced).toBe(true);
  return Object.fromEntries(
    codes.map((code) => {
      const row = report.rows.find((r) => r.code === code);
      const net = row ? parseMoney(row.closing.debit) - parseMoney(row.closing.credit) : 0n;
      return [code, toMoneyString(net)];
    }),
  );
}

async function purchase(date: string, items: Record<string, unknown>[], extra = {}) {
  const made = await postJson<SalesDocument>(t, '/purchases', me.token, {
    organizationId: orgId,
    contactId: supplierId,
    date,
    items,
    ...extra,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

const fromLine = (sourceLineId: string, code: string, categoryCode = 'COM', extra = {}) =>
  postJson<Asset & Refusal>(t, '/fixed-assets/from-line', me.token, {
    organizationId: orgId,
    sourceLineId,
    code,
    categoryId: category[categoryCode],
    usefulLifeYears: categoryCode === 'COM' ? 3 : 5,
    method: 'STRAIGHT_LINE',
    ...extra,
  });

beforeAll(async () => {
  ({ t, me, orgId } = await createTwoOrganizations());
  const { data } = await get<AssetCategoryList>(`/asset-categories/organization/${orgId}`);
  category = Object.fromEntries(data.map((c) => [c.code ?? '', c.id]));
  const supplier = await postJson<{ id: string }>(t, '/contacts', me.token, {
    organizationId: orgId,
    contact_type: 'SUPPLIER',
    contact_name: 'บริษัท ออฟฟิศ ซัพพลาย จำกัด',
  });
  supplierId = supplier.body.id;
  bill = await purchase('2026-05-01', [
    // both booked as an expense: 53032.01 36,000 + 12,000 (VAT 3,360; payable 51,360)
    { name: 'เครื่องถ่ายเอกสาร', quantity: '1', sale_price: '36000', account_code: '53032.01' },
    { name: 'โต๊ะประชุม', quantity: '1', sale_price: '12000', account_code: '53032.01' },
  ]);
}, 180_000);
afterAll(() => t.close());

let copier: Asset;

describe('an asset from a bill line carries its cost on the asset account', () => {
  it('moves the copier’s 36,000 from 53032.01, where the bill put it, to 12470 on the bill date', async () => {
    expect(await balances(['12470', '53032.01', '21210'])).toEqual({
      '12470': '0.00',
      '53032.01': '48000.00',
      // 48,000 + 7% VAT 3,360 = 51,360 payable
      '21210': '-51360.00',
    });
    const made = await fromLine(bill.items[0]!.id, 'FA-COPIER');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    copier = made.body;
    expect([copier.cost, copier.acquisitionDate, copier.bookValue]).toEqual([
      '36000.00',
      '2026-05-01',
      '36000.00',
    ]);
    const entry = await get<JournalEntry>(`/journals/${copier.capitalisationEntryId ?? 'none'}`);
    expect([entry.date, lines(entry)]).toEqual([
      '2026-05-01',
      [
        ['12470', '36000.00', '0.00'],
        ['53032.01', '0.00', '36000.00'],
      ],
    ]);
    expect(await balances(['12470', '53032.01'])).toEqual({ '12470': '36000.00', '53032.01': '12000.00' });
  });

  it('deleting an unused asset reverses its capitalisation and frees the line', async () => {
    const table = bill.items[1]!.id;
    const made = await fromLine(table, 'FA-TABLE', 'FUR');
    expect(made.status).toBe(201);
    // Dr 12450 12,000 · Cr 53032.01 12,000
    expect(await balances(['12450', '53032.01'])).toEqual({ '12450': '12000.00', '53032.01': '0.00' });
    // its cost and date come from the line, its asset account from its category
    const changed = await t.request('PUT', `/fixed-assets/${made.body.id}`, {
      token: me.token,
      body: {
        name: made.body.name,
        categoryId: category.COM,
        acquisitionDate: '2026-05-01',
        startDate: '2026-05-01',
        cost: '11000',
        usefulLifeYears: 5,
        method: 'STRAIGHT_LINE',
      },
    });
    const refusal = await json<Refusal>(changed);
    expect([changed.status, refusal.error.code, refusal.error.details?.map((d) => d.path)]).toEqual([
      422,
      'ASSET.FROM_LINE_FIXED',
      ['cost', 'categoryId'],
    ]);
    const removed = await t.request('DELETE', `/fixed-assets/${made.body.id}`, { token: me.token });
    expect(removed.status).toBe(204);
    // reversed on 2026-05-01: Dr 53032.01 · Cr 12450, back to the bill's figures
    expect(await balances(['12450', '53032.01'], '2026-05-01')).toEqual({
      '12450': '0.00',
      '53032.01': '12000.00',
    });
    const again = await fromLine(table, 'FA-TABLE-2', 'FUR');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await t.request('DELETE', `/fixed-assets/${again.body.id}`, { token: me.token })).status).toBe(
      204,
    );
    expect(await balances(['12450', '53032.01'])).toEqual({ '12450': '0.00', '53032.01': '12000.00' });
  });

  it("after May's depreciation the register equals 12470 and 12471: book value 35,000", async () => {
    const run = await postJson<{ total: string }>(t, '/depreciation-runs', me.token, {
      organizationId: orgId,
      frequency: 'MONTH',
      year: 2026,
      month: 5,
    });
    // 36,000 ÷ (3 years × 12) = 1,000.00 for the whole of May
    expect([run.status, run.body.total]).toEqual([201, '1000.00']);
    const books = await balances(['12470', '12471', '53064'], '2026-05-31');
    expect(books).toEqual({ '12470': '36000.00', '12471': '-1000.00', '53064': '1000.00' });
    const register = await get<AssetRegister>(
      `/reports/fixed-asset-register/organization/${orgId}?year=2026`,
    );
    expect(register.totals).toMatchObject({
      cost: '36000.00',
      closingAccumulated: '1000.00',
      bookValue: '35000.00',
    });
    // register = books: cost = 12470, accumulated = −12471, net book value = 12470 + 12471 ≥ 0
    expect(register.totals.cost).toBe(books['12470']);
    expect(toMoneyString(-parseMoney(books['12471']))).toBe(register.totals.closingAccumulated);
    expect(parseMoney(books['12470']) + parseMoney(books['12471'])).toBe(parseMoney('35000'));
  });

  it('keeps the bill from being rejected or re-figured while its asset is in the register', async () => {
    const rejected = await t.request('POST', `/purchases/${bill.id}/status`, {
      token: me.token,
      body: { action: 'REJECTED' },
    });
    expect([rejected.status, (await json<Refusal>(rejected)).error.code]).toEqual([
      422,
      'RECEIVING_INVENTORY.HAS_ASSETS',
    ]);
    const edited = await t.request('PUT', `/purchases/${bill.id}`, {
      token: me.token,
      body: {
        items: [{ name: 'เครื่องถ่ายเอกสาร', quantity: '1', sale_price: '30000', account_code: '53032.01' }],
      },
    });
    expect([edited.status, (await json<Refusal>(edited)).error.code]).toEqual([
      422,
      'RECEIVING_INVENTORY.HAS_ASSETS',
    ]);
    expect(await balances(['53032.01', '12470', '21210'])).toEqual({
      '53032.01': '12000.00',
      '12470': '36000.00',
      '21210': '-51360.00',
    });
  });

  it('refuses a line whose goods went into stock: they stay on 11510 and the stock card', async () => {
    const warehouse = await postJson<{ id: string }>(t, '/warehouses', me.token, {
      organizationId: orgId,
      name: 'คลังหลัก',
    });
    const product = await postJson<{ id: string }>(t, '/items', me.token, {
      organizationId: orgId,
      type: 'PRODUCT',
      name: 'หมึกพิมพ์',
    });
    const stocked = await purchase(
      '2026-05-10',
      [{ name: 'หมึกพิมพ์', quantity: '10', sale_price: '500', item_id: product.body.id }],
      { warehouseId: warehouse.body.id },
    );
    const refused = await fromLine(stocked.items[0]!.id, 'FA-INK');
    expect([refused.status, refused.body.error.code, refused.body.error.details?.[0]?.path]).toEqual([
      422,
      'ASSET.SOURCE_IN_STOCK',
      'sourceLineId',
    ]);
    // 10 × 500 received: 11510 holds the ink, and no asset claims it
    expect(await balances(['11510', '12470'])).toEqual({ '11510': '5000.00', '12470': '36000.00' });
    const { data } = await get<{ data: Asset[] }>(`/fixed-assets/organization/${orgId}`);
    expect(data.map((a) => a.code)).toEqual(['FA-COPIER']);
  });

  it('writing the copier off on 30 June leaves nothing on 12470 or 12471', async () => {
    const written = await postJson<Asset>(t, `/fixed-assets/${copier.id}/dispose`, me.token, {
      kind: 'WRITE_OFF',
      date: '2026-06-30',
    });
    expect([written.status, written.body.status]).toEqual([200, 'WRITTEN_OFF']);
    // June's 1,000 to the day, then Dr 12471 2,000 · Dr 49880 34,000 · Cr 12470 36,000
    expect(await balances(['12470', '12471', '53064', '49880'])).toEqual({
      '12470': '0.00',
      '12471': '0.00',
      '53064': '2000.00',
      '49880': '34000.00',
    });
  });

  it('a locked month refuses the making and the deleting, with nothing written', async () => {
    const april = await purchase('2026-04-10', [
      { name: 'จอภาพ', quantity: '1', sale_price: '9000', account_code: '53032.01' },
      { name: 'เครื่องพิมพ์', quantity: '1', sale_price: '6000', account_code: '53032.01' },
    ]);
    const screen = await fromLine(april.items[0]!.id, 'FA-SCREEN', 'OFF');
    expect(screen.status).toBe(201);
    await postJson(t, '/periods/lock', me.token, { organizationId: orgId, lockDate: '2026-04-30' });
    const before = await balances(['53032.01', '12460']);
    // 53032.01: May's table 12,000 + April's 9,000 + 6,000 − the screen's 9,000 moved to 12460
    expect(before).toEqual({ '53032.01': '18000.00', '12460': '9000.00' });
    const printer = await fromLine(april.items[1]!.id, 'FA-PRINTER', 'OFF');
    expect([printer.status, printer.body.error.code]).toEqual([422, 'LEDGER.PERIOD_LOCKED']);
    const removed = await t.request('DELETE', `/fixed-assets/${screen.body.id}`, { token: me.token });
    expect([removed.status, (await json<Refusal>(removed)).error.code]).toEqual([
      422,
      'LEDGER.PERIOD_LOCKED',
    ]);
    const { data } = await get<{ data: Asset[] }>(`/fixed-assets/organization/${orgId}`);
    expect(data.map((a) => a.code)).toEqual(['FA-COPIER', 'FA-SCREEN']);
    expect(await balances(['53032.01', '12460'])).toEqual(before);
  });
});
