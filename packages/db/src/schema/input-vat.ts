// Input VAT claims and self-assessed VAT (ภ.พ.36) per purchase bill (issue #12). Mirrors 0028_input_vat_claims.sql
// — the SQL file is the source of truth (composite foreign keys and checks live there).
import {
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './catalog-columns.ts';

export const inputVatClaims = pgTable(
  'input_vat_claims',
  {
    ...tenantColumns(),
    documentId: uuid('document_id').notNull(),
    /** The goods' or the services' VAT of the bill (migration 0059, decision 0245). */
    part: text('part', { enum: ['GOODS', 'SERVICES'] })
      .notNull()
      .default('GOODS'),
    status: text('status', { enum: ['CLAIMED', 'NOT_CLAIMABLE'] }).notNull(),
    claimYear: integer('claim_year'),
    claimMonth: smallint('claim_month'),
    vat: numeric('vat', { precision: 18, scale: 2 }).notNull(),
    deferEntryId: uuid('defer_entry_id'),
    claimEntryId: uuid('claim_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const selfAssessedVat = pgTable(
  'self_assessed_vat',
  {
    ...tenantColumns(),
    documentId: uuid('document_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    base: numeric('base', { precision: 18, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 18, scale: 2 }).notNull(),
    entryId: uuid('entry_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
