// RD's direct-upload layout (decision 0241) byte for byte against records written by hand: the header with its
// count and totals, a certificate of four lines carried on two detail records (the second padded with empty
// line sets; between the last line set and the address: its empty description and condition, then the
// four empty building / room / floor / village fields), forbidden characters replaced, six-digit branches, and each refusal naming its field.
import { describe, expect, it } from 'vitest';
import {
  buildRdDirectUploadFile,
  rdDirectBranch,
  rdDirectText,
  type RdDirectHeader,
  type RdDirectPayee,
} from './rd-direct-upload.ts';

const header: RdDirectHeader = {
  senderId: 'A001',
  senderTaxId: '0994000165510',
  senderBranch: '00000',
  senderRole: '1',
  payerTaxId: '0994000165510',
  payerBranch: '00000',
  departmentName: 'บริษัท ผู้จ่าย จำกัด',
  sections: [true, false, false],
  largeTaxpayer: false,
  year: 2026,
  month: 11,
  branchType: '',
  filingType: '00',
  surcharge: 0n,
  transferAmount: 0n,
  userId: 'payer01',
  formFlag: '0',
};

const line = (paidOn: string, rate: string, income: bigint, wht: bigint, incomeDescription: string) => ({
  paidOn,
  rate,
  income,
  wht,
  incomeDescription,
  condition: 'TAX_AT_SOURCE' as const,
});

const payees: RdDirectPayee[] = [
  {
    taxId: '0105552029681',
    title: 'บริษัท',
    firstName: 'ที่ปรึกษา จำกัด',
    address: {
      number: '99/9 อาคารเอ',
      road: 'พระราม 9',
      subDistrict: 'ห้วยขวาง',
      district: 'ห้วยขวาง',
      province: 'กรุงเทพมหานคร',
      postcode: '10310',
    },
    // 10,000.00 × 3% = 300.00
    lines: [line('2026-11-05', '3', 1_000_000n, 30_000n, 'ค่าบริการ')],
  },
  {
    taxId: '3100100123451',
    title: 'นาย',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    address: {
      number: '12 หมู่ 3',
      subDistrict: 'สุเทพ',
      district: 'เมืองเชียงใหม่',
      province: 'เชียงใหม่',
      postcode: '50200',
    },
    lines: [
      line('2026-11-20', '3', 200_000n, 6_000n, 'ค่าจ้างทำของ'), // 2,000.00 × 3% = 60.00
      line('2026-11-20', '2', 500_000n, 10_000n, 'ค่าโฆษณา'), // 5,000.00 × 2% = 100.00
      line('2026-11-20', '5', 1_200_000n, 60_000n, 'ค่าเช่า'), // 12,000.00 × 5% = 600.00
      line('2026-11-20', '1.5', 300_000n, 4_500n, 'ค่าขนส่ง, "ด่วน"'), // 3,000.00 × 1.5% = 45.00
    ],
  },
];

