/// <reference types="node" />
// The yearly ภ.ง.ด.1ก upload file byte for byte against a hand-written fixture (fixtures/pnd1a-2569.txt, CRLF, UTF-8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { buildPnd1aFile, pnd1aFileName, pnd1aUploadRows, type Pnd1aEmployeeYear } from './pnd1a-file.ts';

const fixture = readFileSync(join(import.meta.dirname, 'fixtures', 'pnd1a-2569.txt'), 'utf8');

const year2026: Pnd1aEmployeeYear[] = [
  // 50,000 × 12 = 600,000 → net 429,500 → 20,450.00 (1,704.17 × 11 + 1,704.13 in December)
  {
    nationalId: '3100600445635',
    title: 'นาย',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    lastPaidOn: '2026-12-31',
    income: money(600000),
    withheld: money(20450),
  },
  // joins 16 March at 62,000: 32,000 + 62,000 × 9 = 590,000 − 100,000 − 60,000 − 8,750 = 421,250 → 19,625.00
  {
    nationalId: '1-2345-45678-78-1',
    title: 'นางสาว',
    firstName: 'สมหญิง',
    lastName: 'มาใหม่',
    lastPaidOn: '2026-12-31',
    income: money(590000),
    withheld: money(19625),
  },
  // leaves 30 June: 45,000 × 6 = 270,000 − 100,000 − 60,000 × 2 − 30,000 − 20,000 − SSO − PVD < 0 → no tax
  {
    nationalId: '3600100123456',
    title: 'นาย',
    firstName: 'วิชัย',
    lastName: 'ออมเก่ง',
    lastPaidOn: '2026-06-30',
    income: money(270000),
    withheld: 0n,
  },
];

describe('ภ.ง.ด.1ก upload file', () => {
  it('writes one PND1-layout line per employee with the year, byte for byte', () => {
    const built = buildPnd1aFile(year2026);
    expect(built).toEqual({ ok: true, value: fixture });
    const lf = buildPnd1aFile(year2026, { lineEnding: 'LF' });
    expect(lf.ok && lf.value).toBe(fixture.replaceAll('\r\n', '\n'));
  });

  it('is income 40(1) (401N) withheld at source, and refuses an employee without a valid id by row', () => {
    expect(pnd1aUploadRows(year2026.slice(0, 1))).toEqual([
      {
        incomeCode: '401N',
        taxId: '3100600445635',
        title: 'นาย',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        paidOn: '2026-12-31',
        income: money(600000),
        wht: money(20450),
        condition: 'TAX_AT_SOURCE',
      },
    ]);
    const bad = buildPnd1aFile([year2026[0]!, { ...year2026[1]!, nationalId: '1234545678780' }]);
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'RD_UPLOAD.INVALID_ROW', details: { row: 1, field: 'taxId' } },
    });
  });

  it('is named by the form code P01A and the tax year in the Buddhist era', () => {
    expect(pnd1aFileName(2026)).toBe('WHT-P01A-2569.txt');
  });
});
