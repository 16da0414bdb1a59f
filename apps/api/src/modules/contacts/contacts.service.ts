// Use cases of contacts (clients and suppliers). Tax ids are checked with the mod-11 check digit; deleting is
// a soft delete so documents keep their contact.
import type { Contact, ContactInput, ContactList, ListContactsQuery } from '@banchee/contracts';
import { contacts, type Database } from '@banchee/db';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { recordUseCases } from '../../http/tenant-records.ts';
import { addressPartAnswers, addressPartColumns, checkSubDistrictCode } from '../addresses/index.ts';
import { checkTaxId } from '../organizations/index.ts';
import * as queries from './contacts.queries.ts';

export function toContact(row: queries.ContactRow): Contact {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    contact_type: row.contactType,
    code: row.code,
    contact_name: row.contactName,
    contact_name_en: row.contactNameEn,
    tax_id: row.taxId,
    branch: row.branch,
    address: row.address,
    zip_code: row.zipCode,
    ...addressPartAnswers(row),
    contact_person: row.contactPerson,
    phone: row.phone,
    email: row.email,
    credit_days: row.creditDays,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

function valuesOf(input: ContactInput): queries.ContactValues {
  checkTaxId(input.tax_id, 'tax_id');
  return {
    contactType: input.contact_type,
    code: input.code ?? null,
    contactName: input.contact_name,
    contactNameEn: input.contact_name_en ?? null,
    taxId: input.tax_id ?? null,
    branch: input.branch ?? null,
    zipCode: input.zip_code ?? null,
    ...addressPartColumns(input),
    contactPerson: input.contact_person ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    creditDays: input.credit_days ?? null,
  };
}

const records = recordUseCases(contacts, {
  namespace: 'CONTACT',
  what: 'contact',
  toView: toContact,
  valuesOf,
  nextCode: queries.nextContactCode,
  check: (_tx, _organizationId, values) =>
    checkSubDistrictCode(values.addressSubDistrictCode ?? null, values.zipCode ?? null),
});

export async function listContacts(
  db: Database,
  userId: string,
  organizationId: string,
  query: ListContactsQuery,
): Promise<ContactList> {
  await requireMembership(db, userId, organizationId);
  const page = await queries.listContacts(
    db,
    organizationId,
    { contactType: query.contact_type, search: query.search },
    query.page,
    query.limit,
  );
  return { data: page.rows.map(toContact), pagination: page.pagination };
}

export const {
  get: getContact,
  create: createContact,
  update: updateContact,
  remove: deleteContact,
} = records;
