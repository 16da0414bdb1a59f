// Depreciation schedules to the satang against hand-computed figures (the arithmetic is in the comments), and
// the properties every schedule keeps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, toMoneyString, type Money } from '../money/money.ts';
import {
  accumulatedByDate,
  depreciationDue,
  depreciationSchedule,
  exceedsTaxCeiling,
  lifeEndDate,
  periodOf,
  type DepreciationBasis,
} from './depreciation.ts';

const s = (m: Money) => toMoneyString(m);

describe('straight line', () => {
  // cost 120,000.00, residual 0, 5 years from 2026-01-15 → life ends 2031-01-14.
  // A full month: 120,000 ÷ 60 = 2,000.00.
  const basis: DepreciationBasis = {
    cost: money(120_000),
    residualValue: 0n,
    usefulLifeYears: 5,
    method: 'STRAIGHT_LINE',
    startDate: '2026-01-15',
  };

  it('prorates the first and last month by days and takes the remainder last', () => {
    const rows = depreciationSchedule(basis, 'MONTH');
    expect(rows).toHaveLength(61); // Jan 2026 … Jan 2031
    // Jan 2026: 15–31 = 17 days of 31 → 2,000 × 17 ÷ 31 = 1,096.774… → 1,096.77
    expect(rows[0]).toMatchObject({ periodStart: '2026-01-01', from: '2026-01-15', to: '2026-01-31' });
    expect(s(rows[0]!.amount)).toBe('1096.77');
    expect(rows.slice(1, 60).every((r) => r.amount === money(2000))).toBe(true);
    // Jan 2031: 120,000 − 1,096.77 − 59 × 2,000 = 903.23 (= 2,000 × 14 ÷ 31 = 903.2258…)
    expect(rows[60]).toMatchObject({ from: '2031-01-01', to: '2031-01-14' });
    expect(s(rows[60]!.amount)).toBe('903.23');
    expect(rows[60]!.accumulated).toBe(money(120_000));
    expect(rows[60]!.bookValue).toBe(0n);
  });

  it('runs yearly with a residual value, by days of the year', () => {
    // cost 50,000, residual 5,000 → 45,000 over 3 years from 2026-04-01 (ends 2029-03-31); a year 15,000.00.
    const rows = depreciationSchedule(
      {
        ...basis,
        cost: money(50_000),
        residualValue: money(5_000),
        usefulLifeYears: 3,
        startDate: '2026-04-01',
      },
      'YEAR',
    );
    // 2026: 1 Apr–31 Dec = 275 of 365 days → 15,000 × 275 ÷ 365 = 11,301.369… → 11,301.37
    // 2027, 2028: 15,000.00; 2029: 45,000 − 41,301.37 = 3,698.63 (= 15,000 × 90 ÷ 365 = 3,698.630…)
    expect(rows.map((r) => s(r.amount))).toEqual(['11301.37', '15000.00', '15000.00', '3698.63']);
    expect(s(rows[3]!.bookValue)).toBe('5000.00');
  });
});

describe('declining balance', () => {
  it('takes the rate on the book value and switches to straight line when that is larger', () => {
    // cost 100,000, no residual, 5 years from 2026-01-01 (ends 2030-12-31, 1,826 days), rate 200 ÷ 5 = 40%.
    const rows = depreciationSchedule(
      {
        cost: money(100_000),
        residualValue: 0n,
        usefulLifeYears: 5,
        method: 'DECLINING_BALANCE',
        startDate: '2026-01-01',
      },
      'YEAR',
    );
    // 2026: 100,000 × 40% = 40,000 (straight 100,000 × 365 ÷ 1,826 = 19,989.05 is smaller)
    // 2027: 60,000 × 40% = 24,000 (straight 60,000 × 365 ÷ 1,461 = 14,989.73)
    // 2028: 36,000 × 40% × 366 ÷ 366 = 14,400 (straight 36,000 × 366 ÷ 1,096 = 12,021.90)
    // 2029: 21,600 × 40% = 8,640 < straight 21,600 × 365 ÷ 730 = 10,800 → 10,800
    // 2030: the rest, 21,600 − 10,800 = 10,800
    expect(rows.map((r) => s(r.amount))).toEqual([
      '40000.00',
      '24000.00',
      '14400.00',
      '10800.00',
      '10800.00',
    ]);
  });

  it('prorates a first partial month by days with a given rate', () => {
    // cost 36,000, 3 years, rate 50%, from 2026-11-21: Nov 21–30 = 10 of 30 days.
    // 36,000 × 50% ÷ 12 × 10 ÷ 30 = 500.00; straight 36,000 × 10 ÷ 1,096 = 328.47 is smaller.
    const rows = depreciationSchedule(
      {
        cost: money(36_000),
        residualValue: 0n,
        usefulLifeYears: 3,
        method: 'DECLINING_BALANCE',
        decliningRatePercent: '50',
        startDate: '2026-11-21',
      },
      'MONTH',
    );
    expect(s(rows[0]!.amount)).toBe('500.00');
    // December: 35,500 × 50% ÷ 12 = 1,479.166… → 1,479.17
    expect(s(rows[1]!.amount)).toBe('1479.17');
    expect(rows.at(-1)!.bookValue).toBe(0n);
  });
});

