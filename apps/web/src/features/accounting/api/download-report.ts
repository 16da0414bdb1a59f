// The CSV export of a report: the same GET with format=csv. The app's api client reads JSON only, so this call
// fetches the bytes itself with the same session — bearer token, and on a 401 the client's shared refresh
// (api.refresh) followed by one retry, as every other call does (spec §7) — and saves them under the file
// name the server gives (content-disposition).
import { ApiError, api } from '../../../lib/api';
import { buildUrl, type QueryValue } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { reportPath, type ReportName } from './report-query';

function fetchCsv(url: string, token: string | null): Promise<Response> {
  return window.fetch(url, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** attachment; filename="trial-balance-2026-01-01-2026-11-22.csv" → the file name. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

export async function downloadReportCsv(
  orgId: string,
  report: ReportName,
  params: Record<string, QueryValue>,
): Promise<void> {
  const url = buildUrl(reportPath(report, orgId), { ...params, page: undefined, format: 'csv' });
  let response = await fetchCsv(url, session.get().token);
  if (response.status === 401 && session.get().user) response = await fetchCsv(url, await api.refresh());
  if (!response.ok) {
    let message = response.statusText;
    try {
      const body = (await response.json()) as { error?: { message?: string; code?: string } };
      message = body.error?.message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, `HTTP.${response.status}`, message || 'Download failed');
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), `${report}.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
