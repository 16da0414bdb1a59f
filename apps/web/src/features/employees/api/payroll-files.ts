// The files of an approved run (payslip PDF, bank CSV, PND1 and social-security text files): fetched with the
// session's bearer token (one refresh and retry on a 401, as every call) and saved under the server's file name.
import { ApiError, api } from '../../../lib/api';
import { buildUrl, type QueryValue } from '../../../lib/api-client';
import { session } from '../../../lib/session';

function fetchFile(url: string, token: string | null): Promise<Response> {
  return window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadPayrollFile(
  path: string,
  query: Record<string, QueryValue> = {},
): Promise<void> {
  const url = buildUrl(path, query);
  let response = await fetchFile(url, session.get().token);
  if (response.status === 401 && session.get().user) response = await fetchFile(url, await api.refresh());
  if (!response.ok) {
    let code = `HTTP.${response.status}`;
    let message = response.statusText;
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, code, message || 'Download failed');
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileNameOf(response.headers.get('content-disposition'), 'download');
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
