// The one HTTP client of the web app (spec §7, §8): same-origin JSON calls, the bearer token on every
// request, and on a 401 exactly one token refresh followed by exactly one retry. The refresh presents the
// HttpOnly refresh cookie (decision 0080) with the X-Requested-With header the server asks of cookie calls
// (decision 0081). A failed refresh logs the user out and hands control to onSessionExpired (the router
// sends them to /login).
import type { SessionStore } from './session';

export interface ApiErrorDetail {
  path: string;
  message: string;
  /** Why the field is refused (e.g. DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL), for a translated message. */
  code?: string;
  /** Figures the translated message shows. */
  params?: Record<string, string>;
}

/** A failed call, carrying the server's error body `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: readonly ApiErrorDetail[];

  constructor(status: number, code: string, message: string, details: readonly ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Exchanges the refresh cookie for a new access token; shared by concurrent callers. */
  refresh(): Promise<string>;
}

export interface ApiClientOptions {
  session: SessionStore;
  onSessionExpired: () => void;
  fetch?: typeof fetch;
}

// Calls that must never trigger the refresh dance: a 401 there means wrong credentials or a dead token.
const noRefreshPaths = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Absent and empty parameters are not sent (e.g. contact_type only when SUPPLIER or CLIENT).
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function stringValues(record: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to a generic error.
  }
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: { code?: unknown; message?: unknown; details?: unknown } }).error;
    const details = Array.isArray(error.details)
      ? error.details.filter(
          (d): d is ApiErrorDetail =>
            !!d && typeof d === 'object' && typeof (d as ApiErrorDetail).message === 'string',
        )
      : [];
    return new ApiError(
      response.status,
      typeof error.code === 'string' ? error.code : `HTTP.${response.status}`,
      typeof error.message === 'string' ? error.message : response.statusText,
      details.map((d) => ({
        path: String(d.path ?? ''),
        message: d.message,
        ...(typeof d.code === 'string' ? { code: d.code } : {}),
        ...(d.params && typeof d.params === 'object' ? { params: stringValues(d.params) } : {}),
      })),
    );
  }
  return new ApiError(response.status, `HTTP.${response.status}`, response.statusText || 'Request failed');
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export function createApiClient({
  session,
  onSessionExpired,
  fetch: fetchImpl,
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init));
  // Refresh tokens rotate and a re-used one revokes the whole family, so concurrent 401s must share
  // a single refresh call instead of each spending the same refresh token.
  let refreshing: Promise<string> | null = null;

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'fetch',
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'NETWORK.FAILED', cause instanceof Error ? cause.message : 'Network error');
    }
  }

  function expire(): void {
    session.clear();
    onSessionExpired();
  }

  function refresh(): Promise<string> {
    refreshing ??= (async () => {
      if (!session.get().user) {
        expire();
        throw new ApiError(401, 'AUTH.NO_REFRESH_TOKEN', 'Not signed in');
      }
      let response: Response;
      try {
        // No bearer token: the server takes the refresh cookie.
        response = await send('/auth/refresh', { method: 'POST' }, null);
      } catch (cause) {
        expire();
        throw cause;
      }
      if (!response.ok) {
        const error = await toApiError(response);
        console.error('Token refresh failed', error);
        expire();
        throw error;
      }
      // The answer also carries the new refresh token for API clients; the web app keeps only the cookie.
      const pair = await readBody<{ token: string }>(response);
      session.setToken(pair.token);
      return pair.token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const usedToken = session.get().token;
    let response = await send(path, options, usedToken);
    if (response.status === 401 && !noRefreshPaths.includes(path) && session.get().user) {
      // If another request already refreshed while this one was in flight, just retry with the new token.
      const current = session.get().token;
      const token = current && current !== usedToken ? current : await refresh();
      response = await send(path, options, token); // the one and only retry
    }
    if (!response.ok) throw await toApiError(response);
    return readBody<T>(response);
  }

  return { request, refresh };
}
