// Thai tax id mod-11 checksum with the reference vectors (thai-tax-reference §6).
import { describe, expect, it } from 'vitest';
import {
  formatTaxId,
  isValidBranchNumber,
  isValidThaiTaxId,
  normaliseTaxId,
  taxIdCheckDigit,
} from './tax-id.ts';

describe('Thai tax id', () => {
  it('computes the mod-11 check digit (thai-tax-reference §6 worked examples)', () => {
    // 3·13 + 1·12 + 0 + 0 + 6·9 + 0 + 0 + 4·6 + 4·5 + 4·4 + 5·3 + 6·2 = 193; 193 mod 11 = 6; 11 − 6 = 5
    expect(taxIdCheckDigit('310060044563')).toBe(5);
    // s = 241, 241 mod 11 = 10, (11 − 10) mod 10 = 1
    expect(taxIdCheckDigit('010555202968')).toBe(1);
  });

  it('accepts the reference vectors and rejects bad ones', () => {
    expect(isValidThaiTaxId('3100600445635')).toBe(true);
    expect(isValidThaiTaxId('0105552029681')).toBe(true);
    expect(isValidThaiTaxId('1-2345-45678-78-1')).toBe(true);
    expect(isValidThaiTaxId('1 2345 45678 78 1')).toBe(true);
    expect(isValidThaiTaxId('1-2345-45678-78-9')).toBe(false);
    expect(isValidThaiTaxId('1-2345-45678-78-11')).toBe(false);
    expect(isValidThaiTaxId('1111111111111')).toBe(false);
    expect(isValidThaiTaxId('0123456789012')).toBe(false);
    expect(isValidThaiTaxId('')).toBe(false);
    expect(isValidThaiTaxId('31006004456a5')).toBe(false);
  });

  it('normalises and formats', () => {
    expect(normaliseTaxId('0-1055-52029-68-1')).toBe('0105552029681');
    expect(normaliseTaxId('12345')).toBeNull();
    expect(formatTaxId('0105552029681')).toBe('0-10-5-552-02968-1');
    expect(formatTaxId('3100600445635')).toBe('3-1006-00445-63-5');
    expect(formatTaxId('abc')).toBe('abc');
    expect(isValidBranchNumber('00000')).toBe(true);
    expect(isValidBranchNumber('0001')).toBe(false);
  });
});
