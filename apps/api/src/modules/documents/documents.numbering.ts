// Document numbers (architecture §3.5, spec §3): prefix + YYYYMMDD + 4-digit running number, gapless and
// unique per (organisation, prefix, day). The running number comes from the document_counters row of that
// key, created or incremented by one upsert inside the transaction that stores the document: the row lock it
// takes makes concurrent creators wait for each other, and a rollback undoes the increment, so no number is
// skipped or given twice. PostgreSQL sequences are not used because they leave gaps on rollback.
import { sql, type Transaction } from '@banchee/db';
import {
  formatDocumentNumber,
  numberingDateKey,
  RUNNING_NUMBER_DIGITS,
  type CalendarDate,
  type NumberingReset,
} from '@banchee/domain';

/** Takes the next running number of (organisation, prefix, date) and returns the formatted document number. */
export async function allocateDocumentNumber(
  tx: Transaction,
  organizationId: string,
  prefix: string,
  date: CalendarDate,
): Promise<string> {
  // The organisation's numbering reset (decision 0097) picks the counter: per day (default), month, year, ever.
  // A number also never repeats one already printed for the same day, so changing the reset mid-year cannot
  // give a number twice: the counter jumps past the day's highest running number (equal to it when daily).
  const settings = await tx.execute<{ numbering_reset: NumberingReset }>(sql`
    SELECT numbering_reset FROM organizations WHERE id = ${organizationId}`);
  const dateKey = numberingDateKey(date, settings.rows[0]?.numbering_reset ?? 'daily');
  const dayPrefix = formatDocumentNumber(prefix, date, 1).slice(0, -RUNNING_NUMBER_DIGITS);
  const result = await tx.execute<{ last_number: number }>(sql`
    WITH used AS (
      SELECT coalesce(max(substring(number FROM ${dayPrefix.length + 1}::integer)::integer), 0) AS n
      FROM documents WHERE organization_id = ${organizationId} AND number LIKE ${`${dayPrefix}%`})
    INSERT INTO document_counters (organization_id, prefix, date_key, last_number)
    VALUES (${organizationId}, ${prefix}, ${dateKey}, (SELECT n FROM used) + 1)
    ON CONFLICT (organization_id, prefix, date_key)
    DO UPDATE SET last_number = greatest(document_counters.last_number, (SELECT n FROM used)) + 1
    RETURNING last_number`);
  const running = result.rows[0]?.last_number;
  if (running === undefined) throw new Error('document counter upsert returned no row');
  return formatDocumentNumber(prefix, date, Number(running));
}
