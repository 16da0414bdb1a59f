// Dated rate tables (VAT, social security, income tax): the row in force on a date is the latest row that
// started on or before it, so a new decree is a new row and never changes anything dated before it.
import { compareDates, type CalendarDate } from './thai/dates.ts';

export interface DatedRow {
  /** First date (inclusive) the row applies to. */
  readonly effectiveFrom: CalendarDate;
  readonly source: string;
}

/** The row of `table` in force on `date`; the table need not be sorted. Throws when none has started. */
export function rateInForce<T extends DatedRow>(table: readonly T[], date: CalendarDate, what: string): T {
  let best: T | null = null;
  for (const row of table) {
    if (compareDates(row.effectiveFrom, date) > 0) continue;
    if (best === null || compareDates(row.effectiveFrom, best.effectiveFrom) > 0) best = row;
  }
  if (best === null) throw new RangeError(`No ${what} in force on ${date}`);
  return best;
}
