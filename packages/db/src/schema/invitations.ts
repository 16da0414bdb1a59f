// Drizzle mirror of migrations/0006_organization_invitations.sql: invitations to join an organisation.
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './platform.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED'] as const;

export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['OWNER', 'MEMBER'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: invitationStatuses }).notNull().default('PENDING'),
    expiresAt: ts('expires_at').notNull(),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
