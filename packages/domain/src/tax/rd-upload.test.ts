/// <reference types="node" />
// Byte-exact RD upload files against hand-written fixtures (fixtures/*.txt, CRLF line ends, UTF-8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeWithholding } from './withholding.ts';
import {
  buildRdUploadFile,
  RD_UPLOAD_LAYOUTS,
  rdConditionCode,
  rdDate,
  rdText,
  rdUploadFileName,
  rdUploadTotals,
  type RdUploadRow,
} from './rd-upload.ts';

function fixture(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

function built(result: ReturnType<typeof buildRdUploadFile>): string {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

// 10,000.00 agreed, payer bears the 3% permanently: income 10,000 / 0.97 = 10,309.278… → 10,309.28, WHT 309.28.
const grossedUp = computeWithholding(1_000_000n, '3', 'PAID_CONTINUOUSLY');
// 1,234,567.00 agreed, payer bears 1% once: WHT 12,345.67, income 1,234,567.00 + 12,345.67 = 1,246,912.67.
const oneTime = computeWithholding(123_456_700n, '1', 'PAID_ONE_TIME');

const pnd3Rows: RdUploadRow[] = [
  {
    taxId: '3-1001-00123-45-1',
    title: 'นาย',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    street: '99/1 ถนนสุขุมวิท',
    street2: 'แขวงคลองเตย',
    city: 'เขตคลองเตย',
    province: 'กรุงเทพมหานคร',
    zip: '10110',
    paidOn: '2026-01-05',
    incomeDescription: 'ค่าเช่า',
    rate: '5',
    income: 1_200_000n, // 12,000.00 × 5% = 600.00
    wht: 60_000n,
    condition: 'TAX_AT_SOURCE',
  },
  {
    taxId: '1709900123451',
    title: 'นางสาว',
    firstName: 'วรรณา',
    lastName: 'สุขใจ',
    street: '12 หมู่ 3',
    city: 'อำเภอเมืองเชียงใหม่',
    province: 'เชียงใหม่',
    zip: '50000',
    paidOn: '2026-01-31',
    incomeDescription: 'ค่าจ้างทำของ',
    rate: '3.00',
    income: grossedUp.income,
    wht: grossedUp.wht,
    condition: 'PAID_CONTINUOUSLY',
  },
  {
    taxId: '3501100998870',
    title: 'นาย',
    firstName: 'ก้อง',
    lastName: 'ฟ้าใส',
    paidOn: '2026-01-15',
    incomeDescription: 'ค่าบริการ',
    rate: '3',
    income: 200_000n,
    wht: 6_000n,
    condition: 'TAX_AT_SOURCE',
    cancelled: true,
  },
];

const pnd53Rows: RdUploadRow[] = [
  {
    taxId: '0105556012341',
    branch: '00000',
    title: 'บริษัท',
    name: 'ตัวอย่าง จำกัด',
    street: '1 ถนนสีลม',
    street2: 'แขวงสุริยวงศ์',
    city: 'เขตบางรัก',
    province: 'กรุงเทพมหานคร',
    zip: '10500',
    paidOn: '2026-01-10',
    incomeDescription: 'ค่าโฆษณา',
    rate: '2',
    income: 5_000_000n, // 50,000.00 × 2% = 1,000.00
    wht: 100_000n,
    condition: 'TAX_AT_SOURCE',
  },
  {
    taxId: '0105537123451',
    branch: '00001',
    title: 'ห้างหุ้นส่วนจำกัด',
    name: 'ขนส่งไว',
    // a line break and a pipe inside an address must not break the file
    street: '5/5 หมู่ 2\r\nตำบลบางพลี  ซอย 1|2',
    city: 'อำเภอบางพลี',
    province: 'สมุทรปราการ',
    zip: '10540',
    paidOn: '2026-01-20',
    incomeDescription: 'ค่าขนส่ง',
    rate: '1',
    income: oneTime.income,
    wht: oneTime.wht,
    condition: 'PAID_ONE_TIME',
  },
];

const pnd1Rows: RdUploadRow[] = [
  {
    incomeCode: '401N',
    taxId: '3100100123451',
    title: 'นาย',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    paidOn: '2026-01-31',
    income: 5_000_000n,
    wht: 234_500n,
    condition: 'TAX_AT_SOURCE',
  },
  {
    incomeCode: '402I',
    taxId: '1709900123451',
    title: 'นางสาว',
    firstName: 'วรรณา',
    lastName: 'สุขใจ',
    paidOn: '2026-01-25',
    income: 800_000n, // 8,000.00 × 3% = 240.00
    wht: 24_000n,
    condition: 'TAX_AT_SOURCE',
  },
];

describe('RD upload files, byte-exact', () => {
  it('the hand-computed gross-ups behind the fixtures', () => {
    expect(grossedUp).toMatchObject({ income: 1_030_928n, wht: 30_928n });
    expect(oneTime).toMatchObject({ income: 124_691_267n, wht: 1_234_567n });
  });

  it('PND3: 17 fields, BE dates, condition 2 for a grossed-up payment, a cancelled line with zeros', () => {
    const text = built(buildRdUploadFile('PND3', pnd3Rows));
    expect(Buffer.from(text, 'utf8').equals(Buffer.from(fixture('rd-upload-pnd3.txt'), 'utf8'))).toBe(true);
    expect(text).toBe(fixture('rd-upload-pnd3.txt'));
    for (const line of text.split('\r\n').filter(Boolean)) expect(line.split('|')).toHaveLength(17);
  });

  it('PND53: 16 fields, branch, condition 3, line breaks and pipes in an address flattened', () => {
    const text = built(buildRdUploadFile('PND53', pnd53Rows));
    expect(text).toBe(fixture('rd-upload-pnd53.txt'));
    for (const line of text.split('\r\n').filter(Boolean)) expect(line.split('|')).toHaveLength(16);
  });

  it('PND1: 10 fields with the income code first', () => {
    const text = built(buildRdUploadFile('PND1', pnd1Rows));
    expect(text).toBe(fixture('rd-upload-pnd1.txt'));
    for (const line of text.split('\r\n').filter(Boolean)) expect(line.split('|')).toHaveLength(10);
  });

  it('LF line ends and a plain-amount, integer-rate layout (OCA 16.0 style) on request', () => {
    const layout = { ...RD_UPLOAD_LAYOUTS.PND53, amounts: 'plain' as const, rate: 'integer' as const };
    const text = built(buildRdUploadFile('PND53', pnd53Rows.slice(1), { layout, lineEnding: 'LF' }));
    expect(text).toBe(
      '1|0105537123451|00001|ห้างหุ้นส่วนจำกัด|ขนส่งไว|5/5 หมู่ 2 ตำบลบางพลี ซอย 1 2||อำเภอบางพลี|สมุทรปราการ|10540|20012569|ค่าขนส่ง|1|1246912.67|12345.67|3\n',
    );
  });

  it('an empty month gives an empty file', () => {
    expect(built(buildRdUploadFile('PND3', []))).toBe('');
  });

  it('totals skip cancelled lines: income 12,000.00 + 10,309.28 = 22,309.28, tax 600.00 + 309.28 = 909.28', () => {
    expect(rdUploadTotals(pnd3Rows)).toEqual({ count: 3, income: 2_230_928n, wht: 90_928n });
  });
});

describe('RD upload validation', () => {
  const base = pnd3Rows[0] as RdUploadRow;
  it.each([
    [{ taxId: '3100100123452' }, 'taxId'],
    [{ branch: '0001' }, 'branch'],
    [{ paidOn: '2026-02-30' }, 'paidOn'],
    [{ condition: 'OTHERS' as const }, 'condition'],
    [{ wht: 1_200_001n }, 'wht'],
    [{ income: -1n }, 'income'],
    [{ rate: 'three' }, 'rate'],
    [{ firstName: '  ' }, 'firstName'],
  ])('refuses %o (field %s)', (change, field) => {
    const result = buildRdUploadFile('PND3', [base, { ...base, ...change }]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('RD_UPLOAD.INVALID_ROW');
      expect(result.error.details).toEqual({ row: 1, field });
    }
  });

  it('PND1 needs an income code and PND53 a name', () => {
    const pnd1 = buildRdUploadFile('PND1', [{ ...base, incomeCode: '40' }]);
    expect(!pnd1.ok && pnd1.error.details).toEqual({ row: 0, field: 'incomeCode' });
    const pnd53 = buildRdUploadFile('PND53', [{ ...base, name: '' }]);
    expect(!pnd53.ok && pnd53.error.details).toEqual({ row: 0, field: 'name' });
  });
});

describe('RD upload helpers', () => {
  it('dates are DDMMYYYY in the Buddhist era', () => {
    expect(rdDate('2026-01-05')).toBe('05012569');
    expect(rdDate('2025-12-31')).toBe('31122568');
  });
  it('conditions 1/2/3, none for OTHERS', () => {
    expect(rdConditionCode('TAX_AT_SOURCE')).toBe('1');
    expect(rdConditionCode('PAID_CONTINUOUSLY')).toBe('2');
    expect(rdConditionCode('PAID_ONE_TIME')).toBe('3');
    expect(rdConditionCode('OTHERS')).toBeNull();
  });
  it('text cells are flattened', () => {
    expect(rdText(' a|b\r\n\tc  d ')).toBe('a b c d');
    expect(rdText(undefined)).toBe('');
  });
  it('file names carry the form code, BE year and month', () => {
    expect(rdUploadFileName('PND53', 2026, 1)).toBe('WHT-P53-256901.txt');
    expect(rdUploadFileName('PND1', 2025, 12)).toBe('WHT-P01-256812.txt');
    expect(() => rdUploadFileName('PND3', 2026, 13)).toThrow(RangeError);
  });
});
