// Running codes of an organisation's records (decision 0165): a contact saved without a code gets the next
// "C" + five-digit number (C00001, C00002 …; from 100000 on the number simply grows: C100000). Codes stay
// editable; the next automatic code always comes after the highest one already used in this format, so a code
// typed by hand is never given again.

export const CONTACT_CODE_PREFIX = 'C';
const CODE_DIGITS = 5;
/** Numbers above this are not read back as running codes (they would not fit a 32-bit counter). */
const MAX_RUNNING = 999_999_999;

/** The code of running number n (n ≥ 1): formatRunningCode('C', 7) = 'C00007'. */
export function formatRunningCode(prefix: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_RUNNING) throw new RangeError(`bad running number ${n}`);
  return prefix + String(n).padStart(CODE_DIGITS, '0');
}

/** The SQL regular expression matching codes of this format (the allocator reads the highest one back). */
export function runningCodePattern(prefix: string): string {
  return `^${prefix}[0-9]{${CODE_DIGITS},9}$`;
}
