// SQL of the stock counts (decision 0194): the count and its lines in, a count with its lines and names out.
import { and, desc, eq, ilike, newId, sql, stockCounts, type Database, type Transaction } from '@banchee/db';
import { selectPage, type Page } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';

type Db = Database | Transaction;

export type StockCountRow = typeof stockCounts.$inferSelect;

export interface CountLineRow {
  item_id: string;
  item_code: string | null;
  item_name: string;
  on_hand_quantity: string;
  counted_quantity: string | null;
  difference: string;
  value: string;
  reason: string;
}

export interface NewCountLine {
  readonly itemId: string;
  readonly onHand: string;
  readonly counted: string | null;
  readonly difference: string;
  readonly value: string;
  readonly reason: string;
}

/** The warehouse (not deleted) and the products named, of this organisation. */
export async function findCountTargets(
  tx: Db,
  organizationId: string,
  warehouseId: string,
  itemIds: readonly string[],
): Promise<{ warehouse: boolean; products: Set<string> }> {
  const { rows } = await tx.execute<{ kind: string; id: string }>(sql`
    SELECT 'warehouse' AS kind, id FROM warehouses
    WHERE organization_id = ${organizationId} AND id = ${warehouseId} AND deleted_at IS NULL
    UNION ALL
    SELECT 'product', id FROM items
    WHERE organization_id = ${organizationId} AND type = 'PRODUCT' AND deleted_at IS NULL
      AND id IN (${sql.join(
        itemIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return {
    warehouse: rows.some((r) => r.kind === 'warehouse'),
    products: new Set(rows.filter((r) => r.kind === 'product').map((r) => r.id)),
  };
}

export async function insertCount(
  tx: Transaction,
  row: {
    organizationId: string;
    number: string;
    date: string;
    warehouseId: string;
    remarks: string | null;
    createdBy: string;
  },
): Promise<string> {
  const id = newId();
  await tx.insert(stockCounts).values({
    organizationId: row.organizationId,
    id,
    number: row.number,
    countDate: row.date,
    warehouseId: row.warehouseId,
    remarks: row.remarks,
    createdBy: row.createdBy,
  });
  return id;
}

export async function insertCountLines(
  tx: Transaction,
  organizationId: string,
  countId: string,
  lines: readonly NewCountLine[],
): Promise<void> {
  const values = lines.map(
    (l, i) => sql`(${organizationId}::uuid, ${countId}::uuid, ${i}::int, ${l.itemId}::uuid,
      ${l.onHand}::numeric, ${l.counted}::numeric, ${l.difference}::numeric, ${l.value}::numeric, ${l.reason})`,
  );
  await tx.execute(sql`
    INSERT INTO stock_count_lines (organization_id, stock_count_id, position, item_id, on_hand_quantity,
      counted_quantity, difference, value, reason)
    VALUES ${sql.join(values, sql`, `)}`);
}

export async function setCountEntry(tx: Transaction, organizationId: string, id: string, entryId: string) {
  await tx
    .update(stockCounts)
    .set({ journalEntryId: entryId })
    .where(and(eq(stockCounts.organizationId, organizationId), eq(stockCounts.id, id)));
}

export async function findCount(
  db: Db,
  organizationId: string,
  id: string,
  forUpdate = false,
): Promise<StockCountRow | undefined> {
  const query = db
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.organizationId, organizationId), eq(stockCounts.id, id)));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function markVoid(tx: Transaction, organizationId: string, id: string): Promise<void> {
  await tx
    .update(stockCounts)
    .set({ status: 'VOID', voidedAt: new Date() })
    .where(and(eq(stockCounts.organizationId, organizationId), eq(stockCounts.id, id)));
}

export async function countLines(db: Db, organizationId: string, id: string): Promise<CountLineRow[]> {
  const { rows } = await db.execute<CountLineRow & Record<string, unknown>>(sql`
    SELECT l.item_id, i.code AS item_code, i.name AS item_name, l.on_hand_quantity::text,
      l.counted_quantity::text, l.difference::text, l.value::text, l.reason
    FROM stock_count_lines l
    JOIN items i ON i.organization_id = l.organization_id AND i.id = l.item_id
    WHERE l.organization_id = ${organizationId} AND l.stock_count_id = ${id}
    ORDER BY l.position`);
  return rows;
}

/** Shortage (≤ 0) and surplus (≥ 0) values and the warehouse name per count. */
export async function countTotals(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, { warehouse: string; shortage: string; surplus: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; warehouse: string; shortage: string; surplus: string }>(sql`
    SELECT c.id, w.name AS warehouse,
      coalesce((SELECT sum(-value) FROM stock_count_lines l WHERE l.organization_id = c.organization_id
        AND l.stock_count_id = c.id AND l.value < 0), 0)::text AS shortage,
      coalesce((SELECT sum(value) FROM stock_count_lines l WHERE l.organization_id = c.organization_id
        AND l.stock_count_id = c.id AND l.value > 0), 0)::text AS surplus
    FROM stock_counts c
    JOIN warehouses w ON w.organization_id = c.organization_id AND w.id = c.warehouse_id
    WHERE c.organization_id = ${organizationId}
      AND c.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return new Map(rows.map((r) => [r.id, r]));
}

export function listCounts(
  db: Db,
  organizationId: string,
  search: string | undefined,
  page: number,
  limit: number,
): Promise<Page<StockCountRow>> {
  const where = and(
    eq(stockCounts.organizationId, organizationId),
    search ? ilike(stockCounts.number, likePattern(search)) : undefined,
  );
  return selectPage<StockCountRow>(
    db,
    stockCounts,
    where,
    [desc(stockCounts.countDate), desc(stockCounts.number)],
    page,
    limit,
  );
}
