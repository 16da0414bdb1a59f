// Document totals: from a header (price type, VAT switch, document discount, date) and lines (quantity, unit
// price, line discount, tax code, WHT percent) to every figure a sales or purchase document shows and stores.
// The web runs this for live totals; the API runs it again and stores the result.
//
// Named rounding points (all half-up to the satang, thai-tax-reference §1.3):
//  1. line total = quantity × unit price;
//  2. a percent discount (line or document) = amount × percent;
//  3. VAT per document per tax code (exclusive: base × rate; inclusive: gross × rate / (100 + rate));
//  4. WHT per document per WHT rate, on the pre-VAT amount.
// Everything else is exact: the document discount and each code's VAT and each rate's WHT are allocated back
// to lines by largest remainder, so line figures always add up to the header. See docs/decisions/0006.
import { divideHalfUp, formatDecimal, parseDecimal, pow10, PERCENT_SCALE } from '../money/decimal.ts';
import {
  allocate,
  multiplyQuantity,
  parseMoney,
  parsePercent,
  percentOf,
  sumMoney,
  toMoneyString,
  type Money,
} from '../money/money.ts';
import type { PriceType } from '../constants/options.ts';
import type { CalendarDate } from '../thai/dates.ts';
import {
  VAT_RATE_TABLE,
  vatRateFor,
  type LineTaxCode,
  type TaxCode,
  type VatRatePeriod,
} from '../tax/vat.ts';

export type LineKind = 'item' | 'deposit_deduction';

export interface DocumentLineInput {
  /**
   * 'item' (default) is an ordinary line. 'deposit_deduction' deducts an earlier deposit document on the final
   * invoice (thai-tax-reference §11 h): give the deposit amount as a positive quantity × unit price; the line
   * counts negatively, takes no discount, and lowers the VAT base of its tax code.
   */
  readonly kind?: LineKind;
  readonly quantity: string;
  /** In the document's price terms: before VAT for vat_exclusive, including VAT for vat_inclusive. */
  readonly unitPrice: string;
  /** Line discount as money; ignored when discountPercent is above 0. */
  readonly discountAmount?: string | null;
  readonly discountPercent?: string | null;
  /** Defaults to VAT7. Ignored (treated as NONVAT) when the document carries no VAT. */
  readonly vatCode?: LineTaxCode | null;
  readonly whtPercent?: string | null;
}

export interface DocumentTotalsInput {
  readonly priceType: PriceType;
  readonly vatEnabled: boolean;
  /** Document discount as money; ignored when discountPercent is above 0. */
  readonly discountAmount?: string | null;
  /** Document discount as a percent of the subtotal (sum of item lines after their own discounts). */
  readonly discountPercent?: string | null;
  /** Tax-point date (the document date): selects the VAT rate. */
  readonly date: CalendarDate;
  readonly lines: readonly DocumentLineInput[];
}

export interface LineTotals {
  readonly kind: LineKind;
  readonly taxCode: TaxCode;
  /** quantity × unit price (negative for a deposit deduction), in the document's price terms. */
  readonly total: Money;
  readonly discount: Money;
  /** total − line discount (the spec's total_after_discount). */
  readonly totalAfterDiscount: Money;
  /** This line's share of the document discount. */
  readonly documentDiscount: Money;
  /** totalAfterDiscount − documentDiscount, still in the document's price terms. */
  readonly net: Money;
  /** The amount before VAT (equals net for exclusive prices; net − tax for inclusive prices). */
  readonly preVat: Money;
  /** This line's share of its tax code's document VAT (the spec's tax_amount). */
  readonly tax: Money;
  /** This line's share of its rate's document WHT (the spec's wht_amount). */
  readonly wht: Money;
  /** preVat + tax (the spec's line grand_total). */
  readonly grandTotal: Money;
}

export interface TaxCodeTotals {
  readonly code: TaxCode;
  /** Percent string used, e.g. "7.00". */
  readonly rate: string;
  /** VAT base (amount before VAT) of the lines with this code. */
  readonly base: Money;
  readonly vat: Money;
}

export interface WhtRateTotals {
  /** Percent string as given on the lines, normalised to two places ("3.00"). */
  readonly percent: string;
  readonly base: Money;
  readonly wht: Money;
}

