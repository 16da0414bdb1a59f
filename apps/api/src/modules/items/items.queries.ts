// SQL of items beyond the shared record queries (http/tenant-records.ts): the list. Deleted items are invisible.
import { and, desc, ilike, items, or, type Database } from '@banchee/db';
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
