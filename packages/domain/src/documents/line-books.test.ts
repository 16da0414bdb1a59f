import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from './kinds.ts';
import {
  kindMovesStock,
  kindNamesWarehouse,
  lineBookError,
  lineMovesStock,
  type BookedLine,
} from './line-books.ts';

const product: BookedLine = { itemId: 'item-1', itemType: 'PRODUCT', accountCode: null, warehouseId: null };
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
});
