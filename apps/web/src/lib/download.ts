// Files the API serves (PDF, CSV): the app's api client reads JSON only, so these calls fetch the bytes
// themselves with the same session — bearer token, and on a 401 the client's shared refresh (api.refresh)
// followed by one retry, as every other call does (spec §7). A refusal becomes an ApiError with the server's
// code, so errorText says it in the UI's language.
import { ApiError, api } from './api';
import { buildUrl, type QueryValue } from './api-client';
import { session } from './session';

function fetchWith(url: string, accept: string, token: string | null): Promise<Response> {
  return window.fetch(url, {
    headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** GET `path` as `accept` (application/pdf, text/csv); the answer when it succeeded. */
export async function fetchFile(
  path: string,
  query: Record<string, QueryValue>,
  accept: string,
): Promise<Response> {
  const url = buildUrl(path, query);
  let response = await fetchWith(url, accept, session.get().token);
  if (response.status === 401 && session.get().user)
    response = await fetchWith(url, accept, await api.refresh());
  if (response.ok) return response;
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

/** Opens a file in a new tab (the browser's PDF viewer prints it). */
export function openBlob(blob: Blob, target: Window | null = null): void {
  const url = URL.createObjectURL(blob);
  if (target) target.location.href = url;
  else window.open(url, '_blank', 'noopener');
  window.setTimeout(() => URL.revokeObjectURL(url), 300_000);
}
