// Document totals: VAT rounding vectors (thai-tax-reference §1.3), inclusive prices, codes, discounts, WHT.
import { describe, expect, it } from 'vitest';
import {
  computeDocumentTotals,
  serialiseMoney,
  type DocumentLineInput,
  type DocumentTotalsInput,
} from './totals.ts';

const exclusive = (
  lines: DocumentLineInput[],
  extra: Partial<DocumentTotalsInput> = {},
): DocumentTotalsInput => ({
  priceType: 'vat_exclusive',
  vatEnabled: true,
  date: '2026-11-21',
  lines,
  ...extra,
});

describe('computeDocumentTotals — VAT rounding per document (thai-tax-reference §1.3 vectors)', () => {
  it('33.33 + 33.33 + 33.34 → VAT 7.00 (per-line rounding would give 6.99)', () => {
    const totals = computeDocumentTotals(
      exclusive([
        { quantity: '1', unitPrice: '33.33' },
        { quantity: '1', unitPrice: '33.33' },
        { quantity: '1', unitPrice: '33.34' },
      ]),
    );
    expect(totals.netTotal).toBe(10000n);
    expect(totals.vatTotal).toBe(700n);
    expect(totals.grandTotal).toBe(10700n);
    // 7.00 allocated by largest remainder over 3333:3333:3334 → 2.33, 2.33, 2.34
    expect(totals.lines.map((l) => l.tax)).toEqual([233n, 233n, 234n]);
    expect(totals.taxes).toEqual([{ code: 'VAT7', rate: '7.00', base: 10000n, vat: 700n }]);
  });

  it('10 × 0.15 → VAT 0.11 (per-line rounding would give 0.10)', () => {
    const totals = computeDocumentTotals(
      exclusive(Array.from({ length: 10 }, () => ({ quantity: '1', unitPrice: '0.15' }))),
    );
    expect(totals.netTotal).toBe(150n);
    expect(totals.vatTotal).toBe(11n); // 1.50 × 7% = 0.105 → 0.11
    expect(totals.lines.map((l) => l.tax)).toEqual([2n, 1n, 1n, 1n, 1n, 1n, 1n, 1n, 1n, 1n]);
    expect(totals.grandTotal).toBe(161n);
  });

  it('10,000.00 → 700.00', () => {
    const totals = computeDocumentTotals(exclusive([{ quantity: '1', unitPrice: '10000' }]));
    expect(totals.vatTotal).toBe(70000n);
    expect(totals.grandTotal).toBe(1070000n);
    expect(totals.amountPayable).toBe(1070000n);
  });
});

describe('computeDocumentTotals — inclusive prices back VAT out', () => {
  it('gross 107.00 → VAT 7.00, base 100.00; gross 100.00 → VAT 6.54, base 93.46', () => {
    const a = computeDocumentTotals(
      exclusive([{ quantity: '1', unitPrice: '107' }], { priceType: 'vat_inclusive' }),
    );
    expect(a.vatTotal).toBe(700n);
    expect(a.netTotal).toBe(10000n);
    expect(a.grandTotal).toBe(10700n);
    expect(a.lines[0]).toMatchObject({
      total: 10700n,
      net: 10700n,
      preVat: 10000n,
      tax: 700n,
      grandTotal: 10700n,
    });
    const b = computeDocumentTotals(
      exclusive([{ quantity: '1', unitPrice: '100' }], { priceType: 'vat_inclusive' }),
    );
    expect(b.vatTotal).toBe(654n);
    expect(b.netTotal).toBe(9346n);
    expect(b.grandTotal).toBe(10000n);
  });

  it('mixes a 7% line with an exempt line; WHT on the pre-VAT amount', () => {
    const totals = computeDocumentTotals(
      exclusive(
        [
          { quantity: '1', unitPrice: '107', whtPercent: '3' },
          { quantity: '2', unitPrice: '25', vatCode: 'EXEMPT' },
        ],
        { priceType: 'vat_inclusive' },
      ),
    );
    expect(totals.taxes).toEqual([
      { code: 'VAT7', rate: '7.00', base: 10000n, vat: 700n },
      { code: 'EXEMPT', rate: '0.00', base: 5000n, vat: 0n },
    ]);
    expect(totals.netTotal).toBe(15000n);
    expect(totals.grandTotal).toBe(15700n);
    expect(totals.whtByRate).toEqual([{ percent: '3.00', base: 10000n, wht: 300n }]);
    expect(totals.amountPayable).toBe(15400n);
  });
});

