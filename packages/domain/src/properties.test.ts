// Property tests (fast-check) for the invariants the issue names: allocation preserves the total, every
// generated document posts balanced journal lines, totals do not depend on line order, bahtText never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_TAX_CODES } from './tax/vat.ts';
import { PERCENT_OPTIONS, PRICE_TYPES } from './constants/options.ts';
import { allocate, parseMoney, toMoneyString } from './money/money.ts';
import { bahtText, bahtTextFromMoney } from './thai/baht-text.ts';
import {
  computeDocumentTotals,
  type DocumentLineInput,
  type DocumentTotalsInput,
} from './documents/totals.ts';
import { isBalanced, validateJournalLines } from './ledger/journal.ts';
import {
  postCashSale,
  postCreditNote,
  postDebitNote,
  postDepositReceipt,
  postInvoice,
  postPurchaseBill,
  postReceipt,
  postSupplierPayment,
  undueVatDueOnReceipt,
  type PostingLineInfo,
} from './ledger/posting.ts';

const scaled = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => {
    const text = String(n).padStart(places + 1, '0');
    return `${text.slice(0, -places)}.${text.slice(-places)}`;
  });

const percent = fc.constantFrom(...PERCENT_OPTIONS);

const lineArb: fc.Arbitrary<DocumentLineInput & PostingLineInfo> = fc.record({
  quantity: scaled(1000, 4),
  unitPrice: scaled(100_000, 4),
  discountPercent: fc.option(percent, { nil: undefined }),
  vatCode: fc.constantFrom(...LINE_TAX_CODES),
  whtPercent: fc.option(fc.constantFrom('1.00', '2.00', '3.00', '5.00'), { nil: undefined }),
  itemType: fc.constantFrom('goods' as const, 'services' as const),
});

const documentArb: fc.Arbitrary<DocumentTotalsInput> = fc.record({
  priceType: fc.constantFrom(...PRICE_TYPES),
  vatEnabled: fc.boolean(),
  discountPercent: fc.option(percent, { nil: undefined }),
  date: fc.constantFrom('2024-01-31', '2026-11-21'),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
});

// More runs than the default 100: the rounding ties these properties guard against are rare.
fc.configureGlobal({ numRuns: 300 });

