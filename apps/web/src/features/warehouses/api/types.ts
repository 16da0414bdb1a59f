// Warehouses on the wire come from @banchee/contracts.
export type { Warehouse, WarehouseInput } from '@banchee/contracts';
