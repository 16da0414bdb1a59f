// GET /tax-filings/e-tax/{documentId}?format=xml|pdf — a tax document as ETDA e-Tax XML, or its Thai print
// with the XML attached (PDF/A-3 style, decision 0150). Only members of the document's organisation (404).
import { buildETaxXml } from '@banchee/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { protectedRoute } from '../../http/openapi.ts';
import { renderSalesDocumentPdf } from '../../pdf/index.ts';
import { printableDocumentOf } from '../documents/index.ts';
import { findDocument, findDocumentOrganizationForUser, findOrganization } from '../documents/index.ts';
import { readDocument } from '../documents/index.ts';
import { embedETaxXml } from './etax.pdf.ts';
import { eTaxDocumentOf } from './etax.service.ts';
import { filingError } from './tax-filings.service.ts';

/** ETDA's document type names in the PDF metadata. */
const DOCUMENT_TYPE: Readonly<Record<string, string>> = {
  T02: 'TAXINVOICE',
  T03: 'RECEIPT',
  '81': 'CREDIT_NOTE',
  '80': 'DEBIT_NOTE',
};

export function mountETaxRoutes(router: OpenAPIHono<AppEnv>, { db, config, pdfRenderer }: AppDeps): void {
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/e-tax/{documentId}',
      tags: ['tax-filings'],
      summary:
        'A tax invoice, receipt/tax invoice, credit or debit note as e-Tax XML, or as its PDF with the XML attached',
      request: {
        params: z.object({ documentId: z.uuid() }),
        query: z.object({ format: z.enum(['xml', 'pdf']).default('xml') }),
      },
      responses: {
        200: {
          description: 'The XML or the PDF',
          content: {
            'application/xml': { schema: { type: 'string' as const } },
            'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
          },
        },
      },
    }),
    async (c) => {
      const { documentId } = c.req.valid('param');
      const { format } = c.req.valid('query');
      const organizationId = await findDocumentOrganizationForUser(db, currentUser(c).id, documentId);
      if (!organizationId) throw filingError('DOCUMENT_NOT_FOUND', 'No such document');
      const etax = await eTaxDocumentOf(db, organizationId, documentId);
      const now = config.now();
      const xml = buildETaxXml(etax, now.toISOString().slice(0, 19));
      if (format === 'xml') {
        return c.body(xml, 200, {
          'content-type': 'application/xml; charset=utf-8',
          'content-disposition': `attachment; filename="${etax.number}.xml"`,
        });
      }
      const organization = await findOrganization(db, organizationId);
      if (!organization) throw filingError('DOCUMENT_NOT_FOUND', 'No such document');
      const row = await findDocument(db, organizationId, documentId);
      const document = await readDocument(db, organizationId, row?.kind ?? 'INV', documentId);
      const print = await renderSalesDocumentPdf(
        pdfRenderer,
        await printableDocumentOf(db, organizationId, document, organization, 'th'),
        { copy: 'original', language: 'th', buddhistEra: organization.printEra !== 'CE' },
      );
      const bytes = await embedETaxXml(new Uint8Array(print), xml, {
        title: `${etax.name} ${etax.number}`,
        documentType: DOCUMENT_TYPE[etax.typeCode] ?? 'TAXINVOICE',
        now,
      });
      return c.body(bytes, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${etax.number}.pdf"`,
      });
    },
  );
}
