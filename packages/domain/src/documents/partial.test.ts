// Partial billing and deposits from a quotation, with hand-computed figures.
import { describe, expect, it } from 'vitest';
import { INVOICE_PARTIAL_TYPES } from '../constants/options.ts';
import { computeDeposit, computePartial, depositDeductionLines, percentString } from './partial.ts';
import { computeDocumentTotals, type DocumentTotalsInput } from './totals.ts';
import { validateDocumentTotalsInput } from './validation.ts';

// Quotation: 10 × 100.00 (VAT7) + 4 × 250.00 (VAT7, WHT 3%) = 2,000.00 before VAT
const quotation: DocumentTotalsInput = {
  priceType: 'vat_exclusive',
  vatEnabled: true,
  date: '2026-11-01',
  lines: [
    { quantity: '10', unitPrice: '100' },
    { quantity: '4', unitPrice: '250', whtPercent: '3' },
  ],
};

describe('computePartial', () => {
  it('PERCENTAGE: 30% of 2,000 → 600 spread 300/300, VAT and WHT recomputed on the partial', () => {
    const result = computePartial(
      quotation,
      { amount: 0n },
      { type: 'PERCENTAGE', percent: '30' },
      '2026-11-21',
    );
    if (!result.ok) throw new Error(result.error.message);
    const partial = result.value;
    expect(partial.input.lines).toEqual([
      { sourceIndex: 0, quantity: '1', unitPrice: '300.00', vatCode: 'VAT7', whtPercent: null },
      { sourceIndex: 1, quantity: '1', unitPrice: '300.00', vatCode: 'VAT7', whtPercent: '3' },
    ]);
    expect(partial.amount).toBe(60000n);
    expect(partial.totals.vatTotal).toBe(4200n);
    expect(partial.totals.grandTotal).toBe(64200n);
    expect(partial.totals.whtTotal).toBe(900n);
    expect(partial.percent).toBe('30.00');
    expect(partial.remainingAmount).toBe(140000n);
    expect(partial.remainingPercent).toBe('70.00');
    expect(partial.input.date).toBe('2026-11-21');
  });

  it('AMOUNT beyond what remains is over-billing, returned as a value', () => {
    const result = computePartial(
      quotation,
      { amount: 150000n },
      { type: 'AMOUNT', amount: '600' },
      '2026-11-21',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'QUOTATION.OVER_BILLED',
        message: "The requested amount 600.00 exceeds the quotation's remaining 500.00",
        details: { requested: '600.00', remaining: '500.00' },
      },
    });
    const exact = computePartial(
      quotation,
      { amount: 150000n },
      { type: 'AMOUNT', amount: '500' },
      '2026-11-21',
    );
    expect(exact.ok && exact.value.remainingAmount).toBe(0n);
    expect(exact.ok && exact.value.remainingPercent).toBe('0.00');
  });

  it('QUANTITY: bills the chosen quantities at the quotation prices', () => {
    const result = computePartial(
      quotation,
      { amount: 0n },
      { type: 'QUANTITY', quantities: ['4', '1'] },
      '2026-11-21',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.input.lines.map((l) => [l.sourceIndex, l.quantity, l.unitPrice])).toEqual([
      [0, '4.0000', '100'],
      [1, '1.0000', '250'],
    ]);
    expect(result.value.amount).toBe(65000n);
    expect(result.value.totals.vatTotal).toBe(4550n);
    expect(result.value.totals.whtTotal).toBe(750n);
    expect(result.value.percent).toBe('32.50');
    expect(result.value.remainingAmount).toBe(135000n);
    expect(result.value.remainingQuantities).toEqual(['6.0000', '3.0000']);
  });

  it('QUANTITY: a line discount share never exceeds the partial line (sub-satang prices)', () => {
    // 2 × 0.0045 = 0.009 → 0.01, discounted in full by 0.01. One unit: 0.0045 → 0.00, and the half share of
    // the discount (0.005 → 0.01) would exceed it; it is held at the line's 0.00.
    const tiny: DocumentTotalsInput = {
      ...quotation,
      lines: [{ quantity: '2', unitPrice: '0.0045', discountAmount: '0.01' }, ...quotation.lines],
    };
    const result = computePartial(
      tiny,
      { amount: 0n },
      { type: 'QUANTITY', quantities: ['1', '1', '0'] },
      '2026-11-21',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.input.lines[0]).toMatchObject({ quantity: '1.0000', discountAmount: '0.00' });
    expect(validateDocumentTotalsInput(result.value.input)).toEqual([]);
  });

  it('QUANTITY: refuses more than the remaining quantity of a line', () => {
    const result = computePartial(
      quotation,
      { amount: 50000n, quantities: ['5', '0'] },
      { type: 'QUANTITY', quantities: ['6', '0'] },
      '2026-11-21',
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('QUOTATION.OVER_BILLED');
    expect(!result.ok && result.error.details).toEqual({ line: 0, requested: '6.0000', remaining: '5.0000' });
  });

  it('QUANTITY: a document discount amount is taken pro rata to the subtotal', () => {
    const discounted = { ...quotation, discountAmount: '200' }; // whole = 1,800.00
    const result = computePartial(
      discounted,
      { amount: 0n },
      { type: 'QUANTITY', quantities: ['5', '2'] },
      '2026-11-21',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.input.discountAmount).toBe('100.00'); // 200 × 1,000 / 2,000
    expect(result.value.amount).toBe(90000n);
    expect(result.value.percent).toBe('50.00');
    expect(result.value.remainingAmount).toBe(90000n);
  });

  it('rejects AMOUNT for invoices and cash sales, and invalid percentages', () => {
    const result = computePartial(
      quotation,
      { amount: 0n },
      { type: 'AMOUNT', amount: '100' },
      '2026-11-21',
      {
        allowedTypes: INVOICE_PARTIAL_TYPES,
      },
    );
    expect(!result.ok && result.error.code).toBe('QUOTATION.PARTIAL_TYPE_NOT_ALLOWED');
    const zero = computePartial(
      quotation,
      { amount: 0n },
      { type: 'PERCENTAGE', percent: '0' },
      '2026-11-21',
    );
    expect(!zero.ok && zero.error.code).toBe('QUOTATION.INVALID_PARTIAL');
    const over = computePartial(
      quotation,
      { amount: 0n },
      { type: 'PERCENTAGE', percent: '100.01' },
      '2026-11-21',
    );
    expect(!over.ok && over.error.code).toBe('QUOTATION.INVALID_PARTIAL');
  });
});

