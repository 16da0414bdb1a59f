// Calls that answer with a file (a document's PDF, a certificate's scan). The app's api client reads JSON
// only, so these fetch the bytes themselves with the same session: bearer token, and on a 401 the client's
// shared refresh (api.refresh) followed by one retry, as every other call does (spec §7).
import { ApiError, api } from './api';
import { buildUrl, type QueryValue } from './api-client';
import { session } from './session';

async function fetchWith(url: string, token: string | null, accept: string): Promise<Response> {
  return window.fetch(url, { headers: token ? { Authorization: `Bearer ${token}`, Accept: accept } : {} });
}

/** GET `path` as a Blob; a failure throws the server's ApiError (code and message from its JSON body). */
export async function getBlob(
  path: string,
  query: Record<string, QueryValue> | undefined,
  accept: string,
): Promise<Blob> {
  const url = buildUrl(path, query);
  let response = await fetchWith(url, session.get().token, accept);
  if (response.status === 401 && session.get().user)
    response = await fetchWith(url, await api.refresh(), accept);
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
    throw new ApiError(response.status, code, message || 'Download failed');
  }
  return response.blob();
}

/** Opens a file in a new tab (or in `target`, a tab opened before the call so pop-up blockers allow it). */
export function openBlob(blob: Blob, target: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (target) target.location.href = url;
  else window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 300_000);
}

/** Downloads `path` into a tab opened first (so pop-up blockers allow it); the tab closes again on failure. */
export async function openInNewTab(
  path: string,
  query: Record<string, QueryValue> | undefined,
  accept: string,
): Promise<void> {
  const target = window.open('', '_blank');
  try {
    openBlob(await getBlob(path, query, accept), target);
  } catch (error) {
    target?.close();
    throw error;
  }
}
