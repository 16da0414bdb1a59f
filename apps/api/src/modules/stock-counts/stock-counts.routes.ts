// HTTP routes of stock counts and adjustments (decision 0194):
//   GET  /stock-counts/organization/{orgId}?page&limit&search → { data, pagination }
//   POST /stock-counts (body: organizationId, warehouseId, date, lines [{ itemId, countedQuantity | direction +
//        quantity, reason, unitCost? }]; Idempotency-Key honoured) → the count with its lines
//   GET  /stock-counts/{id} · POST /stock-counts/{id}/status { action: VOID }
//   GET  /stock-counts/{id}/pdf?lang&be → the count sheet, Thai or English (decision 0206)
// Thin: parse → membership → service. Another organisation's count is a 404.
import {
  createStockCountRequest,
  idParams,
  listStockCountsQuery,
  stockCountListSchema,
  stockCountSchema,
  stockCountStatusAction,
  stockPrintQuery,
} from '@banchee/contracts';
import { stockCounts, type Database } from '@banchee/db';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { renderStockCountHtml } from '../../pdf/stock-count-html.ts';
import { stockPrintHead } from '../stock/index.ts';
import * as service from './stock-counts.service.ts';

const orgParams = z.object({ orgId: z.uuid() });
const tags = ['stock'];

async function organizationOf(db: Database, id: string, userId: string): Promise<string> {
  const organizationId = await findOrganizationOfRecord(db, stockCounts, id, userId);
  if (organizationId === null) throw notFound('STOCK_COUNT', 'stock count');
  return organizationId;
}

export function stockCountsRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/stock-counts/organization/{orgId}',
      tags,
      summary: 'List the stock counts and adjustments of an organisation (newest first)',
      request: { params: orgParams, query: listStockCountsQuery },
      responses: { 200: jsonResponse('A page of stock counts', stockCountListSchema) },
    }),
    async (c) => {
      const { orgId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, orgId);
      return c.json(await service.listStockCounts(db, orgId, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/stock-counts',
      tags,
      summary:
        'Count a warehouse: differences move stock at the average cost (shortage Dr 51116 · Cr the warehouse inventory account, 11510 by default; surplus the opposite against 51117)',
      request: { body: jsonBody(createStockCountRequest) },
      responses: { 201: jsonResponse('Created', stockCountSchema) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      const { organizationId } = body;
      await requireMembership(db, userId, organizationId);
      return idempotent(c, db, { organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createStockCount(db, { userId, organizationId }, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/stock-counts/{id}',
      tags,
      summary: 'One stock count with its lines',
      request: { params: idParams },
      responses: { 200: jsonResponse('The stock count', stockCountSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(db, id, currentUser(c).id);
      return c.json(await service.getStockCount(db, organizationId, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/stock-counts/{id}/status',
      tags,
      summary: 'VOID a stock count: its moves are taken back and its entry reversed',
      request: { params: idParams, body: jsonBody(stockCountStatusAction) },
      responses: { 200: jsonResponse('The void stock count', stockCountSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(db, id, userId);
      return c.json(await service.voidStockCount(db, { userId, organizationId }, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/stock-counts/{id}/pdf',
      tags,
      summary:
        'The stock count sheet (ใบตรวจนับสินค้า / Stock count), A4 PDF; lang=th|en and be=1|0 as for sales documents',
      request: { params: idParams, query: stockPrintQuery },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(db, id, currentUser(c).id);
      const count = await service.getStockCount(db, organizationId, id);
      const head = await stockPrintHead(db, organizationId, c.req.valid('query'));
      const html = renderStockCountHtml({
        ...head,
        number: count.number,
        date: count.date,
        voided: count.status === 'VOID',
        warehouse: count.warehouse_name,
        remarks: count.remarks,
        lines: count.lines.map((line) => ({
          code: line.item_code,
          name: line.item_name,
          onHand: line.on_hand_quantity,
          counted: line.counted_quantity,
          difference: line.difference,
          value: line.value,
          reason: line.reason,
        })),
        shortageValue: count.shortage_value,
        surplusValue: count.surplus_value,
      });
      const bytes = await pdfRenderer.renderHtmlToPdf(html);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${count.number}.pdf"`,
      });
    },
  );

  return router;
}
