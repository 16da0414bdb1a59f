// A purchase line takes its item's purchase account when it names none (issue 24 item 2, decision 0247), with
// hand-computed postings: a service or a product bought on an expense is booked to the item's account; a stock
// product received into a warehouse still goes to its inventory; the line's own account wins; an item without
// an account is refused as before; the account is stored on the line (a purchase order's carries to its bills);
// sales lines take none.
import { contacts, items, newId } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import {
  createFixture,
  failure,
  ledgerBalances,
  line,
  stockCardOf,
  type Fixture,
} from './documents.test-fixtures.ts';

let fx: Fixture;
let supplierId: string;
/** A service bought for the office, booked to 53025 stationery and office supplies. */
let stationeryServiceId: string;
/** A product with a purchase account: into stock on a receiving, to 53025 on an expense. */
let tonerId: string;
/** A service with no purchase account: its lines still ask for one. */
let bareServiceId: string;

beforeAll(async () => {
  fx = await createFixture();
  const organizationId = fx.actor.organizationId;
  supplierId = newId();
  stationeryServiceId = newId();
  tonerId = newId();
  bareServiceId = newId();
  await fx.database.db.insert(contacts).values({
    organizationId,
    id: supplierId,
    contactType: 'SUPPLIER',
    contactName: 'บริษัท ผู้ขาย จำกัด',
    taxId: '0105552029681',
    branch: '00000',
  });
  await fx.database.db.insert(items).values([
    {
      organizationId,
      id: stationeryServiceId,
      type: 'SERVICE',
      name: 'บริการถ่ายเอกสาร',
      purchaseAccountCode: '53025',
    },
    { organizationId, id: tonerId, type: 'PRODUCT', name: 'ผงหมึก', purchaseAccountCode: '53025' },
    { organizationId, id: bareServiceId, type: 'SERVICE', name: 'ค่าบริการอื่น' },
  ]);
});
afterAll(async () => {
  await fx.database.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  const books = await booksClientOver(fx.database.db, fx.actor);
  await expectBooksReconcile(books.client, books.scope);
});

describe("a purchase line without an account takes its item's", () => {
  it('a service on an expense: Dr 53025 1,000 · Dr 11611 70 · Cr 21210 1,070', async () => {
    const expense = await fx.create('EXP', {
      contactId: supplierId,
      items: [line('บริการถ่ายเอกสาร', '1', '1000', { item_id: stationeryServiceId })],
    });
    expect(expense.items[0]?.account_code).toBe('53025');
    // 1,000 + VAT 7% 70 = 1,070; a service's VAT waits on 11611 until it is paid (decision 0224).
    expect(await ledgerBalances(fx, [expense.id])).toEqual({
      '11611': '70.00',
      '21210': '-1070.00',
      '53025': '1000.00',
    });
  });

  it('a product on an expense (no goods into stock): Dr 53025 1,000 · Dr 11610 70 · Cr 21210 1,070', async () => {
    const before = await stockCardOf(fx, fx.warehouseId, tonerId);
    const expense = await fx.create('EXP', {
      contactId: supplierId,
      items: [line('ผงหมึก', '2', '500', { item_id: tonerId })],
    });
    expect(expense.items[0]?.account_code).toBe('53025');
    // 2 × 500 = 1,000 + VAT 7% 70 = 1,070; goods' VAT is claimable at once (11610).
    expect(await ledgerBalances(fx, [expense.id])).toEqual({
      '11610': '70.00',
      '21210': '-1070.00',
      '53025': '1000.00',
    });
    expect(await stockCardOf(fx, fx.warehouseId, tonerId)).toEqual(before);
  });

  it("a stock product received into a warehouse goes to its inventory, not the item's account", async () => {
    const received = await fx.create('RI', {
      contactId: supplierId,
      items: [line('ผงหมึก', '3', '400', { item_id: tonerId })],
    });
    expect(received.items[0]?.account_code).toBeUndefined();
    // 3 × 400 = 1,200 + VAT 7% 84 = 1,284, into WH01 on 11510.
    expect(await ledgerBalances(fx, [received.id])).toEqual({
      '11510': '1200.00',
      '11610': '84.00',
      '21210': '-1284.00',
    });
    expect(await stockCardOf(fx, fx.warehouseId, tonerId)).toEqual({ quantity: '3.0000', value: '1200.00' });
  });

  it('a service on a receiving takes it too: Dr 53025 500 · Dr 11611 35 · Cr 21210 535', async () => {
    const received = await fx.create('RI', {
      contactId: supplierId,
      items: [line('บริการถ่ายเอกสาร', '1', '500', { item_id: stationeryServiceId })],
    });
    expect(received.items[0]?.account_code).toBe('53025');
    // 500 + VAT 7% 35 = 535.
    expect(await ledgerBalances(fx, [received.id])).toEqual({
      '11611': '35.00',
      '21210': '-535.00',
      '53025': '500.00',
    });
  });

  it("the line's own account wins over the item's: Dr 53032.01 2,000", async () => {
    const expense = await fx.create('EXP', {
      contactId: supplierId,
      items: [
        line('บริการถ่ายเอกสาร', '1', '2000', { item_id: stationeryServiceId, account_code: '53032.01' }),
      ],
    });
    expect(expense.items[0]?.account_code).toBe('53032.01');
    // 2,000 + VAT 7% 140 = 2,140.
    expect(await ledgerBalances(fx, [expense.id])).toEqual({
      '11611': '140.00',
      '21210': '-2140.00',
      '53032.01': '2000.00',
    });
  });

  it('an item without a purchase account is refused as before, at the line', async () => {
    const refused = await failure(
      fx.create('EXP', {
        contactId: supplierId,
        items: [
          line('บริการถ่ายเอกสาร', '1', '100', { item_id: stationeryServiceId }),
          line('ค่าบริการอื่น', '1', '100', { item_id: bareServiceId }),
        ],
      }),
    );
    expect(refused.code).toBe('DOCUMENT.LINE_ACCOUNT_REQUIRED');
    expect(refused.details?.map((d) => d.path)).toEqual(['items.1.account_code']);
  });

  it("an expense replaced with new lines takes the item's account: Dr 53025 300", async () => {
    const expense = await fx.create('EXP', {
      contactId: supplierId,
      items: [line('ค่าทำบัญชี', '1', '100', { item_type: 'SERVICE', account_code: '53032.01' })],
    });
    const replaced = await fx.update('EXP', expense.id, {
      items: [line('บริการถ่ายเอกสาร', '1', '300', { item_id: stationeryServiceId })],
    });
    expect(replaced.items[0]?.account_code).toBe('53025');
    // 300 + VAT 7% 21 = 321.
    expect(await ledgerBalances(fx, [expense.id])).toEqual({
      '11611': '21.00',
      '21210': '-321.00',
      '53025': '300.00',
    });
  });
});

