// The 50 ทวิ certificate: what each choice requires, hand-computed line figures and totals for each payer
// condition, VAT-inclusive amounts, the form rows and the total tax in words.
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { WITHHOLDING_INCOME_TYPES } from '../constants/withholding.ts';
import {
  computeWhtCertificate,
  validateWhtCertificate,
  WHT_FORM_ROWS,
  whtFiguresByRow,
  whtFormRowOf,
  type WhtCertificateInput,
  type WhtCertificateLine,
} from './wht-certificate.ts';

const line = (overrides: Partial<WhtCertificateLine> = {}): WhtCertificateLine => ({
  lineNumber: 1,
  typeOfIncome: '5',
  typeOfIncomeOtherDetails: 'ค่าบริการ',
  taxRate: '3.00',
  amount: money(10000),
  vatType: 'EXCLUSIVE',
  ...overrides,
});

const certificate = (overrides: Partial<WhtCertificateInput> = {}): WhtCertificateInput => ({
  formType: 'PND53',
  formYear: 2026,
  payer: 'TAX_AT_SOURCE',
  date: '2026-03-15',
  lines: [line()],
  ...overrides,
});

const codesOf = (input: WhtCertificateInput) =>
  validateWhtCertificate(input).map((issue) => `${issue.path}:${issue.code}`);

describe('validateWhtCertificate', () => {
  it('accepts a service fee to a company on PND53', () => {
    expect(validateWhtCertificate(certificate())).toEqual([]);
  });

  it('names the field at fault for each header choice', () => {
    expect(codesOf(certificate({ formType: 'PND99' }))).toEqual(['form_type:WHT.INVALID_FORM_TYPE']);
    // 2569 is a Buddhist-era year: the form year is kept in the Common Era.
    expect(codesOf(certificate({ formYear: 2569 }))).toEqual(['form_year:WHT.INVALID_FORM_YEAR']);
    expect(codesOf(certificate({ payer: 'SOMEONE' }))).toEqual(['payer:WHT.INVALID_PAYER']);
    expect(codesOf(certificate({ payer: 'OTHERS', payerOthers: ' ' }))).toEqual([
      'payer_others:WHT.REQUIRED',
    ]);
    expect(codesOf(certificate({ payer: 'OTHERS', payerOthers: 'ตามสัญญา' }))).toEqual([]);
    expect(codesOf(certificate({ date: '2026-02-30' }))).toEqual(['date:WHT.INVALID_DATE']);
  });

  it('needs one to three lines numbered 1 to 3 once each', () => {
    expect(codesOf(certificate({ lines: [] }))).toEqual(['lines:WHT.NO_LINES']);
    const four = [1, 2, 3, 3].map((lineNumber) => line({ lineNumber }));
    expect(codesOf(certificate({ lines: four }))).toEqual([
      'lines:WHT.TOO_MANY_LINES',
      'lines.3.line_number:WHT.DUPLICATE_LINE_NUMBER',
    ]);
    expect(codesOf(certificate({ lines: [line({ lineNumber: 4 })] }))).toEqual([
      'lines.0.line_number:WHT.INVALID_LINE_NUMBER',
    ]);
  });

  it('checks each line: income type, its details, rate, vat type and amount', () => {
    const bad = line({ typeOfIncome: '9', taxRate: '100', vatType: 'GROSS' as 'EXCLUSIVE', amount: 0n });
    expect(codesOf(certificate({ lines: [bad] }))).toEqual([
      'lines.0.type_of_income:WHT.INVALID_INCOME_TYPE',
      'lines.0.tax_rate:WHT.INVALID_RATE',
      'lines.0.vat_type:WHT.INVALID_VAT_TYPE',
      'lines.0.amount:WHT.AMOUNT_NOT_POSITIVE',
    ]);
    expect(codesOf(certificate({ lines: [line({ taxRate: '3.125' })] }))).toEqual([
      'lines.0.tax_rate:WHT.INVALID_RATE',
    ]);
    expect(codesOf(certificate({ lines: [line({ taxRate: '-1' })] }))).toEqual([
      'lines.0.tax_rate:WHT.INVALID_RATE',
    ]);
    // 6 "other", 4B14 "other rate" and 4B25 "other dividends" need the specify text.
    for (const typeOfIncome of ['6', '4B14', '4B25']) {
      expect(codesOf(certificate({ lines: [line({ typeOfIncome, typeOfIncomeOtherDetails: '' })] }))).toEqual(
        ['lines.0.type_of_income_other_details:WHT.REQUIRED'],
      );
    }
    expect(codesOf(certificate({ lines: [line({ typeOfIncomeOtherDetails: null })] }))).toEqual([]);
  });

  it('refuses an income type the chosen form does not file', () => {
    const salary = line({ typeOfIncome: '1' });
    expect(codesOf(certificate({ lines: [salary] }))).toEqual([
      'lines.0.type_of_income:WHT.INCOME_TYPE_NOT_ON_FORM',
    ]);
    expect(codesOf(certificate({ formType: 'PND1A', lines: [salary] }))).toEqual([]);
    expect(codesOf(certificate({ formType: 'PND1A', lines: [line()] }))).toEqual([
      'lines.0.type_of_income:WHT.INCOME_TYPE_NOT_ON_FORM',
    ]);
    const interest = line({ typeOfIncome: '4A', taxRate: '15.00' });
    expect(codesOf(certificate({ formType: 'PND2', lines: [interest] }))).toEqual([]);
    expect(codesOf(certificate({ formType: 'PND3', lines: [interest] }))).toEqual([
      'lines.0.type_of_income:WHT.INCOME_TYPE_NOT_ON_FORM',
    ]);
    expect(codesOf(certificate({ formType: 'PND2', lines: [line()] }))).toEqual([
      'lines.0.type_of_income:WHT.INCOME_TYPE_NOT_ON_FORM',
    ]);
  });

  it('refuses negative provident and social-security amounts', () => {
    const input = certificate({ providentFund: { amount: -1n, socialSecurityFund: money(750) } });
    expect(codesOf(input)).toEqual(['providentFund.provident_amount:WHT.NEGATIVE']);
  });
});

