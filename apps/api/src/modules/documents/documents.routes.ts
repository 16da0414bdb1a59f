// HTTP routes of the document resources (architecture §4): the seven sales kinds and the purchase kinds PO, RI,
// EXP and PS (issue 11 §2; WHT certificates are their own module), one set per kind from the same code:
//   GET  /{resource}/organization/{orgId}?page&limit&search&status&from&to → { data, pagination }
//   POST /{resource}                      (body: organizationId + draft; Idempotency-Key honoured)
//   GET  /{resource}/{id}  ·  PUT /{resource}/{id}
//   POST /{resource}/{id}/status { action } (Idempotency-Key honoured)
//   GET  /{resource}/{id}/pdf?copy=original|copy|both&be=1&lang=th|en
// Thin: parse (zod contracts) → membership → service → answer. Another organisation's document is a 404.
import {
  createDocumentSchema,
  documentListSchema,
  documentPdfQuerySchema,
  documentSchema,
  documentStatusActionSchema,
  idParams,
  listDocumentsQuerySchema,
  updateDocumentSchema,
} from '@banchee/contracts';
import { documents, type Database } from '@banchee/db';
import { DOCUMENT_KINDS, type DocumentKind } from '@banchee/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { sendPdf } from '../../http/record-routes.ts';
import { renderSalesDocumentPdf } from '../../pdf/index.ts';
import { notFound } from './documents.errors.ts';
import { rulesOf } from './documents.kinds.ts';
import { printableDocumentOf } from './documents.pdf.ts';
import { printChoice } from '../../pdf/print-choice.ts';
import { findOrganization } from './documents.related.ts';
import * as service from './documents.service.ts';

const orgParams = z.object({ orgId: z.uuid() });

/** The organisation of document `id` among the caller's, or 404 in the kind's namespace. */
async function organizationOf(db: Database, kind: DocumentKind, id: string, userId: string) {
  const organizationId = await findOrganizationOfRecord(db, documents, id, userId);
  if (organizationId === null) throw notFound(kind);
  return organizationId;
}

function mountKind(
  router: OpenAPIHono<AppEnv>,
  kind: DocumentKind,
  { db, config, pdfRenderer }: AppDeps,
): void {
  const rules = rulesOf(kind);
  const base = `/${rules.route}`;
  const tags = [rules.route];

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `${base}/organization/{orgId}`,
      tags,
      summary: `List ${rules.label}s of an organisation (newest first)`,
      request: { params: orgParams, query: listDocumentsQuerySchema },
      responses: { 200: jsonResponse('A page of documents', documentListSchema) },
    }),
    async (c) => {
      const { orgId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, orgId);
      return c.json(await service.listDocuments(db, orgId, kind, c.req.valid('query')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: base,
      tags,
      summary: `Create a ${rules.label} (plain, or from a quotation / invoices / an invoice)`,
      request: { body: jsonBody(createDocumentSchema) },
      responses: { 201: jsonResponse('Created', documentSchema) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      const organizationId = body.organizationId;
      // With an idempotency key, membership first: a key is only stored for an organisation the caller
      // belongs to. Without one, the write checks it as its first statement (decision 0207).
      const keyed = c.req.header('idempotency-key') !== undefined;
      if (keyed) await requireMembership(db, userId, organizationId);
      return idempotent(c, db, { organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createDocument(db, { userId, organizationId }, kind, body, {
          checkMembership: !keyed,
        }),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: `A ${rules.label} with lines, totals, links, history and allowed actions`,
      request: { params: idParams },
      responses: { 200: jsonResponse('The document', documentSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(db, kind, id, currentUser(c).id);
      return c.json(await service.readDocument(db, organizationId, kind, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: `${base}/{id}`,
      tags,
      summary: `Edit a ${rules.label} while its status allows it`,
      request: { params: idParams, body: jsonBody(updateDocumentSchema) },
      responses: { 200: jsonResponse('Updated', documentSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(db, kind, id, userId);
      return c.json(
        await service.updateDocument(db, { userId, organizationId }, kind, id, c.req.valid('json')),
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: `${base}/{id}/status`,
      tags,
      summary: `Apply a life-cycle action (spec §4); 409 with the allowed actions when refused`,
      request: { params: idParams, body: jsonBody(documentStatusActionSchema) },
      responses: { 200: jsonResponse('The document in its new status', documentSchema) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { action, ...payment } = c.req.valid('json');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(db, kind, id, userId);
      return idempotent(c, db, { organizationId, userId, body: { id, action, ...payment } }, async () => ({
        status: 200,
        body: await service.changeDocumentStatus(db, { userId, organizationId }, kind, id, action, payment),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `${base}/{id}/pdf`,
      tags,
      summary: `The printed ${rules.label} (A4 PDF; original, copy or both; Buddhist Era dates with be=1)`,
      request: { params: idParams, query: documentPdfQuerySchema },
      responses: {
        200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const organizationId = await organizationOf(db, kind, id, currentUser(c).id);
      const document = await service.readDocument(db, organizationId, kind, id);
      const organization = await findOrganization(db, organizationId);
      if (!organization) throw notFound(kind);
      // Without lang / be the organisation's print defaults apply (Thai, Buddhist Era unless set otherwise):
      // pdf/print-choice.ts, the one rule with the stock prints (decisions 0091, 0097, 0206).
      const { language, buddhistEra } = printChoice(query, organization);
      const bytes = await renderSalesDocumentPdf(
        pdfRenderer,
        await printableDocumentOf(db, organizationId, document, organization, language),
        { copy: query.copy, language, buddhistEra },
      );
      return sendPdf(c, { bytes, fileName: `${document.number}.pdf` });
    },
  );
}

/** Kinds served here: every registry kind but the withholding-tax certificate (its own module, 50 ทวิ). */
export const ROUTED_KINDS: readonly DocumentKind[] = DOCUMENT_KINDS.filter((kind) => kind !== 'WHT');

/** Every document resource; mounted once in app.ts. */
export function documentsRoutes(deps: AppDeps): OpenAPIHono<AppEnv> {
  const router = createRouter();
  for (const kind of ROUTED_KINDS) mountKind(router, kind, deps);
  return router;
}
