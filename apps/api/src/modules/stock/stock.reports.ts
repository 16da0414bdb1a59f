// What the stock reports read (issue 13 "Stock", decision 0185): stock on hand per product and warehouse from
// the running balances (one index range, no history summed), and a product's stock card — each move with its
// running quantity and value — read along the card's own key (organisation, warehouse, product, position).
// The business reports frame (business-reports module) turns these rows into its tabular answer and exports.
import { sql, type Database } from '@banchee/db';
import type { CalendarDate } from '@banchee/domain';
import { stockNotFound } from './stock.errors.ts';

export interface OnHandRow {
  warehouse_id: string;
  warehouse_name: string;
  /** The 115xx account the warehouse keeps its goods on (decision 0211). */
  inventory_account: string;
  item_id: string;
  item_code: string | null;
  item_name: string;
  unit: string | null;
  quantity: string;
  value: string;
}

export interface CardMoveRow {
  warehouse_id: string;
  warehouse_name: string;
  card_position: number;
  move_date: string;
  move_type: string;
  document_id: string | null;
  document_kind: string | null;
  /** The document's number, or the inter-warehouse transfer's (decision 0192) or the stock count's (0194). */
  document_number: string | null;
  transfer_id: string | null;
  reason: string | null;
  quantity: string;
  value: string;
  quantity_after: string;
  value_after: string;
  /** The COGS correction of goods in on a negative card (decision 0205); 0 otherwise. */
  cost_correction: string;
}

/** 404 unless the warehouse and the product named (when named) are the organisation's: one round trip. */
async function assertOwned(
  db: Database,
  organizationId: string,
  filter: { warehouseId?: string; itemId?: string },
): Promise<void> {
  if (filter.warehouseId === undefined && filter.itemId === undefined) return;
  const { rows } = await db.execute<{ warehouse: boolean; item: boolean }>(sql`
    SELECT ${
      filter.warehouseId === undefined
        ? sql`true`
        : sql`EXISTS (SELECT 1 FROM warehouses
             WHERE organization_id = ${organizationId} AND id = ${filter.warehouseId})`
    } AS warehouse,
           ${
             filter.itemId === undefined
               ? sql`true`
               : sql`EXISTS (SELECT 1 FROM items
             WHERE organization_id = ${organizationId} AND id = ${filter.itemId})`
           } AS item`);
  if (!rows[0]?.warehouse) throw stockNotFound('warehouse');
  if (!rows[0].item) throw stockNotFound('product');
}

/** Products with stock (or a card) per warehouse, by warehouse then product code and name. */
export async function stockOnHand(
  db: Database,
  organizationId: string,
  filter: { warehouseId?: string; itemId?: string },
): Promise<OnHandRow[]> {
  await assertOwned(db, organizationId, filter);
  const { rows } = await db.execute<OnHandRow & Record<string, unknown>>(sql`
    SELECT b.warehouse_id, w.name AS warehouse_name, w.inventory_account_code AS inventory_account, b.item_id, i.code AS item_code, i.name AS item_name, i.unit,
      b.quantity::text, b.value::text
    FROM stock_balances b
    JOIN warehouses w ON w.organization_id = b.organization_id AND w.id = b.warehouse_id
    JOIN items i ON i.organization_id = b.organization_id AND i.id = b.item_id
    WHERE b.organization_id = ${organizationId} AND b.move_count > 0
      ${filter.warehouseId ? sql`AND b.warehouse_id = ${filter.warehouseId}` : sql``}
      ${filter.itemId ? sql`AND b.item_id = ${filter.itemId}` : sql``}
    ORDER BY w.name, w.id, i.code NULLS LAST, i.name, i.id`);
  return rows;
}

/**
 * The moves of a product's card dated in [from, to], in card order, at most `limit` (a page), each with the
 * card's running quantity and value after it; every warehouse's card when no warehouse is given.
 */
export async function stockCard(
  db: Database,
  organizationId: string,
  filter: { itemId: string; warehouseId?: string; from: CalendarDate; to: CalendarDate },
  limit: number,
): Promise<CardMoveRow[]> {
  await assertOwned(db, organizationId, filter);
  const { rows } = await db.execute<CardMoveRow & Record<string, unknown>>(sql`
    SELECT m.warehouse_id, w.name AS warehouse_name, m.card_position, m.move_date::text AS move_date, m.move_type,
      m.document_id, d.kind AS document_kind, coalesce(d.number, t.number, c.number) AS document_number,
      m.transfer_id, m.reason,
      m.quantity::text, m.value::text, m.quantity_after::text, m.value_after::text,
      m.cost_correction::text
    FROM stock_moves m
    JOIN warehouses w ON w.organization_id = m.organization_id AND w.id = m.warehouse_id
    LEFT JOIN documents d ON d.organization_id = m.organization_id AND d.id = m.document_id
    LEFT JOIN stock_transfers t ON t.organization_id = m.organization_id AND t.id = m.transfer_id
    LEFT JOIN stock_counts c ON c.organization_id = m.organization_id AND c.id = m.stock_count_id
    WHERE m.organization_id = ${organizationId} AND m.item_id = ${filter.itemId}
      ${filter.warehouseId ? sql`AND m.warehouse_id = ${filter.warehouseId}` : sql``}
      AND m.move_date BETWEEN ${filter.from} AND ${filter.to}
    ORDER BY m.warehouse_id, m.card_position
    LIMIT ${limit}`);
  return rows;
}

/** The inventory accounts the organisation's warehouses (deleted ones too: their cards stay) keep goods on. */
export async function inventoryAccountsInUse(db: Database, organizationId: string): Promise<string[]> {
  const { rows } = await db.execute<{ account: string }>(sql`
    SELECT DISTINCT inventory_account_code AS account FROM warehouses
    WHERE organization_id = ${organizationId} ORDER BY 1`);
  return rows.map((r) => r.account);
}
