// Inter-warehouse transfers (issue 13 "Stock", decision 0192). Mirrors 0034_stock_transfers.sql — the SQL file
// is the source of truth (composite foreign keys, checks, and the lines table, read and written in SQL).
import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './platform.ts';

export const stockTransferStatuses = ['DONE', 'VOID'] as const;

export const stockTransfers = pgTable(
  'stock_transfers',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    number: text('number').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    fromWarehouseId: uuid('from_warehouse_id').notNull(),
    toWarehouseId: uuid('to_warehouse_id').notNull(),
    note: text('note'),
    status: text('status', { enum: stockTransferStatuses }).notNull().default('DONE'),
    voidDate: date('void_date', { mode: 'string' }),
    /** The COGS correction of goods arriving on a negative card (migration 0043, decision 0205). */
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
