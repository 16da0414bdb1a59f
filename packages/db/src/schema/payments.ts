// Organisation bank accounts and printed images (issue #10 §2). Mirrors 0009_payments_and_settings.sql — the
// SQL file is the source of truth (composite foreign keys and checks live there).
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
