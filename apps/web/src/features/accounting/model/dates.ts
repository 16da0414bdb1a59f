// Report periods: Thai business dates are Bangkok calendar dates (yyyy-mm-dd). Default range is the calendar
// year to date, which is the Thai fiscal year for most small companies.
import { toCalendarDate } from '../../../lib/format';

export function todayIso(now: Date = new Date()): string {
  return toCalendarDate(now) ?? now.toISOString().slice(0, 10);
}

export function startOfYear(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** A range is readable when both ends are dates and it does not run backwards. */
export function isValidRange(from: string, to: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
}