export interface DocumentTotals {
  readonly priceType: PriceType;
  /** False when the document carries no VAT (vatEnabled false or priceType no_vat). */
  readonly vatApplied: boolean;
  readonly lines: readonly LineTotals[];
  /** Sum of item lines' totalAfterDiscount, in the document's price terms. */
  readonly subtotal: Money;
  /** The document discount. */
  readonly discount: Money;
  /** Sum of deposit deduction lines, as a positive amount in the document's price terms. */
  readonly depositDeducted: Money;
  /** subtotal − discount − depositDeducted: what the prices add up to, in the document's price terms. */
  readonly amountAfterDiscount: Money;
  /** One row per tax code present, in the order VAT7, VAT0, EXEMPT, NONVAT. */
  readonly taxes: readonly TaxCodeTotals[];
  /** The total before VAT (the spec's net_total). */
  readonly netTotal: Money;
  readonly vatTotal: Money;
  /** netTotal + vatTotal (the spec's grand_total). */
  readonly grandTotal: Money;
  readonly whtByRate: readonly WhtRateTotals[];
  readonly whtTotal: Money;
  /** grandTotal − whtTotal: what the customer actually pays when they withhold tax. */
  readonly amountPayable: Money;
}

export interface TotalsOptions {
  /** Override the VAT rate table (tests, or a rate change under consideration). */
  readonly vatRates?: readonly VatRatePeriod[];
}

const HUNDRED_PERCENT = 100n * pow10(PERCENT_SCALE);

/** A discount given as percent (when above 0) or amount, rounded half-up when it is a percent. */
function discountOf(
  base: Money,
  amount: string | null | undefined,
  percent: string | null | undefined,
): Money {
  if (percent !== null && percent !== undefined && parsePercent(percent) > 0n)
    return percentOf(base, percent);
  return parseMoney(amount);
}

function normalisePercent(percent: string | null | undefined): string {
  const scaled = parseDecimal(percent ?? '', PERCENT_SCALE);
  // Two places for display; a rate with more places keeps all four (rare: "0.1250").
  const text = formatDecimal(scaled, PERCENT_SCALE);
  return scaled % 100n === 0n ? text.slice(0, -2) : text;
}

/**
 * Allocates each group's figure over the group's lines by largest remainder, weighted by `weights`. Ties go
 * by `tieBreakKeys` (when given) rather than by line position, so that a figure derived from the shares (the
 * WHT base of inclusive lines) does not depend on line order.
 */
function allocateByGroup(
  groupOf: readonly string[],
  weights: readonly Money[],
  figureOf: (group: string) => Money,
  tieBreakKeys?: readonly string[],
): Money[] {
  const result: Money[] = weights.map(() => 0n);
  for (const group of new Set(groupOf)) {
    const indexes = groupOf.flatMap((g, i) => (g === group ? [i] : []));
    const shares = allocate(
      figureOf(group),
      indexes.map((i) => weights[i] ?? 0n),
      tieBreakKeys === undefined ? undefined : indexes.map((i) => tieBreakKeys[i] ?? ''),
    );
    indexes.forEach((lineIndex, k) => {
      result[lineIndex] = shares[k] ?? 0n;
    });
  }
  return result;
}

/**
 * Each line's tax code: its own VAT code (VAT7 when absent) on a document that applies VAT, NONVAT on one that
 * does not (VAT switched off, or prices without VAT). What the totals compute per line, and all a tax point
 * needs of the amounts (decision 0216).
 */
export function lineTaxCodes(
  input: Pick<DocumentTotalsInput, 'vatEnabled' | 'priceType'> & {
    readonly lines: readonly Pick<DocumentLineInput, 'vatCode'>[];
  },
): TaxCode[] {
  const vatApplied = input.vatEnabled && input.priceType !== 'no_vat';
  return input.lines.map((line) => (vatApplied ? (line.vatCode ?? 'VAT7') : 'NONVAT'));
}

