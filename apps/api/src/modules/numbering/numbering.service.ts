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
 * The day's numbers: the day's prefix, then digits, so every one sorts from the prefix up to the prefix followed
 * by ':' (the character after '9') under the pattern operators of migration 0045's index. The document statement
 * is a prepared statement (decision 0220) that PostgreSQL soon plans once for any parameters; there a LIKE whose
 * pattern is a parameter gives no index range, and the bounds do.
 */
function ofTheDay(dayPrefix: string): SQL {
  return sql`number ~>=~ ${dayPrefix}::text AND number ~<~ ${`${dayPrefix}:`}::text AND number LIKE ${`${dayPrefix}%`}`;
}

/** The highest running number already printed for the prefix and day (0: none). */
function usedOf(organizationId: string, date: CalendarDate, series: NumberSeries): SQL {
  const dayPrefix = dayPrefixOf(series, date);
  return sql`(SELECT coalesce(max(substring(number FROM ${dayPrefix.length + 1}::integer)::integer), 0)
    FROM ${printedIn(series)} WHERE organization_id = ${organizationId} AND ${ofTheDay(dayPrefix)})`;
}

/**
 * Whether the series' counter row (`counter`, all NULL when there is none yet) already accounts for every
 * number printed for the day: the day's last number in string order is not after the counter's last one.
 * Running numbers are zero-padded to 4 digits, so while both are below 10,000 a higher running number is exactly
 * a later string; from 10,000 on string order and number order part (…10000 sorts before …2000), so the check
 * gives up and the day is scanned (and the unique number index refuses a number printed twice). The day's last
 * string is one backward step of migration 0045's pattern index, asked in that index's order so that any plan
 * (a generic one too) reads it there, where the scan reads every number of the day.
 */
function counterCoversDay(organizationId: string, date: CalendarDate, series: NumberSeries): SQL {
  const dayPrefix = dayPrefixOf(series, date);
  return sql`(counter.last_number < 10000 AND coalesce((
    SELECT number FROM ${printedIn(series)} WHERE organization_id = ${organizationId} AND ${ofTheDay(dayPrefix)}
    ORDER BY number USING ~>~ LIMIT 1), '')
      ~<=~ (${dayPrefix}::text || lpad(counter.last_number::text, ${RUNNING_NUMBER_DIGITS}::int, '0')))`;
}

/**
 * The counter upsert of the series for `date`, `RETURNING last_number`: the next running number, taken only
 * when `when` holds (a statement that also checks what it stores takes no number for a refused write). The
 * number is one past the counter's and, for a document series, past the highest already printed for the day
 * (another counter of the series may have printed there when the organisation switched its reset); the day's
 * numbers are scanned for that only when the counter is new or a later number exists (counterCoversDay), so a
 * busy day costs one index probe inside the counter's lock, not a read of all its numbers. The journal's daily
 * series prints nowhere else: it proposes 1.
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
  const [from, proposed] =
    series.reset === 'daily'
      ? [key, sql`1`]
      : [
          sql`${key} LEFT JOIN document_counters counter ON counter.organization_id = ${organizationId}::uuid
            AND counter.prefix = ${series.prefix}::text AND counter.date_key = key.date_key`,
          sql`CASE WHEN ${counterCoversDay(organizationId, date, series)} THEN 1
            ELSE ${usedOf(organizationId, date, series)} + 1 END`,
        ];
  return sql`
    INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
    SELECT ${organizationId}::uuid, ${series.prefix}::text, key.date_key, ${proposed}
    FROM ${from}
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
