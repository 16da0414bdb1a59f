// SQL of warehouses. Every function takes the organisation id and filters on it; deleted ones are invisible.
import { and, asc, eq, isNull, warehouses, type Database, type SQL } from '@banchee/db';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseValues = Omit<
  typeof warehouses.$inferInsert,
  'organizationId' | 'id' | 'createdAt' | 'deletedAt'
>;

const live = (organizationId: string): SQL =>
  and(eq(warehouses.organizationId, organizationId), isNull(warehouses.deletedAt)) as SQL;

/** Every warehouse of the organisation, oldest first (the first one is the main warehouse). */
export function listWarehouses(db: Database, organizationId: string): Promise<WarehouseRow[]> {
  return db
    .select()
    .from(warehouses)
    .where(live(organizationId))
    .orderBy(asc(warehouses.createdAt), asc(warehouses.id));
}

export async function getWarehouse(db: Database, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(live(organizationId), eq(warehouses.id, id)));
  return row;
}

export async function insertWarehouse(
  db: Database,
  organizationId: string,
  id: string,
  values: WarehouseValues,
) {
  const [row] = await db
    .insert(warehouses)
    .values({ ...values, organizationId, id })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateWarehouse(
  db: Database,
  organizationId: string,
  id: string,
  values: WarehouseValues,
) {
  const [row] = await db
    .update(warehouses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(organizationId), eq(warehouses.id, id)))
    .returning();
  return row;
}

export async function softDeleteWarehouse(
  db: Database,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .update(warehouses)
    .set({ deletedAt: new Date() })
    .where(and(live(organizationId), eq(warehouses.id, id)))
    .returning({ id: warehouses.id });
  return rows.length === 1;
}

export async function codeTaken(db: Database, organizationId: string, code: string, exceptId?: string) {
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(live(organizationId), eq(warehouses.code, code)));
  return rows.some((r) => r.id !== exceptId);
}
