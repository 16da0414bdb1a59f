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

export const quickRanges = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear', 'lastYear'] as const;
export type QuickRange = (typeof quickRanges)[number];

/** The last day of the month of `date`. */
function endOfMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // Day 0 of the next month is the last day of this one (UTC, so no time zone shifts the day).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** The first day of the month `back` months before the month of `date`. */
function monthStartBack(date: string, back: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A quick range around `today`: whole calendar months, quarters and years (the current ones end today). */
export function quickRange(range: QuickRange, today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  switch (range) {
    case 'thisMonth':
      return { from: startOfMonth(today), to: today };
    case 'lastMonth': {
      const from = monthStartBack(today, 1);
      return { from, to: endOfMonth(from) };
    }
    case 'thisQuarter': {
      const month = Number(today.slice(5, 7));
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: today };
    }
    case 'thisYear':
      return { from: startOfYear(today), to: today };
    case 'lastYear': {
      const last = String(Number(year) - 1).padStart(4, '0');
      return { from: `${last}-01-01`, to: `${last}-12-31` };
    }
  }
}