describe('deposits', () => {
  it('takes 10% as a deposit per (tax code, WHT rate) group, then deducts it on the final invoice', () => {
    const deposit = computeDeposit(quotation, 0n, { type: 'PERCENTAGE', percent: '10' }, '2026-11-05');
    if (!deposit.ok) throw new Error(deposit.error.message);
    expect(deposit.value.input.lines).toEqual([
      { quantity: '1', unitPrice: '100.00', vatCode: 'VAT7', whtPercent: null },
      { quantity: '1', unitPrice: '100.00', vatCode: 'VAT7', whtPercent: '3' },
    ]);
    expect(deposit.value.totals.vatTotal).toBe(1400n);
    expect(deposit.value.totals.grandTotal).toBe(21400n);
    expect(deposit.value.totals.whtTotal).toBe(300n);
    expect(deposit.value.remainingAmount).toBe(180000n);

    const deductions = depositDeductionLines(deposit.value.input.lines);
    expect(deductions).toEqual([
      { kind: 'deposit_deduction', quantity: '1', unitPrice: '100.00', vatCode: 'VAT7', whtPercent: null },
      { kind: 'deposit_deduction', quantity: '1', unitPrice: '100.00', vatCode: 'VAT7', whtPercent: '3' },
    ]);
    const final = computeDocumentTotals({
      ...quotation,
      date: '2026-11-30',
      lines: [...quotation.lines, ...deductions],
    });
    expect(final.amountAfterDiscount).toBe(180000n);
    expect(final.vatTotal).toBe(12600n);
    expect(final.whtTotal).toBe(2700n); // 3% × (1,000 − 100)
    expect(final.grandTotal).toBe(192600n);
  });

  it('refuses a deposit larger than what remains', () => {
    const result = computeDeposit(quotation, 190000n, { type: 'AMOUNT', amount: '100.01' }, '2026-11-05');
    expect(!result.ok && result.error.code).toBe('QUOTATION.OVER_BILLED');
  });

  it('lets the last percentage take what remains when only rounding overshoots it (100.01: 50% + 50%)', () => {
    const odd: DocumentTotalsInput = { ...quotation, lines: [{ quantity: '1', unitPrice: '100.01' }] };
    const first = computePartial(odd, { amount: 0n }, { type: 'PERCENTAGE', percent: '50' }, '2026-11-21');
    expect(first.ok && first.value.amount).toBe(5001n); // 50.005 → 50.01
    const second = computePartial(
      odd,
      { amount: 5001n },
      { type: 'PERCENTAGE', percent: '50' },
      '2026-11-21',
    );
    expect(second.ok && [second.value.amount, second.value.remainingAmount]).toEqual([5000n, 0n]);
    // 50.02% → 50.03: three satang over, more than rounding → still over-billing
    const over = computePartial(
      odd,
      { amount: 5001n },
      { type: 'PERCENTAGE', percent: '50.02' },
      '2026-11-21',
    );
    expect(!over.ok && over.error.code).toBe('QUOTATION.OVER_BILLED');
    const deposit = computeDeposit(odd, 5001n, { type: 'PERCENTAGE', percent: '50' }, '2026-11-21');
    expect(deposit.ok && [deposit.value.amount, deposit.value.remainingAmount]).toEqual([5000n, 0n]);
  });

  it('§11 h figures: deposit 10,000 on a 50,000 quotation, final invoice 40,000 + VAT 2,800', () => {
    const big: DocumentTotalsInput = { ...quotation, lines: [{ quantity: '1', unitPrice: '50000' }] };
    const deposit = computeDeposit(big, 0n, { type: 'AMOUNT', amount: '10000' }, '2026-11-05');
    if (!deposit.ok) throw new Error(deposit.error.message);
    expect(deposit.value.totals.grandTotal).toBe(1070000n);
    expect(deposit.value.percent).toBe('20.00');
    const final = computeDocumentTotals({
      ...big,
      lines: [...big.lines, ...depositDeductionLines(deposit.value.input.lines)],
    });
    expect([final.netTotal, final.vatTotal, final.grandTotal]).toEqual([4000000n, 280000n, 4280000n]);
  });
});

describe('percentString', () => {
  it('gives the share with two places, half-up, and 0.00 of nothing', () => {
    // 300.00 of 1,000.00 = 30%; 1,000.00 of 3,000.00 = 33.333…%; 2,000.00 of 3,000.00 = 66.666…% → 66.67.
    expect(percentString(30000n, 100000n)).toBe('30.00');
    expect(percentString(100000n, 300000n)).toBe('33.33');
    expect(percentString(200000n, 300000n)).toBe('66.67');
    // 0.01 of 3.20 = 0.3125% → 0.31; 0.01 of 0.32 = 3.125% → 3.13 (half-up, not to even).
    expect(percentString(1n, 320n)).toBe('0.31');
    expect(percentString(1n, 32n)).toBe('3.13');
    expect(percentString(0n, 0n)).toBe('0.00');
    expect(percentString(100000n, 100000n)).toBe('100.00');
  });
});