describe('computeWhtCertificate', () => {
  it('withheld at source: service 10,000 at 3% → tax 300', () => {
    const figures = computeWhtCertificate(certificate());
    expect(figures.lines).toEqual([
      {
        lineNumber: 1,
        typeOfIncome: '5',
        taxRate: '3.00',
        base: money(10000),
        income: money(10000),
        tax: money(300),
      },
    ]);
    expect(figures.totalIncome).toBe(money(10000));
    expect(figures.totalTax).toBe(money(300));
    expect(figures.totalTaxText).toBe('สามร้อยบาทถ้วน');
  });

  it('paid one time: rent 20,000 at 5% → tax 1,000, income 21,000 (no tax on tax)', () => {
    const rent = line({ taxRate: '5.00', amount: money(20000), typeOfIncomeOtherDetails: 'ค่าเช่า' });
    const figures = computeWhtCertificate(
      certificate({ formType: 'PND3', payer: 'PAID_ONE_TIME', lines: [rent] }),
    );
    expect(figures.totalIncome).toBe(money(21000));
    expect(figures.totalTax).toBe(money(1000));
    expect(figures.totalTaxText).toBe('หนึ่งพันบาทถ้วน');
  });

  it('paid continuously: 10,000 at 3% grossed up to 10,309.28, tax 309.28', () => {
    // 10,000 / 0.97 = 10,309.2783… → 10,309.28; tax = 10,309.28 − 10,000 = 309.28.
    const figures = computeWhtCertificate(certificate({ payer: 'PAID_CONTINUOUSLY' }));
    expect(figures.totalIncome).toBe(money(10309, 28));
    expect(figures.totalTax).toBe(money(309, 28));
    expect(figures.totalTaxText).toBe('สามร้อยเก้าบาทยี่สิบแปดสตางค์');
  });

  it('backs VAT out of an inclusive amount before withholding', () => {
    // 10,700 incl. 7%: VAT = 10,700 × 7 / 107 = 700 → base 10,000 → 3% = 300.
    // 1,000 incl.: VAT = 1,000 × 7 / 107 = 65.420… → 65.42 → base 934.58 → 2% = 18.6916 → 18.69.
    const lines = [
      line({ amount: money(10700), vatType: 'INCLUSIVE' }),
      line({
        lineNumber: 2,
        amount: money(1000),
        vatType: 'INCLUSIVE',
        taxRate: '2.00',
        typeOfIncomeOtherDetails: 'ค่าโฆษณา',
      }),
    ];
    const figures = computeWhtCertificate(certificate({ lines }));
    expect(figures.lines.map((l) => [l.base, l.tax])).toEqual([
      [money(10000), money(300)],
      [money(934, 58), money(18, 69)],
    ]);
    // 300 + 18.69 = 318.69; incomes 10,000 + 934.58 = 10,934.58.
    expect(figures.totalTax).toBe(money(318, 69));
    expect(figures.totalIncome).toBe(money(10934, 58));
  });

  it('rounds each line half-up to the satang and totals the rounded lines', () => {
    // 1,234.50 × 3% = 37.035 → 37.04; 333.33 × 1% = 3.3333 → 3.33; sum 40.37.
    const lines = [
      line({ lineNumber: 2, amount: money(333, 33), taxRate: '1.00', typeOfIncomeOtherDetails: 'ค่าขนส่ง' }),
      line({ amount: money(1234, 50) }),
    ];
    const figures = computeWhtCertificate(certificate({ lines }));
    expect(figures.lines.map((l) => [l.lineNumber, l.tax])).toEqual([
      [1, money(37, 4)],
      [2, money(3, 33)],
    ]);
    expect(figures.totalTax).toBe(money(40, 37));
    expect(figures.totalTaxText).toBe('สี่สิบบาทสามสิบเจ็ดสตางค์');
  });

  it('throws on an invalid certificate (validate first)', () => {
    expect(() => computeWhtCertificate(certificate({ lines: [] }))).toThrow(RangeError);
  });
});

