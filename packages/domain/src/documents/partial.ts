// Partial documents made from a quotation (spec §2 creation routes, §3 partial billing fields): a billing note,
// invoice or cash sale for a PERCENTAGE, an AMOUNT or given QUANTITIES of the quotation, and the rest after
// earlier partials. Deposits and their deduction lines are deposit.ts; what both share is partial-shares.ts.
//
// "Amount" here is always the quotation's amountAfterDiscount (its prices after all discounts, in its own
// price terms: before VAT for vat_exclusive, including VAT for vat_inclusive). Partial documents carry the
// quotation's price type, so VAT is recomputed on each partial document per document and tax code.
// Over-billing is a value: { code: 'QUOTATION.OVER_BILLED', … }.
import {
  PERCENT_SCALE,
  QUANTITY_SCALE,
  divideHalfUp,
  formatDecimal,
  parseDecimal,
  pow10,
} from '../money/decimal.ts';
import {
  allocate,
  multiplyQuantity,
  parsePercent,
  sumMoney,
  toMoneyString,
  type Money,
} from '../money/money.ts';
import type { PartialType } from '../constants/options.ts';
import { err, ok, type Result } from '../result.ts';
import type { CalendarDate } from '../thai/dates.ts';
import {
  HUNDRED_PERCENT,
  overBilled,
  percentString,
  portionOf,
  settleRoundingOverrun,
  type PartialError,
} from './partial-shares.ts';
import {
  computeDocumentTotals,
  type DocumentLineInput,
  type DocumentTotals,
  type DocumentTotalsInput,
  type TotalsOptions,
} from './totals.ts';

export type PartialRequest =
  | { readonly type: 'PERCENTAGE'; readonly percent: string }
  | { readonly type: 'AMOUNT'; readonly amount: string }
  | { readonly type: 'QUANTITY'; readonly quantities: readonly string[] };

/** What earlier partial documents of the quotation already took. */
export interface BilledSoFar {
  /** Sum of earlier partial documents' amountAfterDiscount (same price terms as the quotation). */
  readonly amount: Money;
  /** Quantities already billed per quotation line (QUANTITY partials only); missing means 0. */
  readonly quantities?: readonly string[];
  /**
   * Sum of the percentages of earlier PERCENTAGE partials, when every earlier partial was one: the percentage
   * that completes 100 then takes exactly what remains.
   */
  readonly percent?: string;
}

/** A line of the new document; sourceIndex points at the quotation line it came from (for name, unit…). */
export interface DerivedLine extends DocumentLineInput {
  readonly sourceIndex: number;
}

export interface PartialResult {
  /** Header and lines of the new document, ready for computeDocumentTotals and for storing. */
  readonly input: Omit<DocumentTotalsInput, 'lines'> & { readonly lines: readonly DerivedLine[] };
  readonly totals: DocumentTotals;
  readonly partialType: PartialType;
  /** This document's amountAfterDiscount. */
  readonly amount: Money;
  /** This document's share of the quotation, percent with two places ("30.00"). */
  readonly percent: string;
  readonly remainingAmount: Money;
  readonly remainingPercent: string;
  /** Quotation quantities not yet billed by QUANTITY partials, per line (4 places). */
  readonly remainingQuantities: readonly string[];
}

/**
 * The lines and figures of a partial document made from `quotation`, and what remains of the quotation.
 * `date` is the new document's date (it selects the VAT rate). `allowedTypes` lets the caller enforce that
 * invoices and cash sales accept only PERCENTAGE and QUANTITY (spec §9).
 */
