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
    /** The 115xx account its goods are kept on (decision 0211). */
    inventoryAccountCode: text('inventory_account_code').notNull().default('11510'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
