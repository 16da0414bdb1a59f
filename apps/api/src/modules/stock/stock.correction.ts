// The COGS correction of goods that came back onto a negative card outside a document's own entry (decision
// 0205): a transfer's arrival, a void's goods taken back. Posted as an entry of its own, Dr 51118 · Cr the
// warehouse's inventory account (decision 0211) when the goods cost more than the missing units left at (the
// opposite when less), so that stock value = the inventory accounts' balances.
import type { Transaction } from '@banchee/db';
import { postCostCorrections, type Money } from '@banchee/domain';
import { postEntry } from '../journals/index.ts';

/** Posts `corrections` (nothing when none) dated `date`; the entry's id, or null. */
export async function postCostCorrection(
  tx: Transaction,
  organizationId: string,
  corrections: ReadonlyMap<string, Money>,
  entry: { readonly date: string; readonly of: string },
  userId: string | null,
): Promise<string | null> {
  const lines = postCostCorrections(corrections);
  if (lines.length === 0) return null;
  const posted = await postEntry(
    tx,
    organizationId,
    { date: entry.date, description: `ปรับปรุงต้นทุนขายสินค้าติดลบ ${entry.of}`, lines },
    userId,
  );
  return posted.id;
}
