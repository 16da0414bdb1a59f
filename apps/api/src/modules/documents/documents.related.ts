// The records a document names, read by the documents module: its contact, the item types and purchase accounts
// of its lines, its warehouse, and the organisation that issues it. Each filters on the organisation (architecture §3.2).
import { and, contacts, eq, inArray, isNull, items, organizations, warehouses } from '@banchee/db';
import type { Db } from './documents.queries.ts';

export type ContactRow = typeof contacts.$inferSelect;

export async function findContact(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ContactRow | undefined> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, id), isNull(contacts.deletedAt)));
  return rows[0];
}

export async function findItemTypes(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, 'PRODUCT' | 'SERVICE'>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, type: items.type })
    .from(items)
    .where(and(eq(items.organizationId, organizationId), inArray(items.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** The purchase account of each of `ids` that names one (decision 0247); a deleted item keeps its account. */
export async function findItemPurchaseAccounts(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, code: items.purchaseAccountCode })
    .from(items)
    .where(and(eq(items.organizationId, organizationId), inArray(items.id, [...ids])));
  return new Map(rows.flatMap((row) => (row.code === null ? [] : [[row.id, row.code] as const])));
}

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Db, organizationId: string): Promise<OrganizationRow | undefined> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return rows[0];
}

/** Which of `ids` are warehouses of the organisation (a document keeps naming one that was deleted since). */
export async function findWarehouseIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.organizationId, organizationId), inArray(warehouses.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function warehouseExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  return (await findWarehouseIds(db, organizationId, [id])).has(id);
}
