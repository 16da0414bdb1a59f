import { describe, expect, it } from 'vitest';
import type { RdUploadRow } from './rd-upload.ts';
import { splitPayeeName, whtAttachment } from './wht-attachment.ts';

describe('splitPayeeName', () => {
  it('splits a person into title, first and last name, the longest title first', () => {
    expect(splitPayeeName('PND3', 'นางสาวสมหญิง ใจดี')).toEqual({
      title: 'นางสาว',
      firstName: 'สมหญิง',
      lastName: 'ใจดี',
    });
    expect(splitPayeeName('PND3', 'นาย สมชาย  ใจ ดี')).toEqual({
      title: 'นาย',
      firstName: 'สมชาย',
      lastName: 'ใจ ดี',
    });
    expect(splitPayeeName('PND3', 'Somchai')).toEqual({ title: '', firstName: 'Somchai', lastName: '' });
  });

  it('splits a company into its title and the rest', () => {
    expect(splitPayeeName('PND53', 'บริษัท ตัวอย่าง จำกัด')).toEqual({ title: 'บริษัท', name: 'ตัวอย่าง จำกัด' });
    expect(splitPayeeName('PND53', 'ห้างหุ้นส่วนจำกัด ดีดี')).toEqual({
      title: 'ห้างหุ้นส่วนจำกัด',
      name: 'ดีดี',
    });
    expect(splitPayeeName('PND53', 'ABC Co., Ltd.')).toEqual({ title: '', name: 'ABC Co., Ltd.' });
  });
});

describe('whtAttachment', () => {
  const row = (income: bigint, wht: bigint, cancelled = false): RdUploadRow => ({
    taxId: '0105556000011',
    name: 'X',
    paidOn: '2026-11-05',
    income,
    wht,
    condition: 'TAX_AT_SOURCE',
    cancelled,
  });

  it('cuts rows into pages with page totals and a grand total', () => {
    // 7 rows of 1,000.00 / 30.00 at 3 a page: pages of 3, 3, 1 → 3,000.00/90.00, 3,000.00/90.00, 1,000.00/30.00.
    const a = whtAttachment(
      Array.from({ length: 7 }, () => row(100_000n, 3_000n)),
      3,
    );
    expect(a.pages.map((p) => [p.page, p.rows.length, p.income, p.wht])).toEqual([
      [1, 3, 300_000n, 9_000n],
      [2, 3, 300_000n, 9_000n],
      [3, 1, 100_000n, 3_000n],
    ]);
    expect(a.pages[2]?.rows[0]?.line).toBe(7);
    // 7 × 1,000.00 = 7,000.00; 7 × 30.00 = 210.00
    expect([a.count, a.income, a.wht]).toEqual([7, 700_000n, 21_000n]);
  });

  it('counts a cancelled row as zero and gives one empty page for no rows', () => {
    const a = whtAttachment([row(100_000n, 3_000n), row(50_000n, 1_500n, true)]);
    expect([a.pages.length, a.income, a.wht]).toEqual([1, 100_000n, 3_000n]);
    const empty = whtAttachment([]);
    expect(empty.pages).toEqual([{ page: 1, rows: [], income: 0n, wht: 0n }]);
  });
});
