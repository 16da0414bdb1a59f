// HTTP routes of inter-warehouse transfers (issue 13 "Stock", decision 0192): GET /stock-transfers/organization/
// {organizationId}?page&limit&search&status, POST /stock-transfers (Idempotency-Key honoured), GET
// /stock-transfers/{id}, POST /stock-transfers/{id}/void and GET /stock-transfers/{id}/pdf?lang&be (Thai or English). A member of another
// organisation gets 404 for every one of them. Thin: parse → use case → answer.
import {
  createStockTransferRequest,
  idParams,
  organizationParams,
  stockTransfer,
  stockTransferList,
  stockPrintQuery,
  stockTransferListQuery,
  voidStockTransferRequest,
} from '@banchee/contracts';
import { stockTransfers } from '@banchee/db';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { renderStockTransferHtml } from '../../pdf/stock-transfer-html.ts';
import { stockPrintHead } from '../stock/index.ts';
import * as service from './transfers.service.ts';

const tags = ['stock-transfers'];

export function stockTransfersRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();

  async function organizationOf(id: string, userId: string): Promise<string> {
    const organizationId = await findOrganizationOfRecord(db, stockTransfers, id, userId);
    if (!organizationId) throw notFound('STOCK_TRANSFER', 'transfer');
    return organizationId;
  }

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/stock-transfers/organization/{organizationId}',
      tags,
      summary: 'The inter-warehouse transfers, latest first; search by number or note, filter by status',
      request: { params: organizationParams, query: stockTransferListQuery },
      responses: { 200: jsonResponse('The transfers', stockTransferList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      return c.json(await service.listTransfers(db, organizationId, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/stock-transfers',
      tags,
      summary:
        'Transfer products between two warehouses at the source’s average cost (DONE at once; no journal entry)',
      request: { body: jsonBody(createStockTransferRequest) },
      responses: { 201: jsonResponse('The transfer', stockTransfer) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createTransfer(db, userId, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/stock-transfers/{id}',
      tags,
      summary: 'One transfer with its lines and the cost they moved with',
      request: { params: idParams },
      responses: { 200: jsonResponse('The transfer', stockTransfer) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await service.getTransfer(db, await organizationOf(id, currentUser(c).id), id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/stock-transfers/{id}/void',
      tags,
      summary: 'Void a transfer: its goods go back by reversing moves dated the void day (default today)',
      request: { params: idParams, body: jsonBody(voidStockTransferRequest) },
      responses: { 200: jsonResponse('The voided transfer', stockTransfer) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(id, userId);
      return c.json(await service.voidTransfer(db, organizationId, id, c.req.valid('json'), userId), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/stock-transfers/{id}/pdf',
      tags,
      summary:
        'The transfer slip (ใบโอนสินค้าระหว่างคลัง / Inter-warehouse transfer), A4 PDF; lang=th|en and be=1|0 as for sales documents',
      request: { params: idParams, query: stockPrintQuery },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(id, currentUser(c).id);
      const transfer = await service.getTransfer(db, organizationId, id);
      const head = await stockPrintHead(db, organizationId, c.req.valid('query'));
      const html = renderStockTransferHtml({
        ...head,
        number: transfer.number,
        date: transfer.date,
        voided: transfer.status === 'VOID',
        voidDate: transfer.voidDate,
        from: transfer.from.name,
        to: transfer.to.name,
        note: transfer.note,
        items: transfer.items,
        totalValue: transfer.totalValue,
      });
      const bytes = await pdfRenderer.renderHtmlToPdf(html);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${transfer.number}.pdf"`,
      });
    },
  );

  return router;
}
