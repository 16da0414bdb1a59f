// Money: an amount in Thai baht held as integer satang (bigint; 1 baht = 100 satang). Never a JS float.
// Wire/database form is a decimal string with two places ("1070.00"); display adds thousands separators.
// Rounding rule everywhere: half away from zero to the satang ("half-up", thai-tax-reference §1.3).
import {
  PERCENT_SCALE,
  QUANTITY_SCALE,
  divideHalfUp,
  formatDecimal,
  groupThousands,
  parseDecimal,
  pow10,
} from './decimal.ts';

/** An amount of money in satang. 1070.00 THB is 107000n. */
export type Money = bigint;

export const ZERO: Money = 0n;
export const MONEY_SCALE = 2;

/**
 * Reads money from a decimal string or number: "1,070.5" → 107050n, "" / null / undefined → 0n (spec §5: an
 * empty value shows 0.00). More than two places are rounded half-up to the satang. Throws DecimalParseError on
 * text that is not a number (validate user input with the contracts first).
 */
export function parseMoney(input: string | number | null | undefined): Money {
  if (input === null || input === undefined) return ZERO;
  return parseDecimal(input, MONEY_SCALE);
}

/** Builds money from whole baht and satang: money(1070) is 107000n. For constants and tests. */
export function money(baht: number | bigint, satang: number | bigint = 0): Money {
  return BigInt(baht) * 100n + BigInt(satang) * (BigInt(baht) < 0n ? -1n : 1n);
}

/** The wire and database form: two places, no separators, "-" for negatives ("1070.00", "-5.50"). */
export function toMoneyString(amount: Money): string {
  return formatDecimal(amount, MONEY_SCALE);
}

/** The display form: thousands separators and two places ("1,070.00"); an absent value shows "0.00". */
export function formatMoney(amount: Money | null | undefined, options: { thousands?: boolean } = {}): string {
  const plain = toMoneyString(amount ?? ZERO);
  return options.thousands === false ? plain : groupThousands(plain);
}

/** Formats a decimal string from a form as money for display: "" → "0.00", "1234.5" → "1,234.50". */
export function formatMoneyInput(input: string | null | undefined): string {
  return formatMoney(parseMoney(input));
}

export function sumMoney(amounts: Iterable<Money>): Money {
  let total = ZERO;
  for (const amount of amounts) total += amount;
  return total;
}

export function absMoney(amount: Money): Money {
  return amount < 0n ? -amount : amount;
}

export function minMoney(a: Money, b: Money): Money {
  return a < b ? a : b;
}

export function maxMoney(a: Money, b: Money): Money {
  return a > b ? a : b;
}

/**
 * quantity × unit price, both decimal strings with up to 4 places, rounded half-up to the satang.
 * This is the line amount rule ("10" × "0.155" → 1.55; "3" × "33.3333" → 100.00).
 */
export function multiplyQuantity(quantity: string, unitPrice: string): Money {
  const q = parseDecimal(quantity, QUANTITY_SCALE);
  const p = parseDecimal(unitPrice, QUANTITY_SCALE);
  // q·p is at scale 8; satang are scale 2.
  return divideHalfUp(q * p, pow10(2 * QUANTITY_SCALE - MONEY_SCALE));
}

/** amount × decimal factor ("0.5", "1.25"), rounded half-up to the satang. */
export function multiplyMoney(amount: Money, factor: string): Money {
  const f = parseDecimal(factor, QUANTITY_SCALE);
  return divideHalfUp(amount * f, pow10(QUANTITY_SCALE));
}

/** Parses a percentage string ("3.00", "7", "12.5") to a scaled bigint (scale 4: "3.00" → 30000n). */
export function parsePercent(percent: string | number | null | undefined): bigint {
  if (percent === null || percent === undefined) return 0n;
  return parseDecimal(percent, PERCENT_SCALE);
}

/** amount × percent / 100, rounded half-up to the satang: percentOf(1000.00, "3.00") → 30.00. */
export function percentOf(amount: Money, percent: string | number): Money {
  return divideHalfUp(amount * parsePercent(percent), 100n * pow10(PERCENT_SCALE));
}

/** amount × numerator / denominator rounded half-up to the satang, for pro-rata figures. */
export function prorate(amount: Money, numerator: bigint, denominator: bigint): Money {
  return divideHalfUp(amount * numerator, denominator);
}

/** Rounds a value held at a finer scale (e.g. 4 places) to money, half-up. */
export function roundToMoney(value: bigint, scale: number): Money {
  if (scale <= MONEY_SCALE) return value * pow10(MONEY_SCALE - scale);
  return divideHalfUp(value, pow10(scale - MONEY_SCALE));
}

/**
 * Splits `total` over parts in proportion to `weights` so that the parts add up to `total` exactly
 * (largest-remainder method). Each part first gets floor(total × wᵢ / W); the satang left over go one each to
 * the parts with the largest remainders. Ties go to the larger weight, then to the smaller `tieBreakKeys`
 * entry (when given), then to the earlier part: pass keys to make the result independent of part order.
 * Weights may be negative (a deposit deduction line) as long as their sum is not zero; if every weight is
 * zero the total is split evenly.
 */
export function allocate(
  total: Money,
  weights: readonly bigint[],
  tieBreakKeys?: readonly string[],
): Money[] {
  if (weights.length === 0) {
    if (total !== 0n) throw new RangeError('Cannot allocate a non-zero total over no parts');
    return [];
  }
  let weightSum = weights.reduce((sum, w) => sum + w, 0n);
  let effective = weights;
  if (weightSum === 0n) {
    if (weights.some((w) => w !== 0n)) {
      if (total === 0n) return weights.map(() => 0n);
      throw new RangeError('Cannot allocate over weights that sum to zero');
    }
    effective = weights.map(() => 1n);
    weightSum = BigInt(weights.length);
  }
  // Work with a positive weight sum so that floor division and remainders behave uniformly.
  const sign = weightSum < 0n ? -1n : 1n;
  const w = effective.map((x) => x * sign);
  const wSum = weightSum * sign;
  const floorDiv = (a: bigint, b: bigint): bigint => {
    const q = a / b;
    return a % b !== 0n && a < 0n ? q - 1n : q;
  };
  const parts = w.map((wi) => floorDiv(total * wi, wSum));
  const remainders = w.map((wi, i) => total * wi - (parts[i] ?? 0n) * wSum);
  let leftover = total - parts.reduce((sum, p) => sum + p, 0n);
  const order = remainders
    .map((r, i) => ({ r, i, w: w[i] ?? 0n, key: tieBreakKeys?.[i] ?? '' }))
    .sort((a, b) => {
      if (a.r !== b.r) return a.r > b.r ? -1 : 1;
      if (a.w !== b.w) return a.w > b.w ? -1 : 1;
      if (a.key !== b.key) return a.key < b.key ? -1 : 1;
      return a.i - b.i;
    });
  for (let k = 0; leftover > 0n; k = (k + 1) % order.length, leftover -= 1n) {
    const index = order[k]?.i ?? 0;
    parts[index] = (parts[index] ?? 0n) + 1n;
  }
  return parts;
}

/** Compares two money amounts for sorting. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}
