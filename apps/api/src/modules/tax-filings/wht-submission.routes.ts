// GET /tax-filings/wht/organization/{organizationId}?month=yyyy-mm&form=PND3|PND53|PND1&format=json|txt|pdf
// &encoding=UTF-8|CP874&layout=RD_PREP|RD_DIRECT(&rd_sender_id&rd_user_id&rd_filing_type) — the WHT submission of a month (decision 0173): its rows and totals as JSON, the RD
// upload file, or the attachment PDF. Marking it filed and paid is the desk's POST /tax-filings/file and /pay.
import { organizationParams, whtSubmission, whtSubmissionQuery } from '@banchee/contracts';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { sendPdf } from '../../http/record-routes.ts';
import { bangkokToday } from '../documents/index.ts';
import { whtAttachmentHtml } from './wht-attachment.export.ts';
import { whtSubmissionJson } from './wht-submission.serialize.ts';
import { getWhtSubmission, whtSubmissionFile } from './wht-submission.service.ts';

export function mountWhtSubmissionRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, config, pdfRenderer }: AppDeps,
): void {
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/tax-filings/wht/organization/{organizationId}',
      tags: ['tax-filings'],
      summary:
        'WHT submission of a month and form: rows from issued certificates, totals beside 27230/27240, the RD upload file (txt) or the attachment (pdf)',
      request: { params: organizationParams, query: whtSubmissionQuery },
      responses: {
        200: {
          description: 'The submission, the RD file or the attachment',
          content: {
            'application/json': { schema: whtSubmission },
            'text/plain': { schema: { type: 'string' as const, format: 'binary' } },
            'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
          },
        },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const query = c.req.valid('query');
      const { month, form, format } = query;
      const m = { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
      const data = await getWhtSubmission(db, organizationId, form, m, bangkokToday(config.now().getTime()));
      if (format === 'txt') {
        const file = whtSubmissionFile(data, {
          encoding: query.encoding,
          layout: query.layout,
          senderId: query.rd_sender_id,
          userId: query.rd_user_id,
          filingType: query.rd_filing_type,
        });
        return c.body(new Uint8Array(file.bytes), 200, {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.fileName}"`,
        });
      }
      if (format === 'pdf') {
        if (data.form === 'PND1') {
          throw validationError([{ path: 'query.form', message: 'The PND1 attachment comes from payroll' }]);
        }
        const bytes = await pdfRenderer.renderHtmlToPdf(whtAttachmentHtml(data));
        return sendPdf(c, { bytes, fileName: `${data.form}-${month}.pdf` });
      }
      return c.json(whtSubmissionJson(data), 200);
    },
  );
}
