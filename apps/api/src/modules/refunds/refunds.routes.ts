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
  listRefundsQuery,
  refundListSchema,
  refundSchema,
  refundStatusAction,
} from '@banchee/contracts';
import { contacts, customerRefunds, documents } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { createRouter } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { createRoute, listRoute, pdfRoute, recordRoute } from '../../http/record-routes.ts';
import { customerCreditBalance } from '../documents/index.ts';
import { refundPdf } from './refunds.pdf.ts';
import * as service from './refunds.service.ts';

const tags = ['refunds'];

export function refundsRoutes(deps: AppDeps) {
  const router = createRouter();
  const scope = recordScope(deps.db, customerRefunds, 'REFUND', 'refund');

  listRoute(router, deps, {
    resource: 'refunds',
    tags,
    summary: 'List the refunds of an organisation (newest first)',
    query: listRefundsQuery,
    answer: { description: 'A page of refunds', schema: refundListSchema },
    list: (db, actor, query) => service.listRefunds(db, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: '/refunds',
    tags,
    summary:
      'Refund customer credit a credit note left (Dr 21510 · Cr cash or bank; Idempotency-Key honoured)',
    body: createRefundRequest,
    answer: { description: 'Created', schema: refundSchema },
    create: service.createRefund,
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/refunds/credit/{id}',
    tags,
    summary: 'The customer credit a credit note left, what was refunded and what is still open',
    answer: { description: 'The credit of the credit note', schema: customerCreditSchema },
    scope: recordScope(deps.db, documents, 'CREDIT_NOTE', 'credit note'),
    run: (db, actor, id) => service.creditOfNote(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/refunds/customer/{id}',
    tags,
    summary: "A customer's open credit: left by credit notes, refunded, used by receipts, available",
    answer: { description: 'The credit of the customer', schema: customerCreditBalanceSchema },
    scope: recordScope(deps.db, contacts, 'CONTACT', 'contact'),
    run: (db, actor, id) => customerCreditBalance(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/refunds/{id}',
    tags,
    summary: 'One refund',
    answer: { description: 'The refund', schema: refundSchema },
    scope,
    run: (db, actor, id) => service.getRefund(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'post',
    path: '/refunds/{id}/status',
    tags,
    summary: 'VOID a refund: its entry is reversed and the credit is open again',
    body: refundStatusAction,
    answer: { description: 'The void refund', schema: refundSchema },
    scope,
    run: (db, actor, id) => service.voidRefund(db, actor, id),
  });

  pdfRoute(router, deps, {
    path: '/refunds/{id}/pdf',
    tags,
    summary: 'The printed refund (ใบคืนเงิน, A4, Thai)',
    scope,
    render: (actor, id) => refundPdf(deps.db, deps.pdfRenderer, actor.organizationId, id),
  });

  return router;
}
