// HTTP routes of stock counts and adjustments (decision 0194):
//   GET  /stock-counts/organization/{orgId}?page&limit&search → { data, pagination }
//   POST /stock-counts (body: organizationId, warehouseId, date, lines [{ itemId, countedQuantity | direction +
//        quantity, reason, unitCost? }]; Idempotency-Key honoured) → the count with its lines
//   GET  /stock-counts/{id} · POST /stock-counts/{id}/status { action: VOID }
//   GET  /stock-counts/{id}/pdf?lang&be → the count sheet, Thai or English (decision 0206)
// Thin: parse → membership → service. Another organisation's count is a 404.
import {
  createStockCountRequest,
  listStockCountsQuery,
  stockCountListSchema,
  stockCountSchema,
  stockCountStatusAction,
  stockPrintQuery,
} from '@banchee/contracts';
import { stockCounts } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { createRouter } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { createRoute, listRoute, pdfRoute, recordRoute } from '../../http/record-routes.ts';
import { stockCountPdf } from './stock-counts.pdf.ts';
import * as service from './stock-counts.service.ts';

const tags = ['stock'];

export function stockCountsRoutes(deps: AppDeps) {
  const router = createRouter();
  const scope = recordScope(deps.db, stockCounts, 'STOCK_COUNT', 'stock count');

  listRoute(router, deps, {
    resource: 'stock-counts',
    tags,
    summary: 'List the stock counts and adjustments of an organisation (newest first)',
    query: listStockCountsQuery,
    answer: { description: 'A page of stock counts', schema: stockCountListSchema },
    list: (db, actor, query) => service.listStockCounts(db, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: '/stock-counts',
    tags,
    summary:
      'Count a warehouse: differences move stock at the average cost (shortage Dr 51116 · Cr the warehouse inventory account, 11510 by default; surplus the opposite against 51117)',
    body: createStockCountRequest,
    answer: { description: 'Created', schema: stockCountSchema },
    create: service.createStockCount,
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/stock-counts/{id}',
    tags,
    summary: 'One stock count with its lines',
    answer: { description: 'The stock count', schema: stockCountSchema },
    scope,
    run: (db, actor, id) => service.getStockCount(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'post',
    path: '/stock-counts/{id}/status',
    tags,
    summary: 'VOID a stock count: its moves are taken back and its entry reversed',
    body: stockCountStatusAction,
    answer: { description: 'The void stock count', schema: stockCountSchema },
    scope,
    run: (db, actor, id) => service.voidStockCount(db, actor, id),
  });

  pdfRoute(router, deps, {
    path: '/stock-counts/{id}/pdf',
    tags,
    summary:
      'The stock count sheet (ใบตรวจนับสินค้า / Stock count), A4 PDF; lang=th|en and be=1|0 as for sales documents',
    query: stockPrintQuery,
    scope,
    render: (actor, id, query) => stockCountPdf(deps.db, deps.pdfRenderer, actor.organizationId, id, query),
  });

  return router;
}
