// Use cases of warehouses: list (spec §7 answers { data }), create, read, replace, soft delete. A warehouse keeps
// its goods on an inventory account of the chart (decision 0211): 11510 unless it names another postable 115xx
// asset account; replacing without one keeps the account; changing it is refused while the warehouse holds stock
// value (422 WAREHOUSE.ACCOUNT_HOLDS_STOCK).
import type { Warehouse, WarehouseInput, WarehouseList } from '@banchee/contracts';
import { newId, warehouses, type Database, type Transaction } from '@banchee/db';
import {
  checkInventoryAccount,
  checkInventoryAccountChange,
  type InventoryAccountError,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { recordUseCases } from '../../http/tenant-records.ts';
import * as queries from './warehouses.queries.ts';

/** The warehouse every organisation starts with (decision 0224; migration 0051 gave it to those made before). */
export const DEFAULT_WAREHOUSE = { code: 'WH01', name: 'คลังสินค้าหลัก' } as const;

/** Gives a new organisation its default warehouse (its goods on 11510); returns its id. */
export async function seedDefaultWarehouse(
  db: Database | Transaction,
  organizationId: string,
): Promise<string> {
  const id = newId();
  await db.insert(warehouses).values({ organizationId, id, ...DEFAULT_WAREHOUSE });
  return id;
}

export function toWarehouse(row: queries.WarehouseRow): Warehouse {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    name: row.name,
    address: row.address,
    inventoryAccountCode: row.inventoryAccountCode,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

function valuesOf(input: WarehouseInput): queries.WarehouseValues {
  return {
    code: input.code ?? null,
    name: input.name,
    address: input.address ?? null,
    ...(input.inventoryAccountCode ? { inventoryAccountCode: input.inventoryAccountCode } : {}),
  };
}

const refusal = (error: InventoryAccountError) =>
  new AppError(error.code, error.message, {
    details: [{ path: error.details.path, message: error.message, code: error.code }],
  });

/** The account named must be a postable 115xx asset account, and change only on a warehouse without stock. */
async function checkAccount(
  tx: Transaction,
  organizationId: string,
  values: queries.WarehouseValues,
  id?: string,
): Promise<void> {
  const code = values.inventoryAccountCode;
  if (code === undefined) return;
  const usable = checkInventoryAccount(code, await queries.accountOfChart(tx, organizationId, code));
  if (!usable.ok) throw refusal(usable.error);
  if (id === undefined) return;
  const held = await queries.lockStockHeld(tx, organizationId, id);
  if (!held) return; // not this organisation's: the replace answers 404
  const change = checkInventoryAccountChange(held.account, code, held.value);
  if (!change.ok) throw refusal(change.error);
}

const records = recordUseCases(warehouses, {
  namespace: 'WAREHOUSE',
  what: 'warehouse',
  toView: toWarehouse,
  valuesOf,
  check: checkAccount,
});

export async function listWarehouses(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<WarehouseList> {
  await requireMembership(db, userId, organizationId);
  return { data: (await queries.listWarehouses(db, organizationId)).map(toWarehouse) };
}

export const {
  get: getWarehouse,
  create: createWarehouse,
  update: updateWarehouse,
  remove: deleteWarehouse,
} = records;
