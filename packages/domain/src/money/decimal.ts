// Fixed-point decimals as scaled bigints: "12.3456" at scale 4 is 123456n. Quantities, unit prices and
// percentages travel as decimal strings and are parsed here, never through a JS float.

/** Thrown when a decimal string cannot be read: that is a bug or unvalidated input, not a business failure. */
export class DecimalParseError extends Error {
  override readonly name = 'DecimalParseError';
  constructor(readonly input: string) {
    super(`Not a decimal number: "${input}"`);
  }
}

/** Scale used for quantities and unit prices (numeric(18,4) in the database). */
export const QUANTITY_SCALE = 4;
/** Scale used for percentages ("3.00", "7", "12.5"): up to 4 places is plenty for any rate. */
export const PERCENT_SCALE = 4;

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * Integer division rounded half away from zero ("half-up" in the accounting sense, Python's ROUND_HALF_UP):
 * 0.5 → 1, -0.5 → -1. This is the one rounding rule used for money in the package.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Rewrites JavaScript's exponent form of a number ("1.5e-7", "1e+21") as a plain decimal string, exactly. */
function expandExponent(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]?\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number.parseInt(exponentText, 10);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Parses a decimal string ("1,234.5", "-0.125", "", "  7 ") to a bigint at the given scale. Thousands
 * separators and surrounding spaces are ignored; an empty string is zero (spec §5: empty shows 0.00).
 * Extra places beyond the scale are rounded half-up, so "1.005" at scale 2 is 101n.
 * Numbers are accepted for convenience and read through their shortest decimal form (String(n)).
 */
export function parseDecimal(input: string | number, scale: number): bigint {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new DecimalParseError(String(input));
    // Very large or tiny floats print in exponent form ("1e+21", "1.5e-7"); expand that exactly.
    text = expandExponent(String(input));
  } else {
    text = input;
  }
  const cleaned = text.trim().replace(/[,\s]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned === '+') {
    if (cleaned === '') return 0n;
    throw new DecimalParseError(text);
  }
  const match = DECIMAL_PATTERN.exec(cleaned);
  if (!match) throw new DecimalParseError(text);
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') throw new DecimalParseError(text);
  const digits = BigInt((whole || '0') + fraction.padEnd(scale, '0').slice(0, scale));
  let value = digits;
  const rest = fraction.slice(scale);
  // Round half-up on the magnitude using the dropped places (only the first dropped digit decides, but a
  // longer tail cannot make a difference once that digit is ≥ 5 or < 5).
  if (rest !== '' && (rest[0] ?? '0') >= '5') value += 1n;
  return sign === '-' ? -value : value;
}

/** True if the string is a plain decimal that parseDecimal accepts (empty string excluded). */
export function isDecimalString(input: string): boolean {
  const cleaned = input.trim().replace(/[,\s]/g, '');
  const match = DECIMAL_PATTERN.exec(cleaned);
  return match !== null && ((match[2] ?? '') !== '' || (match[3] ?? '') !== '');
}

/** Formats a scaled bigint back to a plain decimal string with exactly `scale` places ("1234.5000"). */
export function formatDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Changes the scale of a value, rounding half-up when places are dropped. */
export function rescale(value: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return value * pow10(toScale - fromScale);
  return divideHalfUp(value, pow10(fromScale - toScale));
}

/** Inserts thousands separators into the whole part of a plain decimal string. */
export function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const body = negative ? plain.slice(1) : plain;
  const [whole = '', fraction] = body.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Rounds a decimal string half-up to `places` (2 by default, spec §5) and returns it with exactly that many
 * places: roundDecimal("1.005") → "1.01", roundDecimal("") → "0.00", roundDecimal("2.5", 0) → "3".
 */
export function roundDecimal(value: string | number, places = 2): string {
  return formatDecimal(parseDecimal(value, places), places);
}
