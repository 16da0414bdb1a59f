// Warehouses: the stock locations of an organisation. Mirrors 0001_platform.sql.
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

export const warehouses = pgTable(
  'warehouses',
  {
    ...tenantColumns(),
    code: text('code'),
    name: text('name').notNull(),
    address: text('address'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
