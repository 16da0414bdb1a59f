// Document numbers (spec §3): prefix + YYYY + MM + DD + running number padded to at least 4 digits,
// e.g. QT202611210001. The running number itself is chosen by the caller (the API keeps the counter);
// this module only formats and parses. Years are CE, as the spec's example shows.
import { parseCalendarDate, type CalendarDate } from '../thai/dates.ts';

export const DEFAULT_DOCUMENT_PREFIX = 'QT';
export const RUNNING_NUMBER_DIGITS = 4;

const PREFIX_PATTERN = /^[A-Z][A-Z_-]*$/;

export interface DocumentNumberParts {
  readonly prefix: string;
  readonly date: CalendarDate;
  readonly running: number;
}

/**
 * formatDocumentNumber('QT', '2026-11-21', 1) → 'QT202611210001'. `running` is the number to print (the
 * spec's "running number plus one" is the caller's next value); above 9999 it simply grows a digit.
 */
export function formatDocumentNumber(prefix: string, date: CalendarDate, running: number): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`Invalid document prefix "${prefix}"`);
  if (!Number.isSafeInteger(running) || running < 1)
    throw new RangeError('running must be a positive integer');
  const parts = parseCalendarDate(date);
  if (parts === null) throw new RangeError(`Not an ISO calendar date: "${date}"`);
  const ymd = `${String(parts.year).padStart(4, '0')}${String(parts.month).padStart(2, '0')}${String(parts.day).padStart(2, '0')}`;
  return `${prefix}${ymd}${String(running).padStart(RUNNING_NUMBER_DIGITS, '0')}`;
}

/** Reads a number made by formatDocumentNumber back; null if it does not have that shape or the date is invalid. */
export function parseDocumentNumber(documentNumber: string): DocumentNumberParts | null {
  const match = /^([A-Z][A-Z_-]*?)(\d{4})(\d{2})(\d{2})(\d{4,})$/.exec(documentNumber);
  if (!match) return null;
  const [, prefix = '', y, m, d, running = ''] = match;
  const date = `${y}-${m}-${d}`;
  if (parseCalendarDate(date) === null) return null;
  const value = Number(running);
  if (!Number.isSafeInteger(value) || value < 1) return null;
  return { prefix, date, running: value };
}

/** The counter key of `never`: one running sequence for all time. */
export const NEVER_RESET_DATE_KEY: CalendarDate = '0001-01-01';

/**
 * The day whose counter a document dated `date` draws from: the day itself (daily, spec §3), the first of its
 * month, the first of its year, or one key for ever. The printed number keeps the document's own date.
 */
export function numberingDateKey(
  date: CalendarDate,
  reset: 'daily' | 'monthly' | 'yearly' | 'never',
): CalendarDate {
  if (reset === 'never') return NEVER_RESET_DATE_KEY;
  if (parseCalendarDate(date) === null) throw new RangeError(`Not an ISO calendar date: "${date}"`);
  if (reset === 'monthly') return `${date.slice(0, 7)}-01`;
  if (reset === 'yearly') return `${date.slice(0, 4)}-01-01`;
  return date;
}
