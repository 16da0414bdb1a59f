// Fixed assets (issue 13): categories, the register, depreciation runs and what each entry booked per asset.
// Mirrors 0013_fixed_assets.sql — the SQL file is the source of truth (composite foreign keys and checks live
// there).
import { date, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

const isoDate = (name: string) => date(name, { mode: 'string' });
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

export const assetCategories = pgTable(
  'asset_categories',
  {
    ...tenantColumns(),
    code: text('code'),
    name: text('name').notNull(),
    assetAccountCode: text('asset_account_code').notNull(),
    accumulatedAccountCode: text('accumulated_account_code').notNull(),
    expenseAccountCode: text('expense_account_code').notNull(),
    usefulLifeYears: integer('useful_life_years').notNull(),
    taxMaxRate: rate('tax_max_rate').notNull(),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const assetStatuses = ['ACTIVE', 'SOLD', 'WRITTEN_OFF'] as const;
export type AssetStatus = (typeof assetStatuses)[number];

export const assets = pgTable(
  'assets',
  {
    ...tenantColumns(),
    code: text('code'),
    name: text('name').notNull(),
    categoryId: uuid('category_id').notNull(),
    acquisitionDate: isoDate('acquisition_date').notNull(),
    startDate: isoDate('start_date').notNull(),
    cost: amount('cost').notNull(),
    residualValue: amount('residual_value').notNull().default('0'),
    usefulLifeYears: integer('useful_life_years').notNull(),
    method: text('method', { enum: ['STRAIGHT_LINE', 'DECLINING_BALANCE'] }).notNull(),
    decliningRate: rate('declining_rate'),
    openingAccumulated: amount('opening_accumulated').notNull().default('0'),
    status: text('status', { enum: assetStatuses }).notNull().default('ACTIVE'),
    disposalDate: isoDate('disposal_date'),
    disposalProceeds: amount('disposal_proceeds'),
    disposalAccountCode: text('disposal_account_code'),
    disposalEntryId: uuid('disposal_entry_id'),
    sourceDocumentId: uuid('source_document_id'),
    /** The purchase or expense line the asset was made from (migration 0029; one live asset a line, 0053). */
    sourceLineId: uuid('source_line_id'),
    /** The entry moving the line's cost from its expense account to the category's asset account. */
    capitalisationEntryId: uuid('capitalisation_entry_id'),
    notes: text('notes'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const depreciationRuns = pgTable(
  'depreciation_runs',
  {
    ...tenantColumns(),
    frequency: text('frequency', { enum: ['MONTH', 'YEAR'] }).notNull(),
    periodStart: isoDate('period_start').notNull(),
    periodEnd: isoDate('period_end').notNull(),
    entryId: uuid('entry_id'),
    total: amount('total').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const depreciationLines = pgTable(
  'depreciation_lines',
  {
    ...tenantColumns(),
    assetId: uuid('asset_id').notNull(),
    runId: uuid('run_id'),
    entryId: uuid('entry_id').notNull(),
    throughDate: isoDate('through_date').notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
