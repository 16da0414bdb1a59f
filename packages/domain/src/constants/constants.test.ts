// The constant lists of spec §9 have the sizes and order the spec gives.
import { describe, expect, it } from 'vitest';
import { BANKS, BANK_CODES } from './banks.ts';
import {
  CREDIT_NOTE_REASONS_PRODUCT,
  CREDIT_NOTE_REASONS_SERVICE,
  creditNoteReasonsFor,
} from './credit-note-reasons.ts';
import { PERCENT_OPTIONS, DOCUMENT_DEFAULTS } from './options.ts';
import { isExpenseAccountCode, REVENUE_ACCOUNT_OPTIONS } from './accounts.ts';
import { UNITS_OF_MEASURE } from './units.ts';
import { WITHHOLDING_INCOME_TYPES, WITHHOLDING_PAYER_CONDITIONS } from './withholding.ts';

describe('constants (spec §9)', () => {
  it('has the 13 percent options in order', () => {
    expect(PERCENT_OPTIONS).toEqual([
      '0.00',
      '0.50',
      '1.00',
      '2.00',
      '3.00',
      '5.00',
      '7.00',
      '10.00',
      '15.00',
      '18.00',
      '20.00',
      '25.00',
      '30.00',
    ]);
  });

  it('has 32 distinct bank codes, first KASIKORN, last AEON', () => {
    expect(BANKS).toHaveLength(32);
    expect(new Set(BANK_CODES).size).toBe(32);
    expect(BANK_CODES[0]).toBe('KASIKORN');
    expect(BANK_CODES[31]).toBe('AEON');
  });

  it('has 23 distinct units with Thai and English names', () => {
    expect(UNITS_OF_MEASURE).toHaveLength(23);
    expect(new Set(UNITS_OF_MEASURE.map((u) => u.code)).size).toBe(23);
    expect(new Set(UNITS_OF_MEASURE.map((u) => u.nameTh)).size).toBe(23);
    expect(UNITS_OF_MEASURE.map((u) => u.nameEn).slice(0, 6)).toEqual([
      'piece',
      'box',
      'set',
      'month',
      'day',
      'meter',
    ]);
  });

  it('has 7 product and 6 service credit-note reasons', () => {
    expect(CREDIT_NOTE_REASONS_PRODUCT).toHaveLength(7);
    expect(CREDIT_NOTE_REASONS_SERVICE).toHaveLength(6);
    expect(creditNoteReasonsFor('SERVICE')).toBe(CREDIT_NOTE_REASONS_SERVICE);
    expect(creditNoteReasonsFor('PRODUCT').at(-1)?.requiresDescription).toBe(true);
  });

  it('has the 13 revenue accounts of spec §9 and withholding lists', () => {
    expect(REVENUE_ACCOUNT_OPTIONS.map((a) => a.code)).toEqual([
      '41110',
      '41210',
      '41300',
      '41400',
      '49010',
      '49020',
      '49060',
      '49090',
      '49880',
      '49890',
      '49910',
      '49920',
      '49990',
    ]);
    expect(WITHHOLDING_PAYER_CONDITIONS.map((c) => c.fileCode)).toEqual(['1', '2', '3', '4']);
    expect(WITHHOLDING_INCOME_TYPES.map((t) => t.code)).toContain('4A');
    expect(DOCUMENT_DEFAULTS.withholdingPayer).toBe('TAX_AT_SOURCE');
  });

  it('lists the 32 bank codes exactly as spec §9 gives them, in order', () => {
    const spec =
      'KASIKORN, SCB, BANGKOK_BANK, KRUNGTHAI, TMB, BANK_OF_AYUDHYA, GSB, THANACHART, CIMB_THAI, UOB_THAI, TISCO, ' +
      'CITIBANK, LH_BANK, KIATNAKIN, BAAC, EXIM_BANK, STANDARD_CHARTERED, GH_BANK, SME_BANK, ISLAMIC_BANK, ' +
      'BOC_THAI, ICBC_THAI, MEGA_INTERNATIONAL, SMBC, MIZUHO, HSBC, THAI_CREDIT, DEUTSCHE_BANK, INDIAN_OVERSEAS, ' +
      'BANK_OF_AMERICA, TMBTHANACHART, AEON';
    expect(BANK_CODES).toEqual(spec.split(', '));
  });

  it('lists the 50 Tawi income rows (reference §2.4) and the payer conditions of §2.3 with file codes 1/2/3', () => {
    expect(WITHHOLDING_INCOME_TYPES.map((t) => t.code)).toEqual([
      '1',
      '2',
      '3',
      '4A',
      '4B11',
      '4B12',
      '4B13',
      '4B14',
      '4B21',
      '4B22',
      '4B23',
      '4B24',
      '4B25',
      '5',
      '6',
    ]);
    expect(WITHHOLDING_PAYER_CONDITIONS.map((c) => [c.code, c.fileCode, c.nameTh])).toEqual([
      ['TAX_AT_SOURCE', '1', 'หัก ณ ที่จ่าย'],
      ['PAID_CONTINUOUSLY', '2', 'ออกให้ตลอดไป'],
      ['PAID_ONE_TIME', '3', 'ออกให้ครั้งเดียว'],
      ['OTHERS', '4', 'อื่น ๆ (ระบุ)'],
    ]);
  });
});

describe('isExpenseAccountCode (spec §9: 51111.01–53032.99)', () => {
  it('accepts the range inclusive and nothing around it', () => {
    expect(isExpenseAccountCode('51111.01')).toBe(true);
    expect(isExpenseAccountCode('51118')).toBe(true);
    expect(isExpenseAccountCode('53031')).toBe(true);
    expect(isExpenseAccountCode('53032.99')).toBe(true);
    expect(isExpenseAccountCode('51111')).toBe(false); // the header before its first sub-account
    expect(isExpenseAccountCode('53033')).toBe(false); // bank charges: after the range
    expect(isExpenseAccountCode('41110')).toBe(false);
    expect(isExpenseAccountCode('5111')).toBe(false);
    expect(isExpenseAccountCode('53025.1')).toBe(false);
  });
});
