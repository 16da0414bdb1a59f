// SQL of contacts beyond the shared record queries (http/tenant-records.ts): the filtered list. Deleted
// contacts are invisible.
import { CONTACT_CODE_PREFIX, formatRunningCode, runningCodePattern } from '@banchee/domain';
import { and, contacts, desc, eq, ilike, or, sql, type Database, type Transaction } from '@banchee/db';
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

/**
 * The next automatic contact code (decision 0165): one upsert of the organisation's record_counters row inside
 * the creating transaction. The row lock serialises concurrent creators; the counter jumps past the highest
 * code of the format any contact (deleted ones too) already has, so a code typed by hand is never given again.
 */
export async function nextContactCode(tx: Transaction, organizationId: string): Promise<string> {
  const pattern = runningCodePattern(CONTACT_CODE_PREFIX);
  const from = CONTACT_CODE_PREFIX.length + 1;
  const { rows } = await tx.execute<{ last_number: number }>(sql`
    WITH used AS (
      SELECT coalesce(max(substring(code FROM ${from}::integer)::integer), 0) AS n
      FROM contacts WHERE organization_id = ${organizationId} AND code ~ ${pattern})
    INSERT INTO record_counters (organization_id, kind, last_number)
    VALUES (${organizationId}, 'contact', (SELECT n FROM used) + 1)
    ON CONFLICT (organization_id, kind)
    DO UPDATE SET last_number = greatest(record_counters.last_number, (SELECT n FROM used)) + 1
    RETURNING last_number`);
  const running = rows[0]?.last_number;
  if (running === undefined) throw new Error('record counter upsert returned no row');
  return formatRunningCode(CONTACT_CODE_PREFIX, Number(running));
}
