// Negative stock (decision 0205), against hand-computed figures: a sale beyond what is on hand leaves at the
// average (or, on an empty shelf, the last known cost); the next goods in cover the shortfall first and the
// difference between their cost and the cost the missing units left at is a COGS correction.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStockMove,
  averageUnitCost,
  costOfShare,
  EMPTY_STOCK,
  lastKnownUnitCost,
  type StockBalance,
  type StockMoveInput,
} from './moving-average.ts';

const u = (units: number) => BigInt(units) * 10_000n;
const allow = { allowNegative: true, lastUnitCost: 1_000_000n }; // last known cost 100.0000

function apply(balance: StockBalance, move: StockMoveInput, options = allow) {
  const applied = applyStockMove(balance, move, options);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value;
}

describe('negative stock allowed', () => {
  it('sell 5 with 0 on hand (last cost 100) → receive 10 @ 120: correction 5 × 20 = 100.00; 5 @ 120 left', () => {
    const sold = apply(EMPTY_STOCK, { direction: 'out', quantity: u(5) });
    // 5 × 100.00 = 500.00 out: the card is −5 units worth −500.00
    expect(sold).toEqual({
      quantity: -u(5),
      value: -50_000n,
      correction: 0n,
      after: { quantity: -u(5), value: -50_000n },
    });
    const received = apply(sold.after, { direction: 'in', quantity: u(10), value: 120_000n });
    // 5 cover the shortfall: at 120 they cost 600.00, they left at 500.00 → 100.00 Dr 51118 · Cr 11510;
    // the card takes 1,200.00 − 100.00 = 1,100.00 and holds 5 units worth 600.00 (120.00 each)
    expect(received).toEqual({
      quantity: u(10),
      value: 110_000n,
      correction: 10_000n,
      after: { quantity: u(5), value: 60_000n },
    });
    expect(averageUnitCost(received.after)).toBe(1_200_000n);
  });

  it('a receipt smaller than the shortfall corrects only what it covers: −5 @ 100, in 2 @ 120 → 40.00', () => {
    const received = apply(
      { quantity: -u(5), value: -50_000n },
      { direction: 'in', quantity: u(2), value: 24_000n },
    );
    // 2 × (120 − 100) = 40.00; the 3 still missing stay at 100.00 each: −300.00
    expect(received.correction).toBe(4_000n);
    expect(received.after).toEqual({ quantity: -u(3), value: -30_000n });
  });

  it('a cheaper receipt corrects the other way: −5 @ 100, in 10 @ 80 → −100.00 (Cr 51118 · Dr 11510)', () => {
    const received = apply(
      { quantity: -u(5), value: -50_000n },
      { direction: 'in', quantity: u(10), value: 80_000n },
    );
    expect(received.correction).toBe(-10_000n);
    expect(received.value).toBe(90_000n);
    expect(received.after).toEqual({ quantity: u(5), value: 40_000n });
  });

  it('a sale beyond what is on hand leaves at the average: 3 worth 300.00, 5 out → 500.00; −2 worth −200.00', () => {
    const sold = apply(
      { quantity: u(3), value: 30_000n },
      { direction: 'out', quantity: u(5) },
      { allowNegative: true, lastUnitCost: 0n },
    );
    expect(sold.value).toBe(-50_000n);
    expect(sold.after).toEqual({ quantity: -u(2), value: -20_000n });
    // a second sale on the negative card leaves at what the missing units left at (100.00)
    const again = apply(
      sold.after,
      { direction: 'out', quantity: u(1) },
      { allowNegative: true, lastUnitCost: 0n },
    );
    expect(again.after).toEqual({ quantity: -u(3), value: -30_000n });
  });

  it('undoing the covering receipt puts the card back where it was (−5 worth −500.00)', () => {
    const undone = apply(
      { quantity: u(5), value: 60_000n },
      { direction: 'undo', quantity: u(10), value: 110_000n },
    );
    expect(undone.after).toEqual({ quantity: -u(5), value: -50_000n });
    const refused = applyStockMove(
      { quantity: u(5), value: 60_000n },
      { direction: 'undo', quantity: u(10), value: 110_000n },
    );
    expect(!refused.ok && refused.error.code).toBe('STOCK.INSUFFICIENT');
  });

  it('without the setting, nothing changes: 0 on hand, 1 needed is refused', () => {
    const refused = applyStockMove(EMPTY_STOCK, { direction: 'out', quantity: u(1) });
    expect(!refused.ok && refused.error.details).toEqual({ onHand: '0.0000', needed: '1.0000' });
  });

  it('the last known cost: the average while goods are on hand (or missing), the last move’s when empty', () => {
    const emptied = apply({ quantity: u(3), value: 10_000n }, { direction: 'out', quantity: u(3) });
    expect(lastKnownUnitCost(emptied, 0n)).toBe(333_333n); // 100.00 / 3 = 33.3333
    const negative = apply(EMPTY_STOCK, { direction: 'out', quantity: u(2) });
    expect(lastKnownUnitCost(negative, 0n)).toBe(1_000_000n);
    // 2 @ 130.00 cover exactly −2 left at 0.00: the card is empty and remembers 130.00, not the net 0.00
    const covered = apply(
      { quantity: -u(2), value: 0n },
      { direction: 'in', quantity: u(2), value: 26_000n },
    );
    expect(covered).toMatchObject({ value: 0n, correction: 26_000n, after: EMPTY_STOCK });
    expect(lastKnownUnitCost(covered, 0n)).toBe(1_300_000n);
  });

  it('property: the card is the sum of its moves, value follows the sign of quantity, corrections add up', () => {
    const move: fc.Arbitrary<StockMoveInput> = fc.oneof(
      fc.record({
        direction: fc.constant('in' as const),
        quantity: fc.bigInt({ min: 1n, max: 1_000_000n }),
        value: fc.bigInt({ min: 0n, max: 10_000_000n }),
      }),
      fc.record({
        direction: fc.constant('out' as const),
        quantity: fc.bigInt({ min: 1n, max: 1_000_000n }),
      }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        let balance = EMPTY_STOCK;
        let last = 0n;
        let values = 0n;
        let costsIn = 0n;
        let corrections = 0n;
        let inValues = 0n;
        for (const m of moves) {
          const applied = apply(balance, m, { allowNegative: true, lastUnitCost: last });
          if (m.direction === 'in') {
            costsIn += m.value;
            inValues += applied.value;
            // the goods left over once the shortfall is covered are worth exactly their cost
            if (balance.quantity < 0n && applied.after.quantity >= 0n) {
              expect(applied.after.value).toBe(m.value - costOfShare(m.value, m.quantity, -balance.quantity));
            }
          }
          values += applied.value;
          corrections += applied.correction;
          balance = applied.after;
          last = lastKnownUnitCost(applied, last);
          const { quantity, value } = balance;
          expect(quantity > 0n ? value >= 0n : quantity < 0n ? value <= 0n : value === 0n).toBe(true);
        }
        expect(balance.value).toBe(values);
        // what came in at cost = what the cards took in + what was corrected into 51118
        expect(inValues + corrections).toBe(costsIn);
      }),
    );
  });
});
