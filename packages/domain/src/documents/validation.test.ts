// Business checks on document figures, reported with VALIDATION.FAILED paths.
import { describe, expect, it } from 'vitest';
import { validateDocumentTotalsInput } from './validation.ts';
import type { DocumentTotalsInput } from './totals.ts';

const base: DocumentTotalsInput = {
  priceType: 'vat_exclusive',
  vatEnabled: true,
  date: '2026-11-21',
  lines: [{ quantity: '2', unitPrice: '50' }],
};

describe('validateDocumentTotalsInput', () => {
  it('accepts a sound document', () => {
    expect(validateDocumentTotalsInput(base)).toEqual([]);
    expect(validateDocumentTotalsInput({ ...base, discountAmount: '100.00' })).toEqual([]);
  });

  it('reports each bad field with its path', () => {
    expect(
      validateDocumentTotalsInput({
        ...base,
        date: '2026-02-30',
        discountPercent: '101',
        lines: [
          { quantity: '', unitPrice: 'abc' },
          { quantity: '1.12345', unitPrice: '-1', whtPercent: '3' },
          { quantity: '1', unitPrice: '10', discountAmount: '10.001' },
        ],
      }),
    ).toEqual([
      { path: 'date', code: 'DOCUMENT.INVALID_DATE', message: 'Must be a date (YYYY-MM-DD)' },
      { path: 'lines.0.quantity', code: 'DOCUMENT.REQUIRED', message: 'Required' },
      { path: 'lines.0.unitPrice', code: 'DOCUMENT.NOT_A_NUMBER', message: 'Must be a number' },
      { path: 'lines.1.quantity', code: 'DOCUMENT.TOO_MANY_PLACES', message: 'At most 4 decimal places' },
      { path: 'lines.1.unitPrice', code: 'DOCUMENT.NEGATIVE', message: 'Cannot be negative' },
      {
        path: 'lines.2.discountAmount',
        code: 'DOCUMENT.TOO_MANY_PLACES',
        message: 'At most 2 decimal places',
      },
      { path: 'discountPercent', code: 'DOCUMENT.ABOVE_MAXIMUM', message: 'At most 100' },
    ]);
  });

  it('refuses discounts larger than what they discount, and deposits larger than the document', () => {
    expect(
      validateDocumentTotalsInput({
        ...base,
        lines: [{ quantity: '1', unitPrice: '10', discountAmount: '10.01' }],
      }),
    ).toEqual([
      {
        path: 'lines.0.discountAmount',
        code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
        message: 'Discount exceeds the line total 10.00',
        params: { total: '10.00' },
      },
    ]);
    expect(validateDocumentTotalsInput({ ...base, discountAmount: '100.01' })).toEqual([
      {
        path: 'discountAmount',
        code: 'DOCUMENT.DISCOUNT_EXCEEDS_SUBTOTAL',
        message: 'Discount exceeds the subtotal 100.00',
        params: { subtotal: '100.00' },
      },
    ]);
    expect(
      validateDocumentTotalsInput({
        ...base,
        lines: [...base.lines, { kind: 'deposit_deduction', quantity: '1', unitPrice: '100.01' }],
      }),
    ).toEqual([
      {
        path: 'lines',
        code: 'DOCUMENT.DEPOSITS_EXCEED_AMOUNT',
        message: 'Deposits deducted exceed the document amount',
      },
    ]);
  });
});
