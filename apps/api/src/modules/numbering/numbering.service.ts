// The one numbering allocator (architecture §3.5, decisions 0041 and 0097, issue 11 §1): documents and journal
// entries draw their running numbers from document_counters, one row per (organisation, prefix, date key),
// created or incremented by ONE upsert inside the transaction that stores the numbered row. The row lock makes
// concurrent creators wait for each other and a rollback undoes the increment, so numbers are gapless and never
// given twice; PostgreSQL sequences are not used because they leave gaps on rollback. Creators of one series
// queue on an advisory lock taken in the same statement, just before the row (decision 0217).
//
// Documents follow the organisation's numbering reset (daily, monthly, yearly, never): the domain computes the
// four candidate date keys, the statement picks the one the organisation's setting names, and the counter
// jumps past the highest running number already printed for that prefix and day, so switching the reset
// mid-year never repeats a number. Journal (JV) numbers keep a daily counter.
import { sql, type SQL, type Transaction } from '@banchee/db';
import {
  formatDocumentNumber,
  numberingDateKey,
  RUNNING_NUMBER_DIGITS,
  type CalendarDate,
} from '@banchee/domain';

/** Which numbers a series hands out: a document kind's prefix, or the journal's JV. */
export interface NumberSeries {
  readonly prefix: string;
  /** 'organisation': the organisation's numbering reset and the day's printed numbers; 'daily': the day only. */
  readonly reset: 'organisation' | 'daily';
  /** Where the series' numbers are printed (read for the day's highest): documents, or stock transfers. */
  readonly printedIn?: 'documents' | 'stock_transfers';
}

export const JOURNAL_SERIES: NumberSeries = { prefix: 'JV', reset: 'daily' };

export function documentSeries(prefix: string): NumberSeries {
  return { prefix, reset: 'organisation' };
}

/** Inter-warehouse transfers (decision 0192): TF, on the organisation's reset, printed in stock_transfers. */
export const STOCK_TRANSFER_SERIES: NumberSeries = {
  prefix: 'TF',
  reset: 'organisation',
  printedIn: 'stock_transfers',
};

function dateKeyOf(organizationId: string, date: CalendarDate, series: NumberSeries): SQL {
  if (series.reset === 'daily') return sql`${date}::date`;
  return sql`(SELECT CASE numbering_reset
      WHEN 'monthly' THEN ${numberingDateKey(date, 'monthly')}
      WHEN 'yearly' THEN ${numberingDateKey(date, 'yearly')}
      WHEN 'never' THEN ${numberingDateKey(date, 'never')}
      ELSE ${numberingDateKey(date, 'daily')} END::date
    FROM organizations WHERE id = ${organizationId})`;
}

/** The day's prefix of the series' printed numbers on `date` (INV20261121). */
function dayPrefixOf(series: NumberSeries, date: CalendarDate): string {
  return formatDocumentNumber(series.prefix, date, 1).slice(0, -RUNNING_NUMBER_DIGITS);
}

function printedIn(series: NumberSeries): SQL {
  return series.printedIn === 'stock_transfers' ? sql`stock_transfers` : sql`documents`;
}

/**
 * The day key of a printed number: its prefix and date, the leading non-digits and the eight digits after them
 * (INV20261121 of INV2026112110234). Migration 0050 indexes this expression; the text must stay the same.
 */
const DAY_KEY = sql.raw(`substring(number FROM '^\\D*\\d{8}')`);

/**
 * The highest running number already printed for the prefix and day (0: none): the day's number with the most
 * digits, and of those the last string (running numbers are zero-padded to 4 digits, so '…10000' has more digits
 * than '…9999' and sorts before it). One backward step of migration 0050's index on (organization_id, day key,
 * length, number): an index probe however many numbers the day holds, in any plan (decision 0223).
 */
function usedOf(organizationId: string, date: CalendarDate, series: NumberSeries): SQL {
  const dayPrefix = dayPrefixOf(series, date);
  return sql`coalesce((SELECT substring(number FROM ${dayPrefix.length + 1}::integer)::integer
    FROM ${printedIn(series)} WHERE organization_id = ${organizationId} AND ${DAY_KEY} = ${dayPrefix}::text
    ORDER BY length(number) DESC, number USING ~>~ LIMIT 1), 0)`;
}

/**
 * The counter upsert of the series for `date`, `RETURNING last_number`: the next running number, taken only
 * when `when` holds (a statement that also checks what it stores takes no number for a refused write). The
 * number is one past the counter's and, for a document series, past the highest already printed for the day
 * (another counter of the series may have printed there when the organisation switched its reset): one index
 * probe inside the counter's lock (usedOf). The journal's daily series prints nowhere else: it proposes 1.
 */
export function counterUpsert(
  organizationId: string,
  series: NumberSeries,
  date: CalendarDate,
  when: SQL = sql`true`,
): SQL {
  // The series' advisory lock first (decision 0217): creators of one organisation queue for it in order and
  // each wakes once, where waiting on the counter row itself woke every waiter at each commit to retry its
  // upsert. Taken as the key's row is made, before the insert looks for a conflict; held to the end of the
  // transaction, as the row lock is.
  const key = sql`(SELECT ${dateKeyOf(organizationId, date, series)} AS date_key,
    pg_advisory_xact_lock(hashtext(${organizationId}::text), hashtext(${series.prefix}::text)) AS queued) key`;
  const proposed = series.reset === 'daily' ? sql`1` : sql`${usedOf(organizationId, date, series)} + 1`;
  return sql`
    INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
    SELECT ${organizationId}::uuid, ${series.prefix}::text, key.date_key, ${proposed}
    FROM ${key}
    WHERE ${when}
    ON CONFLICT (organization_id, prefix, date_key)
    DO UPDATE SET last_number = greatest(document_counters.last_number + 1, excluded.last_number)
    RETURNING last_number`;
}

/** The printed number of running number `running` (an SQL integer) of the series on `date`, in SQL. */
export function numberSql(series: NumberSeries, date: CalendarDate, running: SQL): SQL {
  const dayPrefix = dayPrefixOf(series, date);
  return sql`(${dayPrefix}::text || lpad(${running}::text, greatest(${RUNNING_NUMBER_DIGITS}::int, length(${running}::text)), '0'))`;
}

/** Takes the next number of the series for `date` in one statement and returns it formatted (QT202612010001). */
export async function allocateNumber(
  tx: Transaction,
  organizationId: string,
  series: NumberSeries,
  date: CalendarDate,
): Promise<string> {
  const result = await tx.execute<{ last_number: number }>(counterUpsert(organizationId, series, date));
  const running = result.rows[0]?.last_number;
  if (running === undefined) throw new Error('document_counters upsert returned no row');
  return formatDocumentNumber(series.prefix, date, Number(running));
}
