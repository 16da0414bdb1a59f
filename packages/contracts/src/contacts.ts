// Contacts: clients and suppliers (spec §3 Contact, §7 GET /contacts/organization/{id}?page(1)&limit(50)
// &contact_type). Names in Thai and English, tax id + branch, address with zip code, credit days.
import { z } from 'zod';
import {
  branchCode,
  compactObject,
  email,
  paginated,
  paginationQuery,
  phone,
  taxId,
  text,
  timestamp,
  zipCode,
} from './common.ts';
import { addressPartAnswers, addressPartFields } from './addresses.ts';

export const contactTypes = ['CLIENT', 'SUPPLIER'] as const;
export const contactType = z.enum(contactTypes);
export type ContactType = z.infer<typeof contactType>;

/** spec §5: credit_days is dropped when it is not numeric; a number or digit string is kept. */
const creditDays = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(0).max(3650),
);

const contactFields = {
  contact_type: contactType,
  code: text(50).optional(),
  contact_name: text(200),
  contact_name_en: text(200).optional(),
  tax_id: taxId.optional(),
  branch: branchCode.optional(),
  address: text(1000).optional(),
  zip_code: zipCode.optional(),
  ...addressPartFields,
  contact_person: text(200).optional(),
  phone: phone.optional(),
  email: email.optional(),
  credit_days: creditDays.optional(),
};

export const contactInput = compactObject(contactFields).meta({ id: 'ContactInput' });
export type ContactInput = z.infer<typeof contactInput>;

export const createContactRequest = compactObject({ ...contactFields, organizationId: z.uuid() }).meta({
  id: 'CreateContactRequest',
});
export type CreateContactRequest = z.infer<typeof createContactRequest>;

export const contact = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    contact_type: contactType,
    code: z.string().optional(),
    contact_name: z.string(),
    contact_name_en: z.string().optional(),
    tax_id: z.string().optional(),
    branch: z.string().optional(),
    address: z.string().optional(),
    zip_code: z.string().optional(),
    ...addressPartAnswers,
    contact_person: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    credit_days: z.number().int().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contact>;

/** contact_type is optional: the web sends it only when it is SUPPLIER or CLIENT. */
export const listContactsQuery = paginationQuery(50).extend({
  // an empty value (`?contact_type=`) means no filter, like an absent one
  contact_type: z.preprocess((value) => (value === '' ? undefined : value), contactType.optional()),
});
export type ListContactsQuery = z.infer<typeof listContactsQuery>;
export const contactList = paginated(contact).meta({ id: 'ContactList' });
export type ContactList = z.infer<typeof contactList>;
