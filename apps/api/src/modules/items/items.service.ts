// Use cases of items (products and services). spec §5: a SERVICE stores purchase_vat_inclusive as null.
// Deleting is a soft delete: documents that used the item keep their snapshot and their link. An item's purchase
// account (decision 0247) is an active, postable expense account of the organisation's chart (the domain's rule).
import type { Item, ItemInput, ItemList, ListItemsQuery } from '@banchee/contracts';
import { items, type Database, type Transaction } from '@banchee/db';
import { checkItemPurchaseAccount } from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, decimalOut, iso } from '../../http/serialize.ts';
import { recordUseCases } from '../../http/tenant-records.ts';
import * as queries from './items.queries.ts';

export function toItem(row: queries.ItemRow): Item {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    type: row.type,
    code: row.code,
    name: row.name,
    description: row.description,
    unit: row.unit,
    sale_price: decimalOut(row.salePrice),
    sale_vat_inclusive: row.saleVatInclusive,
    purchase_price: decimalOut(row.purchasePrice),
    purchase_vat_inclusive: row.purchaseVatInclusive,
    vat_type: row.vatType,
    purchase_account_code: row.purchaseAccountCode,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

function valuesOf(input: ItemInput): queries.ItemValues {
  return {
    type: input.type,
    code: input.code ?? null,
    name: input.name,
    description: input.description ?? null,
    unit: input.unit ?? null,
    salePrice: input.sale_price ?? null,
    saleVatInclusive: input.sale_vat_inclusive ?? false,
    purchasePrice: input.purchase_price ?? null,
    purchaseVatInclusive: input.type === 'SERVICE' ? null : (input.purchase_vat_inclusive ?? false),
    vatType: input.vat_type ?? 'VAT7',
    purchaseAccountCode: input.purchase_account_code ?? null,
  };
}

/** The purchase account named must be an active, postable expense account of this organisation's chart. */
async function checkPurchaseAccount(
  tx: Transaction,
  organizationId: string,
  values: queries.ItemValues,
): Promise<void> {
  const code = values.purchaseAccountCode;
  if (code === null || code === undefined) return;
  const usable = checkItemPurchaseAccount(code, await queries.accountOfChart(tx, organizationId, code));
  if (usable.ok) return;
  const { error } = usable;
  throw new AppError(error.code, error.message, {
    details: [{ path: error.details.path, message: error.message, code: error.code }],
  });
}

const records = recordUseCases(items, {
  namespace: 'ITEM',
  what: 'item',
  toView: toItem,
  valuesOf,
  check: checkPurchaseAccount,
});

export async function listItems(
  db: Database,
  userId: string,
  organizationId: string,
  query: ListItemsQuery,
): Promise<ItemList> {
  await requireMembership(db, userId, organizationId);
  const page = await queries.listItems(db, organizationId, query.page, query.limit, query.search);
  return { data: page.rows.map(toItem), pagination: page.pagination };
}

export const { get: getItem, create: createItem, update: updateItem, remove: deleteItem } = records;