/** Computes every figure of a document; see the file header for the rounding points. */
export function computeDocumentTotals(
  input: DocumentTotalsInput,
  options: TotalsOptions = {},
): DocumentTotals {
  const vatApplied = input.vatEnabled && input.priceType !== 'no_vat';
  const inclusive = vatApplied && input.priceType === 'vat_inclusive';
  const table = options.vatRates ?? VAT_RATE_TABLE;

  // 1. Line totals and line discounts.
  const base = input.lines.map((line) => {
    const kind: LineKind = line.kind ?? 'item';
    const amount = multiplyQuantity(line.quantity, line.unitPrice);
    if (kind === 'deposit_deduction') {
      return { kind, total: -amount, discount: 0n, totalAfterDiscount: -amount };
    }
    const discount = discountOf(amount, line.discountAmount, line.discountPercent);
    return { kind, total: amount, discount, totalAfterDiscount: amount - discount };
  });
  const isItem = base.map((line) => line.kind === 'item');
  const subtotal = sumMoney(base.filter((_, i) => isItem[i]).map((line) => line.totalAfterDiscount));
  const depositDeducted = -sumMoney(base.filter((_, i) => !isItem[i]).map((line) => line.totalAfterDiscount));

  // 2. Document discount, allocated over item lines in proportion to their totalAfterDiscount. Ties between
  // equal remainders are broken by the line's (tax code, WHT rate) so header figures do not depend on line order.
  const discount = discountOf(subtotal, input.discountAmount, input.discountPercent);
  const itemIndexes = isItem.flatMap((item, i) => (item ? [i] : []));
  const taxCodes = lineTaxCodes(input);
  const whtGroups = input.lines.map((line) => normalisePercent(line.whtPercent));
  const discountShares = allocate(
    itemIndexes.length === 0 ? 0n : discount,
    itemIndexes.map((i) => base[i]?.totalAfterDiscount ?? 0n),
    itemIndexes.map((i) => `${taxCodes[i]}|${whtGroups[i]}`),
  );
  const documentDiscount: Money[] = base.map(() => 0n);
  itemIndexes.forEach((lineIndex, k) => {
    documentDiscount[lineIndex] = discountShares[k] ?? 0n;
  });
  const net = base.map((line, i) => line.totalAfterDiscount - (documentDiscount[i] ?? 0n));

  // 3. VAT per tax code on the sum of the code's lines, then allocated back to those lines.
  const taxes: TaxCodeTotals[] = [];
  for (const code of ['VAT7', 'VAT0', 'EXEMPT', 'NONVAT'] as const) {
    if (!taxCodes.includes(code)) continue;
    const gross = sumMoney(net.filter((_, i) => taxCodes[i] === code));
    const rate = vatRateFor(code, input.date, table);
    const scaledRate = parsePercent(rate);
    const vat = inclusive
      ? divideHalfUp(gross * scaledRate, HUNDRED_PERCENT + scaledRate)
      : divideHalfUp(gross * scaledRate, HUNDRED_PERCENT);
    taxes.push({ code, rate, base: inclusive ? gross - vat : gross, vat });
  }
  // Ties between equal lines are broken by WHT rate: with inclusive prices a line's VAT share sets its pre-VAT
  // amount, which is its WHT base, so position must not decide which rate's base gets the odd satang.
  const lineTax = allocateByGroup(
    taxCodes,
    net,
    (code) => taxes.find((t) => t.code === code)?.vat ?? 0n,
    whtGroups,
  );
  const preVat = net.map((amount, i) => (inclusive ? amount - (lineTax[i] ?? 0n) : amount));

  // 4. WHT per rate on the pre-VAT amounts, then allocated back to lines.
  const whtByRate: WhtRateTotals[] = [];
  // Rates in ascending order, so the header does not depend on line order.
  const rates = [...new Set(whtGroups)].sort((a, b) => (parsePercent(a) < parsePercent(b) ? -1 : 1));
  for (const percent of rates) {
    if (parsePercent(percent) === 0n) continue;
    const whtBase = sumMoney(preVat.filter((_, i) => whtGroups[i] === percent));
    whtByRate.push({ percent, base: whtBase, wht: percentOf(whtBase, percent) });
  }
  const lineWht = allocateByGroup(
    whtGroups,
    preVat,
    (percent) => whtByRate.find((r) => r.percent === percent)?.wht ?? 0n,
  );

  const lines: LineTotals[] = base.map((line, i) => ({
    kind: line.kind,
    taxCode: taxCodes[i] ?? 'NONVAT',
    total: line.total,
    discount: line.discount,
    totalAfterDiscount: line.totalAfterDiscount,
    documentDiscount: documentDiscount[i] ?? 0n,
    net: net[i] ?? 0n,
    preVat: preVat[i] ?? 0n,
    tax: lineTax[i] ?? 0n,
    wht: lineWht[i] ?? 0n,
    grandTotal: (preVat[i] ?? 0n) + (lineTax[i] ?? 0n),
  }));

  const netTotal = sumMoney(taxes.map((t) => t.base));
  const vatTotal = sumMoney(taxes.map((t) => t.vat));
  const grandTotal = netTotal + vatTotal;
  const whtTotal = sumMoney(whtByRate.map((r) => r.wht));
  return {
    priceType: input.priceType,
    vatApplied,
    lines,
    subtotal,
    discount,
    depositDeducted,
    amountAfterDiscount: subtotal - discount - depositDeducted,
    taxes,
    netTotal,
    vatTotal,
    grandTotal,
    whtByRate,
    whtTotal,
    amountPayable: grandTotal - whtTotal,
  };
}

/** Every Money (bigint) in T becomes its two-place decimal string; everything else is kept. */
export type Serialised<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Serialised<U>[]
    : T extends object
      ? { [K in keyof T]: Serialised<T[K]> }
      : T;

/**
 * Converts every Money in a value (e.g. DocumentTotals) to the wire form "1070.00", deeply. Only use it on
 * values whose bigints are all satang, as every figure this package returns is.
 */
export function serialiseMoney<T>(value: T): Serialised<T> {
  if (typeof value === 'bigint') return toMoneyString(value) as Serialised<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => serialiseMoney(item)) as Serialised<T>;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, serialiseMoney(item)]),
    ) as Serialised<T>;
  }
  return value as Serialised<T>;
}