describe('dates and runs', () => {
  it('ends the life a day before the anniversary, also from 29 February', () => {
    expect(lifeEndDate('2026-01-15', 5)).toBe('2031-01-14');
    expect(lifeEndDate('2028-02-29', 1)).toBe('2029-02-28');
    expect(periodOf('2028-02-10', 'MONTH')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodOf('2028-02-10', 'YEAR')).toEqual({ start: '2028-01-01', end: '2028-12-31' });
  });

  const basis: DepreciationBasis = {
    cost: money(120_000),
    residualValue: 0n,
    usefulLifeYears: 5,
    method: 'STRAIGHT_LINE',
    startDate: '2026-01-15',
  };

  it('books what is due through a date: a month, a skipped month caught up, part of a month', () => {
    expect(s(depreciationDue(basis, 0n, '2026-01-31', 'MONTH'))).toBe('1096.77');
    // February skipped: March catches up 2 × 2,000
    expect(s(depreciationDue(basis, money(1096, 77), '2026-03-31', 'MONTH'))).toBe('4000.00');
    // already booked → nothing again (idempotent)
    expect(depreciationDue(basis, money(1096, 77), '2026-01-31', 'MONTH')).toBe(0n);
    // a disposal on 2026-02-14: 2,000 × 14 ÷ 28 = 1,000.00 for February
    const schedule = depreciationSchedule(basis, 'MONTH');
    expect(s(accumulatedByDate(schedule, '2026-02-14'))).toBe('2096.77');
    expect(accumulatedByDate(schedule, '2025-12-31')).toBe(0n);
    expect(accumulatedByDate(schedule, '2040-01-01')).toBe(money(120_000));
  });

  it('flags a life shorter than the tax ceiling allows (RD 145: years ≥ 100 ÷ rate)', () => {
    expect(exceedsTaxCeiling(3, '33.3333')).toBe(false);
    expect(exceedsTaxCeiling(2, '33.3333')).toBe(true);
    expect(exceedsTaxCeiling(20, '5')).toBe(false);
    expect(exceedsTaxCeiling(19, '5')).toBe(true);
  });

  it('refuses a residual above the cost and a life that is not whole years', () => {
    expect(() => depreciationSchedule({ ...basis, residualValue: money(120_001) }, 'MONTH')).toThrow(
      RangeError,
    );
    expect(() => depreciationSchedule({ ...basis, usefulLifeYears: 0 }, 'MONTH')).toThrow(RangeError);
  });
});

describe('properties', () => {
  const basisArb = fc.record({
    cost: fc.bigInt({ min: 1n, max: 10_000_000_00n }),
    residualShare: fc.integer({ min: 0, max: 100 }),
    usefulLifeYears: fc.integer({ min: 1, max: 25 }),
    method: fc.constantFrom('STRAIGHT_LINE' as const, 'DECLINING_BALANCE' as const),
    startDate: fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    frequency: fc.constantFrom('MONTH' as const, 'YEAR' as const),
  });

  it('sums to cost − residual, never goes past it and never books a negative amount', () => {
    fc.assert(
      fc.property(basisArb, ({ cost, residualShare, frequency, ...rest }) => {
        const residualValue = (cost * BigInt(residualShare)) / 100n;
        const rows = depreciationSchedule({ cost, residualValue, ...rest }, frequency);
        let running = 0n;
        for (const row of rows) {
          expect(row.amount >= 0n).toBe(true);
          running += row.amount;
          expect(running <= cost - residualValue).toBe(true);
          expect(row.accumulated).toBe(running);
        }
        expect(running).toBe(cost - residualValue);
        expect(rows.at(-1)!.to).toBe(lifeEndDate(rest.startDate, rest.usefulLifeYears));
      }),
      { numRuns: 150 },
    );
  });
});
