// Use cases of warehouses: list (spec §7 answers { data }), create, read, replace, soft delete.
import type { Warehouse, WarehouseInput, WarehouseList } from '@banchee/contracts';
import { warehouses, type Database } from '@banchee/db';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { recordUseCases } from '../../http/tenant-records.ts';
import * as queries from './warehouses.queries.ts';

export function toWarehouse(row: queries.WarehouseRow): Warehouse {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    name: row.name,
    address: row.address,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

function valuesOf(input: WarehouseInput): queries.WarehouseValues {
  return { code: input.code ?? null, name: input.name, address: input.address ?? null };
}

const records = recordUseCases(warehouses, {
  namespace: 'WAREHOUSE',
  what: 'warehouse',
  toView: toWarehouse,
  valuesOf,
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
