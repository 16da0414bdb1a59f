// One answer for both VAT reports in a file format (CSV, XLSX, PDF), so the output and input routes cannot differ.
import type { Context } from 'hono';
import type { AppDeps } from '../../http/context.ts';
import { sendPdf } from '../../http/record-routes.ts';
import {
  vatReportCsv,
  vatReportHtml,
  vatReportXlsx,
  type VatReportOfMonth,
  type VatReportSide,
} from './output-tax.export.ts';

/** The report as a download, or null for JSON (the route answers that itself). */
export async function vatReportFile(
  c: Context,
  deps: Pick<AppDeps, 'pdfRenderer'>,
  report: VatReportOfMonth,
  side: VatReportSide,
  format: 'json' | 'csv' | 'xlsx' | 'pdf',
  name: string,
): Promise<Response | null> {
  if (format === 'csv') {
    return c.body(vatReportCsv(report, side), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.csv"`,
    });
  }
  if (format === 'xlsx') {
    return c.body(await vatReportXlsx(report, side), 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${name}.xlsx"`,
    });
  }
  if (format === 'pdf') {
    const bytes = await deps.pdfRenderer.renderHtmlToPdf(vatReportHtml(report, side));
    return sendPdf(c, { bytes, fileName: `${name}.pdf` });
  }
  return null;
}
