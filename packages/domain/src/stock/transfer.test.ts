import { describe, expect, it } from 'vitest';
import { checkStockTransfer } from './transfer.ts';

const line = (quantity: bigint) => ({ itemId: 'pen', quantity });

describe('checkStockTransfer', () => {
  it('accepts two different warehouses with positive quantities', () => {
    expect(checkStockTransfer({ fromWarehouseId: 'a', toWarehouseId: 'b', lines: [line(40000n)] })).toEqual({
      ok: true,
      value: true,
    });
  });

  it('refuses the same warehouse on both sides, naming toWarehouseId', () => {
    const result = checkStockTransfer({ fromWarehouseId: 'a', toWarehouseId: 'a', lines: [line(1n)] });
    expect(result.ok ? null : [result.error.code, result.error.details.path]).toEqual([
      'STOCK_TRANSFER.SAME_WAREHOUSE',
      'toWarehouseId',
    ]);
  });

  it('refuses no lines, and names the first line moving nothing', () => {
    const none = checkStockTransfer({ fromWarehouseId: 'a', toWarehouseId: 'b', lines: [] });
    expect(none.ok ? null : none.error.code).toBe('STOCK_TRANSFER.NO_LINES');
    const zero = checkStockTransfer({
      fromWarehouseId: 'a',
      toWarehouseId: 'b',
      lines: [line(10000n), line(0n), line(-1n)],
    });
    expect(zero.ok ? null : [zero.error.code, zero.error.details.path]).toEqual([
      'STOCK_TRANSFER.QUANTITY_NOT_POSITIVE',
      'items.1.quantity',
    ]);
  });
});
