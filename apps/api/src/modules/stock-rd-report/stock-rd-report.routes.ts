// GET /reports/stock-rd/organization/{orgId}?year&month&warehouseId[&itemId][&format=pdf|xlsx] (decision 0195):
// the รายงานสินค้าและวัตถุดิบ of a warehouse for a month as JSON, its RD-layout print (PDF) or a workbook with a
// sheet per product. Another organisation's member, warehouse or product is a 404.
import { stockRdReportQuery, stockRdReportSchema } from '@banchee/contracts';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { sendPdf } from '../../http/record-routes.ts';
import { stockRdHtml, stockRdXlsx } from './stock-rd-report.export.ts';
import { stockRdReport } from './stock-rd-report.service.ts';

const params = z.object({ organizationId: z.uuid() });

export function stockRdReportRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();
  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/reports/stock-rd/organization/{organizationId}',
      tags: ['stock'],
      summary: 'รายงานสินค้าและวัตถุดิบ (s.87(3)) of a warehouse for a month: JSON, PDF (RD layout) or XLSX',
      request: { params, query: stockRdReportQuery },
      responses: {
        200: {
          description: 'The report (JSON), or its PDF / XLSX',
          content: {
            'application/json': { schema: stockRdReportSchema },
            'application/pdf': { schema: z.string() },
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
          },
        },
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const query = c.req.valid('query');
      await requireMembership(db, currentUser(c).id, organizationId);
      const report = await stockRdReport(db, organizationId, query);
      const name = `stock-rd-${query.year}-${String(query.month).padStart(2, '0')}`;
      if (query.format === 'xlsx') {
        return c.body(await stockRdXlsx(report), 200, {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${name}.xlsx"`,
        });
      }
      if (query.format === 'pdf') {
        const bytes = await pdfRenderer.renderHtmlToPdf(stockRdHtml(report));
        return sendPdf(c, { bytes, fileName: `${name}.pdf` });
      }
      return c.json(report, 200);
    },
  );
  return router;
}
