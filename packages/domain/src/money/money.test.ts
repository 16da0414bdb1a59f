// Money and scaled decimals: parsing, formatting, half-up rounding and largest-remainder allocation.
import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatDecimal, parseDecimal, rescale, roundDecimal } from './decimal.ts';
import {
  allocate,
  formatMoney,
  formatMoneyInput,
  money,
  multiplyMoney,
  multiplyQuantity,
  parseMoney,
  percentOf,
  sumMoney,
  toMoneyString,
} from './money.ts';

describe('decimal', () => {
  it('rounds division half away from zero', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(-5n, 10n)).toBe(-1n);
    expect(divideHalfUp(-4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, -10n)).toBe(-2n);
  });

  it('parses decimal strings at a scale, rounding extra places half-up', () => {
    expect(parseDecimal('12.3456', 4)).toBe(123456n);
    expect(parseDecimal('1,234.5', 2)).toBe(123450n);
    expect(parseDecimal('1.005', 2)).toBe(101n);
    expect(parseDecimal('1.0049', 2)).toBe(100n);
    expect(parseDecimal('-1.005', 2)).toBe(-101n);
    expect(parseDecimal('.5', 2)).toBe(50n);
    expect(parseDecimal('7', 4)).toBe(70000n);
    expect(parseDecimal('', 2)).toBe(0n);
    expect(parseDecimal(0.1, 2)).toBe(10n);
    expect(() => parseDecimal('abc', 2)).toThrow('Not a decimal number');
    expect(() => parseDecimal('1.2.3', 2)).toThrow();
    expect(() => parseDecimal('-', 2)).toThrow();
  });

  it('formats and rescales', () => {
    expect(formatDecimal(123456n, 4)).toBe('12.3456');
    expect(formatDecimal(-5n, 2)).toBe('-0.05');
    expect(rescale(123456n, 4, 2)).toBe(1235n);
    expect(rescale(12n, 2, 4)).toBe(1200n);
    expect(roundDecimal('1.005')).toBe('1.01');
    expect(roundDecimal('')).toBe('0.00');
    expect(roundDecimal('-2.345')).toBe('-2.35');
    expect(roundDecimal('2.5', 0)).toBe('3');
    expect(roundDecimal('3', 4)).toBe('3.0000');
  });
});

describe('money', () => {
  it('parses wire and display forms into satang', () => {
    expect(parseMoney('1070.00')).toBe(107000n);
    expect(parseMoney('1,070.5')).toBe(107050n);
    expect(parseMoney('')).toBe(0n);
    expect(parseMoney(null)).toBe(0n);
    expect(parseMoney(undefined)).toBe(0n);
    expect(parseMoney('-0.015')).toBe(-2n);
    expect(money(1070)).toBe(107000n);
    expect(money(-5, 50)).toBe(-550n);
  });

  it('formats with two places; display adds thousands separators; empty shows 0.00', () => {
    expect(toMoneyString(107000n)).toBe('1070.00');
    expect(toMoneyString(-550n)).toBe('-5.50');
    expect(toMoneyString(7n)).toBe('0.07');
    expect(formatMoney(123456789n)).toBe('1,234,567.89');
    expect(formatMoney(-123456789n)).toBe('-1,234,567.89');
    expect(formatMoney(123456789n, { thousands: false })).toBe('1234567.89');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoneyInput('')).toBe('0.00');
    expect(formatMoneyInput('1234.5')).toBe('1,234.50');
  });

  it('multiplies quantity by unit price with 4-place inputs, rounding half-up to the satang', () => {
    expect(multiplyQuantity('10', '0.155')).toBe(155n);
    expect(multiplyQuantity('3', '33.3333')).toBe(10000n); // 99.9999 → 100.00
    expect(multiplyQuantity('1.5', '0.0333')).toBe(5n); // 0.04995 → 0.05
    expect(multiplyQuantity('2.5', '10.01')).toBe(2503n); // 25.025 → 25.03
    expect(multiplyQuantity('-1', '10.005')).toBe(-1001n);
  });

  it('takes percentages and factors', () => {
    expect(percentOf(money(1000), '3.00')).toBe(3000n);
    expect(percentOf(money(100), '7')).toBe(700n);
    expect(percentOf(1050n, '3')).toBe(32n); // 10.50 × 3% = 0.315 → 0.32
    expect(percentOf(1016n, '0.5')).toBe(5n); // 10.16 × 0.5% = 0.0508 → 0.05
    expect(multiplyMoney(1001n, '0.5')).toBe(501n); // 5.005 → 5.01
    expect(sumMoney([100n, 250n, -50n])).toBe(300n);
  });

  it('allocates by largest remainder so the parts add up to the total', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(1000n, [3333n, 3333n, 3334n])).toEqual([333n, 333n, 334n]);
    // 5.00 over 1:2:2 → 1.00, 2.00, 2.00 exactly
    expect(allocate(500n, [1n, 2n, 2n])).toEqual([100n, 200n, 200n]);
    // 0.05 over 1:1:1:1 → remainders tie, earlier parts first
    expect(allocate(5n, [1n, 1n, 1n, 1n])).toEqual([2n, 1n, 1n, 1n]);
    expect(allocate(-100n, [1n, 1n, 1n])).toEqual([-33n, -33n, -34n]);
    expect(allocate(10n, [0n, 0n])).toEqual([5n, 5n]);
    expect(allocate(100n, [0n, 5n])).toEqual([0n, 100n]);
    // Negative weights (a deduction line): 50,000 − 10,000 weights, 2,800 VAT → 3,500 and −700.
    expect(allocate(280000n, [5000000n, -1000000n])).toEqual([350000n, -70000n]);
    expect(allocate(0n, [])).toEqual([]);
    expect(() => allocate(1n, [])).toThrow();
    expect(() => allocate(1n, [1n, -1n])).toThrow();
  });

  it('reads numbers printed in exponent form exactly instead of throwing', () => {
    expect(parseDecimal(1.5e-7, 2)).toBe(0n);
    expect(parseDecimal(1.23e-5, 6)).toBe(12n); // 0.0000123 at scale 6
    expect(parseDecimal(-2.5e-3, 4)).toBe(-25n);
    expect(parseDecimal(-5e-3, 2)).toBe(-1n); // -0.005 → -0.01, half away from zero
    expect(parseMoney(1e21)).toBe(10n ** 23n);
    expect(parseMoney(1.5e21)).toBe(15n * 10n ** 22n);
  });
});
