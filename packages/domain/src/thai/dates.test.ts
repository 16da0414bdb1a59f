// Calendar dates, DD-MM-YYYY and Buddhist-Era Thai formats (thai-tax-reference §9 vectors).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDateDMY,
  formatThaiDate,
  formatThaiTaxMonth,
  isCalendarDate,
  parseDateDMY,
  toBuddhistYear,
} from './dates.ts';

describe('dates', () => {
  it('validates ISO calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('21-11-2026')).toBe(false);
  });

  it('adds days and counts days across months and years', () => {
    expect(addDays('2026-11-21', 30)).toBe('2026-12-21');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30);
    expect(daysBetween('2026-11-21', '2026-11-11')).toBe(-10);
  });

  it('formats DD-MM-YYYY (spec §5) and Buddhist Era', () => {
    expect(formatDateDMY('2026-01-05')).toBe('05-01-2026');
    expect(formatDateDMY('2026-01-05', { era: 'BE' })).toBe('05-01-2569');
    expect(parseDateDMY('05-01-2026')).toBe('2026-01-05');
    expect(parseDateDMY('05/01/2569', { era: 'BE' })).toBe('2026-01-05');
    expect(parseDateDMY('31-02-2026')).toBeNull();
    expect(toBuddhistYear(2026)).toBe(2569);
  });

  it('formats Thai document dates (thai-tax-reference §9 vectors for 5 Jan 2026)', () => {
    expect(formatThaiDate('2026-01-05')).toBe('5 มกราคม 2569');
    expect(formatThaiDate('2026-01-05', 'abbreviated')).toBe('5 ม.ค. 2569');
    expect(formatThaiDate('2026-01-05', 'numeric')).toBe('05/01/2569');
    expect(formatThaiDate('2026-01-05', 'full')).toBe('วันจันทร์ที่ 5 มกราคม พ.ศ. 2569');
    expect(formatThaiDate('2026-12-31')).toBe('31 ธันวาคม 2569');
    expect(formatThaiTaxMonth(2026, 1)).toBe('เดือนภาษี มกราคม ปี 2569');
  });
});
