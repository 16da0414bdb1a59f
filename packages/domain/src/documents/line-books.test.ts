import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from './kinds.ts';
import {
  accountFromItem,
  kindChoosesLineAccounts,
  kindMovesStock,
  kindNamesWarehouse,
  kindReceivesIntoStock,
  kindsMadeFromOrder,
  lineBookError,
  lineMovesStock,
  lineTakesItemAccount,
  type BookedLine,
} from './line-books.ts';

const product: BookedLine = {
  lineKind: 'item',
  itemId: 'item-1',
  itemType: 'PRODUCT',
  accountCode: null,
  warehouseId: null,
};
const deduction: BookedLine = { ...product, lineKind: 'deposit_deduction' };
const service: BookedLine = { ...product, itemType: 'SERVICE' };
const free: BookedLine = { ...product, itemId: null };

describe('which kinds move goods and name a warehouse', () => {
  it('moves goods on receiving inventory, invoices and cash sales only', () => {
    expect(DOCUMENT_KINDS.filter(kindMovesStock)).toEqual(['INV', 'CA', 'RI']);
  });

  it('names a warehouse on those and on the orders they are made from', () => {
    expect(DOCUMENT_KINDS.filter(kindNamesWarehouse)).toEqual(['QT', 'INV', 'CA', 'PO', 'RI']);
  });
});

describe('kindsMadeFromOrder', () => {
  it('lists what a quotation and a purchase order are made into, and nothing for other kinds', () => {
    expect(kindsMadeFromOrder('QT')).toEqual(['BL', 'INV', 'CA']);
    expect(kindsMadeFromOrder('PO')).toEqual(['RI', 'EXP']);
    expect(DOCUMENT_KINDS.filter((kind) => kindsMadeFromOrder(kind).length > 0)).toEqual(['QT', 'PO']);
  });
});

describe('which kinds book each line to an account', () => {
  it('purchase bills and the order they are made from name each line’s account', () => {
    expect(DOCUMENT_KINDS.filter(kindChoosesLineAccounts)).toEqual(['PO', 'RI', 'EXP']);
  });

  it('receiving inventory and its purchase order may send a product into stock instead', () => {
    expect(DOCUMENT_KINDS.filter(kindReceivesIntoStock)).toEqual(['PO', 'RI']);
  });
});

describe('accountFromItem (decision 0247)', () => {
  const serviceItem = { itemId: 'item-2', itemType: 'SERVICE' } as const;
  const productItem = { itemId: 'item-1', itemType: 'PRODUCT' } as const;

  it("gives a service line of a purchase bill or order its item's purchase account", () => {
    expect(accountFromItem('EXP', serviceItem, '53025')).toBe('53025');
    expect(accountFromItem('RI', serviceItem, '53036')).toBe('53036');
    expect(accountFromItem('PO', serviceItem, '53032.01')).toBe('53032.01');
  });

  it("gives a product on an expense (no goods come into stock) its item's purchase account", () => {
    expect(accountFromItem('EXP', productItem, '53025')).toBe('53025');
  });

  it('leaves a product received into a warehouse to its inventory account, whatever the item says', () => {
    expect(accountFromItem('RI', productItem, '53025')).toBeNull();
    expect(accountFromItem('PO', productItem, '53025')).toBeNull();
  });

  it('says which lines take it: item lines of purchase bills and their order, but no product into stock', () => {
    expect(lineTakesItemAccount('EXP', serviceItem)).toBe(true);
    expect(lineTakesItemAccount('EXP', productItem)).toBe(true);
    expect(lineTakesItemAccount('RI', serviceItem)).toBe(true);
    expect(lineTakesItemAccount('PO', serviceItem)).toBe(true);
    expect(lineTakesItemAccount('RI', productItem)).toBe(false);
    expect(lineTakesItemAccount('PO', productItem)).toBe(false);
    expect(lineTakesItemAccount('EXP', { itemId: null, itemType: 'SERVICE' })).toBe(false);
    expect(lineTakesItemAccount('INV', serviceItem)).toBe(false);
    expect(lineTakesItemAccount('CA', productItem)).toBe(false);
  });

  it('gives nothing to a line without an item, an item without an account, or a sales line', () => {
    expect(accountFromItem('EXP', { itemId: null, itemType: 'SERVICE' }, '53025')).toBeNull();
    expect(accountFromItem('EXP', serviceItem, null)).toBeNull();
    expect(accountFromItem('INV', serviceItem, '53025')).toBeNull();
    expect(accountFromItem('QT', serviceItem, '53025')).toBeNull();
    expect(accountFromItem('PS', serviceItem, '53025')).toBeNull();
  });
});

