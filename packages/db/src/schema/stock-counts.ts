// Stock counts (decision 0194). Mirrors 0035_stock_counts.sql; the lines and the stock moves are written and
// read in SQL by the stock module.
import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './catalog-columns.ts';

export const stockCounts = pgTable(
  'stock_counts',
  {
    ...tenantColumns(),
    number: text('number').notNull(),
    countDate: date('count_date', { mode: 'string' }).notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    remarks: text('remarks'),
    status: text('status', { enum: ['POSTED', 'VOID'] })
      .notNull()
      .default('POSTED'),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
