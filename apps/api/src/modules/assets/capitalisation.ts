// The capitalisation of an asset made from a purchase or expense line (decisions 0182, 0228): the entry that
// moves the line's cost (before VAT) from the account the bill debited to the category's asset account, dated
// on the line's document date, through the journals' posting service (a locked period refuses it and nothing is
// written). The asset keeps the entry (capitalisation_entry_id); deleting the unused asset reverses it on its own
// date (assets.service.ts).
import type { Transaction } from '@banchee/db';
import { ZERO, type CalendarDate, type Money } from '@banchee/domain';
import { postEntry } from '../journals/index.ts';

export interface Capitalisation {
  readonly date: CalendarDate;
  readonly cost: Money;
  /** The account the line was debited to, and the category's asset account. */
  readonly fromAccount: string;
  readonly assetAccount: string;
  readonly description: string;
}

/** Dr the asset account · Cr the line's account; no entry (null) when the line already went to the asset account. */
export async function postCapitalisation(
  tx: Transaction,
  organizationId: string,
  userId: string,
  c: Capitalisation,
): Promise<string | null> {
  if (c.fromAccount === c.assetAccount) return null;
  const entry = await postEntry(
    tx,
    organizationId,
    {
      date: c.date,
      description: c.description,
      lines: [
        { accountCode: c.assetAccount, debit: c.cost, credit: ZERO },
        { accountCode: c.fromAccount, debit: ZERO, credit: c.cost },
      ],
    },
    userId,
  );
  return entry.id;
}
