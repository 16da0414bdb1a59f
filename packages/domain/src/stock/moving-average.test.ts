import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStockMove,
  averageUnitCost,
  costOfShare,
  EMPTY_STOCK,
  type StockBalance,
  type StockMoveInput,
} from './moving-average.ts';

const u = (units: number) => BigInt(units) * 10_000n;

function run(moves: StockMoveInput[]): StockBalance {
  return moves.reduce((balance, move) => {
    const applied = applyStockMove(balance, move);
    if (!applied.ok) throw new Error(applied.error.message);
    return applied.value.after;
  }, EMPTY_STOCK);
}

describe('moving weighted average', () => {
  it('10 @ 100.00 then 10 @ 130.00 averages 115.00; 4 out cost 460.00', () => {
    // 1,000.00 + 1,300.00 = 2,300.00 for 20 units → 115.00 each; 4 × 115.00 = 460.00 out
    const balance = run([
      { direction: 'in', quantity: u(10), value: 100_000n },
      { direction: 'in', quantity: u(10), value: 130_000n },
    ]);
    expect(averageUnitCost(balance)).toBe(1_150_000n); // 115.0000
    const out = applyStockMove(balance, { direction: 'out', quantity: u(4) });
    expect(out.ok && out.value).toEqual({
      quantity: -u(4),
      value: -46_000n,
      correction: 0n,
      after: { quantity: u(16), value: 184_000n }, // 2,300.00 − 460.00 = 1,840.00
    });
  });

  it('rounds half-up and the last unit out takes what is left', () => {
    // 3 units for 100.00: 1 out = 33.333… → 33.33; then 2 out take the remaining 66.67
    const balance = run([{ direction: 'in', quantity: u(3), value: 10_000n }]);
    const one = applyStockMove(balance, { direction: 'out', quantity: u(1) });
    expect(one.ok && one.value.value).toBe(-3_333n);
    const rest = one.ok ? applyStockMove(one.value.after, { direction: 'out', quantity: u(2) }) : one;
    expect(rest.ok && rest.value).toEqual({
      quantity: -u(2),
      value: -6_667n,
      correction: 0n,
      after: EMPTY_STOCK,
    });
  });

  it('refuses selling more than is on hand, naming both quantities', () => {
    const balance = run([{ direction: 'in', quantity: u(2), value: 200n }]);
    const result = applyStockMove(balance, { direction: 'out', quantity: u(3) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('STOCK.INSUFFICIENT');
      expect(result.error.details).toEqual({ onHand: '2.0000', needed: '3.0000' });
    }
  });

  it('undoing a receipt whose cost was used by sales is refused', () => {
    // 10 @ 100 + 10 @ 200 = 3,000.00; 10 out at 150 = 1,500.00; undo the second 10 (2,000.00) → −500.00
    const balance = run([
      { direction: 'in', quantity: u(10), value: 100_000n },
      { direction: 'in', quantity: u(10), value: 200_000n },
      { direction: 'out', quantity: u(10) },
    ]);
    const undo = applyStockMove(balance, { direction: 'undo', quantity: u(10), value: 200_000n });
    expect(!undo.ok && undo.error.code).toBe('STOCK.COST_USED');
    // Undoing the first (1,000.00) leaves 0 units worth 500.00: refused too.
    const first = applyStockMove(balance, { direction: 'undo', quantity: u(10), value: 100_000n });
    expect(!first.ok && first.error.code).toBe('STOCK.COST_USED');
  });

  it('a return comes back at the cost it left with, pro rata', () => {
    // 4 units left at 460.00; 1 returned = 115.00; all 4 = 460.00
    expect(costOfShare(46_000n, u(4), u(1))).toBe(11_500n);
    expect(costOfShare(46_000n, u(4), u(4))).toBe(46_000n);
  });

  it('property: value is the sum of move values, never negative, and 0 whenever nothing is on hand', () => {
    const move: fc.Arbitrary<StockMoveInput> = fc.oneof(
      fc.record({
        direction: fc.constant('in' as const),
        quantity: fc.bigInt({ min: 1n, max: 10_000_000n }),
        value: fc.bigInt({ min: 0n, max: 100_000_000n }),
      }),
      fc.record({
        direction: fc.constant('out' as const),
        quantity: fc.bigInt({ min: 1n, max: 10_000_000n }),
      }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let balance = EMPTY_STOCK;
        let sumOfMoves = 0n;
        let sumOfQuantities = 0n;
        for (const m of moves) {
          const applied = applyStockMove(balance, m);
          if (!applied.ok) {
            expect(applied.error.code).toBe('STOCK.INSUFFICIENT');
            continue;
          }
          sumOfMoves += applied.value.value;
          sumOfQuantities += applied.value.quantity;
          balance = applied.value.after;
          expect(balance.value).toBeGreaterThanOrEqual(0n);
          expect(balance.quantity).toBeGreaterThanOrEqual(0n);
          if (balance.quantity === 0n) expect(balance.value).toBe(0n);
        }
        expect(balance).toEqual({ quantity: sumOfQuantities, value: sumOfMoves });
      }),
    );
  });
});