describe('lineMovesStock', () => {
  it('moves a product line of a sale, whatever its account', () => {
    expect(lineMovesStock('INV', product)).toBe(true);
    expect(lineMovesStock('CA', { ...product, accountCode: '53032.01' })).toBe(true);
  });

  it('moves a product received into inventory (no account, or 11510), not one booked to an expense', () => {
    expect(lineMovesStock('RI', product)).toBe(true);
    expect(lineMovesStock('RI', { ...product, accountCode: '11510' })).toBe(true);
    expect(lineMovesStock('RI', { ...product, accountCode: '51111.01' })).toBe(false);
  });

  it('never moves a service, a free line, or any line of a kind that moves no goods', () => {
    expect(lineMovesStock('INV', service)).toBe(false);
    expect(lineMovesStock('RI', free)).toBe(false);
    expect(lineMovesStock('EXP', product)).toBe(false);
    expect(lineMovesStock('QT', product)).toBe(false);
    expect(lineMovesStock('CN', product)).toBe(false);
  });

  it('never moves a line that is not an item line (a deposit deduction), on any kind', () => {
    expect(lineMovesStock('INV', deduction)).toBe(false);
    expect(lineMovesStock('RI', deduction)).toBe(false);
  });
});

describe('lineBookError', () => {
  it('refuses goods that move without a warehouse, on the header field', () => {
    expect(lineBookError('INV', product, null)).toEqual({
      code: 'DOCUMENT.WAREHOUSE_REQUIRED',
      field: 'warehouseId',
    });
    expect(lineBookError('RI', product, null)?.code).toBe('DOCUMENT.WAREHOUSE_REQUIRED');
  });

  it("takes the line's own warehouse, else the document's", () => {
    expect(lineBookError('INV', product, 'wh-1')).toBeNull();
    expect(lineBookError('CA', { ...product, warehouseId: 'wh-2' }, null)).toBeNull();
    expect(lineBookError('RI', { ...product, warehouseId: 'wh-2' }, null)).toBeNull();
  });

  it('asks a purchase bill line that brings no goods into stock for its account', () => {
    expect(lineBookError('RI', free, 'wh-1')).toEqual({
      code: 'DOCUMENT.LINE_ACCOUNT_REQUIRED',
      field: 'account_code',
    });
    expect(lineBookError('EXP', product, null)?.code).toBe('DOCUMENT.LINE_ACCOUNT_REQUIRED');
    expect(lineBookError('RI', service, 'wh-1')?.code).toBe('DOCUMENT.LINE_ACCOUNT_REQUIRED');
    expect(lineBookError('EXP', { ...free, accountCode: '53032.01' }, null)).toBeNull();
    expect(lineBookError('RI', { ...product, accountCode: '51111.01' }, null)).toBeNull();
  });

  it('refuses inventory on a bill line whose goods do not come into stock', () => {
    expect(lineBookError('RI', { ...free, accountCode: '11510' }, 'wh-1')).toEqual({
      code: 'DOCUMENT.INVENTORY_WITHOUT_STOCK',
      field: 'account_code',
    });
    expect(lineBookError('EXP', { ...product, accountCode: '11510' }, null)?.code).toBe(
      'DOCUMENT.INVENTORY_WITHOUT_STOCK',
    );
  });

  it('asks nothing of lines that neither move goods nor post a bill', () => {
    expect(lineBookError('QT', free, null)).toBeNull();
    expect(lineBookError('PO', free, null)).toBeNull();
    expect(lineBookError('INV', free, null)).toBeNull();
    expect(lineBookError('INV', service, null)).toBeNull();
    expect(lineBookError('CN', product, null)).toBeNull();
  });

  it('asks nothing of a line that is not an item line, where an item line would be refused', () => {
    expect(lineBookError('INV', deduction, null)).toBeNull();
    expect(lineBookError('EXP', deduction, null)).toBeNull();
    expect(lineBookError('EXP', { ...deduction, accountCode: '11510' }, null)).toBeNull();
  });
});
