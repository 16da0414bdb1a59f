// Quick ranges of the report frame, by hand: 23-11-2026 is in Q4 (October–December).
import { describe, expect, it } from 'vitest';
import { quickRange, quickRanges } from './dates';

describe('quick ranges', () => {
  it('gives whole months, the quarter and years around the day', () => {
    const today = '2026-11-23';
    expect(Object.fromEntries(quickRanges.map((r) => [r, quickRange(r, today)]))).toEqual({
      thisMonth: { from: '2026-11-01', to: '2026-11-23' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
      thisQuarter: { from: '2026-10-01', to: '2026-11-23' },
      thisYear: { from: '2026-01-01', to: '2026-11-23' },
      lastYear: { from: '2025-01-01', to: '2025-12-31' },
    });
  });

  it('crosses the year and ends February on its last day', () => {
    expect(quickRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickRange('lastMonth', '2028-03-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(quickRange('thisQuarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });
});
