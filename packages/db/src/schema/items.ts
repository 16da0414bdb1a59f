// Items: the products and services an organisation sells or buys (spec §3 Product). Mirrors 0001_platform.sql
// and 0057_item_purchase_account.sql.
import { boolean, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './catalog-columns.ts';

export const itemTypes = ['PRODUCT', 'SERVICE'] as const;
export const itemVatTypes = ['VAT7', 'VAT0', 'EXEMPT'] as const;

export const items = pgTable(
  'items',
  {
    ...tenantColumns(),
    type: text('type', { enum: itemTypes }).notNull(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit'),
    // numeric comes back as a decimal string: money never passes through a JS float.
    salePrice: numeric('sale_price', { precision: 18, scale: 4 }),
    saleVatInclusive: boolean('sale_vat_inclusive').notNull().default(false),
    purchasePrice: numeric('purchase_price', { precision: 18, scale: 4 }),
    purchaseVatInclusive: boolean('purchase_vat_inclusive'),
    vatType: text('vat_type', { enum: itemVatTypes }).notNull().default('VAT7'),
    // The account a purchase line of the item is booked to when it names none (0057, decision 0247).
    purchaseAccountCode: text('purchase_account_code'),
    ...timestampColumns(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
