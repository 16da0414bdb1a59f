// Display formatting: money with two decimals (empty → 0.00), DD-MM-YYYY with the Buddhist Era option,
// Bangkok calendar dates for timestamps, and avatar initials in Thai and English.
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatMoneyField, formatMoneyText, initials, toCalendarDate } from './format';

describe('formatMoneyText', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoneyText('1234.5')).toBe('1,234.50');
    expect(formatMoneyText('1070.00')).toBe('1,070.00');
    expect(formatMoneyText('1234567.89')).toBe('1,234,567.89');
    expect(formatMoneyText('-5.5')).toBe('-5.50');
  });

  it('shows 0.00 for an empty value (spec §5)', () => {
    expect(formatMoneyText('')).toBe('0.00');
    expect(formatMoneyText(null)).toBe('0.00');
    expect(formatMoneyText(undefined)).toBe('0.00');
  });

  it('rounds a four-place price half-up to the satang', () => {
    expect(formatMoneyText('10.125')).toBe('10.13');
    expect(formatMoneyText('99.9949')).toBe('99.99');
  });
});

describe('formatDisplayDate', () => {
  it('formats calendar dates as DD-MM-YYYY', () => {
    expect(formatDisplayDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDisplayDate('2026-11-21', 'CE')).toBe('21-11-2026');
  });

  it('adds 543 to the year in the Buddhist Era', () => {
    expect(formatDisplayDate('2026-01-05', 'BE')).toBe('05-01-2569');
    expect(formatDisplayDate('2024-02-29', 'BE')).toBe('29-02-2567');
  });

  it('reads timestamps as Bangkok dates (UTC+7)', () => {
    // 18:30 UTC on 21 November is 01:30 on 22 November in Bangkok.
    expect(toCalendarDate('2026-11-21T18:30:00Z')).toBe('2026-11-22');
    expect(formatDisplayDate('2026-11-21T16:59:59Z')).toBe('21-11-2026');
    expect(formatDisplayDate(new Date(Date.UTC(2025, 11, 31, 17, 0, 0)), 'BE')).toBe('01-01-2569');
  });

  it('shows nothing for missing or invalid values', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letter of first and last name', () => {
    expect(initials('Somchai', 'Jaidee')).toBe('SJ');
    expect(initials('anna', '')).toBe('A');
    expect(initials('', '')).toBe('?');
  });

  it('skips Thai leading vowels', () => {
    expect(initials('สมชาย', 'ใจดี')).toBe('สจ');
    expect(initials('เอกชัย', 'แก้วมณี')).toBe('อก');
  });
});

describe('formatMoneyField', () => {
  it('groups thousands and shows at least two decimals, keeping further places as typed', () => {
    expect(formatMoneyField('1500')).toBe('1,500.00');
    expect(formatMoneyField('850.5')).toBe('850.50');
    expect(formatMoneyField('1234567.8900')).toBe('1,234,567.89');
    expect(formatMoneyField('12.3456')).toBe('12.3456');
    expect(formatMoneyField('0.5')).toBe('0.50');
    expect(formatMoneyField('007')).toBe('7.00');
    expect(formatMoneyField('-2500')).toBe('-2,500.00');
  });

  it('leaves empty fields and text that is not a figure as typed', () => {
    expect(formatMoneyField('')).toBe('');
    expect(formatMoneyField('2..')).toBe('2..');
    expect(formatMoneyField('abc')).toBe('abc');
    expect(formatMoneyField('12,50')).toBe('12,50');
  });
});