export function computePartial(
  quotation: DocumentTotalsInput,
  billed: BilledSoFar,
  request: PartialRequest,
  date: CalendarDate,
  options: TotalsOptions & { readonly allowedTypes?: readonly PartialType[] } = {},
): Result<PartialResult, PartialError> {
  if (options.allowedTypes && !options.allowedTypes.includes(request.type)) {
    return err({
      code: 'QUOTATION.PARTIAL_TYPE_NOT_ALLOWED',
      message: `Partial type ${request.type} is not allowed here`,
      details: { partialType: request.type, allowed: [...options.allowedTypes] },
    });
  }
  const quotationTotals = computeDocumentTotals(quotation, options);
  const whole = quotationTotals.amountAfterDiscount;
  if (whole <= 0n) {
    return err({ code: 'QUOTATION.NOTHING_TO_BILL', message: 'The quotation has no amount to bill' });
  }
  const remainingBefore = whole - billed.amount;
  const header = {
    priceType: quotation.priceType,
    vatEnabled: quotation.vatEnabled,
    date,
  };
  const billedQuantities = quotation.lines.map((_, i) =>
    parseDecimal(billed.quantities?.[i] ?? '0', QUANTITY_SCALE),
  );
  const orderedQuantities = quotation.lines.map((line) => parseDecimal(line.quantity, QUANTITY_SCALE));

  let lines: DerivedLine[];
  let discountAmount: string | null = null;
  let newlyBilledQuantities = quotation.lines.map(() => 0n);

  if (request.type === 'QUANTITY') {
    if (request.quantities.length !== quotation.lines.length) {
      return err({
        code: 'QUOTATION.INVALID_PARTIAL',
        message: 'Give one quantity per quotation line',
        details: { expected: quotation.lines.length, received: request.quantities.length },
      });
    }
    const requested = request.quantities.map((q) => parseDecimal(q, QUANTITY_SCALE));
    for (let i = 0; i < requested.length; i += 1) {
      const q = requested[i] ?? 0n;
      const left = (orderedQuantities[i] ?? 0n) - (billedQuantities[i] ?? 0n);
      if (q < 0n) {
        return err({
          code: 'QUOTATION.INVALID_PARTIAL',
          message: 'Quantities cannot be negative',
          details: { line: i },
        });
      }
      if (q > left) {
        return err({
          code: 'QUOTATION.OVER_BILLED',
          message: `Line ${i + 1}: quantity ${formatDecimal(q, QUANTITY_SCALE)} exceeds the remaining ${formatDecimal(left, QUANTITY_SCALE)}`,
          details: {
            line: i,
            requested: formatDecimal(q, QUANTITY_SCALE),
            remaining: formatDecimal(left, QUANTITY_SCALE),
          },
        });
      }
    }
    if (requested.every((q) => q === 0n)) {
      return err({ code: 'QUOTATION.INVALID_PARTIAL', message: 'Choose a quantity for at least one line' });
    }
    newlyBilledQuantities = requested;
    // Money discounts are taken cumulatively: with D the line's discount (percent or amount, in money), a
    // partial takes round(D × billed-after / ordered) − round(D × billed-before / ordered), so the partial that
    // takes a line's last units takes exactly what is left of its discount; the document discount likewise in
    // proportion to the discounted subtotal. No satang is lost over a set of partials.
    const itemIndexes = quotation.lines.flatMap((line, i) => (line.kind === 'deposit_deduction' ? [] : [i]));
    const lineDiscountUpTo = (i: number, upTo: bigint): Money => {
      const ordered = orderedQuantities[i] ?? 0n;
      const discount = quotationTotals.lines[i]?.discount ?? 0n;
      return ordered === 0n ? 0n : divideHalfUp(discount * upTo, ordered);
    };
    const lineNetUpTo = (i: number, upTo: bigint): Money => {
      const line = quotation.lines[i];
      if (line === undefined || upTo === 0n) return 0n;
      return (
        multiplyQuantity(formatDecimal(upTo, QUANTITY_SCALE), line.unitPrice) - lineDiscountUpTo(i, upTo)
      );
    };
    const subtotalUpTo = (quantities: readonly bigint[]): Money =>
      sumMoney(itemIndexes.map((i) => lineNetUpTo(i, quantities[i] ?? 0n)));
    lines = itemIndexes.flatMap((i): DerivedLine[] => {
      const line = quotation.lines[i];
      const q = requested[i] ?? 0n;
      if (q === 0n || line === undefined) return [];
      const before = billedQuantities[i] ?? 0n;
      const quantity = formatDecimal(q, QUANTITY_SCALE);
      // The share never exceeds the partial line's own total (rounding of sub-satang prices could tip it over).
      const share = lineDiscountUpTo(i, before + q) - lineDiscountUpTo(i, before);
      const lineTotal = multiplyQuantity(quantity, line.unitPrice);
      return [
        {
          sourceIndex: i,
          quantity,
          unitPrice: line.unitPrice,
          discountAmount: toMoneyString(share > lineTotal ? lineTotal : share),
          vatCode: line.vatCode ?? 'VAT7',
          whtPercent: line.whtPercent ?? null,
        },
      ];
    });
    if (quotationTotals.discount !== 0n) {
      const all = subtotalUpTo(orderedQuantities);
      const after = billedQuantities.map((b, i) => b + (requested[i] ?? 0n));
      const upTo = (quantities: readonly bigint[]) =>
        all === 0n ? 0n : divideHalfUp(quotationTotals.discount * subtotalUpTo(quantities), all);
      discountAmount = toMoneyString(upTo(after) - upTo(billedQuantities));
    }
  } else {
    const asked = portionOf(whole, request);
    if (!asked.ok) return asked;
    const completes =
      request.type === 'PERCENTAGE' &&
      billed.percent !== undefined &&
      parsePercent(billed.percent) + parsePercent(request.percent) === HUNDRED_PERCENT &&
      remainingBefore > 0n;
    // The percentage that completes 100 takes exactly what remains: rounding of the earlier shares can never
    // leave a satang unbilled nor refuse the last one as over-billed.
    const portion = completes
      ? remainingBefore
      : settleRoundingOverrun(request, asked.value, whole, remainingBefore);
    if (portion > remainingBefore) return err(overBilled(portion, remainingBefore));
    // Spread the portion over the quotation's lines in proportion to their amounts after all discounts, so
    // each tax code and WHT rate keeps its share; each becomes a one-unit line of its share.
    const itemIndexes = quotation.lines.flatMap((line, i) => (line.kind === 'deposit_deduction' ? [] : [i]));
    const shares = allocate(
      portion,
      itemIndexes.map((i) => quotationTotals.lines[i]?.net ?? 0n),
    );
    lines = itemIndexes.flatMap((sourceIndex, k): DerivedLine[] => {
      const share = shares[k] ?? 0n;
      const line = quotation.lines[sourceIndex];
      if (share === 0n || line === undefined) return [];
      return [
        {
          sourceIndex,
          quantity: '1',
          unitPrice: toMoneyString(share),
          vatCode: line.vatCode ?? 'VAT7',
          whtPercent: line.whtPercent ?? null,
        },
      ];
    });
  }

  const input = { ...header, discountAmount, discountPercent: null, lines };
  const totals = computeDocumentTotals(input, options);
  const amount = totals.amountAfterDiscount;
  if (amount > remainingBefore) return err(overBilled(amount, remainingBefore));
  const remainingAmount = remainingBefore - amount;
  return ok({
    input,
    totals,
    partialType: request.type,
    amount,
    percent: percentString(amount, whole),
    remainingAmount,
    remainingPercent: percentString(remainingAmount, whole),
    remainingQuantities: orderedQuantities.map((ordered, i) =>
      formatDecimal(ordered - (billedQuantities[i] ?? 0n) - (newlyBilledQuantities[i] ?? 0n), QUANTITY_SCALE),
    ),
  });
}

