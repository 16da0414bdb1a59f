import { describe, expect, it } from 'vitest';
import { obligationState, parseTaxMonth, taxDueDate, taxMonthEnd } from './tax-calendar.ts';

describe('tax due dates', () => {
  it('PP30: 15th on paper, 23rd e-filed while the extension runs', () => {
    expect(taxDueDate('PP30', 2026, 1, 'PAPER')).toBe('2026-02-15');
    expect(taxDueDate('PP30', 2026, 1, 'EFILING')).toBe('2026-02-23');
    expect(taxDueDate('PP30', 2026, 12)).toBe('2027-01-23'); // paper 2027-01-15 ≤ 2027-01-31
  });
  it('after 31 Jan 2027 the e-filing extension no longer applies', () => {
    expect(taxDueDate('PP30', 2027, 1, 'EFILING')).toBe('2027-02-15');
    expect(taxDueDate('PND53', 2027, 1, 'EFILING')).toBe('2027-02-07');
  });
  it('PND forms: 7th on paper, 15th e-filed; social security the 15th', () => {
    expect(taxDueDate('PND3', 2026, 11, 'PAPER')).toBe('2026-12-07');
    expect(taxDueDate('PND53', 2026, 11)).toBe('2026-12-15');
    expect(taxDueDate('SSO', 2026, 11)).toBe('2026-12-15');
    expect(() => taxDueDate('PP30', 2026, 0)).toThrow(RangeError);
  });
  it('PP36: 7th on paper, 15th e-filed while the extension runs, the 7th after it (decision 0200)', () => {
    expect(taxDueDate('PP36', 2026, 11, 'PAPER')).toBe('2026-12-07');
    expect(taxDueDate('PP36', 2026, 11, 'EFILING')).toBe('2026-12-15');
    expect(taxDueDate('PP36', 2026, 12, 'EFILING')).toBe('2027-01-15'); // paper 2027-01-07 ≤ 2027-01-31
    expect(taxDueDate('PP36', 2027, 1, 'EFILING')).toBe('2027-02-07');
  });
  it('month ends and tax months', () => {
    expect(taxMonthEnd(2024, 2)).toBe('2024-02-29');
    expect(taxMonthEnd(2026, 12)).toBe('2026-12-31');
    expect(parseTaxMonth('2026-01')).toEqual({ year: 2026, month: 1 });
    expect(parseTaxMonth('2026-13')).toBeNull();
  });
});

describe('obligation state', () => {
  const base = { monthEnd: '2026-01-31', dueDate: '2026-02-23', amount: 32_000n };
  it.each([
    [{ today: '2026-01-31' }, 'NOT_DUE'],
    [{ today: '2026-02-01' }, 'READY'],
    [{ today: '2026-02-23' }, 'READY'],
    [{ today: '2026-02-24' }, 'LATE'],
    [{ today: '2026-02-10', filedOn: '2026-02-10' }, 'FILED'],
    [{ today: '2026-02-24', filedOn: '2026-02-10' }, 'LATE'],
    [{ today: '2026-02-24', filedOn: '2026-02-10', paidOn: '2026-02-11' }, 'PAID'],
    [{ today: '2026-02-10', filedOn: '2026-02-10', amount: 0n }, 'PAID'],
  ])('%o → %s', (change, state) => {
    expect(obligationState({ ...base, ...change })).toBe(state);
  });
});
