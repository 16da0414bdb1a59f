// Whether the VAT of a month is closed (its PP30 recorded): documents refuse to change a tax document's VAT in
// such a month (decision 0227) and the input VAT choices refuse to post into one (decision 0177).
import type { Database, Transaction } from '@banchee/db';
import { monthOfDate, type CalendarDate } from '@banchee/domain';
import { findFiling } from './tax-filings.queries.ts';

export async function isVatMonthClosed(
  db: Database | Transaction,
  organizationId: string,
  date: CalendarDate,
): Promise<boolean> {
  const m = monthOfDate(date);
  return (await findFiling(db, organizationId, 'PP30', m.year, m.month)) !== undefined;
}
