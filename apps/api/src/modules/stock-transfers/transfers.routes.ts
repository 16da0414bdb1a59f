// HTTP routes of inter-warehouse transfers (issue 13 "Stock", decision 0192): GET /stock-transfers/organization/
// {organizationId}?page&limit&search&status, POST /stock-transfers (Idempotency-Key honoured), GET
// /stock-transfers/{id}, POST /stock-transfers/{id}/void and GET /stock-transfers/{id}/pdf?lang&be (Thai or English). A member of another
// organisation gets 404 for every one of them. Thin: parse → use case → answer.
import {
  createStockTransferRequest,
  stockTransfer,
  stockTransferList,
  stockTransferListQuery,
  stockPrintQuery,
  voidStockTransferRequest,
} from '@banchee/contracts';
import { stockTransfers } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { createRouter } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { createRoute, listRoute, pdfRoute, recordRoute } from '../../http/record-routes.ts';
import { transferPdf } from './transfers.pdf.ts';
import * as service from './transfers.service.ts';

const tags = ['stock-transfers'];

export function stockTransfersRoutes(deps: AppDeps) {
  const router = createRouter();
  const scope = recordScope(deps.db, stockTransfers, 'STOCK_TRANSFER', 'transfer');

  listRoute(router, deps, {
    resource: 'stock-transfers',
    param: 'organizationId',
    tags,
    summary: 'The inter-warehouse transfers, latest first; search by number or note, filter by status',
    query: stockTransferListQuery,
    answer: { description: 'The transfers', schema: stockTransferList },
    list: (db, actor, query) => service.listTransfers(db, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: '/stock-transfers',
    tags,
    summary:
      'Transfer products between two warehouses at the source’s average cost (DONE at once; a journal entry only between warehouses on different inventory accounts)',
    body: createStockTransferRequest,
    answer: { description: 'The transfer', schema: stockTransfer },
    create: (db, actor, body) => service.createTransfer(db, actor.userId, body),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/stock-transfers/{id}',
    tags,
    summary: 'One transfer with its lines and the cost they moved with',
    answer: { description: 'The transfer', schema: stockTransfer },
    scope,
    run: (db, actor, id) => service.getTransfer(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'post',
    path: '/stock-transfers/{id}/void',
    tags,
    summary: 'Void a transfer: its goods go back by reversing moves dated the void day (default today)',
    body: voidStockTransferRequest,
    answer: { description: 'The voided transfer', schema: stockTransfer },
    scope,
    run: (db, actor, id, body) => service.voidTransfer(db, actor.organizationId, id, body, actor.userId),
  });

  pdfRoute(router, deps, {
    path: '/stock-transfers/{id}/pdf',
    tags,
    summary:
      'The transfer slip (ใบโอนสินค้าระหว่างคลัง / Inter-warehouse transfer), A4 PDF; lang=th|en and be=1|0 as for sales documents',
    query: stockPrintQuery,
    scope,
    render: (actor, id, query) => transferPdf(deps.db, deps.pdfRenderer, actor.organizationId, id, query),
  });

  return router;
}
