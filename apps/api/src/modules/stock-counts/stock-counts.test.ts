// Stock counts over HTTP (issue 13, decision 0194), figures by hand: 10 pens at 20.00 and 5 at 21.00 come in
// (15 worth 305.00, average 20.3333…); a count of 13 finds 2 missing at 305.00 × 2 / 15 = 40.67 (Dr 51116 ·
// Cr 11510), an adjustment finds 1 more at 264.33 / 13 = 20.33 (Dr 11510 · Cr 51117); voiding it takes the pen
// and the entry back. After each step the stock value equals the 11510 balance. Refusals write nothing and use
// no number; another organisation's member gets 404.
import type { BusinessReport, JournalEntry, StockCount, StockCountList } from '@banchee/contracts';
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
let penId: string;
let inkId: string;
let serviceId: string;
let warehouseId: string;

async function created(path: string, body: Record<string, unknown>): Promise<string> {
  return (await createdRecord(t, path, token, orgId, body)).id;
}

const count = (body: Record<string, unknown>, as = token) =>
  t.request('POST', '/stock-counts', {
    token: as,
    body: { organizationId: orgId, warehouseId, date: '2026-11-20', ...body },
  });

async function onHand(): Promise<{ rows: string[][]; report: string; ledger: string }> {
  const answer = await json<BusinessReport>(
    await t.request('GET', `/reports/inventory/organization/${orgId}?from=2026-01-01&to=2099-12-31`, {
      token,
    }),
  );
  return {
    rows: answer.rows.map((r) => [String(r.cells.code), String(r.cells.quantity), String(r.cells.value)]),
    report: answer.reconciliation?.report ?? '',
    ledger: answer.reconciliation?.ledger ?? '',
  };
}

async function entryLines(id: string): Promise<string[][]> {
  const entry = await json<JournalEntry>(await t.request('GET', `/journals/${id}`, { token }));
  return entry.lines.map((l) => [l.accountCode, l.debit, l.credit]);
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.register();
  const b = await t.register();
  token = a.token;
  orgId = a.organization.id;
  otherToken = b.token;
  otherOrgId = b.organization.id;
  const supplierId = await created('/contacts', { contact_type: 'SUPPLIER', contact_name: 'บริษัท ผู้ขาย จำกัด' });
  penId = await created('/items', { type: 'PRODUCT', name: 'ปากกา', code: 'PEN' });
  inkId = await created('/items', { type: 'PRODUCT', name: 'หมึก', code: 'INK' });
  serviceId = await created('/items', { type: 'SERVICE', name: 'ค่าแรง', code: 'SVC' });
  warehouseId = await created('/warehouses', { name: 'คลังหลัก' });
  const line = (quantity: string, price: string) => ({
    item_id: penId,
    name: 'ปากกา',
    quantity,
    sale_price: price,
  });
  await created('/purchases', { contactId: supplierId, warehouseId, items: [line('10', '20')] });
  await created('/purchases', { contactId: supplierId, warehouseId, items: [line('5', '21')] });
}, 120_000);

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token });
});