describe('form rows', () => {
  it('gives every income type exactly one row, in the order of the form', () => {
    for (const type of WITHHOLDING_INCOME_TYPES) {
      expect(WHT_FORM_ROWS.filter((row) => row.key === type.code)).toHaveLength(1);
    }
    expect(WHT_FORM_ROWS.map((row) => row.label)).toEqual([
      '1.',
      '2.',
      '3.',
      '4. (ก)',
      '(1.1)',
      '(1.2)',
      '(1.3)',
      '(1.4)',
      '(2.1)',
      '(2.2)',
      '(2.3)',
      '(2.4)',
      '(2.5)',
      '5.',
      '6.',
    ]);
    expect(whtFormRowOf('5').textTh).toContain('มาตรา 3 เตรส');
    expect(whtFormRowOf('4B12').textTh).toBe('อัตราร้อยละ 25 ของกำไรสุทธิ');
  });

  it('sums two lines of one income type on their row and joins their details', () => {
    // rent 20,000 at 5% = 1,000 and service 10,000 at 3% = 300 both print on row 5: 30,000 / 1,300.
    const lines = [
      line({ typeOfIncomeOtherDetails: 'ค่าบริการ' }),
      line({ lineNumber: 2, amount: money(20000), taxRate: '5.00', typeOfIncomeOtherDetails: 'ค่าเช่า' }),
      line({ lineNumber: 3, typeOfIncome: '2', amount: money(5000), typeOfIncomeOtherDetails: null }),
    ];
    const input = certificate({ lines });
    const rows = whtFiguresByRow(computeWhtCertificate(input), lines);
    expect(rows.get('5')).toEqual({ income: money(30000), tax: money(1300), details: 'ค่าบริการ, ค่าเช่า' });
    // 5,000 × 3% = 150.
    expect(rows.get('2')).toEqual({ income: money(5000), tax: money(150), details: '' });
    expect(rows.has('1')).toBe(false);
  });
});
