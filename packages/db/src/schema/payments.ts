// Organisation bank accounts and printed images (issue #10 §2). Mirrors 0009_payments_and_settings.sql — the
// SQL file is the source of truth (composite foreign keys and checks live there).
import { date, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

export const organizationBankAccounts = pgTable(
  'organization_bank_accounts',
  {
    ...tenantColumns(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name'),
    branchName: text('branch_name'),
    glAccountCode: text('gl_account_code').notNull(),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const organizationImageKinds = ['logo', 'signature', 'stamp'] as const;

export const organizationImages = pgTable(
  'organization_images',
  {
    organizationId: tenantColumns().organizationId,
    kind: text('kind', { enum: organizationImageKinds }).notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    data: text('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);

/** Refunds of customer credit (decision 0166). Mirrors 0024_customer_refunds.sql. */
export const customerRefunds = pgTable(
  'customer_refunds',
  {
    ...tenantColumns(),
    number: text('number').notNull(),
    refundDate: date('refund_date', { mode: 'string' }).notNull(),
    creditNoteId: uuid('credit_note_id').notNull(),
    contactId: uuid('contact_id'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentAccountId: uuid('payment_account_id'),
    chequeNumber: text('cheque_number'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    reference: text('reference'),
    bankFee: numeric('bank_fee', { precision: 18, scale: 2 }).notNull().default('0'),
    remarks: text('remarks'),
    status: text('status', { enum: ['ISSUED', 'VOID'] })
      .notNull()
      .default('ISSUED'),
    journalEntryId: uuid('journal_entry_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
