// SQL of contacts beyond the shared record queries (http/tenant-records.ts): the filtered list. Deleted
// contacts are invisible.
import { and, contacts, desc, eq, ilike, or, type Database } from '@banchee/db';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';
import { liveRecords, type RecordValues } from '../../http/tenant-records.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = RecordValues<typeof contacts>;

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
    liveRecords(contacts, organizationId),
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