describe('stock counts', () => {
  let shortageId: string;
  let surplusId: string;

  it('counted 13 of 15: 2 short at 40.67, Dr 51116 · Cr 11510, the card and 11510 both 264.33', async () => {
    expect(await onHand()).toEqual({
      rows: [['PEN', '15.0000', '305.00']],
      report: '305.00',
      ledger: '305.00',
    });
    const response = await count({
      remarks: 'ตรวจนับสิ้นเดือน',
      lines: [{ itemId: penId, countedQuantity: '13', reason: 'ตรวจนับประจำเดือน' }],
    });
    expect(response.status).toBe(201);
    const body = await json<StockCount>(response);
    shortageId = body.id;
    expect(body.number).toMatch(/^SC20261120\d{4}$/);
    expect(body).toMatchObject({
      status: 'POSTED',
      warehouse_name: 'คลังหลัก',
      shortage_value: '40.67',
      surplus_value: '0.00',
      lines: [
        {
          item_code: 'PEN',
          on_hand_quantity: '15.0000',
          counted_quantity: '13.0000',
          difference: '-2.0000',
          value: '-40.67',
          reason: 'ตรวจนับประจำเดือน',
        },
      ],
    });
    expect(await entryLines(body.journal_entry_id ?? '')).toEqual([
      ['51116', '40.67', '0.00'],
      ['11510', '0.00', '40.67'],
    ]);
    // 305.00 − 40.67 = 264.33
    expect(await onHand()).toEqual({
      rows: [['PEN', '13.0000', '264.33']],
      report: '264.33',
      ledger: '264.33',
    });
  });

  it('a surplus of 1 at the average 264.33 / 13 = 20.33: Dr 11510 · Cr 51117; stock and 11510 284.66', async () => {
    const response = await count({
      lines: [{ itemId: penId, direction: 'SURPLUS', quantity: '1', reason: 'พบสินค้าเกิน' }],
    });
    expect(response.status).toBe(201);
    const body = await json<StockCount>(response);
    surplusId = body.id;
    expect(body.lines[0]).toMatchObject({
      on_hand_quantity: '13.0000',
      difference: '1.0000',
      value: '20.33',
    });
    expect(body.surplus_value).toBe('20.33');
    expect(body.lines[0]?.counted_quantity).toBeUndefined();
    expect(await entryLines(body.journal_entry_id ?? '')).toEqual([
      ['11510', '20.33', '0.00'],
      ['51117', '0.00', '20.33'],
    ]);
    expect(await onHand()).toEqual({
      rows: [['PEN', '14.0000', '284.66']],
      report: '284.66',
      ledger: '284.66',
    });
  });

  it('the stock card shows the counts as ADJUSTMENT moves with their reasons', async () => {
    const card = await json<BusinessReport>(
      await t.request(
        'GET',
        `/reports/stock-card/organization/${orgId}?from=2026-01-01&to=2099-12-31&itemId=${penId}`,
        { token },
      ),
    );
    expect(card.rows.map((r) => [r.cells.moveType, r.cells.value, r.cells.valueAfter])).toEqual([
      ['IN', '200.00', '200.00'],
      ['IN', '105.00', '305.00'],
      ['ADJUSTMENT', '-40.67', '264.33'],
      ['ADJUSTMENT', '20.33', '284.66'],
    ]);
  });

  it('refuses, writing nothing and using no number', async () => {
    const before = await json<StockCountList>(
      await t.request('GET', `/stock-counts/organization/${orgId}`, { token }),
    );
    const tooMany = await count({
      lines: [{ itemId: penId, direction: 'SHORTAGE', quantity: '15', reason: 'หาย' }],
    });
    expect(tooMany.status).toBe(422);
    const tooManyBody = await json<{ error: { code: string; details: { path: string }[] } }>(tooMany);
    expect(tooManyBody.error.code).toBe('STOCK.INSUFFICIENT');
    expect(tooManyBody.error.details.map((d) => d.path)).toEqual(['lines.0']);

    const twice = await count({
      lines: [
        { itemId: penId, countedQuantity: '14', reason: 'นับ' },
        { itemId: penId, countedQuantity: '13', reason: 'นับ' },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await json<{ error: { details: { path: string }[] } }>(twice)).error.details[0]?.path).toBe(
      'lines.1.itemId',
    );

    const service = await count({ lines: [{ itemId: serviceId, countedQuantity: '1', reason: 'นับ' }] });
    expect(service.status).toBe(400);
    expect((await json<{ error: { details: { path: string }[] } }>(service)).error.details[0]?.path).toBe(
      'lines.0.itemId',
    );

    const both = await count({
      lines: [{ itemId: penId, countedQuantity: '1', direction: 'SURPLUS', quantity: '1', reason: 'นับ' }],
    });
    expect(both.status).toBe(400);
    const negative = await count({ lines: [{ itemId: penId, countedQuantity: '-1', reason: 'นับ' }] });
    expect(negative.status).toBe(400);
    const noReason = await count({ lines: [{ itemId: penId, countedQuantity: '1', reason: ' ' }] });
    expect(noReason.status).toBe(400);

    // ink has never been stocked: goods found need their unit cost
    const noCost = await count({ lines: [{ itemId: inkId, countedQuantity: '2', reason: 'พบ' }] });
    expect(noCost.status).toBe(422);
    expect((await json<{ error: { code: string } }>(noCost)).error.code).toBe(
      'STOCK_COUNT.UNIT_COST_REQUIRED',
    );

    const after = await json<StockCountList>(
      await t.request('GET', `/stock-counts/organization/${orgId}`, { token }),
    );
    expect(after.pagination.total).toBe(before.pagination.total);
    expect(await onHand()).toMatchObject({ report: '284.66', ledger: '284.66' });

    // the next count takes the next number: nothing was used by the refusals. 2.5 ink at 12.3456 = 30.86.
    const ink = await json<StockCount>(
      await count({ lines: [{ itemId: inkId, countedQuantity: '2.5', unitCost: '12.3456', reason: 'พบ' }] }),
    );
    const numbers = before.data.map((c) => Number(c.number.slice(-4)));
    expect(Number(ink.number.slice(-4))).toBe(Math.max(...numbers) + 1);
    expect(ink.lines[0]?.value).toBe('30.86');
    // 284.66 + 30.86 = 315.52
    expect(await onHand()).toMatchObject({ report: '315.52', ledger: '315.52' });
  });

  it('refuses a count in a locked period', async () => {
    const locked = await t.request('POST', '/periods/lock', {
      token,
      body: { organizationId: orgId, lockDate: '2026-06-30' },
    });
    expect(locked.status).toBeLessThan(300);
    const response = await count({
      date: '2026-06-15',
      lines: [{ itemId: penId, countedQuantity: '10', reason: 'นับ' }],
    });
    expect(response.status).toBe(422);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('LEDGER.PERIOD_LOCKED');
    expect(await onHand()).toMatchObject({ report: '315.52', ledger: '315.52' });
  });

  it('void takes the found pen and its entry back; twice is refused', async () => {
    const response = await t.request('POST', `/stock-counts/${surplusId}/status`, {
      token,
      body: { action: 'VOID' },
    });
    expect(response.status).toBe(200);
    expect((await json<StockCount>(response)).status).toBe('VOID');
    // 315.52 − 20.33 = 295.19; the pen card is back at 13 worth 264.33
    expect(await onHand()).toEqual({
      rows: [
        ['INK', '2.5000', '30.86'],
        ['PEN', '13.0000', '264.33'],
      ],
      report: '295.19',
      ledger: '295.19',
    });
    const again = await t.request('POST', `/stock-counts/${surplusId}/status`, {
      token,
      body: { action: 'VOID' },
    });
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe(
      'STOCK_COUNT.INVALID_TRANSITION',
    );
  });

  it('another organisation gets 404 for our counts, our list, and posting into our organisation', async () => {
    expect((await t.request('GET', `/stock-counts/${shortageId}`, { token: otherToken })).status).toBe(404);
    expect(
      (
        await t.request('POST', `/stock-counts/${shortageId}/status`, {
          token: otherToken,
          body: { action: 'VOID' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/stock-counts/organization/${orgId}`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await count({ lines: [{ itemId: penId, countedQuantity: '1', reason: 'x' }] }, otherToken)).status,
    ).toBe(404);
    // and our warehouse in its own organisation is not one of its warehouses
    const theirs = await t.request('POST', '/stock-counts', {
      token: otherToken,
      body: {
        organizationId: otherOrgId,
        warehouseId,
        date: '2026-11-20',
        lines: [{ itemId: penId, countedQuantity: '1', reason: 'x' }],
      },
    });
    expect(theirs.status).toBe(400);
    expect(
      (await json<{ error: { details: { path: string }[] } }>(theirs)).error.details.map((d) => d.path),
    ).toEqual(['warehouseId', 'lines.0.itemId']);
    // the original is still ours and posted
    expect(
      (await json<StockCount>(await t.request('GET', `/stock-counts/${shortageId}`, { token }))).status,
    ).toBe('POSTED');
  });
});
