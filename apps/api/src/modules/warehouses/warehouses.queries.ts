// SQL of warehouses beyond the shared record queries (http/tenant-records.ts): the list. Deleted ones are
// invisible.
import { asc, warehouses, type Database } from '@banchee/db';
import { liveRecords, type RecordValues } from '../../http/tenant-records.ts';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseValues = RecordValues<typeof warehouses>;

/** Every warehouse of the organisation, oldest first (the first one is the main warehouse). */
export function listWarehouses(db: Database, organizationId: string): Promise<WarehouseRow[]> {
  return db
    .select()
    .from(warehouses)
    .where(liveRecords(warehouses, organizationId))
    .orderBy(asc(warehouses.createdAt), asc(warehouses.id));
}
