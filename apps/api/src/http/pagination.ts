// One page of a list query plus the total count, shared by every list endpoint
// (GET /{resource}/organization/{id}?page&limit → { data, pagination }).
import { count, type Database, type SQL } from '@banchee/db';
import type { PgColumn, PgTable } from '@banchee/db/pg-core';
import { paginationOf } from './serialize.ts';

export interface Page<Row> {
  rows: Row[];
  pagination: ReturnType<typeof paginationOf>;
}

/** Rows of `table` matching `where`, in `orderBy` order, page `page` of size `limit`; Row is the table's row. */
export async function selectPage<Row>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
  page: number,
  limit: number,
): Promise<Page<Row>> {
  const [totalRow] = await db.select({ total: count() }).from(table).where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: rows as Row[], pagination: paginationOf(page, limit, totalRow?.total ?? 0) };
}
