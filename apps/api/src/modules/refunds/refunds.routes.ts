// HTTP routes of customer refunds (decision 0166):
//   GET  /refunds/organization/{orgId}?page&limit&search → { data, pagination }
//   POST /refunds (body: organizationId, creditNoteId, date, amount, paymentMethod …; Idempotency-Key honoured)
//   GET  /refunds/{id} · POST /refunds/{id}/status { action: VOID } · GET /refunds/{id}/pdf (Thai, A4)
//   GET  /refunds/credit/{id} → the customer credit a credit note left and what is still open
//   GET  /refunds/customer/{id} → a customer's open credit, what a later receipt may use (decision 0188)
// Thin: parse → membership → service. Another organisation's refund or credit note is a 404.
import {
  createRefundRequest,
  customerCreditBalanceSchema,
  customerCreditSchema,
  idParams,
  listRefundsQuery,
  refundListSchema,
  refundSchema,
  refundStatusAction,
} from '@banchee/contracts';
import type { PaymentMethod } from '@banchee/domain';
import { contacts, customerRefunds, documents, type Database } from '@banchee/db';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { customerCreditBalance, findDocument, findOrganization } from '../documents/index.ts';
import { findBankAccount } from '../documents/index.ts';
import { renderRefundHtml } from './refunds.pdf.ts';
import * as queries from './refunds.queries.ts';
import * as service from './refunds.service.ts';

const orgParams = z.object({ orgId: z.uuid() });
const tags = ['refunds'];

async function organizationOf(db: Database, id: string, userId: string): Promise<string> {
  const organizationId = await findOrganizationOfRecord(db, customerRefunds, id, userId);
  if (organizationId === null) throw notFound('REFUND', 'refund');
  return organizationId;
}

export function refundsRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/refunds/organization/{orgId}',
      tags,
      summary: 'List the refunds of an organisation (newest first)',
      request: { params: orgParams, query: listRefundsQuery },
      responses: { 200: jsonResponse('A page of refunds', refundListSchema) },
    }),
    async (c) => {
      const { orgId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, orgId);
      return c.json(await service.listRefunds(db, orgId, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/refunds',
      tags,
      summary:
        'Refund customer credit a credit note left (Dr 21510 · Cr cash or bank; Idempotency-Key honoured)',
      request: { body: jsonBody(createRefundRequest) },
      responses: { 201: jsonResponse('Created', refundSchema) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      const { organizationId } = body;
      await requireMembership(db, userId, organizationId);
      return idempotent(c, db, { organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createRefund(db, { userId, organizationId }, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/refunds/credit/{id}',
      tags,
      summary: 'The customer credit a credit note left, what was refunded and what is still open',
      request: { params: idParams },
      responses: { 200: jsonResponse('The credit of the credit note', customerCreditSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await findOrganizationOfRecord(db, documents, id, currentUser(c).id);
      if (organizationId === null) throw notFound('CREDIT_NOTE', 'credit note');
      return c.json(await service.creditOfNote(db, organizationId, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/refunds/customer/{id}',
      tags,
      summary: "A customer's open credit: left by credit notes, refunded, used by receipts, available",
      request: { params: idParams },
      responses: { 200: jsonResponse('The credit of the customer', customerCreditBalanceSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await findOrganizationOfRecord(db, contacts, id, currentUser(c).id);
      if (organizationId === null) throw notFound('CONTACT', 'contact');
      return c.json(await customerCreditBalance(db, organizationId, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/refunds/{id}',
      tags,
      summary: 'One refund',
      request: { params: idParams },
      responses: { 200: jsonResponse('The refund', refundSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(db, id, currentUser(c).id);
      return c.json(await service.getRefund(db, organizationId, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/refunds/{id}/status',
      tags,
      summary: 'VOID a refund: its entry is reversed and the credit is open again',
      request: { params: idParams, body: jsonBody(refundStatusAction) },
      responses: { 200: jsonResponse('The void refund', refundSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(db, id, userId);
      return c.json(await service.voidRefund(db, { userId, organizationId }, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/refunds/{id}/pdf',
      tags,
      summary: 'The printed refund (ใบคืนเงิน, A4, Thai)',
      request: { params: idParams },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(db, id, currentUser(c).id);
      const refund = await queries.findRefund(db, organizationId, id);
      const organization = await findOrganization(db, organizationId);
      const note = refund ? await findDocument(db, organizationId, refund.creditNoteId) : undefined;
      if (!refund || !organization || !note) throw notFound('REFUND', 'refund');
      const bank = refund.paymentAccountId
        ? await findBankAccount(db, organizationId, refund.paymentAccountId, { includeDeleted: true })
        : undefined;
      const bytes = await pdfRenderer.renderHtmlToPdf(
        renderRefundHtml({
          organization,
          customer: {
            name: note.contactName,
            address: note.contactAddress,
            taxId: note.contactTaxId,
            branch: note.contactBranch,
          },
          number: refund.number,
          date: refund.refundDate,
          creditNote: { number: note.number, date: note.date },
          amount: refund.amount,
          paymentMethod: refund.paymentMethod as PaymentMethod,
          bank: refund.paymentMethod === 'CASH' ? undefined : bank,
          chequeNumber: refund.chequeNumber,
          chequeDate: refund.chequeDate,
          reference: refund.reference,
          remarks: refund.remarks,
          isVoid: refund.status === 'VOID',
          buddhistEra: (organization.documentEra ?? organization.printEra) === 'BE',
        }),
      );
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${refund.number}.pdf"`,
      });
    },
  );

  return router;
}
