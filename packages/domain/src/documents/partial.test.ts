// Partial billing and deposits from a quotation, with hand-computed figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_PARTIAL_TYPES } from '../constants/options.ts';
import { computeDeposit, depositDeductionLines } from './deposit.ts';
import {
  computePartial,
  percentString,
  remainderRequest,
  type PartialRequest,
  type PartialsSoFar,
} from './partial.ts';
import { toMoneyString } from '../money/money.ts';
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

describe('the rest of a quotation (remainderRequest)', () => {
  // 3 × 333.33 + 1 × 100.01 = 1,100.00, less a document discount of 10.01 = 1,089.99 before VAT; VAT 76.30
  // (76.2993), grand total 1,166.29. The discount spreads 9.10 / 0.91, so the line nets are 990.89 / 99.10.
  const uneven: DocumentTotalsInput = {
    priceType: 'vat_exclusive',
    vatEnabled: true,
    discountAmount: '10.01',
    date: '2026-11-01',
    lines: [
      { quantity: '3', unitPrice: '333.33' },
      { quantity: '1', unitPrice: '100.01' },
    ],
  };

  it('30% then the remaining 70% bills the quotation to the satang, VAT included', () => {
    const first = computePartial(uneven, { amount: 0n }, { type: 'PERCENTAGE', percent: '30' }, '2026-11-21');
    if (!first.ok) throw new Error(first.error.message);
    // 30% of 1,089.99 = 326.997 → 327.00, spread 297.27 / 29.73 (32,700 satang × 990.89 / 1,089.99 …).
    expect(first.value.amount).toBe(32700n);
    expect(first.value.input.lines.map((l) => l.unitPrice)).toEqual(['297.27', '29.73']);
    expect(first.value.totals.vatTotal).toBe(2289n); // 327.00 × 7%
    expect(first.value.remainingAmount).toBe(76299n);

    const soFar: PartialsSoFar = { amount: 32700n, types: ['PERCENTAGE'], percent: '30' };
    const rest = remainderRequest(uneven, soFar);
    expect(rest).toEqual({ type: 'PERCENTAGE', percent: '70.00' });
    if (rest === null) throw new Error('no rest');
    const second = computePartial(uneven, soFar, rest, '2026-11-22');
    if (!second.ok) throw new Error(second.error.message);
    // 70% would be 762.993 → 762.99: exactly the 762.99 left, spread 693.62 / 69.37.
    expect(second.value.amount).toBe(76299n);
    expect(second.value.input.lines.map((l) => l.unitPrice)).toEqual(['693.62', '69.37']);
    expect(second.value.totals.vatTotal).toBe(5341n); // 762.99 × 7% = 53.4093
    expect(second.value.remainingAmount).toBe(0n);
    expect(second.value.remainingPercent).toBe('0.00');
    const whole = computeDocumentTotals(uneven);
    expect(first.value.totals.grandTotal + second.value.totals.grandTotal).toBe(whole.grandTotal); // 1,166.29
    expect(whole.grandTotal).toBe(116629n);
    expect(remainderRequest(uneven, { amount: 108999n, types: ['PERCENTAGE'], percent: '100' })).toBeNull();
  });

  it('after an amount partial the rest is the remaining amount; before any partial there is none', () => {
    expect(remainderRequest(uneven, { amount: 10000n, types: ['PERCENTAGE', 'AMOUNT'] })).toEqual({
      type: 'AMOUNT',
      amount: '989.99',
    });
    expect(remainderRequest(uneven, { amount: 0n, types: [] })).toBeNull();
  });

  it('quantity 3 then the remaining 7 takes exactly what is left of both discounts', () => {
    // 10 × 99.99 = 999.90, line discount 0.05 → 999.85, document discount 0.05 → 999.80; VAT 69.99.
    const q: DocumentTotalsInput = {
      priceType: 'vat_exclusive',
      vatEnabled: true,
      discountAmount: '0.05',
      date: '2026-11-01',
      lines: [{ quantity: '10', unitPrice: '99.99', discountAmount: '0.05' }],
    };
    const first = computePartial(q, { amount: 0n }, { type: 'QUANTITY', quantities: ['3'] }, '2026-11-21');
    if (!first.ok) throw new Error(first.error.message);
    // 299.97 less 0.05 × 3/10 = 0.015 → 0.02; document 0.05 × 299.95 / 999.85 = 0.0149997 → 0.01.
    expect(first.value.input.lines[0]).toMatchObject({ quantity: '3.0000', discountAmount: '0.02' });
    expect(first.value.input.discountAmount).toBe('0.01');
    expect(first.value.amount).toBe(29994n);
    expect(first.value.totals.vatTotal).toBe(2100n); // 20.9958

    const soFar: PartialsSoFar = { amount: 29994n, types: ['QUANTITY'], quantities: ['3'] };
    const rest = remainderRequest(q, soFar);
    expect(rest).toEqual({ type: 'QUANTITY', quantities: ['7.0000'] });
    if (rest === null) throw new Error('no rest');
    const second = computePartial(q, soFar, rest, '2026-11-22');
    if (!second.ok) throw new Error(second.error.message);
    // 699.93 less 0.03 (0.05 − 0.02; pro rata alone would give 0.035 → 0.04) and 0.04 (0.05 − 0.01).
    expect(second.value.input.lines[0]).toMatchObject({ quantity: '7.0000', discountAmount: '0.03' });
    expect(second.value.input.discountAmount).toBe('0.04');
    expect(second.value.amount).toBe(69986n);
    expect(second.value.totals.vatTotal).toBe(4899n); // 48.9902
    expect(second.value.remainingAmount).toBe(0n);
    expect(remainderRequest(q, { ...soFar, quantities: ['10'] })).toBeNull();
  });

  it('property: partials completed by the rest sum to the quotation amount to the satang', () => {
    const price = fc.integer({ min: 1, max: 5_000_000 }).map((n) => toMoneyString(BigInt(n)));
    const lineArb = fc.record({
      quantity: fc.integer({ min: 1, max: 40 }).map(String),
      unitPrice: price,
      discountPercent: fc.option(
        fc.integer({ min: 0, max: 3000 }).map((n) => (n / 100).toFixed(2)),
        {
          nil: undefined,
        },
      ),
      vatCode: fc.constantFrom('VAT7' as const, 'EXEMPT' as const, 'VAT0' as const),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('vat_exclusive' as const, 'vat_inclusive' as const),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const, 'QUANTITY' as const),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 3 }),
        (lines, priceType, discountSatang, mode, steps) => {
          const quotation: DocumentTotalsInput = {
            priceType,
            vatEnabled: true,
            discountAmount: (discountSatang / 100).toFixed(2),
            date: '2026-11-01',
            lines,
          };
          const whole = computeDocumentTotals(quotation).amountAfterDiscount;
          fc.pre(whole > 0n);
          let soFar: PartialsSoFar = {
            amount: 0n,
            types: [],
            quantities: lines.map(() => '0'),
            percent: '0',
          };
          let billed = 0n;
          let count = 0;
          const take = (request: PartialRequest) => {
            const result = computePartial(quotation, soFar, request, '2026-11-21');
            if (!result.ok) return false;
            billed += result.value.amount;
            count += 1;
            soFar = {
              amount: soFar.amount + result.value.amount,
              types: [...soFar.types, request.type],
              quantities: lines.map((_, i) =>
                String(
                  Number(soFar.quantities?.[i] ?? '0') +
                    (request.type === 'QUANTITY' ? Number(request.quantities[i] ?? '0') : 0),
                ),
              ),
              percent:
                request.type === 'PERCENTAGE'
                  ? (Number(soFar.percent) + Number(request.percent)).toFixed(2)
                  : undefined,
            };
            return true;
          };
          for (const step of steps) {
            const request: PartialRequest =
              mode === 'PERCENTAGE'
                ? { type: 'PERCENTAGE', percent: String(Math.min(step, 30)) }
                : mode === 'AMOUNT'
                  ? {
                      type: 'AMOUNT',
                      amount: toMoneyString((whole * BigInt(Math.min(step, 30))) / 100n || 1n),
                    }
                  : {
                      type: 'QUANTITY',
                      quantities: lines.map((l) => String(Math.min(Number(l.quantity) - 1, step % 3))),
                    };
            if (
              mode === 'QUANTITY' &&
              request.type === 'QUANTITY' &&
              request.quantities.every((x) => x === '0')
            )
              continue;
            take(request);
          }
          const rest = remainderRequest(quotation, soFar);
          if (count === 0) {
            expect(rest).toBeNull();
            return;
          }
          if (rest === null) {
            expect(billed).toBe(whole);
            return;
          }
          expect(take(rest)).toBe(true);
          expect(billed).toBe(whole);
          expect(remainderRequest(quotation, soFar)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
