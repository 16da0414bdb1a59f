// The COGS correction of goods that came back onto a negative card outside a document's own entry (decision
// 0205): a transfer's arrival, a void's goods taken back. Posted as an entry of its own, Dr 51118 · Cr 11510 when
// the goods cost more than the missing units left at (the opposite when less), so that stock value = 11510.
import type { Transaction } from '@banchee/db';
import { postCostOfGoodsSold, type Money } from '@banchee/domain';
import { postEntry } from '../journals/index.ts';

/** Posts `correction` (nothing when 0) dated `date`; the entry's id, or null. */
export async function postCostCorrection(
  tx: Transaction,
  organizationId: string,
  correction: Money,
  entry: { readonly date: string; readonly of: string },
  userId: string | null,
): Promise<string | null> {
  if (correction === 0n) return null;
  const posted = await postEntry(
    tx,
    organizationId,
    {
      date: entry.date,
      description: `ปรับปรุงต้นทุนขายสินค้าติดลบ ${entry.of}`,
      lines: postCostOfGoodsSold(correction),
    },
    userId,
  );
  return posted.id;
}
