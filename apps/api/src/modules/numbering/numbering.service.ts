// The one numbering allocator (architecture §3.5, decisions 0041 and 0097, issue 11 §1): documents and journal
// entries draw their running numbers from document_counters, one row per (organisation, prefix, date key),
// created or incremented by ONE upsert inside the transaction that stores the numbered row. The row lock makes
// concurrent creators wait for each other and a rollback undoes the increment, so numbers are gapless and never
// given twice; PostgreSQL sequences are not used because they leave gaps on rollback.
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

/** The highest running number already printed for the prefix and day (documents only; 0 for the journal). */
function usedOf(organizationId: string, date: CalendarDate, series: NumberSeries): SQL {
  if (series.reset === 'daily') return sql`0`;
  const dayPrefix = formatDocumentNumber(series.prefix, date, 1).slice(0, -RUNNING_NUMBER_DIGITS);
  const table = series.printedIn === 'stock_transfers' ? sql`stock_transfers` : sql`documents`;
  return sql`(SELECT coalesce(max(substring(number FROM ${dayPrefix.length + 1}::integer)::integer), 0)
    FROM ${table} WHERE organization_id = ${organizationId} AND number LIKE ${`${dayPrefix}%`})`;
}

/**
 * The counter upsert of the series for `date`, `RETURNING last_number`: the next running number, taken only
 * when `when` holds (a statement that also checks what it stores takes no number for a refused write).
 */
export function counterUpsert(
  organizationId: string,
  series: NumberSeries,
  date: CalendarDate,
  when: SQL = sql`true`,
): SQL {
  return sql`
    INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
    SELECT ${organizationId}::uuid, ${series.prefix}::text, ${dateKeyOf(organizationId, date, series)},
           ${usedOf(organizationId, date, series)} + 1
    WHERE ${when}
    ON CONFLICT (organization_id, prefix, date_key)
    DO UPDATE SET last_number = greatest(document_counters.last_number + 1, excluded.last_number)
    RETURNING last_number`;
}

/** The printed number of running number `running` (an SQL integer) of the series on `date`, in SQL. */
export function numberSql(series: NumberSeries, date: CalendarDate, running: SQL): SQL {
  const dayPrefix = formatDocumentNumber(series.prefix, date, 1).slice(0, -RUNNING_NUMBER_DIGITS);
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
