// SQL of items. Every function takes the organisation id and filters on it; deleted items are invisible.
import { and, desc, eq, ilike, isNull, items, or, type Database, type SQL } from '@banchee/db';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';

export type ItemRow = typeof items.$inferSelect;
export type ItemValues = Omit<typeof items.$inferInsert, 'organizationId' | 'id' | 'createdAt' | 'deletedAt'>;

const live = (organizationId: string): SQL =>
  and(eq(items.organizationId, organizationId), isNull(items.deletedAt)) as SQL;

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
        live(organizationId),
        or(ilike(items.code, pattern), ilike(items.name, pattern), ilike(items.description, pattern)),
      )
    : live(organizationId);
  return selectPage<ItemRow>(db, items, where, [desc(items.createdAt), desc(items.id)], page, limit);
}

export async function getItem(
  db: Database,
  organizationId: string,
  id: string,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(live(organizationId), eq(items.id, id)));
  return row;
}

export async function insertItem(
  db: Database,
  organizationId: string,
  id: string,
  values: ItemValues,
): Promise<ItemRow> {
  const [row] = await db
    .insert(items)
    .values({ ...values, organizationId, id })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem(
  db: Database,
  organizationId: string,
  id: string,
  values: ItemValues,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(organizationId), eq(items.id, id)))
    .returning();
  return row;
}

export async function softDeleteItem(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(items)
    .set({ deletedAt: new Date() })
    .where(and(live(organizationId), eq(items.id, id)))
    .returning({ id: items.id });
  return rows.length === 1;
}

/** True when another live item of the organisation already has this code. */
export async function codeTaken(db: Database, organizationId: string, code: string, exceptId?: string) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(live(organizationId), eq(items.code, code)));
  return rows.some((r) => r.id !== exceptId);
}
