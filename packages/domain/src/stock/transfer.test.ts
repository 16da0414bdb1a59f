import { describe, expect, it } from 'vitest';
import { checkStockTransfer, postStockTransfer } from './transfer.ts';

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

describe('postStockTransfer (decision 0211)', () => {
  const lines = (entry: ReturnType<typeof postStockTransfer>) =>
    entry.map((l) => `${l.accountCode} ${l.debit}/${l.credit}`).sort();

  it('between accounts: Dr the destination · Cr the source at the value that left (satang)', () => {
    const moved = [
      { fromAccount: '11510', toAccount: '11520', value: 40_000n },
      { fromAccount: '11510', toAccount: '11520', value: 1_234n },
    ];
    expect(lines(postStockTransfer(moved))).toEqual(['11510 0/41234', '11520 41234/0']);
  });

  it('on one account: nothing, unless an arrival on a negative card corrected COGS', () => {
    const moved = [{ fromAccount: '11510', toAccount: '11510', value: 40_000n }];
    expect(postStockTransfer(moved)).toEqual([]);
    expect(lines(postStockTransfer(moved, new Map([['11510', 600n]])))).toEqual([
      '11510 0/600',
      '51118 600/0',
    ]);
  });

  it('between accounts with a correction on the destination: both in one entry, netted', () => {
    const moved = [{ fromAccount: '11510', toAccount: '11520', value: 40_000n }];
    expect(lines(postStockTransfer(moved, new Map([['11520', 600n]])))).toEqual([
      '11510 0/40000',
      '11520 39400/0',
      '51118 600/0',
    ]);
  });
});
