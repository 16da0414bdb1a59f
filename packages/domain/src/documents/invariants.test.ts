// The money invariants of issue #9 and the date rules of issues #9/#10: examples with hand-computed figures,
// and properties (fast-check) that whatever passes validation never yields a negative figure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoney } from '../money/money.ts';
import { LINE_TAX_CODES } from '../tax/vat.ts';
import { PRICE_TYPES } from '../constants/options.ts';
import {
  checkCreditNoteAmount,
  checkNotBeforeSource,
  checkPeriodOpen,
  creditableAmount,
  isInLockedPeriod,
} from './invariants.ts';
import { computeDeposit, depositDeductionLines } from './deposit.ts';
import { computePartial } from './partial.ts';
import { computeDocumentTotals, type DocumentLineInput, type DocumentTotalsInput } from './totals.ts';
import { validateDocumentTotalsInput } from './validation.ts';

describe('locked periods', () => {
  it('locks the lock date itself and everything before it', () => {
    expect(isInLockedPeriod('2026-10-31', '2026-10-31')).toBe(true);
    expect(isInLockedPeriod('2026-10-01', '2026-10-31')).toBe(true);
    expect(isInLockedPeriod('2026-11-01', '2026-10-31')).toBe(false);
    expect(isInLockedPeriod('1999-01-01', null)).toBe(false);
  });

  it('refuses a change when the current or the new date is locked', () => {
    expect(checkPeriodOpen({ next: '2026-11-01' }, '2026-10-31').ok).toBe(true);
    expect(checkPeriodOpen({ current: '2026-11-02', next: '2026-11-01' }, '2026-10-31').ok).toBe(true);
    const moved = checkPeriodOpen({ current: '2026-10-15', next: '2026-11-15' }, '2026-10-31');
    expect(moved).toMatchObject({
      ok: false,
      error: { code: 'LEDGER.PERIOD_LOCKED', details: { which: 'current', date: '2026-10-15' } },
    });
    const backdated = checkPeriodOpen({ current: '2026-11-15', next: '2026-10-15' }, '2026-10-31');
    expect(backdated).toMatchObject({ ok: false, error: { details: { which: 'next' } } });
  });
});

describe('settlements are not dated before what they settle', () => {
  it('accepts the same day and later, refuses the day before', () => {
    const invoice = { number: 'INV202611150001', date: '2026-11-15' };
    expect(checkNotBeforeSource('2026-11-15', invoice).ok).toBe(true);
    expect(checkNotBeforeSource('2026-12-01', invoice).ok).toBe(true);
    expect(checkNotBeforeSource('2026-11-14', invoice)).toMatchObject({
      ok: false,
      error: { code: 'DOCUMENT.BEFORE_SOURCE_DATE', details: { sourceDate: '2026-11-15' } },
    });
  });
});

describe('credit-note limit', () => {
  const invoice = {
    grandTotal: parseMoney('1070.00'),
    debited: parseMoney('107.00'),
    credited: parseMoney('214.00'),
    paid: parseMoney('500.00'),
    refunded: false,
  };

  it('takes debit notes, earlier credit notes and payments into account', () => {
    // 1,070.00 + 107.00 − 214.00 − 500.00 = 463.00
    expect(creditableAmount(invoice)).toBe(46300n);
    expect(checkCreditNoteAmount(46300n, invoice).ok).toBe(true);
    expect(checkCreditNoteAmount(46301n, invoice)).toMatchObject({
      ok: false,
      error: {
        code: 'CREDIT_NOTE.EXCEEDS_CREDITABLE',
        details: { requested: '463.01', creditable: '463.00', paid: '500.00' },
      },
    });
  });

  it('does not subtract what a cash sale received: its credit note is refunded', () => {
    // 1,070.00 + 107.00 − 214.00 = 963.00
    expect(creditableAmount({ ...invoice, refunded: true })).toBe(96300n);
  });

  it('is never negative', () => {
    expect(creditableAmount({ ...invoice, paid: parseMoney('5000') })).toBe(0n);
  });
});

// ---------------------------------------------------------------- properties

const scaled = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => {
    const text = String(n).padStart(places + 1, '0');
    return `${text.slice(0, -places)}.${text.slice(-places)}`;
  });

// Discounts of any size, including larger than the line or the subtotal: validation must refuse those.
const lineArb: fc.Arbitrary<DocumentLineInput> = fc.record({
  kind: fc.constantFrom('item' as const, 'item' as const, 'item' as const, 'deposit_deduction' as const),
  quantity: scaled(100, 2),
  unitPrice: scaled(10_000, 2),
  discountAmount: fc.option(scaled(20_000, 2), { nil: undefined }),
  discountPercent: fc.option(scaled(100, 2), { nil: undefined }),
  vatCode: fc.constantFrom(...LINE_TAX_CODES),
  whtPercent: fc.option(fc.constantFrom('1.00', '3.00', '5.00', '15.00'), { nil: undefined }),
});

