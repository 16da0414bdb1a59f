// SQL of contacts. Every function takes the organisation id and filters on it; deleted contacts are invisible.
import { and, contacts, desc, eq, ilike, isNull, or, type Database, type SQL } from '@banchee/db';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Omit<
  typeof contacts.$inferInsert,
  'organizationId' | 'id' | 'createdAt' | 'deletedAt'
>;

const live = (organizationId: string): SQL =>
  and(eq(contacts.organizationId, organizationId), isNull(contacts.deletedAt)) as SQL;

export interface ContactFilter {
  contactType?: 'CLIENT' | 'SUPPLIER';
  search?: string;
}

/** Newest first; search matches code, either name, tax id, contact person, e-mail or phone. */
export function listContacts(
  db: Database,
  organizationId: string,
  filter: ContactFilter,
  page: number,
  limit: number,
) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const where = and(
    live(organizationId),
    filter.contactType ? eq(contacts.contactType, filter.contactType) : undefined,
    pattern
      ? or(
          ilike(contacts.code, pattern),
          ilike(contacts.contactName, pattern),
          ilike(contacts.contactNameEn, pattern),
          ilike(contacts.taxId, pattern),
          ilike(contacts.contactPerson, pattern),
          ilike(contacts.email, pattern),
          ilike(contacts.phone, pattern),
        )
      : undefined,
  );
  return selectPage<ContactRow>(
    db,
    contacts,
    where,
    [desc(contacts.createdAt), desc(contacts.id)],
    page,
    limit,
  );
}

export async function getContact(
  db: Database,
  organizationId: string,
  id: string,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(live(organizationId), eq(contacts.id, id)));
  return row;
}

export async function insertContact(db: Database, organizationId: string, id: string, values: ContactValues) {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, organizationId, id })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateContact(db: Database, organizationId: string, id: string, values: ContactValues) {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(organizationId), eq(contacts.id, id)))
    .returning();
  return row;
}

export async function softDeleteContact(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set({ deletedAt: new Date() })
    .where(and(live(organizationId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length === 1;
}

export async function codeTaken(db: Database, organizationId: string, code: string, exceptId?: string) {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(live(organizationId), eq(contacts.code, code)));
  return rows.some((r) => r.id !== exceptId);
}