describe('RD direct-upload file', () => {
  it('writes the header and detail records byte for byte, CRLF between records', () => {
    const file = buildRdDirectUploadFile('PND53', header, payees);
    if (!file.ok) throw new Error(file.error.message);
    // Totals: income 10,000 + 2,000 + 5,000 + 12,000 + 3,000 = 32,000.00; tax 300 + 60 + 100 + 600 + 45 = 1,105.00;
    // no surcharge, so 1,105.00 due; three detail records (one, then four lines as three + one).
    const expected = [
      'H|A001|0994000165510|000000|1|PND53|0994000165510|000000|บริษัท ผู้จ่าย จำกัด|1|0|0|0|11|2569||00|3|32000.00|1105.00|0.00|1105.00|0.00|payer01|0',
      'D|1|000000|0105552029681|0000000000|บริษัท|ที่ปรึกษา จำกัด||05112569|3.00|10000.00|300.00|ค่าบริการ|1|00000000|0.00|0.00|0.00|||00000000|0.00|0.00|0.00|||||||99 9 อาคารเอ|||พระราม 9|ห้วยขวาง|ห้วยขวาง|กรุงเทพมหานคร|10310',
      'D|2|000000|3100100123451|0000000000|นาย|สมชาย|ใจดี|20112569|3.00|2000.00|60.00|ค่าจ้างทำของ|1|20112569|2.00|5000.00|100.00|ค่าโฆษณา|1|20112569|5.00|12000.00|600.00|ค่าเช่า|1|||||12 หมู่ 3||||สุเทพ|เมืองเชียงใหม่|เชียงใหม่|50200',
      'D|3|000000|3100100123451|0000000000|นาย|สมชาย|ใจดี|20112569|1.50|3000.00|45.00|ค่าขนส่ง ด่วน|1|00000000|0.00|0.00|0.00|||00000000|0.00|0.00|0.00|||||||12 หมู่ 3||||สุเทพ|เมืองเชียงใหม่|เชียงใหม่|50200',
    ].join('\r\n');
    expect(file.value).toBe(expected);
    expect(Buffer.from(file.value, 'utf8').equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('an empty month is the header alone with zero totals', () => {
    const file = buildRdDirectUploadFile('PND3', { ...header, sections: [false, false, true] }, []);
    expect(file).toEqual({
      ok: true,
      value:
        'H|A001|0994000165510|000000|1|PND3|0994000165510|000000|บริษัท ผู้จ่าย จำกัด|0|0|1|0|11|2569||00|0|0.00|0.00|0.00|0.00|0.00|payer01|0',
    });
  });

  it('a surcharge adds to the tax due: 1,105.00 + 55.25 = 1,160.25', () => {
    const file = buildRdDirectUploadFile(
      'PND53',
      { ...header, surcharge: 5_525n, largeTaxpayer: true },
      payees,
    );
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value.split('\r\n')[0]).toContain(
      '|1|0|0|1|11|2569||00|3|32000.00|1105.00|55.25|1160.25|0.00|',
    );
  });

  it('refuses, naming the field: a long address number, a bad tax id, a missing user id, a 4-digit branch', () => {
    const long = [{ ...payees[0]!, address: { number: '123456789012345678901' } }];
    const refused = (h: RdDirectHeader, p: RdDirectPayee[]) => {
      const file = buildRdDirectUploadFile('PND53', h, p);
      return file.ok ? null : file.error.details;
    };
    // 20 characters pass, 21 are refused (never cut: a cut address is a wrong one).
    expect(refused(header, [{ ...payees[0]!, address: { number: '12345678901234567890' } }])).toBeNull();
    expect(refused(header, long)).toEqual({ at: 'payees.0', field: 'number' });
    expect(refused(header, [{ ...payees[0]!, taxId: '0105552029682' }])).toEqual({
      at: 'payees.0',
      field: 'taxId',
    });
    expect(refused({ ...header, userId: ' ' }, payees)).toEqual({ at: 'header', field: 'user_id' });
    expect(refused({ ...header, payerBranch: '0000' }, payees)).toEqual({
      at: 'header',
      field: 'payerBranch',
    });
    expect(refused({ ...header, month: 13 }, payees)).toEqual({ at: 'header', field: 'month' });
    expect(refused({ ...header, filingType: '0' }, payees)).toEqual({ at: 'header', field: 'filingType' });
    expect(refused(header, [{ ...payees[0]!, firstName: '' }])).toEqual({
      at: 'payees.0',
      field: 'firstName',
    });
    expect(refused(header, [{ ...payees[0]!, lines: [] }])).toEqual({ at: 'payees.0', field: 'lines' });
    const others = [{ ...payees[1]!, lines: [{ ...payees[1]!.lines[0]!, condition: 'OTHERS' as const }] }];
    expect(refused(header, others)).toEqual({ at: 'payees.0.lines.0', field: 'condition' });
    const over = [{ ...payees[1]!, lines: [{ ...payees[1]!.lines[0]!, wht: 200_001n }] }];
    expect(refused(header, over)).toEqual({ at: 'payees.0.lines.0', field: 'wht' });
  });

  it('cleans text and pads branches', () => {
    expect(rdDirectText(' a|b*c+d/e\\f!g$h%i#j&k@l,m\'n"o\r\np ')).toBe('a b c d e f g h i j k l m n o p');
    expect(rdDirectBranch('00000')).toBe('000000');
    expect(rdDirectBranch('00012')).toBe('000012');
    expect(rdDirectBranch('123456')).toBe('123456');
    expect(rdDirectBranch('1234')).toBeNull();
    expect(rdDirectBranch('1234567')).toBeNull();
  });
});
