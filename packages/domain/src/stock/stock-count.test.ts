import { describe, expect, it } from 'vitest';
import { applyStockMove, valueAtUnitCost } from './moving-average.ts';
import { planStockCountLine, postStockCount } from './stock-count.ts';

const u = (units: number) => BigInt(units) * 10_000n;
// 3 pens worth 100.00: the average is 33.3333…
const card = { quantity: u(3), value: 10_000n };

describe('stock count lines', () => {
  it('counted 2 of 3: one short, leaving at the average 33.33 (100.00 × 1 / 3, half-up)', () => {
    const plan = planStockCountLine(card, { mode: 'counted', counted: u(2) });
    expect(plan).toEqual({
      ok: true,
      value: { difference: -u(1), move: { direction: 'out', quantity: u(1) } },
    });
    const applied = plan.ok && plan.value.move ? applyStockMove(card, plan.value.move) : null;
    expect(applied?.ok && applied.value.value).toBe(-3_333n);
  });

  it('counted 5 of 3: two found, at the average 100.00 × 2 / 3 = 66.67', () => {
    expect(planStockCountLine(card, { mode: 'counted', counted: u(5) })).toEqual({
      ok: true,
      value: { difference: u(2), move: { direction: 'in', quantity: u(2), value: 6_667n } },
    });
  });

  it('a count that agrees moves nothing', () => {
    expect(planStockCountLine(card, { mode: 'counted', counted: u(3) })).toEqual({
      ok: true,
      value: { difference: 0n, move: null },
    });
  });

  it('surplus and shortage with a quantity', () => {
    expect(planStockCountLine(card, { mode: 'adjust', direction: 'SHORTAGE', quantity: u(3) })).toEqual({
      ok: true,
      value: { difference: -u(3), move: { direction: 'out', quantity: u(3) } },
    });
    const short = planStockCountLine(card, { mode: 'adjust', direction: 'SHORTAGE', quantity: u(4) });
    expect(!short.ok && short.error.code).toBe('STOCK.INSUFFICIENT');
    const zero = planStockCountLine(card, { mode: 'adjust', direction: 'SURPLUS', quantity: 0n });
    expect(!zero.ok && zero.error.code).toBe('STOCK_COUNT.NO_DIFFERENCE');
  });

  it('goods found on an empty shelf need their unit cost: 2.5 at 12.3456 = 30.86', () => {
    const empty = { quantity: 0n, value: 0n };
    const refused = planStockCountLine(empty, { mode: 'counted', counted: u(2) });
    expect(!refused.ok && refused.error.code).toBe('STOCK_COUNT.UNIT_COST_REQUIRED');
    // 2.5 × 12.3456 = 30.864 → 30.86
    expect(
      planStockCountLine(empty, {
        mode: 'adjust',
        direction: 'SURPLUS',
        quantity: 25_000n,
        unitCost: 123_456n,
      }),
    ).toEqual({
      ok: true,
      value: { difference: 25_000n, move: { direction: 'in', quantity: 25_000n, value: 3_086n } },
    });
    // elsewhere the average rules, so a unit cost is refused rather than silently ignored
    const unused = planStockCountLine(card, { mode: 'counted', counted: u(5), unitCost: 10_000n });
    expect(!unused.ok && unused.error.code).toBe('STOCK_COUNT.UNIT_COST_UNUSED');
  });

  it('refuses a surplus the books cannot hold (numeric(18,4) units, numeric(18,2) baht)', () => {
    const huge = planStockCountLine(card, {
      mode: 'adjust',
      direction: 'SURPLUS',
      quantity: 10n ** 18n - 1n,
    });
    expect(!huge.ok && huge.error.code).toBe('STOCK_COUNT.TOO_LARGE');
    const costly = planStockCountLine(
      { quantity: 0n, value: 0n },
      { mode: 'counted', counted: 10n ** 17n, unitCost: 10n ** 17n },
    );
    expect(!costly.ok && costly.error.code).toBe('STOCK_COUNT.TOO_LARGE');
  });

  it('valueAtUnitCost rounds half-up to the satang', () => {
    expect(valueAtUnitCost(5_000n, 10_001n)).toBe(50n); // 0.5 × 1.0001 = 0.50005 → 0.50
    expect(valueAtUnitCost(5_000n, 10_010n)).toBe(50n); // 0.5005 → 0.50
    expect(valueAtUnitCost(15_000n, 10_000n)).toBe(150n); // 1.50
  });
});

describe('the entry of a count', () => {
  it('shortage 33.33 and surplus 66.67: Dr 51116 33.33 · Dr 11510 33.34 · Cr 51117 66.67', () => {
    expect(postStockCount([-3_333n, 6_667n])).toEqual([
      { accountCode: '51116', debit: 3_333n, credit: 0n },
      { accountCode: '11510', debit: 3_334n, credit: 0n },
      { accountCode: '51117', debit: 0n, credit: 6_667n },
    ]);
  });

  it('a shortage only: Dr 51116 · Cr 11510; nothing of value: no lines', () => {
    expect(postStockCount([-1_000n])).toEqual([
      { accountCode: '51116', debit: 1_000n, credit: 0n },
      { accountCode: '11510', debit: 0n, credit: 1_000n },
    ]);
    expect(postStockCount([0n])).toEqual([]);
  });
});