/** What earlier partials took and how: the modes used so far decide how the rest is billed. */
export interface PartialsSoFar extends BilledSoFar {
  /** Partial types of the earlier active partial documents. */
  readonly types: readonly PartialType[];
}

/**
 * The request that bills exactly what remains of a quotation, in the mode it was billed in: the remaining
 * quantity of every line after QUANTITY partials; the percentage that completes 100 after PERCENTAGE
 * partials (computePartial then takes exactly the remaining amount); else the remaining amount. Null when
 * nothing was billed by partials yet, or nothing remains.
 */
export function remainderRequest(
  quotation: DocumentTotalsInput,
  billed: PartialsSoFar,
  options: TotalsOptions = {},
): PartialRequest | null {
  if (billed.types.length === 0) return null;
  if (billed.types.includes('QUANTITY')) {
    const quantities = quotation.lines.map((line, i) =>
      line.kind === 'deposit_deduction'
        ? 0n
        : parseDecimal(line.quantity, QUANTITY_SCALE) -
          parseDecimal(billed.quantities?.[i] ?? '0', QUANTITY_SCALE),
    );
    if (quantities.every((q) => q <= 0n)) return null;
    return {
      type: 'QUANTITY',
      quantities: quantities.map((q) => formatDecimal(q > 0n ? q : 0n, QUANTITY_SCALE)),
    };
  }
  const remaining = computeDocumentTotals(quotation, options).amountAfterDiscount - billed.amount;
  if (remaining <= 0n) return null;
  if (billed.types.every((t) => t === 'PERCENTAGE') && billed.percent !== undefined) {
    const rest = HUNDRED_PERCENT - parsePercent(billed.percent);
    if (rest > 0n) {
      // Two places unless the earlier percentages needed more.
      const places = rest % pow10(PERCENT_SCALE - 2) === 0n ? 2 : PERCENT_SCALE;
      return {
        type: 'PERCENTAGE',
        percent: formatDecimal(rest / pow10(PERCENT_SCALE - places), places),
      };
    }
  }
  return { type: 'AMOUNT', amount: toMoneyString(remaining) };
}

export { percentString, type PartialError, type PartialErrorCode } from './partial-shares.ts';
