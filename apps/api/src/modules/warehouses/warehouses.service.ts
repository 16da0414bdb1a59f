// Use cases of warehouses: list (spec §7 answers { data }), create, read, replace, soft delete.
import type { CreateWarehouseRequest, Warehouse, WarehouseInput, WarehouseList } from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import { AppError, notFound } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
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

const codeTaken = () =>
  new AppError('WAREHOUSE.CODE_TAKEN', 'Another warehouse of this organisation has this code.');

export async function listWarehouses(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<WarehouseList> {
  await requireMembership(db, userId, organizationId);
  return { data: (await queries.listWarehouses(db, organizationId)).map(toWarehouse) };
}

export async function getWarehouse(db: Database, organizationId: string, id: string): Promise<Warehouse> {
  const row = await queries.getWarehouse(db, organizationId, id);
  if (!row) throw notFound('WAREHOUSE', 'warehouse');
  return toWarehouse(row);
}

export async function createWarehouse(db: Database, input: CreateWarehouseRequest): Promise<Warehouse> {
  const { organizationId, ...fields } = input;
  return db.transaction(async (tx) => {
    if (fields.code && (await queries.codeTaken(tx, organizationId, fields.code))) throw codeTaken();
    return toWarehouse(await queries.insertWarehouse(tx, organizationId, newId(), valuesOf(fields)));
  });
}

export async function updateWarehouse(
  db: Database,
  organizationId: string,
  id: string,
  input: WarehouseInput,
): Promise<Warehouse> {
  return db.transaction(async (tx) => {
    if (input.code && (await queries.codeTaken(tx, organizationId, input.code, id))) throw codeTaken();
    const row = await queries.updateWarehouse(tx, organizationId, id, valuesOf(input));
    if (!row) throw notFound('WAREHOUSE', 'warehouse');
    return toWarehouse(row);
  });
}

export async function deleteWarehouse(db: Database, organizationId: string, id: string): Promise<void> {
  if (!(await queries.softDeleteWarehouse(db, organizationId, id))) throw notFound('WAREHOUSE', 'warehouse');
}
