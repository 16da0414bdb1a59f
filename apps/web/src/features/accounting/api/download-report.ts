// The exports of a report: the same GET with format=csv|xlsx|pdf (and lang=th|en for the business reports'
// one-language files). The app's api client reads JSON only, so this call
// fetches the bytes itself with the same session — bearer token, and on a 401 the client's shared refresh
// (api.refresh) followed by one retry, as every other call does (spec §7) — and saves them under the file
// name the server gives (content-disposition).
import type { QueryValue } from '../../../lib/api-client';
import { fetchFile } from '../../../lib/download';
import { reportPath, type ReportName } from './report-query';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

const ACCEPT: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** attachment; filename="trial-balance-2026-01-01-2026-11-22.csv" → the file name. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

export async function downloadReport(
  orgId: string,
  report: ReportName,
  params: Record<string, QueryValue>,
  format: ExportFormat = 'csv',
): Promise<void> {
  const response = await fetchFile(
    reportPath(report, orgId),
    { ...params, page: undefined, format },
    ACCEPT[format],
  );
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), `${report}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
