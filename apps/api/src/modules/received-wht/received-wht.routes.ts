// HTTP routes of the received-WHT tracker (decisions 0124–0125):
//   GET    /received-wht/organization/{organizationId}?year&status&contactId → { data, byCustomer, totals }
//   GET    /received-wht/organization/{organizationId}/years → withheld tax per year
//   PUT    /received-wht/documents/{documentId}        record the customer's certificate · DELETE forgets it
//   PUT    /received-wht/documents/{documentId}/scan   attach its scan · GET downloads it · DELETE removes it
// Thin: parse → organisation of the document among the caller's (else 404) → service → answer.
import {
  documentIdParams,
  organizationParams,
  receivedWhtInput,
  receivedWhtList,
  receivedWhtQuery,
  receivedWhtRow,
  receivedWhtScanInput,
  receivedWhtYears,
} from '@banchee/contracts';
import { documents } from '@banchee/db';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import * as service from './received-wht.service.ts';

const tags = ['received-wht'];
const base = '/received-wht/documents/{documentId}';

export function receivedWhtRoutes({ db, config }: AppDeps) {
  const router = createRouter();

  /** The organisation of the document among the caller's organisations, or 404 RECEIVED_WHT.NOT_FOUND. */
  const organizationOf = recordScope(db, documents, 'RECEIVED_WHT', 'receipt with tax withheld');

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/received-wht/organization/{organizationId}',
      tags,
      summary: 'Receipts and cash sales a customer withheld tax from, and whether their 50 ทวิ arrived',
      request: { params: organizationParams, query: receivedWhtQuery },
      responses: { 200: jsonResponse('The tracked documents, per customer and in total', receivedWhtList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const answer = await service.listReceivedWht(
        db,
        currentUser(c).id,
        organizationId,
        c.req.valid('query'),
      );
      return c.json(answer, 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/received-wht/organization/{organizationId}/years',
      tags,
      summary: 'Tax withheld by customers per year, received and missing (for the CIT return)',
      request: { params: organizationParams },
      responses: { 200: jsonResponse('One row per year, newest first', receivedWhtYears) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      return c.json(await service.listReceivedWhtYears(db, currentUser(c).id, organizationId), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: base,
      tags,
      summary: "Record the customer's certificate for this receipt (replaces an earlier one)",
      request: { params: documentIdParams, body: jsonBody(receivedWhtInput) },
      responses: { 200: jsonResponse('The tracked document', receivedWhtRow) },
    }),
    async (c) => {
      const { documentId } = c.req.valid('param');
      const userId = currentUser(c).id;
      const organizationId = await organizationOf(documentId, userId);
      const row = await service.putReceivedWht(db, userId, organizationId, documentId, c.req.valid('json'));
      return c.json(row, 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: base,
      tags,
      summary: 'Forget the recorded certificate (the receipt is missing one again)',
      request: { params: documentIdParams },
      responses: { 204: { description: 'Forgotten' } },
    }),
    async (c) => {
      const { documentId } = c.req.valid('param');
      await service.deleteReceivedWht(db, await organizationOf(documentId, currentUser(c).id), documentId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: `${base}/scan`,
      tags,
      summary: 'Attach the scan of the recorded certificate: PNG, JPEG or PDF, at most 700 KB',
      request: { params: documentIdParams, body: jsonBody(receivedWhtScanInput) },
      responses: { 200: jsonResponse('The tracked document', receivedWhtRow) },
    }),
    async (c) => {
      const { documentId } = c.req.valid('param');
      const organizationId = await organizationOf(documentId, currentUser(c).id);
      return c.json(
        await service.putReceivedWhtScan(db, organizationId, documentId, c.req.valid('json')),
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: `${base}/scan`,
      tags,
      summary: 'Download the scan of the certificate',
      request: { params: documentIdParams },
      responses: {
        200: {
          description: 'The scan',
          content: {
            'application/pdf': { schema: z.string() },
            'image/png': { schema: z.string() },
            'image/jpeg': { schema: z.string() },
          },
        },
      },
    }),
    async (c) => {
      const { documentId } = c.req.valid('param');
      const organizationId = await organizationOf(documentId, currentUser(c).id);
      const scan = await service.getReceivedWhtScan(db, organizationId, documentId);
      const extension = scan.contentType === 'application/pdf' ? 'pdf' : scan.contentType.slice(6);
      return c.body(new Uint8Array(scan.bytes), 200, {
        'content-type': scan.contentType,
        // The stored file name is the user's: only its safe characters go into the header.
        'content-disposition': `inline; filename="${(scan.fileName ?? `wht-${documentId}.${extension}`).replace(/[^\w.-]/g, '_')}"`,
      });
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: `${base}/scan`,
      tags,
      summary: 'Remove the scan of the certificate',
      request: { params: documentIdParams },
      responses: { 204: { description: 'Removed' } },
    }),
    async (c) => {
      const { documentId } = c.req.valid('param');
      await service.deleteReceivedWhtScan(
        db,
        await organizationOf(documentId, currentUser(c).id),
        documentId,
      );
      return c.body(null, 204);
    },
  );

  return router;
}
