import { describe, expect, it } from 'vitest';
import { CONTACT_CODE_PREFIX, formatRunningCode, runningCodePattern } from './codes.ts';

describe('running codes of records', () => {
  it('pads to five digits and grows beyond them', () => {
    expect(formatRunningCode(CONTACT_CODE_PREFIX, 1)).toBe('C00001');
    expect(formatRunningCode('C', 99_999)).toBe('C99999');
    expect(formatRunningCode('C', 100_000)).toBe('C100000');
  });

  it('refuses numbers that are not running numbers', () => {
    expect(() => formatRunningCode('C', 0)).toThrow(RangeError);
    expect(() => formatRunningCode('C', 1.5)).toThrow(RangeError);
    expect(() => formatRunningCode('C', 1_000_000_000)).toThrow(RangeError);
  });

  it('gives the SQL pattern of the same format', () => {
    const pattern = new RegExp(runningCodePattern('C'));
    expect(['C00001', 'C100000'].every((c) => pattern.test(c))).toBe(true);
    expect(['C0001', 'X00001', 'C00001a', 'C00000000012'].some((c) => pattern.test(c))).toBe(false); // 4 or 11 digits: not ours
  });
});
