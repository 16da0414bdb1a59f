// SQL of fixed assets: the register list, one asset with its category, and the depreciation the books hold
// per asset (the depreciation lines whose journal entry has not been reversed). Every function takes the
// organisation id and filters on it.
import {
  and,
  asc,
  assetCategories,
  assets,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type Database,
  type Transaction,
} from '@banchee/db';
import { parseMoney, type CalendarDate, type Money } from '@banchee/domain';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';
import { liveRecords } from '../../http/tenant-records.ts';

export type AssetRow = typeof assets.$inferSelect;
export type CategoryRow = typeof assetCategories.$inferSelect;
type Db = Database | Transaction;

export function listAssets(
  db: Db,
  organizationId: string,
  filter: { search?: string | undefined; status?: AssetRow['status'] | undefined },
  page: number,
  limit: number,
) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const where = and(
    liveRecords(assets, organizationId),
    filter.status ? eq(assets.status, filter.status) : undefined,
    pattern ? or(ilike(assets.code, pattern), ilike(assets.name, pattern)) : undefined,
  );
  return selectPage<AssetRow>(db, assets, where, [asc(assets.code), asc(assets.id)], page, limit);
}

export async function getAsset(db: Db, organizationId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(assets)
    .where(and(liveRecords(assets, organizationId), eq(assets.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Live categories by id (deleted ones too when an asset still points at them). */
export async function categoriesById(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, CategoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(assetCategories)
    .where(and(eq(assetCategories.organizationId, organizationId), inArray(assetCategories.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function getLiveCategory(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(assetCategories)
    .where(and(liveRecords(assetCategories, organizationId), eq(assetCategories.id, id)));
  return row;
}

const notReversed = sql`NOT EXISTS (SELECT 1 FROM journal_entries r
  WHERE r.organization_id = l.organization_id AND r.reverses_entry_id = l.entry_id)`;

/**
 * Depreciation booked per asset (satang), not counting reversed entries; only lines through `before` (exclusive)
 * or `through` (inclusive) when given.
 */
export async function bookedByAsset(
  db: Db,
  organizationId: string,
  assetIds: readonly string[],
  range: { before?: CalendarDate; through?: CalendarDate } = {},
): Promise<Map<string, Money>> {
  if (assetIds.length === 0) return new Map();
  const { rows } = await db.execute<{ asset_id: string; total: string }>(sql`
    SELECT l.asset_id::text AS asset_id, sum(l.amount)::text AS total FROM depreciation_lines l
    WHERE l.organization_id = ${organizationId}
      AND l.asset_id::text IN (${sql.join(
        assetIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      AND ${notReversed}
      ${range.before ? sql`AND l.through_date < ${range.before}` : sql``}
      ${range.through ? sql`AND l.through_date <= ${range.through}` : sql``}
    GROUP BY l.asset_id`);
  return new Map(rows.map((row) => [row.asset_id, parseMoney(row.total)]));
}

export interface Booking {
  readonly entryId: string;
  readonly entryNumber: string;
  readonly throughDate: string;
  readonly amount: string;
  readonly runId: string | null;
}

/** The entries that booked depreciation for one asset, oldest first (reversed ones left out). */
export async function bookingsOf(db: Db, organizationId: string, assetId: string): Promise<Booking[]> {
  const { rows } = await db.execute<{
    entry_id: string;
    entry_number: string;
    through_date: string;
    amount: string;
    run_id: string | null;
  }>(sql`
    SELECT l.entry_id::text AS entry_id, e.number AS entry_number, l.through_date::text AS through_date,
      l.amount::text AS amount, l.run_id::text AS run_id
    FROM depreciation_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE l.organization_id = ${organizationId} AND l.asset_id = ${assetId} AND ${notReversed}
    ORDER BY l.through_date, e.number`);
  return rows.map((row) => ({
    entryId: row.entry_id,
    entryNumber: row.entry_number,
    throughDate: row.through_date,
    amount: row.amount,
    runId: row.run_id,
  }));
}

/** Whether any depreciation line (reversed or not) points at the asset. */
export async function hasBookings(db: Db, organizationId: string, assetId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM depreciation_lines l
    WHERE l.organization_id = ${organizationId} AND l.asset_id = ${assetId} AND ${notReversed} LIMIT 1`);
  return rows.length > 0;
}

/** The latest day a live booking of the asset runs through (null when none). */
export async function lastBookedDate(
  db: Db,
  organizationId: string,
  assetId: string,
): Promise<string | null> {
  const { rows } = await db.execute<{ last: string | null }>(sql`
    SELECT max(l.through_date)::text AS last FROM depreciation_lines l
    WHERE l.organization_id = ${organizationId} AND l.asset_id = ${assetId} AND ${notReversed}`);
  return rows[0]?.last ?? null;
}

/** The live asset `id` of the organisation. */
export function assetWhere(organizationId: string, id: string) {
  return and(liveRecords(assets, organizationId), eq(assets.id, id));
}
