// HTTP routes of withholding-tax certificates (spec §2 route `wth`, sales conventions; decision 0126):
//   GET  /wth/organization/{orgId}?page&limit&search&status   POST /wth (Idempotency-Key honoured)
//   GET|PUT /wth/{id}   POST /wth/{id}/status { action }   GET /wth/{id}/pdf?copy=both|1|2
// Thin: parse → organisation of the certificate among the caller's (else 404) → service → answer.
import {
  createWthRequest,
  idParams,
  wth,
  wthInput,
  wthList,
  wthListQuery,
  wthPdfQuery,
  wthStatusAction,
} from '@banchee/contracts';
import { whtCertificates } from '@banchee/db';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { renderWhtCertificateHtml } from '../../pdf/wht-certificate-html.ts';
import { printableWthOf } from './wth.pdf.ts';
import * as service from './wth.service.ts';

const tags = ['wth'];
const orgParams = z.object({ orgId: z.uuid() });

export function wthRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();

  const actorOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, whtCertificates, id, userId);
    if (!organizationId) throw notFound('WITHHOLDING_TAX', 'withholding-tax certificate');
    return { userId, organizationId };
  };

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/wth/organization/{orgId}',
      tags,
      summary: 'List withholding-tax certificates (50 ทวิ) of an organisation, newest first',
      request: { params: orgParams, query: wthListQuery },
      responses: { 200: jsonResponse('A page of certificates', wthList) },
    }),
    async (c) => {
      const { orgId } = c.req.valid('param');
      return c.json(await service.listWth(db, currentUser(c).id, orgId, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/wth',
      tags,
      summary:
        'Make a withholding-tax certificate, standalone or from a payment slip (Idempotency-Key honoured)',
      request: { body: jsonBody(createWthRequest) },
      responses: { 201: jsonResponse('Created', wth) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createWth(db, { userId, organizationId: body.organizationId }, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/wth/{id}',
      tags,
      summary: 'One withholding-tax certificate',
      request: { params: idParams },
      responses: { 200: jsonResponse('The certificate', wth) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = await actorOf(id, currentUser(c).id);
      return c.json(await service.getWth(db, actor.organizationId, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/wth/{id}',
      tags,
      summary: 'Replace an AWAITING certificate (its number is kept)',
      request: { params: idParams, body: jsonBody(wthInput) },
      responses: { 200: jsonResponse('Updated', wth) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = await actorOf(id, currentUser(c).id);
      return c.json(await service.updateWth(db, actor, id, c.req.valid('json')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/wth/{id}/status',
      tags,
      summary: 'Issued, Void or Reset (spec §4: AWAITING → ISSUED → VOID; Reset → AWAITING)',
      request: { params: idParams, body: jsonBody(wthStatusAction) },
      responses: { 200: jsonResponse('The certificate', wth) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = await actorOf(id, currentUser(c).id);
      return c.json(await service.changeWthStatus(db, actor, id, c.req.valid('json').action), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/wth/{id}/pdf',
      tags,
      summary: 'The 50 ทวิ in the official layout (A4 PDF; copies 1 and 2, or one of them)',
      request: { params: idParams, query: wthPdfQuery },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { copy } = c.req.valid('query');
      const actor = await actorOf(id, currentUser(c).id);
      const certificate = await service.getWth(db, actor.organizationId, id);
      const html = renderWhtCertificateHtml(
        await printableWthOf(db, certificate),
        copy === 'both' ? 'both' : copy === '1' ? 1 : 2,
      );
      const bytes = await pdfRenderer.renderHtmlToPdf(html);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${certificate.number}.pdf"`,
      });
    },
  );

  return router;
}
