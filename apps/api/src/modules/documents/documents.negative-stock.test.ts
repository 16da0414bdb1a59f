// Negative stock with documents, transfers and counts (decision 0205), against hand-computed figures, with the
// organisation's setting on: a sale from an empty shelf leaves at the last known cost; a receipt covering the
// shortfall posts the COGS correction in its own entry, and voiding it puts the card back below zero; a sale
// voided onto a negative card whose missing units left at another cost posts its correction in an entry of its
// own; a transfer arriving on a negative card posts one in the transfer's entry (reversed by its void); a count
// on a negative card finds goods at the cost the missing units left at. Stock value = 11510 throughout.
import { contacts, items, newId, sql, warehouses } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import { createStockCount, voidStockCount } from '../stock-counts/stock-counts.service.ts';
import { createTransfer, voidTransfer } from '../stock-transfers/transfers.service.ts';
import {
  createFixture,
  ledgerBalances,
  line,
  stockCardOf,
  stockInvariants,
  TODAY,
  type Fixture,
} from './documents.test-fixtures.ts';

let fx: Fixture;
let org: string;
let supplierId: string;
let pen: string;
let ink: string;
let a: string;
let b: string;

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  supplierId = newId();
  pen = newId();
  ink = newId();
  a = newId();
  b = newId();
  const { db } = fx.database;
  await db
    .insert(contacts)
    .values({ organizationId: org, id: supplierId, contactType: 'SUPPLIER', contactName: 'ผู้ขาย' });
  await db.insert(items).values([
    { organizationId: org, id: pen, type: 'PRODUCT', name: 'ปากกา' },
    { organizationId: org, id: ink, type: 'PRODUCT', name: 'หมึก' },
  ]);
  await db.insert(warehouses).values([
    { organizationId: org, id: a, name: 'คลัง A' },
    { organizationId: org, id: b, name: 'คลัง B' },
  ]);
  await db.execute(sql`UPDATE organizations SET allow_negative_stock = true WHERE id = ${org}`);
});
afterAll(async () => {
  await fx.database.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports, read through the API,
// reconcile to its ledger.
afterEach(async () => {
  const books = await booksClientOver(fx.database.db, fx.actor);
  await expectBooksReconcile(books.client, books.scope);
});

const goods = (item: string, quantity: string, price: string) => [
  line('สินค้า', quantity, price, { item_id: item }),
];
const receive = (warehouseId: string, item: string, quantity: string, price: string) =>
  fx.create('RI', { contactId: supplierId, warehouseId, items: goods(item, quantity, price) });
const sell = (warehouseId: string, item: string, quantity: string) =>
  fx.create('INV', { contactId: fx.customerId, warehouseId, items: goods(item, quantity, '500') });
const card = (warehouseId: string, item = pen) => stockCardOf(fx, warehouseId, item);

/** Net per account of the entries posted on their own for COGS corrections (not a document's). */
async function correctionEntries(): Promise<Record<string, string>> {
  const rows = await fx.database.db.execute<{ account_code: string; net: string }>(sql`
    SELECT l.account_code, sum(l.debit - l.credit)::numeric(18,2)::text AS net
    FROM journal_lines l JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${org} AND e.description LIKE 'ปรับปรุงต้นทุนขายสินค้าติดลบ%'
    GROUP BY l.account_code ORDER BY l.account_code`);
  return Object.fromEntries(rows.rows.map((r) => [r.account_code, r.net]));
}

async function expectBooksAgree(stock: string) {
  expect(await stockInvariants(fx)).toEqual({ stock, ledger: stock, cardsOff: '0' });
}

describe('negative stock allowed', () => {
  let coveredSale = '';

  it('a sale from an empty shelf leaves at the last known cost; its void brings the card back to 0', async () => {
    await receive(a, pen, '10', '100');
    await sell(a, pen, '10'); // empty, last known cost 100.00
    const sale = await sell(a, pen, '5');
    expect((await ledgerBalances(fx, [sale.id]))['51118']).toBe('500.00');
    expect(await card(a)).toEqual({ quantity: '-5.0000', value: '-500.00' });
    await fx.act('INV', sale.id, 'VOID');
    // 5 back at the 500.00 they left at, onto −5 worth −500.00: no correction
    expect(await card(a)).toEqual({ quantity: '0.0000', value: '0.00' });
    expect(await correctionEntries()).toEqual({});
    await expectBooksAgree('0.00');
  });

  it('a receipt covering −5 @ 100 with 10 @ 120 corrects 100.00 in its entry; rejecting it goes back to −5', async () => {
    coveredSale = (await sell(a, pen, '5')).id;
    const receipt = await receive(a, pen, '10', '120');
    // 1,200.00 to 11510 by the bill, 100.00 of it corrected: Dr 51118 100.00 · Cr 11510 100.00
    expect(await ledgerBalances(fx, [receipt.id])).toMatchObject({ '11510': '1100.00', '51118': '100.00' });
    expect(await card(a)).toEqual({ quantity: '5.0000', value: '600.00' });
    await expectBooksAgree('600.00');
    await fx.act('RI', receipt.id, 'REJECTED');
    expect(await card(a)).toEqual({ quantity: '-5.0000', value: '-500.00' });
    expect(await ledgerBalances(fx, [receipt.id])).toEqual({});
    await expectBooksAgree('-500.00');
  });

  it('a sale voided onto −5 that left at 120 brings its 5 @ 100 back with a −100.00 correction', async () => {
    await receive(a, pen, '10', '120'); // 5 @ 120 = 600.00 after the 100.00 correction
    await sell(a, pen, '10'); // 600.00 × 10 / 5 = 1,200.00 out: −5 worth −600.00
    expect(await card(a)).toEqual({ quantity: '-5.0000', value: '-600.00' });
    await fx.act('INV', coveredSale, 'VOID');
    // 5 back at 500.00 cover −5 that left at 600.00: 5 × (100 − 120) = −100.00 (Cr 51118 · Dr 11510)
    expect(await correctionEntries()).toEqual({ '11510': '100.00', '51118': '-100.00' });
    expect(await card(a)).toEqual({ quantity: '0.0000', value: '0.00' });
    await expectBooksAgree('0.00');
  });

  it('a transfer arriving on −3 @ 0.00 corrects 300.00 in its own entry; its void reverses it', async () => {
    await sell(b, pen, '3'); // B never held pens: last known cost 0.00, so −3 worth 0.00
    await receive(a, pen, '10', '100');
    const userId = fx.actor.userId;
    const transfer = await createTransfer(fx.database.db, userId, {
      organizationId: org,
      fromWarehouseId: a,
      toWarehouseId: b,
      date: TODAY,
      items: [{ itemId: pen, quantity: '3' }],
    });
    // 3 × 100.00 leave A; at B they cover −3 that left at 0.00: 300.00 Dr 51118 · Cr 11510
    expect(transfer.items[0]?.value).toBe('300.00');
    expect(await card(a)).toEqual({ quantity: '7.0000', value: '700.00' });
    expect(await card(b)).toEqual({ quantity: '0.0000', value: '0.00' });
    await expectBooksAgree('700.00');
    await voidTransfer(fx.database.db, org, transfer.id, { date: TODAY }, userId);
    expect(await card(a)).toEqual({ quantity: '10.0000', value: '1000.00' });
    expect(await card(b)).toEqual({ quantity: '-3.0000', value: '0.00' });
    await expectBooksAgree('1000.00');
  });

  it('a count of 1 on −3 worth −300.00 finds 4 at 100.00 = 400.00 (Dr 11510 · Cr 51117); void restores', async () => {
    await receive(a, ink, '2', '100');
    await sell(a, ink, '5'); // 200.00 × 5 / 2 = 500.00 out: −3 worth −300.00
    expect(await card(a, ink)).toEqual({ quantity: '-3.0000', value: '-300.00' });
    const actor = { userId: fx.actor.userId, organizationId: org };
    const count = await createStockCount(fx.database.db, actor, {
      organizationId: org,
      warehouseId: a,
      date: TODAY,
      lines: [{ itemId: ink, countedQuantity: '1', reason: 'ตรวจนับ' }],
    });
    expect(count.lines[0]).toMatchObject({
      on_hand_quantity: '-3.0000',
      counted_quantity: '1.0000',
      difference: '4.0000',
      value: '400.00',
    });
    expect(await card(a, ink)).toEqual({ quantity: '1.0000', value: '100.00' });
    await expectBooksAgree('1100.00');
    await voidStockCount(fx.database.db, actor, count.id);
    expect(await card(a, ink)).toEqual({ quantity: '-3.0000', value: '-300.00' });
    await expectBooksAgree('700.00');
  });
});