describe('properties', () => {
  it('allocation preserves the total and stays within a satang of the exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          const weightSum = weights.reduce((a, b) => a + b, 0n);
          if (weightSum > 0n) {
            parts.forEach((part, i) => {
              // |part × W − total × wᵢ| < W, i.e. the part is the exact share rounded down or up.
              const diff = part * weightSum - total * (weights[i] ?? 0n);
              expect(diff < weightSum && diff > -weightSum).toBe(true);
            });
          }
        },
      ),
    );
  });

  it('allocation with mixed-sign weights still preserves the total', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
        fc.array(fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          fc.pre(weights.reduce((a, b) => a + b, 0n) !== 0n);
          expect(allocate(total, weights).reduce((a, b) => a + b, 0n)).toBe(total);
        },
      ),
    );
  });

  it('line figures add up to the header', () => {
    fc.assert(
      fc.property(documentArb, (input) => {
        const t = computeDocumentTotals(input);
        const sum = (pick: (l: (typeof t.lines)[number]) => bigint) =>
          t.lines.reduce((a, l) => a + pick(l), 0n);
        expect(sum((l) => l.tax)).toBe(t.vatTotal);
        expect(sum((l) => l.preVat)).toBe(t.netTotal);
        expect(sum((l) => l.wht)).toBe(t.whtTotal);
        expect(sum((l) => l.grandTotal)).toBe(t.grandTotal);
        expect(sum((l) => l.documentDiscount)).toBe(t.discount);
        expect(sum((l) => l.net)).toBe(t.amountAfterDiscount);
        if (t.priceType === 'vat_inclusive' && t.vatApplied) expect(t.grandTotal).toBe(t.amountAfterDiscount);
        else expect(t.netTotal).toBe(t.amountAfterDiscount);
      }),
    );
  });

  it('every generated document posts balanced journal lines', () => {
    fc.assert(
      fc.property(documentArb, fc.boolean(), (input, withDeduction) => {
        const lines = withDeduction
          ? [
              ...input.lines,
              {
                kind: 'deposit_deduction' as const,
                quantity: '1',
                unitPrice: '1.00',
                vatCode: 'VAT7' as const,
              },
            ]
          : input.lines;
        const totals = computeDocumentTotals({ ...input, lines });
        const posting = { totals, lineInfo: lines as readonly PostingLineInfo[] };
        const entries = [
          postInvoice(posting),
          postCashSale(posting),
          postCreditNote(posting),
          postCreditNote(posting, { settlement: 'refund' }),
          postDebitNote(posting),
          postDepositReceipt(posting),
          postPurchaseBill({ totals, lineInfo: lines as readonly PostingLineInfo[] }),
          postSupplierPayment({
            amount: totals.grandTotal,
            whtWithheld: totals.whtTotal,
            vatBecomingDue: totals.vatTotal,
          }),
          postReceipt({
            amount: totals.grandTotal,
            whtWithheld: totals.whtTotal,
            vatBecomingDue: undueVatDueOnReceipt(posting, totals.grandTotal),
          }),
        ];
        for (const entry of entries) {
          expect(isBalanced(entry)).toBe(true);
          if (entry.length > 0) expect(validateJournalLines(entry).ok).toBe(true);
        }
      }),
    );
  });

  it('header totals do not change when lines are reordered', () => {
    fc.assert(
      fc.property(
        documentArb.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray([...input.lines], { minLength: input.lines.length }),
          ),
        ),
        ([input, shuffled]) => {
          const a = computeDocumentTotals(input);
          const b = computeDocumentTotals({ ...input, lines: shuffled });
          const header = (t: typeof a) => ({
            subtotal: t.subtotal,
            discount: t.discount,
            taxes: t.taxes,
            netTotal: t.netTotal,
            vatTotal: t.vatTotal,
            grandTotal: t.grandTotal,
            whtTotal: t.whtTotal,
            whtByRate: t.whtByRate,
            amountPayable: t.amountPayable,
          });
          expect(header(b)).toEqual(header(a));
        },
      ),
    );
  });

  it('header totals do not change when equal-priced lines that tie in every allocation are reordered', () => {
    // Random 4-place prices almost never tie; copies of one price with different codes and WHT rates always do.
    const tiedDocument = fc
      .record({
        priceType: fc.constantFrom(...PRICE_TYPES),
        price: scaled(10_000, 2),
        discountAmount: fc.option(scaled(100, 2), { nil: undefined }),
        variants: fc.array(
          fc.record({
            vatCode: fc.constantFrom(...LINE_TAX_CODES),
            whtPercent: fc.option(fc.constantFrom('1.00', '3.00', '5.00'), { nil: undefined }),
          }),
          { minLength: 2, maxLength: 6 },
        ),
      })
      .chain(({ priceType, price, discountAmount, variants }) => {
        const input: DocumentTotalsInput = {
          priceType,
          vatEnabled: true,
          date: '2026-11-21',
          discountAmount,
          lines: variants.map((v) => ({ quantity: '1', unitPrice: price, ...v })),
        };
        return fc.tuple(
          fc.constant(input),
          fc.shuffledSubarray([...input.lines], { minLength: input.lines.length }),
        );
      });
    fc.assert(
      fc.property(tiedDocument, ([input, shuffled]) => {
        const a = computeDocumentTotals(input);
        const b = computeDocumentTotals({ ...input, lines: shuffled });
        expect([b.taxes, b.whtByRate, b.amountPayable]).toEqual([a.taxes, a.whtByRate, a.amountPayable]);
      }),
    );
  });

  it('bahtText never throws for amounts up to 10^15 and reads back its own shape', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (satang) => {
        const words = bahtTextFromMoney(satang);
        expect(words).toMatch(/(บาทถ้วน|สตางค์)$/);
        expect(words.startsWith('ลบ')).toBe(satang < 0n);
        expect(bahtText(toMoneyString(satang))).toBe(words);
      }),
    );
  });

  it('bahtText never throws for JS numbers up to 10^15, tiny or fractional ones included', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (amount) => {
        expect(bahtText(amount)).toMatch(/(บาทถ้วน|สตางค์)$/);
      }),
    );
  });

  it('undue VAT moved by instalment receipts adds up to the undue VAT of the invoice', () => {
    fc.assert(
      fc.property(
        documentArb,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (input, parts) => {
          const totals = computeDocumentTotals(input);
          fc.pre(totals.grandTotal > 0n);
          const posting = { totals, lineInfo: input.lines as readonly PostingLineInfo[] };
          const amounts = allocate(totals.grandTotal, parts.map(BigInt));
          let before = 0n;
          let moved = 0n;
          for (const amount of amounts) {
            moved += undueVatDueOnReceipt(posting, amount, before);
            before += amount;
          }
          expect(moved).toBe(undueVatDueOnReceipt(posting, totals.grandTotal));
        },
      ),
    );
  });

  it('money survives a trip through its wire form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), (satang) => {
        expect(parseMoney(toMoneyString(satang))).toBe(satang);
      }),
    );
  });
});
