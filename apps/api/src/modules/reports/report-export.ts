// Every report's download, ledger and business reports alike (decision 0157): the report's table as CSV
// (http/csv.ts), XLSX (exceljs: one sheet, the organisation, title and period above a header row, money as
// numbers formatted #,##0.00, totals bold) or PDF (reports.pdf.ts through the shared Chromium).
import { eq, organizations, type Database } from '@banchee/db';
import { toMoneyString } from '@banchee/domain';
import ExcelJS from 'exceljs';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { renderReportPdf, shownDate, titleOf } from './reports.pdf.ts';
import { toCsv, type ReportTable } from './reports.serialize.ts';

export type DownloadFormat = 'csv' | 'xlsx' | 'pdf';

/** The header captions of a table: its own (a one-language table) or the column names. */
function headerOf(table: ReportTable): readonly string[] {
  return table.captions ?? table.header;
}

/** The table as an .xlsx workbook of one sheet. */
export async function toXlsx(table: ReportTable, organizationName: string): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.lang === 'en' ? table.titleEn : table.titleTh, {
    pageSetup: { orientation: table.landscape ? 'landscape' : 'portrait', paperSize: 9 },
  });
  sheet.addRow([organizationName]).font = { bold: true, size: 14 };
  sheet.addRow([titleOf(table)]).font = { bold: true };
  sheet.addRow([table.period]);
  sheet.addRow([]);
  const header = sheet.addRow([...headerOf(table)]);
  header.font = { bold: true };
  const dates = new Set(table.dateColumns ?? []);
  const totals = new Set(table.totalRows ?? []);
  table.rows.forEach((cells, index) => {
    const row = sheet.addRow(
      cells.map((value, column) => {
        // A spreadsheet number is a double: the two-place decimal is handed over as the text Excel would read.
        if (typeof value === 'bigint') return Number(toMoneyString(value));
        if (typeof value === 'string' && dates.has(column)) return shownDate(value, table.lang);
        return value ?? '';
      }),
    );
    cells.forEach((value, column) => {
      if (typeof value === 'bigint') row.getCell(column + 1).numFmt = '#,##0.00;-#,##0.00';
    });
    if (totals.has(index)) row.font = { bold: true };
  });
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      String(headerOf(table)[index] ?? '').length,
      ...table.rows.slice(0, 200).map((r) => String(r[index] ?? '').length),
    );
    column.width = Math.min(Math.max(longest + 2, 10), 50);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The answer to ?format=csv|xlsx|pdf: the table as a download named `name` (PDF inline). */
export async function sendReport(
  c: Context<AppEnv>,
  deps: { db: Database; pdfRenderer: PdfRenderer },
  organizationId: string,
  format: DownloadFormat,
  table: ReportTable,
  name: string,
): Promise<Response> {
  const headers = (disposition: string) => ({
    'content-type': CONTENT_TYPES[format],
    'content-disposition': `${disposition}; filename="${name}.${format}"`,
  });
  if (format === 'csv') return c.body(toCsv(table), 200, headers('attachment'));
  const [organization] = await deps.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const organizationName = organization?.name ?? '';
  if (format === 'xlsx') {
    return c.body(new Uint8Array(await toXlsx(table, organizationName)), 200, headers('attachment'));
  }
  const bytes = await renderReportPdf(deps.pdfRenderer, table, organizationName);
  return c.body(new Uint8Array(bytes), 200, headers('inline'));
}
