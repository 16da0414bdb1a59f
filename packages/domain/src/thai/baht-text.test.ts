// Baht text with the reference vectors (thai-tax-reference §5) and the grammar edge cases.
import { describe, expect, it } from 'vitest';
import { bahtText, bahtTextFromMoney } from './baht-text.ts';

describe('bahtText', () => {
  // thai-tax-reference §5 vectors (jojoee/bahttext misc/testcases.json)
  it.each([
    ['0.00', 'ศูนย์บาทถ้วน'],
    ['1.00', 'หนึ่งบาทถ้วน'],
    ['11.00', 'สิบเอ็ดบาทถ้วน'],
    ['40010.10', 'สี่หมื่นสิบบาทสิบสตางค์'],
    ['51000001.00', 'ห้าสิบเอ็ดล้านหนึ่งบาทถ้วน'],
    ['0.02', 'สองสตางค์'],
    ['21.21', 'ยี่สิบเอ็ดบาทยี่สิบเอ็ดสตางค์'],
    ['-45621.21', 'ลบสี่หมื่นห้าพันหกร้อยยี่สิบเอ็ดบาทยี่สิบเอ็ดสตางค์'],
    ['101', 'หนึ่งร้อยหนึ่งบาทถ้วน'],
    ['1000000', 'หนึ่งล้านบาทถ้วน'],
  ])('%s → %s', (amount, words) => {
    expect(bahtText(amount)).toBe(words);
  });

  it('follows the grammar for tens, เอ็ด and repeating ล้าน', () => {
    expect(bahtText('10')).toBe('สิบบาทถ้วน');
    expect(bahtText('20')).toBe('ยี่สิบบาทถ้วน');
    expect(bahtText('31')).toBe('สามสิบเอ็ดบาทถ้วน');
    expect(bahtText('111')).toBe('หนึ่งร้อยสิบเอ็ดบาทถ้วน');
    expect(bahtText('1001')).toBe('หนึ่งพันหนึ่งบาทถ้วน');
    expect(bahtText('10700')).toBe('หนึ่งหมื่นเจ็ดร้อยบาทถ้วน');
    expect(bahtText('1070.50')).toBe('หนึ่งพันเจ็ดสิบบาทห้าสิบสตางค์');
    expect(bahtText('123456.78')).toBe('หนึ่งแสนสองหมื่นสามพันสี่ร้อยห้าสิบหกบาทเจ็ดสิบแปดสตางค์');
    expect(bahtText('21000000')).toBe('ยี่สิบเอ็ดล้านบาทถ้วน');
    expect(bahtText('1000000000000')).toBe('หนึ่งล้านล้านบาทถ้วน');
    expect(bahtText('2000011000000')).toBe('สองล้านสิบเอ็ดล้านบาทถ้วน');
    expect(bahtText('0.01')).toBe('หนึ่งสตางค์');
    expect(bahtText('0.11')).toBe('สิบเอ็ดสตางค์');
  });

  it('rounds half-up to the satang before converting (unlike jojoee, which truncates)', () => {
    expect(bahtText('1.005')).toBe('หนึ่งบาทหนึ่งสตางค์');
    expect(bahtText('1.999')).toBe('สองบาทถ้วน');
    expect(bahtText(1.5)).toBe('หนึ่งบาทห้าสิบสตางค์');
    expect(bahtText('-0.001')).toBe('ศูนย์บาทถ้วน');
  });

  it('accepts money in satang', () => {
    expect(bahtTextFromMoney(107000n)).toBe('หนึ่งพันเจ็ดสิบบาทถ้วน');
    expect(bahtTextFromMoney(-1n)).toBe('ลบหนึ่งสตางค์');
  });

  it('handles 10^15, ล้าน joins with empty groups, and numbers in exponent form', () => {
    expect(bahtText('1000000000000000')).toBe('หนึ่งพันล้านล้านบาทถ้วน');
    expect(bahtText(1e15)).toBe('หนึ่งพันล้านล้านบาทถ้วน');
    expect(bahtText('1000000000001')).toBe('หนึ่งล้านล้านหนึ่งบาทถ้วน');
    expect(bahtText('1000001')).toBe('หนึ่งล้านหนึ่งบาทถ้วน');
    expect(bahtText('10000010')).toBe('สิบล้านสิบบาทถ้วน');
    expect(bahtText('11000011')).toBe('สิบเอ็ดล้านสิบเอ็ดบาทถ้วน');
    expect(bahtText('1,000,000.005')).toBe('หนึ่งล้านบาทหนึ่งสตางค์');
    expect(bahtText('-0.005')).toBe('ลบหนึ่งสตางค์');
    expect(bahtText(1e-7)).toBe('ศูนย์บาทถ้วน');
    expect(bahtText(-1.5e-3)).toBe('ศูนย์บาทถ้วน');
    expect(bahtText(1e21)).toBe('หนึ่งพันล้านล้านล้านบาทถ้วน');
  });
});
