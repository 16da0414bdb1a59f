// Items: products and services (spec §3 Product, §5 "creating a product", §7 GET /items/organization/{id},
// POST /items). Prices are decimal strings; a SERVICE has no purchase_vat_inclusive (null, so absent). An item may
// name its purchase account (decision 0247).
import { z } from 'zod';
import { compactObject, decimalAmount, paginated, paginationQuery, text, timestamp } from './common.ts';
import { accountCode } from './ledger.ts';

export const itemTypes = ['PRODUCT', 'SERVICE'] as const;
export const itemType = z.enum(itemTypes);
/** VAT treatment of the item: standard 7 %, zero-rated, or exempt (thai-tax-reference §1). */
export const itemVatTypes = ['VAT7', 'VAT0', 'EXEMPT'] as const;
export const itemVatType = z.enum(itemVatTypes);

const itemFields = {
  type: itemType.default('PRODUCT'),
  code: text(50).optional(),
  name: text(200),
  description: text(2000).optional(),
  unit: text(50).optional(),
  sale_price: decimalAmount.optional(),
  sale_vat_inclusive: z.boolean().optional(),
  purchase_price: decimalAmount.optional(),
  purchase_vat_inclusive: z.boolean().optional(),
  vat_type: itemVatType.optional(),
  /**
   * The account a purchase line of the item is booked to when it names none (decision 0247): an active, postable
   * expense account of the organisation's chart (51111.01–53032.99). A stock product received into a warehouse
   * goes to that warehouse's inventory account instead.
   */
  purchase_account_code: accountCode.optional(),
};

/** PUT /items/{id}: the whole item; an absent optional field is cleared. */
export const itemInput = compactObject(itemFields).meta({ id: 'ItemInput' });
export type ItemInput = z.infer<typeof itemInput>;

/** POST /items: product fields plus organizationId (spec §7). */
export const createItemRequest = compactObject({ ...itemFields, organizationId: z.uuid() }).meta({
  id: 'CreateItemRequest',
});
export type CreateItemRequest = z.infer<typeof createItemRequest>;

export const item = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    type: itemType,
    code: z.string().optional(),
    name: z.string(),
    description: z.string().optional(),
    unit: z.string().optional(),
    sale_price: z.string().optional(),
    sale_vat_inclusive: z.boolean(),
    purchase_price: z.string().optional(),
    purchase_vat_inclusive: z.boolean().optional(),
    vat_type: itemVatType,
    purchase_account_code: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof item>;

/** GET /items/organization/{id}?page&limit(20)&search */
export const listItemsQuery = paginationQuery(20);
export type ListItemsQuery = z.infer<typeof listItemsQuery>;
export const itemList = paginated(item).meta({ id: 'ItemList' });
export type ItemList = z.infer<typeof itemList>;