describe('computeDocumentTotals — codes, discounts and WHT', () => {
  it('keeps zero-rated and exempt bases apart from standard-rated', () => {
    const totals = computeDocumentTotals(
      exclusive([
        { quantity: '1', unitPrice: '1000' },
        { quantity: '5', unitPrice: '100', vatCode: 'VAT0' },
        { quantity: '1', unitPrice: '200', vatCode: 'EXEMPT' },
      ]),
    );
    expect(totals.taxes).toEqual([
      { code: 'VAT7', rate: '7.00', base: 100000n, vat: 7000n },
      { code: 'VAT0', rate: '0.00', base: 50000n, vat: 0n },
      { code: 'EXEMPT', rate: '0.00', base: 20000n, vat: 0n },
    ]);
    expect(totals.netTotal).toBe(170000n);
    expect(totals.vatTotal).toBe(7000n);
    expect(totals.grandTotal).toBe(177000n);
    expect(totals.lines.map((l) => l.tax)).toEqual([7000n, 0n, 0n]);
  });

  it('allocates a document discount over lines with WHT at two rates', () => {
    const totals = computeDocumentTotals(
      exclusive(
        [
          { quantity: '2', unitPrice: '600', whtPercent: '3.00' },
          { quantity: '1', unitPrice: '300', discountPercent: '10', whtPercent: '5' },
        ],
        { discountAmount: '100.00' },
      ),
    );
    expect(totals.lines.map((l) => l.total)).toEqual([120000n, 30000n]);
    expect(totals.lines.map((l) => l.discount)).toEqual([0n, 3000n]);
    expect(totals.subtotal).toBe(147000n);
    expect(totals.discount).toBe(10000n);
    // 100.00 over 1200 : 270 → 81.632… and 18.367…: floors 81.63 + 18.36, the spare satang to the larger
    // remainder (line 2) → 81.63 and 18.37
    expect(totals.lines.map((l) => l.documentDiscount)).toEqual([8163n, 1837n]);
    expect(totals.lines.map((l) => l.net)).toEqual([111837n, 25163n]);
    expect(totals.amountAfterDiscount).toBe(137000n);
    expect(totals.vatTotal).toBe(9590n); // 1,370.00 × 7%
    expect(totals.lines.map((l) => l.tax)).toEqual([7829n, 1761n]);
    // WHT per rate on the pre-VAT amount: 3% × 1,118.37 = 33.5511 → 33.55; 5% × 251.63 = 12.5815 → 12.58
    expect(totals.whtByRate).toEqual([
      { percent: '3.00', base: 111837n, wht: 3355n },
      { percent: '5.00', base: 25163n, wht: 1258n },
    ]);
    expect(totals.whtTotal).toBe(4613n);
    expect(totals.grandTotal).toBe(146590n);
    expect(totals.amountPayable).toBe(141977n);
  });

  it('reproduces the RD WHT example: 3% × 1,000 + 5% × 100 = 35 on a base of 1,100', () => {
    const totals = computeDocumentTotals(
      exclusive([
        { quantity: '1', unitPrice: '1000', whtPercent: '3' },
        { quantity: '1', unitPrice: '100', whtPercent: '5' },
      ]),
    );
    expect(totals.whtTotal).toBe(3500n);
    expect(totals.vatTotal).toBe(7700n);
  });

  it('takes a document discount percent of the subtotal, and a line discount amount', () => {
    const totals = computeDocumentTotals(
      exclusive([{ quantity: '3', unitPrice: '33.3333', discountAmount: '10' }], { discountPercent: '5' }),
    );
    expect(totals.lines[0]?.total).toBe(10000n); // 99.9999 → 100.00
    expect(totals.subtotal).toBe(9000n);
    expect(totals.discount).toBe(450n);
    expect(totals.netTotal).toBe(8550n);
    expect(totals.vatTotal).toBe(599n); // 85.50 × 7% = 5.985 → 5.99
  });

  it('carries no VAT when VAT is off or the price type is no_vat', () => {
    for (const input of [
      exclusive([{ quantity: '1', unitPrice: '1000' }], { vatEnabled: false }),
      exclusive([{ quantity: '1', unitPrice: '1000' }], { priceType: 'no_vat' }),
    ]) {
      const totals = computeDocumentTotals(input);
      expect(totals.vatApplied).toBe(false);
      expect(totals.taxes).toEqual([{ code: 'NONVAT', rate: '0.00', base: 100000n, vat: 0n }]);
      expect(totals.grandTotal).toBe(100000n);
    }
  });

  it('takes the VAT rate from the dated table by document date', () => {
    const vatRates = [
      { effectiveFrom: '1999-04-01', standardRate: '7.00', source: 'test' },
      { effectiveFrom: '2027-01-01', standardRate: '10.00', source: 'test' },
    ];
    const before = computeDocumentTotals(
      exclusive([{ quantity: '1', unitPrice: '100' }], { date: '2026-12-31' }),
      {
        vatRates,
      },
    );
    const after = computeDocumentTotals(
      exclusive([{ quantity: '1', unitPrice: '100' }], { date: '2027-01-01' }),
      {
        vatRates,
      },
    );
    expect(before.vatTotal).toBe(700n);
    expect(after.vatTotal).toBe(1000n);
    expect(after.taxes[0]?.rate).toBe('10.00');
  });

  it('deducts a deposit from the VAT base (thai-tax-reference §11 h: 50,000 − 10,000 → VAT 2,800)', () => {
    const totals = computeDocumentTotals(
      exclusive([
        { quantity: '1', unitPrice: '50000' },
        { kind: 'deposit_deduction', quantity: '1', unitPrice: '10000' },
      ]),
    );
    expect(totals.subtotal).toBe(5000000n);
    expect(totals.depositDeducted).toBe(1000000n);
    expect(totals.amountAfterDiscount).toBe(4000000n);
    expect(totals.vatTotal).toBe(280000n);
    expect(totals.grandTotal).toBe(4280000n);
    expect(totals.lines.map((l) => [l.preVat, l.tax])).toEqual([
      [5000000n, 350000n],
      [-1000000n, -70000n],
    ]);
  });

  it('serialises every Money to a two-place string', () => {
    const totals = computeDocumentTotals(exclusive([{ quantity: '1', unitPrice: '100' }]));
    const wire = serialiseMoney(totals);
    expect(wire.grandTotal).toBe('107.00');
    expect(wire.taxes[0]).toEqual({ code: 'VAT7', rate: '7.00', base: '100.00', vat: '7.00' });
    expect(wire.lines[0]?.tax).toBe('7.00');
    expect(wire.vatApplied).toBe(true);
    expect(serialiseMoney({ a: -5n, b: [1n], c: null })).toEqual({ a: '-0.05', b: ['0.01'], c: null });
  });

  it('reproduces the whole RD example: 1,000 @3% + 100 @5% less a 100 deposit refund → VAT 70, WHT 35 on 1,100', () => {
    const totals = computeDocumentTotals(
      exclusive([
        { quantity: '1', unitPrice: '1000', whtPercent: '3' },
        { quantity: '1', unitPrice: '100', whtPercent: '5' },
        { kind: 'deposit_deduction', quantity: '1', unitPrice: '100' },
      ]),
    );
    expect(totals.netTotal).toBe(100000n);
    expect(totals.vatTotal).toBe(7000n);
    expect(totals.grandTotal).toBe(107000n);
    // The refund is not income the customer pays, so it does not lower the certificate base.
    expect(totals.whtByRate).toEqual([
      { percent: '3.00', base: 100000n, wht: 3000n },
      { percent: '5.00', base: 10000n, wht: 500n },
    ]);
    expect(totals.whtTotal).toBe(3500n);
    expect(totals.amountPayable).toBe(103500n);
  });

  it('document discount over 7%, zero-rated and exempt lines with WHT at two rates (hand-computed)', () => {
    // 1,000.00 VAT7 WHT 3% · 300.00 VAT0 · 200.00 EXEMPT WHT 5%; discount 150.00 = 10% of 1,500.00 exactly
    const totals = computeDocumentTotals(
      exclusive(
        [
          { quantity: '2', unitPrice: '500', whtPercent: '3' },
          { quantity: '1', unitPrice: '300', vatCode: 'VAT0' },
          { quantity: '4', unitPrice: '50', vatCode: 'EXEMPT', whtPercent: '5' },
        ],
        { discountAmount: '150' },
      ),
    );
    expect(totals.lines.map((l) => l.documentDiscount)).toEqual([10000n, 3000n, 2000n]);
    expect(totals.taxes).toEqual([
      { code: 'VAT7', rate: '7.00', base: 90000n, vat: 6300n },
      { code: 'VAT0', rate: '0.00', base: 27000n, vat: 0n },
      { code: 'EXEMPT', rate: '0.00', base: 18000n, vat: 0n },
    ]);
    // WHT on the discounted pre-VAT amounts: 3% × 900 = 27; 5% × 180 = 9 (exempt lines are still income)
    expect(totals.whtByRate).toEqual([
      { percent: '3.00', base: 90000n, wht: 2700n },
      { percent: '5.00', base: 18000n, wht: 900n },
    ]);
    expect(totals.netTotal).toBe(135000n);
    expect(totals.grandTotal).toBe(141300n);
    expect(totals.amountPayable).toBe(137700n);
  });

  it('inclusive prices with a percent document discount, a zero-rated line and WHT (hand-computed)', () => {
    // 107.00 (VAT7, WHT 3%) + 53.50 (VAT7) + 100.00 (VAT0) = 260.50 gross; 10% discount = 26.05 → 10.70/5.35/10.00
    const totals = computeDocumentTotals(
      exclusive(
        [
          { quantity: '1', unitPrice: '107', whtPercent: '3' },
          { quantity: '1', unitPrice: '53.50' },
          { quantity: '1', unitPrice: '100', vatCode: 'VAT0' },
        ],
        { priceType: 'vat_inclusive', discountPercent: '10' },
      ),
    );
    expect(totals.discount).toBe(2605n);
    expect(totals.lines.map((l) => l.net)).toEqual([9630n, 4815n, 9000n]);
    // VAT7 gross 144.45 × 7/107 = 9.45 exactly; base 135.00
    expect(totals.taxes).toEqual([
      { code: 'VAT7', rate: '7.00', base: 13500n, vat: 945n },
      { code: 'VAT0', rate: '0.00', base: 9000n, vat: 0n },
    ]);
    expect(totals.lines.map((l) => [l.preVat, l.tax])).toEqual([
      [9000n, 630n],
      [4500n, 315n],
      [9000n, 0n],
    ]);
    expect(totals.whtTotal).toBe(270n); // 3% of the pre-VAT 90.00, not of the gross 96.30
    expect(totals.grandTotal).toBe(23445n);
    expect(totals.amountAfterDiscount).toBe(23445n);
    expect(totals.amountPayable).toBe(23175n);
  });

  it('inclusive: WHT does not depend on line order when equal lines tie for the odd VAT satang', () => {
    // 2 × 1,000.98 gross → VAT 2,001.96 × 7/107 = 130.97 → 65.48 + 65.49: which line gets the odd satang sets
    // the 3% line's pre-VAT amount (935.50 or 935.49) and so its WHT (28.07 or 28.06).
    const withWht = { quantity: '1', unitPrice: '1000.98', whtPercent: '3' };
    const plain = { quantity: '1', unitPrice: '1000.98' };
    const a = computeDocumentTotals(exclusive([withWht, plain], { priceType: 'vat_inclusive' }));
    const b = computeDocumentTotals(exclusive([plain, withWht], { priceType: 'vat_inclusive' }));
    expect(a.vatTotal).toBe(13097n);
    expect(b.whtByRate).toEqual(a.whtByRate);
    expect(a.lines[0]).toMatchObject({ tax: 6548n, preVat: 93550n, wht: 2807n });
    expect(b.lines[1]).toMatchObject({ tax: 6548n, preVat: 93550n, wht: 2807n });
  });
});
