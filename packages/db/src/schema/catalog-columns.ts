// Columns every catalogue table (items, contacts, warehouses) shares: the tenant key and the soft-delete
// timestamps. Kept in one place so the three schema files cannot drift apart.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './platform.ts';

export const tenantColumns = () => ({
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull(),
});

export const timestampColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});
