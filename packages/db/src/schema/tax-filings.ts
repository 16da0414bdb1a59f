// Tax filings per organisation, form and month (issue #12). Mirrors 0014_tax_filings.sql and 0039 — the SQL file is the
// source of truth (composite foreign keys and checks live there).
import {
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './catalog-columns.ts';

export const taxFilings = pgTable(
  'tax_filings',
  {
    ...tenantColumns(),
    form: text('form', { enum: ['PP30', 'PND1', 'PND3', 'PND53', 'SSO', 'PP36'] }).notNull(),
    taxYear: integer('tax_year').notNull(),
    taxMonth: smallint('tax_month').notNull(),
    channel: text('channel', { enum: ['PAPER', 'EFILING'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    boxes: jsonb('boxes').$type<Record<string, string>>(),
    excessChoice: text('excess_choice', { enum: ['CARRY_FORWARD', 'REFUND'] }),
    carriedForward: numeric('carried_forward', { precision: 18, scale: 2 }).notNull(),
    refund: numeric('refund', { precision: 18, scale: 2 }).notNull(),
    closeEntryId: uuid('close_entry_id'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    filedOn: date('filed_on'),
    filingReference: text('filing_reference'),
    paidOn: date('paid_on'),
    paymentReference: text('payment_reference'),
    paymentAccountCode: text('payment_account_code'),
    paymentEntryId: uuid('payment_entry_id'),
    /** PP36 only (0039): Dr 11610 · Cr 11611, the paid PP36's VAT made claimable in the month paid. */
    vatClaimEntryId: uuid('vat_claim_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
