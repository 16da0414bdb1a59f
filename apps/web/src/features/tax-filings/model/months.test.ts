import { describe, expect, it } from 'vitest';
import { defaultTaxMonth, isTaxMonth, monthLabel, recentMonths, shiftMonth } from './months';

describe('tax months', () => {
  it('shifts across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(defaultTaxMonth('2026-11-23')).toBe('2026-10');
  });
  it('labels in Thai with the Buddhist era, in English with either era', () => {
    expect(monthLabel('2026-01', 'th', 'BE')).toBe('มกราคม 2569');
    expect(monthLabel('2026-01', 'en', 'CE')).toBe('January 2026');
  });
  it('lists recent months newest first and checks the shape', () => {
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(isTaxMonth('2026-13')).toBe(false);
    expect(isTaxMonth('2026-09')).toBe(true);
  });
});