describe('a purchase order and the bills made from it', () => {
  it("stores the item's account on an order's service line, none on its product line", async () => {
    const order = await fx.create('PO', {
      contactId: supplierId,
      items: [
        line('บริการถ่ายเอกสาร', '4', '250', { item_id: stationeryServiceId }),
        line('ผงหมึก', '1', '400', { item_id: tonerId }),
      ],
    });
    // The service line takes 53025; the product stays for its warehouse's inventory.
    expect(order.items.map((each) => each.account_code ?? null)).toEqual(['53025', null]);
  });

  it("the receiving made from the order keeps the line's account: Dr 53025 1,000", async () => {
    const order = await fx.create('PO', {
      contactId: supplierId,
      items: [line('บริการถ่ายเอกสาร', '4', '250', { item_id: stationeryServiceId })],
    });
    const received = await fx.create('RI', { contactId: supplierId, parentQuotationId: order.id });
    expect(received.items[0]?.account_code).toBe('53025');
    // 4 × 250 = 1,000 + VAT 7% 70 (a service's, on 11611) = 1,070.
    expect(await ledgerBalances(fx, [received.id])).toEqual({
      '11611': '70.00',
      '21210': '-1070.00',
      '53025': '1000.00',
    });
  });

  it("an expense made from an order books its product to the item's account: Dr 53025 800", async () => {
    const order = await fx.create('PO', {
      contactId: supplierId,
      items: [line('ผงหมึก', '2', '400', { item_id: tonerId })],
    });
    expect(order.items[0]?.account_code).toBeUndefined();
    const expense = await fx.create('EXP', { contactId: supplierId, parentQuotationId: order.id });
    expect(expense.items[0]?.account_code).toBe('53025');
    // 2 × 400 = 800 + VAT 7% 56 = 856.
    expect(await ledgerBalances(fx, [expense.id])).toEqual({
      '11610': '56.00',
      '21210': '-856.00',
      '53025': '800.00',
    });
  });
});

describe('sales lines', () => {
  it("take no account from the item: a service invoice's line names none", async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('บริการถ่ายเอกสาร', '1', '1000', { item_id: stationeryServiceId })],
    });
    expect(invoice.items[0]?.account_code).toBeUndefined();
  });
});
