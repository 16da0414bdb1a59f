// Drizzle mirror of migrations/0001_platform.sql, part 1: users, organisations, membership, sign-in state and
// idempotency records. The SQL file is the source of truth; this file only gives queries their types.
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { addressPartColumns } from './address-columns.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique('users_email_key'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  blockedUntil: ts('blocked_until'),
});

export const userIdempotencyKeys = pgTable(
  'user_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  address: text('address'),
  zipCode: text('zip_code'),
  ...addressPartColumns(),
  email: text('email'),
  phone: text('phone'),
  taxId: text('tax_id'),
  branchCode: text('branch_code').notNull().default('00000'),
  promptpayId: text('promptpay_id'),
  /** Era of printed documents: NULL = by language (BE on Thai prints), 'BE' or 'CE' (migration 0008). */
  documentEra: text('document_era', { enum: ['BE', 'CE'] }),
  addressEn: text('address_en'),
  numberingReset: text('numbering_reset', { enum: ['daily', 'monthly', 'yearly', 'never'] })
    .notNull()
    .default('daily'),
  printLanguage: text('print_language', { enum: ['th', 'en'] })
    .notNull()
    .default('th'),
  printEra: text('print_era', { enum: ['BE', 'CE'] })
    .notNull()
    .default('BE'),
  /** Sales may take stock below zero, the cost corrected when goods arrive (migration 0043, decision 0205). */
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['OWNER', 'MEMBER'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Sees salaries and runs payroll (migration 0012); owners always do. */
    payrollAccess: boolean('payroll_access').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('organization_members_user_key').on(t.organizationId, t.userId),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('idempotency_keys_key').on(t.organizationId, t.userId, t.key),
  ],
);
