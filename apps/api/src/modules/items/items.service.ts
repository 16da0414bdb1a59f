// Use cases of items (products and services). spec §5: a SERVICE stores purchase_vat_inclusive as null.
// Deleting is a soft delete: documents that used the item keep their snapshot and their link.
import type { CreateItemRequest, Item, ItemInput, ItemList, ListItemsQuery } from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import { AppError, notFound } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, decimalOut, iso } from '../../http/serialize.ts';
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
  };
}

const codeTaken = () => new AppError('ITEM.CODE_TAKEN', 'Another item of this organisation has this code.');

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

export async function getItem(db: Database, organizationId: string, id: string): Promise<Item> {
  const row = await queries.getItem(db, organizationId, id);
  if (!row) throw notFound('ITEM', 'item');
  return toItem(row);
}

/** The caller has been checked as a member of organizationId by the route (before the idempotency key). */
export async function createItem(db: Database, input: CreateItemRequest): Promise<Item> {
  const { organizationId, ...fields } = input;
  return db.transaction(async (tx) => {
    if (fields.code && (await queries.codeTaken(tx, organizationId, fields.code))) throw codeTaken();
    return toItem(await queries.insertItem(tx, organizationId, newId(), valuesOf(fields)));
  });
}

export async function updateItem(
  db: Database,
  organizationId: string,
  id: string,
  input: ItemInput,
): Promise<Item> {
  return db.transaction(async (tx) => {
    if (input.code && (await queries.codeTaken(tx, organizationId, input.code, id))) throw codeTaken();
    const row = await queries.updateItem(tx, organizationId, id, valuesOf(input));
    if (!row) throw notFound('ITEM', 'item');
    return toItem(row);
  });
}

export async function deleteItem(db: Database, organizationId: string, id: string): Promise<void> {
  if (!(await queries.softDeleteItem(db, organizationId, id))) throw notFound('ITEM', 'item');
}
