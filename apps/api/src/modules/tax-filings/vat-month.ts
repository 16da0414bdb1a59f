// Whether the VAT of a month is closed (its PP30 recorded): documents refuse to change a tax document's VAT in
// such a month (decision 0227) and the input VAT choices refuse to post into one (decision 0177). And the day a
// purchase-side change reverses an entry on, so the entry's month keeps what its reports say (decision 0242).
import type { Database, Transaction } from '@banchee/db';
import { isInLockedPeriod, monthOfDate, type CalendarDate } from '@banchee/domain';
import { readLedgerSettings } from '../journals/index.ts';
import { findFiling } from './tax-filings.queries.ts';

export async function isVatMonthClosed(
  db: Database | Transaction,
  organizationId: string,
  date: CalendarDate,
): Promise<boolean> {
  const m = monthOfDate(date);
  return (await findFiling(db, organizationId, 'PP30', m.year, m.month)) !== undefined;
}

/**
 * The day a purchase-side change made `today` (a bill rejected, un-paid or edited, a payment slip voided, an input
 * VAT mark undone with its bill) reverses an entry dated `entryDate` on: the entry's own date when it is of an
 * earlier month whose VAT is open and whose period is not locked — the input tax, PP30 and PND reports drop the
 * document from that month, so its 11610 / 27230 / 27240 must leave the same month — else `today` (decision 0242).
 */
export async function reversalDateInOwnMonth(
  tx: Transaction,
  organizationId: string,
  entryDate: CalendarDate,
  today: CalendarDate,
): Promise<CalendarDate> {
  if (entryDate.slice(0, 7) >= today.slice(0, 7)) return today;
  if (await isVatMonthClosed(tx, organizationId, entryDate)) return today;
  const { lock_date: lockDate } = await readLedgerSettings(tx, organizationId, 'share');
  return isInLockedPeriod(entryDate, lockDate) ? today : entryDate;
}
