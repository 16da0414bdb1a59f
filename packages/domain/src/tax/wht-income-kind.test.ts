// The kind of income of a PND3 / PND53 row (decision 0239): the line's own text first (cut to 100 characters),
// else its income type, the s.3 เตรส row read by the rate the DG's order gives each kind; accounts that name the
// kind. Never the 50 ทวิ row caption.
import { describe, expect, it } from 'vitest';
import { WITHHOLDING_INCOME_TYPES } from '../constants/withholding.ts';
import {
  clipText,
  WHT_INCOME_DESCRIPTION_MAX,
  whtIncomeDescription,
  whtIncomeKindName,
  whtIncomeKindOfAccount,
} from './wht-income-kind.ts';

describe('whtIncomeDescription', () => {
  it('reads the s.3 เตรส row by its rate: 5 rent, 3 services, 2 advertising, 1 transport, else services', () => {
    const of = (rate: string) => whtIncomeDescription({ typeOfIncome: '5', rate });
    expect(of('5')).toBe('ค่าเช่า');
    expect(of('5.0000')).toBe('ค่าเช่า');
    expect(of('3')).toBe('ค่าบริการ');
    expect(of('3.00')).toBe('ค่าบริการ');
    expect(of('2')).toBe('ค่าโฆษณา');
    expect(of('1')).toBe('ค่าขนส่ง');
    expect(of('1.5')).toBe('ค่าบริการ');
    expect(of('10')).toBe('ค่าบริการ');
    expect(of('')).toBe('ค่าบริการ');
    expect(whtIncomeDescription({ typeOfIncome: '5' })).toBe('ค่าบริการ');
  });

  it('names the other rows by their type', () => {
    const of = (typeOfIncome: Parameters<typeof whtIncomeDescription>[0]['typeOfIncome']) =>
      whtIncomeDescription({ typeOfIncome, rate: '3' });
    expect(of('1')).toBe('เงินเดือน ค่าจ้าง');
    expect(of('2')).toBe('ค่านายหน้า');
    expect(of('3')).toBe('ค่าลิขสิทธิ์');
    expect(of('4A')).toBe('ดอกเบี้ย');
    expect(of('4B11')).toBe('เงินปันผล');
    expect(of('4B25')).toBe('เงินปันผล');
    expect(of('6')).toBe('อื่น ๆ');
  });

  it('the line’s own text wins, white space collapsed, cut at 100 characters', () => {
    expect(whtIncomeDescription({ typeOfIncome: '5', rate: '5', details: '  ค่าจ้าง\nทำป้าย ' })).toBe(
      'ค่าจ้าง ทำป้าย',
    );
    expect(whtIncomeDescription({ typeOfIncome: '5', rate: '5', details: '   ' })).toBe('ค่าเช่า');
    expect(whtIncomeDescription({ typeOfIncome: '5', rate: '5', details: null })).toBe('ค่าเช่า');
    const hundred = 'ก'.repeat(100);
    expect(whtIncomeDescription({ typeOfIncome: '6', details: hundred })).toBe(hundred);
    expect(whtIncomeDescription({ typeOfIncome: '6', details: `${hundred}ข` })).toBe(hundred);
    expect(WHT_INCOME_DESCRIPTION_MAX).toBe(100);
  });

  it('is never the long 50 ทวิ caption, and every type gives at most 100 characters', () => {
    for (const type of WITHHOLDING_INCOME_TYPES) {
      for (const rate of ['1', '2', '3', '5']) {
        const text = whtIncomeDescription({ typeOfIncome: type.code, rate });
        expect([...text].length).toBeLessThanOrEqual(100);
        expect(text).not.toContain('มาตรา 3 เตรส');
      }
    }
  });

  it('clipText cuts whole code points and trims', () => {
    expect(clipText('abc def', 4)).toBe('abc');
    expect(clipText('abcd', 4)).toBe('abcd');
    expect(clipText(' a  b ', 10)).toBe('a b');
  });
});

describe('whtIncomeKindOfAccount', () => {
  it('names the kind of the chart’s expense accounts, sub-accounts by their header', () => {
    expect(whtIncomeKindOfAccount('53021')).toBe('RENT');
    expect(whtIncomeKindOfAccount('52030')).toBe('ADVERTISING');
    expect(whtIncomeKindOfAccount('52040')).toBe('TRANSPORT');
    expect(whtIncomeKindOfAccount('51320')).toBe('HIRE_OF_WORK');
    expect(whtIncomeKindOfAccount('53032.02')).toBe('PROFESSIONAL');
    expect(whtIncomeKindOfAccount('53022')).toBeNull();
    expect(whtIncomeKindOfAccount(null)).toBeNull();
    expect(whtIncomeKindOfAccount(undefined)).toBeNull();
    expect(whtIncomeKindName('HIRE_OF_WORK')).toBe('ค่าจ้างทำของ');
    expect(whtIncomeKindName('INSURANCE')).toBe('ค่าเบี้ยประกันวินาศภัย');
  });
});
