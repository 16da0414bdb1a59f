// Reading the ledger's sums over a date range fast: whole calendar months come from the monthly summary
// journal_balances (kept by a trigger on journal_lines), and only the partial months at the edges of the range
// from the lines themselves. A report over 2026 reads 12 summary rows per account instead of every line.
// `source: 'lines'` reads the lines only: the checker and the tests use it to prove both give the same sums.
import { addDays } from '@banchee/domain';
import type { CalendarDate } from '@banchee/domain';
import { sql, type Database, type SQL } from '@banchee/db';

export type LedgerSource = 'summary' | 'lines';

function monthStart(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 7)}-01`;
}

function nextMonthStart(date: CalendarDate): CalendarDate {
  // The 28th plus 4 days is always in the next month.
  return monthStart(addDays(`${date.slice(0, 7)}-28`, 4));
}

function monthEnd(date: CalendarDate): CalendarDate {
  return addDays(nextMonthStart(date), -1);
}

/** The day before a date (the end of an "opening" range). */
export function dayBefore(date: CalendarDate): CalendarDate {
  return addDays(date, -1);
}

/**
 * A date range (`from` null: the beginning) cut into the whole calendar months it covers — `months`, from the
 * first day of the first to the first day of the last, or null when it covers none — and the days outside them
 * at either edge (`days`, inclusive ranges): what a monthly summary answers and what is read row by row.
 */
export function splitByMonths(
  from: CalendarDate | null,
  to: CalendarDate,
): {
  months: { first: CalendarDate | null; last: CalendarDate } | null;
  days: [CalendarDate | null, CalendarDate][];
} {
  const firstFull = from === null ? null : from === monthStart(from) ? from : nextMonthStart(from);
  const lastFull = to === monthEnd(to) ? monthStart(to) : monthStart(dayBefore(monthStart(to)));
  if (firstFull !== null && firstFull > lastFull) return { months: null, days: [[from, to]] };
  const days: [CalendarDate | null, CalendarDate][] = [];
  if (from !== null && firstFull !== null && from < firstFull) days.push([from, dayBefore(firstFull)]);
  const lastFullEnd = monthEnd(lastFull);
  if (lastFullEnd < to) days.push([addDays(lastFullEnd, 1), to]);
  return { months: { first: firstFull, last: lastFull }, days };
}

/**
 * A SELECT of (account_code, is_closing, debit, credit, line_count) rows whose sums are the sums of the
 * organisation's lines dated from `from` (null: the beginning) to `to`, both inclusive, that satisfy `filter`
 * (a condition on account_code / is_closing only).
 */
export function rangeRows(
  organizationId: string,
  from: CalendarDate | null,
  to: CalendarDate,
  options: { source?: LedgerSource; filter?: SQL } = {},
): SQL {
  const filter = options.filter ?? sql`TRUE`;
  const lines = (a: CalendarDate | null, b: CalendarDate) => sql`
    SELECT account_code, is_closing, debit, credit, 1::bigint AS line_count FROM journal_lines
    WHERE organization_id = ${organizationId} ${a === null ? sql`` : sql`AND entry_date >= ${a}`}
      AND entry_date <= ${b} AND ${filter}`;
  if (options.source === 'lines') return lines(from, to);

  const { months, days } = splitByMonths(from, to);
  if (months === null) return lines(from, to);
  const parts: SQL[] = [
    sql`
    SELECT account_code, is_closing, debit, credit, line_count FROM journal_balances
    WHERE organization_id = ${organizationId} ${months.first === null ? sql`` : sql`AND period_month >= ${months.first}`}
      AND period_month <= ${months.last} AND ${filter}`,
  ];
  for (const [a, b] of days) parts.push(lines(a, b));
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The checker of the summary: every (account, month, closing flag) whose journal_balances row differs from the
 * sums of its lines, as messages. Empty means the summary is exact.
 */
export async function findBalanceSummaryMismatches(db: Database, organizationId: string): Promise<string[]> {
  const { rows } = await db.execute<{
    account_code: string;
    month: string;
    is_closing: boolean;
    lines: string | null;
    summary: string | null;
  }>(sql`
    WITH l AS (
      SELECT account_code, date_trunc('month', entry_date)::date AS month, is_closing,
             sum(debit) AS debit, sum(credit) AS credit, count(*) AS n
      FROM journal_lines WHERE organization_id = ${organizationId}
      GROUP BY 1, 2, 3
    ), b AS (
      SELECT account_code, period_month AS month, is_closing, debit, credit, line_count AS n
      FROM journal_balances WHERE organization_id = ${organizationId}
    )
    SELECT account_code, month::text AS month, is_closing,
           l.debit || '/' || l.credit || '/' || l.n AS lines, b.debit || '/' || b.credit || '/' || b.n AS summary
    FROM l FULL JOIN b USING (account_code, month, is_closing)
    WHERE l.debit IS DISTINCT FROM b.debit OR l.credit IS DISTINCT FROM b.credit OR l.n IS DISTINCT FROM b.n`);
  return rows.map(
    (row) =>
      `${row.account_code} ${row.month}${row.is_closing ? ' closing' : ''}: lines ${row.lines ?? '-'} ≠ summary ${row.summary ?? '-'}`,
  );
}