const documentArb: fc.Arbitrary<DocumentTotalsInput> = fc.record({
  priceType: fc.constantFrom(...PRICE_TYPES),
  vatEnabled: fc.boolean(),
  discountAmount: fc.option(scaled(50_000, 2), { nil: undefined }),
  discountPercent: fc.option(scaled(100, 2), { nil: undefined }),
  date: fc.constantFrom('2024-01-31', '2026-11-21'),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
});

describe('money invariants (properties)', () => {
  it('a document that passes validation has no negative line, total, VAT, WHT or amount payable', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        fc.pre(validateDocumentTotalsInput(input).length === 0);
        const t = computeDocumentTotals(input);
        for (const figure of [
          t.subtotal,
          t.discount,
          t.depositDeducted,
          t.amountAfterDiscount,
          t.netTotal,
          t.vatTotal,
          t.grandTotal,
          t.whtTotal,
          t.amountPayable,
          ...t.taxes.flatMap((tax) => [tax.base, tax.vat]),
          ...t.whtByRate.flatMap((rate) => [rate.base, rate.wht]),
        ]) {
          expect(figure >= 0n).toBe(true);
        }
        for (const line of t.lines.filter((l) => l.kind === 'item')) {
          for (const figure of [
            line.total,
            line.discount,
            line.totalAfterDiscount,
            line.documentDiscount,
            line.net,
            line.preVat,
            line.tax,
            line.wht,
            line.grandTotal,
          ]) {
            expect(figure >= 0n).toBe(true);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a discount larger than what it discounts is always refused with its field path', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const t = computeDocumentTotals(input);
        const issues = validateDocumentTotalsInput(input);
        t.lines.forEach((line, i) => {
          if (line.kind === 'item' && line.totalAfterDiscount < 0n) {
            expect(issues).toContainEqual(
              expect.objectContaining({
                path: `lines.${i}.discountAmount`,
                code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
              }),
            );
          }
        });
        if (t.amountAfterDiscount < 0n || t.grandTotal < 0n) expect(issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('partials, deposits and the final invoice deducting them pass the same validation', () => {
    const quotationArb = documentArb.map((input) => ({
      ...input,
      lines: input.lines.map((line) => ({ ...line, kind: 'item' as const })),
    }));
    fc.assert(
      fc.property(
        quotationArb,
        scaled(100, 2),
        fc.array(scaled(100, 2), { minLength: 6, maxLength: 6 }),
        (quotation, percent, quantities) => {
          fc.pre(validateDocumentTotalsInput(quotation).length === 0);
          const date = quotation.date;
          // A share that rounds to 0.00 has no lines: refused as DOCUMENT.NO_LINES, nothing negative.
          const sound = (input: DocumentTotalsInput) =>
            validateDocumentTotalsInput(input).filter((issue) => issue.code !== 'DOCUMENT.NO_LINES');
          const byPercent = computePartial(quotation, { amount: 0n }, { type: 'PERCENTAGE', percent }, date);
          if (byPercent.ok) expect(sound(byPercent.value.input)).toEqual([]);
          const byQuantity = computePartial(
            quotation,
            { amount: 0n },
            {
              type: 'QUANTITY',
              // At most what each line orders.
              quantities: quotation.lines.map((line, i) =>
                parseMoney(quantities[i]) <= parseMoney(line.quantity)
                  ? (quantities[i] ?? '0')
                  : line.quantity,
              ),
            },
            date,
          );
          if (byQuantity.ok) expect(sound(byQuantity.value.input)).toEqual([]);
          const deposit = computeDeposit(quotation, 0n, { type: 'PERCENTAGE', percent }, date);
          if (!deposit.ok) return;
          expect(sound(deposit.value.input)).toEqual([]);
          const final: DocumentTotalsInput = {
            ...quotation,
            lines: [...quotation.lines, ...depositDeductionLines(deposit.value.input.lines)],
          };
          expect(sound(final)).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('what is still creditable is never negative and never more than sold plus debited', () => {
    const money = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(
        money,
        money,
        money,
        money,
        fc.boolean(),
        (grandTotal, debited, credited, paid, refunded) => {
          const creditable = creditableAmount({ grandTotal, debited, credited, paid, refunded });
          expect(creditable >= 0n).toBe(true);
          expect(creditable <= grandTotal + debited).toBe(true);
          expect(
            checkCreditNoteAmount(creditable, { grandTotal, debited, credited, paid, refunded }).ok,
          ).toBe(true);
        },
      ),
    );
  });
});
