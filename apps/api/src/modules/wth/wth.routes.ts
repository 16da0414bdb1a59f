// HTTP routes of withholding-tax certificates (spec §2 route `wth`, sales conventions; decision 0126):
//   GET  /wth/organization/{orgId}?page&limit&search&status   POST /wth (Idempotency-Key honoured)
//   GET|PUT /wth/{id}   POST /wth/{id}/status { action }   GET /wth/{id}/pdf?copy=both|1|2
// Thin: parse → organisation of the certificate among the caller's (else 404) → service → answer.
import {
  createWthRequest,
  wth,
  wthInput,
  wthList,
  wthListQuery,
  wthPdfQuery,
  wthStatusAction,
} from '@banchee/contracts';
import { whtCertificates } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { createRouter } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { createRoute, listRoute, pdfRoute, recordRoute } from '../../http/record-routes.ts';
import { wthPdf } from './wth.pdf.ts';
import * as service from './wth.service.ts';

const tags = ['wth'];

export function wthRoutes(deps: AppDeps) {
  const router = createRouter();
  const scope = recordScope(deps.db, whtCertificates, 'WITHHOLDING_TAX', 'withholding-tax certificate');

  listRoute(router, deps, {
    resource: 'wth',
    tags,
    summary: 'List withholding-tax certificates (50 ทวิ) of an organisation, newest first',
    query: wthListQuery,
    answer: { description: 'A page of certificates', schema: wthList },
    list: (db, actor, query) => service.listWth(db, actor.organizationId, query),
  });

  createRoute(router, deps, {
    path: '/wth',
    tags,
    summary:
      'Make a withholding-tax certificate, standalone or from a payment slip (Idempotency-Key honoured)',
    body: createWthRequest,
    answer: { description: 'Created', schema: wth },
    create: service.createWth,
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/wth/{id}',
    tags,
    summary: 'One withholding-tax certificate',
    answer: { description: 'The certificate', schema: wth },
    scope,
    run: (db, actor, id) => service.getWth(db, actor.organizationId, id),
  });

  recordRoute(router, deps, {
    method: 'put',
    path: '/wth/{id}',
    tags,
    summary: 'Replace an AWAITING certificate (its number is kept)',
    body: wthInput,
    answer: { description: 'Updated', schema: wth },
    scope,
    run: service.updateWth,
  });

  recordRoute(router, deps, {
    method: 'post',
    path: '/wth/{id}/status',
    tags,
    summary: 'Issued, Void or Reset (spec §4: AWAITING → ISSUED → VOID; Reset → AWAITING)',
    body: wthStatusAction,
    answer: { description: 'The certificate', schema: wth },
    scope,
    run: (db, actor, id, body) => service.changeWthStatus(db, actor, id, body.action),
  });

  pdfRoute(router, deps, {
    path: '/wth/{id}/pdf',
    tags,
    summary: 'The 50 ทวิ in the official layout (A4 PDF; copies 1 and 2, or one of them)',
    query: wthPdfQuery,
    scope,
    render: (actor, id, query) => wthPdf(deps.db, deps.pdfRenderer, actor.organizationId, id, query.copy),
  });

  return router;
}
