// HTTP routes of items (spec §7): GET /items/organization/{organizationId}?page&limit(20)&search,
// POST /items (body carries organizationId), GET|PUT|DELETE /items/{id} — the shared record routes.
import { createItemRequest, item, itemInput, itemList, listItemsQuery } from '@banchee/contracts';
import { items } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './items.service.ts';

export function itemsRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'items',
    table: items,
    namespace: 'ITEM',
    what: 'item',
    schemas: {
      create: createItemRequest,
      input: itemInput,
      view: item,
      list: itemList,
      query: listItemsQuery,
    },
    docs: {
      list: 'Items of the organisation, newest first (limit defaults to 20)',
      listAnswer: 'A page of items',
      create: 'Create a product or service (Idempotency-Key honoured)',
      get: 'One item',
      getAnswer: 'The item',
      update: 'Replace an item (absent optional fields are cleared)',
      delete: 'Delete an item (documents that used it keep it)',
    },
    useCases: {
      list: service.listItems,
      create: service.createItem,
      get: service.getItem,
      update: service.updateItem,
      remove: service.deleteItem,
    },
  });
}
