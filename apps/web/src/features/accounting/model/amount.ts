// Money as an accountant reads it: two decimals with thousands separators (spec §5), optionally blank for a
// zero in debit/credit columns and negatives in brackets on statements. Figures stay decimal strings from the
// wire and go through @banchee/domain's bigint satang — never a JS float.
import { formatMoney, parseMoney, type Money } from '@banchee/domain';

export interface AmountStyle {
  /** A zero shows as an empty cell (debit/credit columns). */
  blankZero?: boolean;
  /** A negative shows as (1,234.50) instead of -1,234.50 (financial statements). */
  brackets?: boolean;
}

/** Reads a wire amount ("1234.50", "-5.00", "" → 0); unreadable text is null rather than a made-up figure. */
export function readAmount(value: string | null | undefined): Money | null {
  try {
    return parseMoney(value ?? '');
  } catch {
    return null;
  }
}

export function formatAmount(value: string | Money | null | undefined, style: AmountStyle = {}): string {
  const amount = typeof value === 'bigint' ? value : readAmount(value);
  if (amount === null) return String(value);
  if (amount === 0n && style.blankZero) return '';
  if (amount < 0n && style.brackets) return `(${formatMoney(-amount)})`;
  return formatMoney(amount);
}

export function isNegative(value: string | Money | null | undefined): boolean {
  const amount = typeof value === 'bigint' ? value : readAmount(value);
  return amount !== null && amount < 0n;
}
