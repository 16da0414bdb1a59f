// One page of a list query plus its total, shared by every list endpoint
// (GET /{resource}/organization/{id}?page&limit → { data, pagination }). The total is counted only up to a cap
// (docs/decisions/0085-list-search-and-counts.md): an exact count of a large filter would read every matching
// row on every page, which is most of the time of a list request at 100,000 documents.
import type { Pagination } from '@banchee/contracts';
import { sql, type Database, type SQL, type Transaction } from '@banchee/db';
import type { PgColumn, PgTable } from '@banchee/db/pg-core';

/** Counting stops after this many matching rows (or after the rows up to COUNT_AHEAD pages past the page). */
export const COUNT_CAP = 1_000;
/** Pages past the current one that the capped total always covers, so the pager can move forward. */
export const COUNT_AHEAD_PAGES = 10;

export interface Page<Row> {
  rows: Row[];
  pagination: Pagination;
}

/** { page, limit, total, totalPages } from a capped count: `counted` rows seen when at most `cap + 1` were read. */
export function cappedPagination(page: number, limit: number, counted: number, cap: number): Pagination {
  if (counted <= cap) return { page, limit, total: counted, totalPages: Math.ceil(counted / limit) };
  return { page, limit, total: cap, totalPages: Math.ceil(cap / limit), totalExact: false };
}

/** The count cap for a page: COUNT_CAP, or further when the page itself lies beyond it. */
export function countCapFor(page: number, limit: number): number {
  return Math.max(COUNT_CAP, (page - 1 + COUNT_AHEAD_PAGES) * limit);
}

/** Rows of `table` matching `where`, in `orderBy` order, page `page` of size `limit`; Row is the table's row. */
export async function selectPage<Row>(
  db: Database | Transaction,
  table: PgTable,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
  page: number,
  limit: number,
): Promise<Page<Row>> {
  const cap = countCapFor(page, limit);
  // count(*) over at most cap + 1 matching rows: bounded work, and "more than cap" when it hits the limit. The
  // matches are a MATERIALIZED CTE so that they are planned as a whole (trigram bitmap scans for a search): with
  // the LIMIT in the same query the planner would pick a "fast-start" scan of every row with the ILIKEs as a
  // filter (seen: 330 ms instead of 10 ms for a Thai substring at 100,000 documents). The CTE is still read
  // lazily, so the count stops at cap + 1.
  const [counted, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`
      WITH matches AS MATERIALIZED (SELECT 1 FROM ${table} WHERE ${where ?? sql`true`})
      SELECT count(*)::int AS n FROM (SELECT 1 FROM matches LIMIT ${cap + 1}) AS capped`),
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return {
    rows: rows as Row[],
    pagination: cappedPagination(page, limit, Number(counted.rows[0]?.n ?? 0), cap),
  };
}
