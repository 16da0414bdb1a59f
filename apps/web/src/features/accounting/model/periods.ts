// The calendar years the period-closing page lists (fiscal years are calendar years, decision 0052) and what
// can be done with each, read off the period status: a year is closed when its closing entry stands. Closing
// needs a year that has ended, no later year closed and 31 December outside the locked period (the API refuses
// the same: PERIOD.LATER_YEAR_CLOSED, LEDGER.PERIOD_LOCKED); reopening needs the same of the later years and
// of the lock date, as the reversal is dated 31 December too.
import type { PeriodStatus } from '@banchee/contracts';

export type YearBlock = 'notEnded' | 'laterClosed' | 'locked';

export interface PeriodYear {
  readonly year: number;
  /** The standing closing entry, when the year is closed. */
  readonly closing?: { entryId: string; number: string };
  /** Why the year cannot be closed (when open) or reopened (when closed) now; absent when it can. */
  readonly block?: YearBlock;
}

const yearOf = (date: string | undefined): number | undefined =>
  date && /^\d{4}-/.test(date) ? Number(date.slice(0, 4)) : undefined;

/**
 * Newest first, from the current year back to the earliest of: last year, the year before the organisation was
 * created (books are often brought over from it), the conversion year and every closed year.
 */
export function periodYears(status: PeriodStatus, today: string, createdAt?: string): PeriodYear[] {
  const current = Number(today.slice(0, 4));
  const candidates = [
    current - 1,
    (yearOf(createdAt) ?? current) - 1,
    yearOf(status.conversionDate) ?? current,
    ...status.closedYears.map((closed) => closed.fiscalYear),
  ];
  const first = Math.min(...candidates);
  const lastClosed = Math.max(0, ...status.closedYears.map((closed) => closed.fiscalYear));
  const years: PeriodYear[] = [];
  for (let year = current; year >= first; year -= 1) {
    const closed = status.closedYears.find((entry) => entry.fiscalYear === year);
    const yearEndLocked = status.lockDate !== undefined && status.lockDate >= `${year}-12-31`;
    let block: YearBlock | undefined;
    if (lastClosed > year) block = 'laterClosed';
    else if (yearEndLocked) block = 'locked';
    else if (!closed && year >= current) block = 'notEnded';
    years.push({
      year,
      ...(closed ? { closing: { entryId: closed.entryId, number: closed.number } } : {}),
      ...(block ? { block } : {}),
    });
  }
  return years;
}
