// Warehouses (spec §7 GET /warehouses/organization/{id} → { data }).
import { z } from 'zod';
import { compactObject, text, timestamp } from './common.ts';

/** A 115xx inventory account of the organisation's chart (decision 0211). */
const inventoryAccountCode = z.string().regex(/^115\d\d$/, 'A 115xx inventory account code');

const warehouseFields = {
  code: text(50).optional(),
  name: text(200),
  address: text(1000).optional(),
  /** The account its goods are kept on: 11510 when a warehouse is made without one; unchanged when absent on PUT. */
  inventoryAccountCode: inventoryAccountCode.optional(),
};

export const warehouseInput = compactObject(warehouseFields).meta({ id: 'WarehouseInput' });
export type WarehouseInput = z.infer<typeof warehouseInput>;

export const createWarehouseRequest = compactObject({ ...warehouseFields, organizationId: z.uuid() }).meta({
  id: 'CreateWarehouseRequest',
});
export type CreateWarehouseRequest = z.infer<typeof createWarehouseRequest>;

export const warehouse = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    code: z.string().optional(),
    name: z.string(),
    address: z.string().optional(),
    inventoryAccountCode: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouse>;

/** The spec's call takes no query and answers { data } (every warehouse, oldest first). */
export const warehouseList = z.object({ data: z.array(warehouse) }).meta({ id: 'WarehouseList' });
export type WarehouseList = z.infer<typeof warehouseList>;
