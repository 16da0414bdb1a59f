// SQL of items beyond the shared record queries (http/tenant-records.ts): the list, and the chart's row of the
// account an item names. Deleted items are invisible.
import { accounts, and, desc, eq, ilike, items, or, type Database, type Transaction } from '@banchee/db';
import type { ChartAccountState } from '@banchee/domain';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';
import { liveRecords, type RecordValues } from '../../http/tenant-records.ts';

export type ItemRow = typeof items.$inferSelect;
export type ItemValues = RecordValues<typeof items>;

/** Newest first; search matches code, name or description, case-insensitively. */
export function listItems(
  db: Database,
  organizationId: string,
  page: number,
  limit: number,
  search?: string,
) {
  const pattern = search ? likePattern(search) : undefined;
  const where = pattern
    ? and(
        liveRecords(items, organizationId),
        or(ilike(items.code, pattern), ilike(items.name, pattern), ilike(items.description, pattern)),
      )
    : liveRecords(items, organizationId);
  return selectPage<ItemRow>(db, items, where, [desc(items.createdAt), desc(items.id)], page, limit);
}

/** The organisation's account of this code: is it postable and active (null when its chart has no such code). */
export async function accountOfChart(
  tx: Transaction,
  organizationId: string,
  code: string,
): Promise<ChartAccountState | null> {
  const rows = await tx
    .select({ isPostable: accounts.isPostable, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.code, code)));
  return rows[0] ?? null;
}
