// The VAT history of an organisation seeded with past months (the demo, decision 0225): every month from the first
// one with VAT in the ledger up to a given month closed in order from its return, filed and paid on the 10th of the
// next month, as a company filing each month would have done. A month whose reports differ from the ledger
// stops it (TAX_FILING.NOT_RECONCILED): the seed's books must be right.
import type { Transaction } from '@banchee/db';
import { monthKey, monthOfKey, type CalendarDate } from '@banchee/domain';
import {
  closeVatMonth,
  earlierOpenVatMonth,
  fileReturn,
  monthText,
  payReturn,
  type TaxMonth,
} from './tax-filings.service.ts';

export async function fileVatMonthsBefore(
  tx: Transaction,
  organizationId: string,
  until: TaxMonth,
  today: CalendarDate,
  userId: string,
): Promise<number> {
  let closed = 0;
  for (
    let m = await earlierOpenVatMonth(tx, organizationId, until);
    m !== undefined;
    m = await earlierOpenVatMonth(tx, organizationId, until)
  ) {
    const month = m;
    const filedOn: CalendarDate = `${monthText(monthOfKey(monthKey(month) + 1))}-10`;
    await closeVatMonth(
      tx,
      organizationId,
      month,
      { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
      today,
      userId,
    );
    const reference = `PP30-${monthText(month)}`;
    await fileReturn(tx, organizationId, { form: 'PP30', month, filedOn, reference }, userId);
    await payReturn(tx, organizationId, { form: 'PP30', month, paidOn: filedOn, reference }, userId);
    closed += 1;
  }
  return closed;
}
