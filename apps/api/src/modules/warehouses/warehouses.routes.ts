// HTTP routes of warehouses (spec §7): GET /warehouses/organization/{organizationId} → { data } (no query),
// POST /warehouses (body carries organizationId), GET|PUT|DELETE /warehouses/{id} — the shared record routes.
import { createWarehouseRequest, warehouse, warehouseInput, warehouseList } from '@banchee/contracts';
import { warehouses } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './warehouses.service.ts';

export function warehousesRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'warehouses',
    table: warehouses,
    namespace: 'WAREHOUSE',
    what: 'warehouse',
    schemas: { create: createWarehouseRequest, input: warehouseInput, view: warehouse, list: warehouseList },
    docs: {
      list: 'Every warehouse of the organisation, oldest first',
      listAnswer: 'The warehouses',
      create: 'Create a warehouse (Idempotency-Key honoured)',
      get: 'One warehouse',
      getAnswer: 'The warehouse',
      update: 'Replace a warehouse (absent optional fields are cleared)',
      delete: 'Delete a warehouse',
    },
    useCases: {
      list: service.listWarehouses,
      create: service.createWarehouse,
      get: service.getWarehouse,
      update: service.updateWarehouse,
      remove: service.deleteWarehouse,
    },
  });
}
