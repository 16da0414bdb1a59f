// Contacts: an organisation's clients and suppliers (spec §3 Contact). Mirrors 0001_platform.sql.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { addressPartColumns } from './address-columns.ts';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

export const contactTypes = ['CLIENT', 'SUPPLIER'] as const;

export const contacts = pgTable(
  'contacts',
  {
    ...tenantColumns(),
    contactType: text('contact_type', { enum: contactTypes }).notNull(),
    code: text('code'),
    contactName: text('contact_name').notNull(),
    contactNameEn: text('contact_name_en'),
    taxId: text('tax_id'),
    branch: text('branch'),
    address: text('address'),
    zipCode: text('zip_code'),
    ...addressPartColumns(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    creditDays: integer('credit_days'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

/** Running numbers of automatic record codes, one per (organisation, kind). Mirrors 0023_contact_codes.sql. */
export const recordCounters = pgTable(
  'record_counters',
  {
    organizationId: tenantColumns().organizationId,
    kind: text('kind', { enum: ['contact'] }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);
