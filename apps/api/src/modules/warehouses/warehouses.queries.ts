// SQL of warehouses beyond the shared record queries (http/tenant-records.ts): the list, and what changing a
// warehouse's inventory account reads (decision 0211). Deleted ones are invisible.
import { asc, sql, warehouses, type Database, type Transaction } from '@banchee/db';
import { parseMoney, type InventoryAccountCandidate, type Money } from '@banchee/domain';
import { liveRecords, type RecordValues } from '../../http/tenant-records.ts';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseValues = RecordValues<typeof warehouses>;

/** Every warehouse of the organisation, oldest first (the first one is the main warehouse). */
export function listWarehouses(db: Database, organizationId: string): Promise<WarehouseRow[]> {
  return db
    .select()
    .from(warehouses)
    .where(liveRecords(warehouses, organizationId))
    .orderBy(asc(warehouses.createdAt), asc(warehouses.id));
}

/** The chart's row for `code` in the organisation, or null. */
export async function accountOfChart(
  tx: Transaction,
  organizationId: string,
  code: string,
): Promise<InventoryAccountCandidate | null> {
  const { rows } = await tx.execute<InventoryAccountCandidate & Record<string, unknown>>(sql`
    SELECT code, account_type AS "accountType", normal_balance AS "normalBalance", is_postable AS "isPostable",
      is_active AS "isActive"
    FROM accounts WHERE organization_id = ${organizationId} AND code = ${code}`);
  return rows[0] ?? null;
}

/**
 * Locks the live warehouse (stock writers share-lock it while they read its account, stock.moves.ts) and then
 * reads its account and the value of its cards: null when it is not the organisation's.
 */
export async function lockStockHeld(
  tx: Transaction,
  organizationId: string,
  id: string,
): Promise<{ account: string; value: Money } | null> {
  const locked = await tx.execute<{ account: string }>(sql`
    SELECT inventory_account_code AS account FROM warehouses
    WHERE organization_id = ${organizationId} AND id = ${id} AND deleted_at IS NULL FOR UPDATE`);
  const account = locked.rows[0]?.account;
  if (account === undefined) return null;
  // A statement of its own, after the lock: it sees the moves of writers that held the lock before.
  const held = await tx.execute<{ value: string }>(sql`
    SELECT coalesce(sum(value), 0)::text AS value FROM stock_balances
    WHERE organization_id = ${organizationId} AND warehouse_id = ${id}`);
  return { account, value: parseMoney(held.rows[0]?.value ?? '0') };
}
