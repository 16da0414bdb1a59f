import { describe, expect, it } from 'vitest';
import { buildVatReport, type VatReportSource } from './vat-report.ts';

const base = {
  counterpartyName: 'ลูกค้า',
  counterpartyTaxId: '0105556012341',
  counterpartyBranch: '00000',
  zeroRatedBase: 0n,
  exemptBase: 0n,
  voided: false,
};
const source = (
  over: Partial<VatReportSource> & Pick<VatReportSource, 'number' | 'date'>,
): VatReportSource => ({
  ...base,
  documentId: over.number,
  kind: 'INV',
  standardBase: 0n,
  vat: 0n,
  ...over,
});

describe('output tax report', () => {
  const sources = [
    // listed out of order: the report sorts by date, then number
    source({ number: 'CN202601200001', date: '2026-01-20', kind: 'CN', standardBase: 20_000n, vat: 1_400n }),
    source({ number: 'INV202601050001', date: '2026-01-05', standardBase: 1_000_000n, vat: 70_000n }),
    source({
      number: 'INV202601100001',
      date: '2026-01-10',
      standardBase: 500_000n,
      vat: 35_000n,
      voided: true,
    }),
    source({ number: 'CA202601100001', date: '2026-01-10', zeroRatedBase: 300_000n, exemptBase: 50_000n }),
  ];

  it('orders, signs credit notes, keeps voided rows with zeros, totals by hand', () => {
    const report = buildVatReport(sources);
    expect(report.rows.map((r) => [r.line, r.number, r.value, r.vat])).toEqual([
      [1, 'INV202601050001', 1_000_000n, 70_000n],
      [2, 'CA202601100001', 350_000n, 0n], // 3,000.00 zero-rated + 500.00 exempt
      [3, 'INV202601100001', 0n, 0n], // voided: kept, zero
      [4, 'CN202601200001', -20_000n, -1_400n], // credit note negative
    ]);
    // value 10,000.00 + 3,500.00 + 0 − 200.00 = 13,300.00; VAT 700.00 − 14.00 = 686.00
    expect(report.totals).toEqual({
      value: 1_330_000n,
      vat: 68_600n,
      standardBase: 980_000n,
      zeroRatedBase: 300_000n,
      exemptBase: 50_000n,
    });
  });

  it('page totals add up to the grand total', () => {
    const report = buildVatReport(sources, 3);
    expect(report.pages.map((p) => [p.page, p.rows.length, p.totals.value, p.totals.vat])).toEqual([
      [1, 3, 1_350_000n, 70_000n], // 10,000.00 + 3,500.00 + 0
      [2, 1, -20_000n, -1_400n],
    ]);
  });

  it('an empty month has one empty page and zero totals', () => {
    const report = buildVatReport([]);
    expect(report.pages).toHaveLength(1);
    expect(report.totals.vat).toBe(0n);
    expect(() => buildVatReport([], 0)).toThrow(RangeError);
  });
});
