// GET /{resource}/{id}/pdf?copy&be&lang → the printed document (application/pdf). The app's api client reads
// JSON only, so this call fetches the bytes itself with the same session: bearer token, and on a 401 the
// client's shared refresh (api.refresh) followed by one retry, as every other call does (spec §7).
import { ApiError, api } from '../../../lib/api';
import { buildUrl } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import type { SalesDocumentResource } from '../model/kinds';

export interface PdfOptions {
  copy: 'original' | 'copy' | 'both';
  /** Buddhist Era dates. */
  be: boolean;
  lang: 'th' | 'en';
}

async function fetchPdf(url: string, token: string | null): Promise<Response> {
  return window.fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } : {},
  });
}

export async function getDocumentPdf(
  resource: SalesDocumentResource,
  id: string,
  options: PdfOptions,
): Promise<Blob> {
  const url = buildUrl(`/${resource}/${id}/pdf`, {
    copy: options.copy,
    be: options.be ? '1' : '0',
    lang: options.lang,
  });
  let response = await fetchPdf(url, session.get().token);
  if (response.status === 401 && session.get().user) response = await fetchPdf(url, await api.refresh());
  if (!response.ok) {
    let message = response.statusText;
    let code = `HTTP.${response.status}`;
    try {
      const body = (await response.json()) as { error?: { message?: string; code?: string } };
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, code, message || 'PDF failed');
  }
  return response.blob();
}

/** Saves the PDF under the document number (e.g. INV202611220001.pdf). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the PDF in a new tab, where the browser's viewer prints it. */
export function openBlob(blob: Blob, target: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (target) target.location.href = url;
  else window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 300_000);
}
