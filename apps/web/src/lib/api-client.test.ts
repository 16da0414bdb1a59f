// The API client's session rules (spec §7, §8): bearer on every call, one refresh (through the HttpOnly
// refresh cookie) then one retry on a 401, concurrent 401s sharing one refresh, logout when the refresh
// fails, and no token ever written to localStorage.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient } from './api-client';
import { createSessionStore, type SessionStore } from './session';

interface Call {
  url: string;
  method: string;
  authorization: string | undefined;
  requestedWith: string | undefined;
  credentials: RequestCredentials | undefined;
  body: string | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server: answers come from a handler, and every call is recorded. */
function fakeFetch(handler: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      authorization: headers.Authorization,
      requestedWith: headers['X-Requested-With'],
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    return handler(call, calls.length - 1);
  });
  return { fn, calls };
}

const user = { id: 'u1', first_name: 'Somchai', last_name: 'Jaidee', email: 'somchai@example.test' };

let session: SessionStore;
let expired: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  localStorage.clear();
  session = createSessionStore(localStorage);
  session.signIn({ token: 'access-1', user });
  session.setOrganizationId('org-1');
  expired = vi.fn<() => void>();
});

describe('api client', () => {
  it('sends the stored access token as a bearer header and parses JSON', async () => {
    const server = fakeFetch(() => json(200, { data: [1, 2, 3] }));
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    const answer = await client.request<{ data: number[] }>('/items/organization/org-1', {
      query: { page: 2, limit: 20, search: '' },
    });
    expect(answer.data).toEqual([1, 2, 3]);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.authorization).toBe('Bearer access-1');
    // The empty search is not sent.
    expect(server.calls[0]?.url).toBe('/items/organization/org-1?page=2&limit=20');
  });

  it('on a 401 refreshes once through the cookie, keeps the new access token in memory and retries once', async () => {
    const server = fakeFetch((call) => {
      if (call.url === '/auth/refresh') return json(200, { token: 'access-2', refreshToken: 'refresh-2' });
      return call.authorization === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { error: { code: 'AUTH.TOKEN_EXPIRED', message: 'expired' } });
    });
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    await expect(client.request('/organizations')).resolves.toEqual({ ok: true });
    expect(server.calls.map((c) => `${c.method} ${c.url} ${c.authorization}`)).toEqual([
      'GET /organizations Bearer access-1',
      'POST /auth/refresh undefined', // no bearer: the server reads the HttpOnly cookie
      'GET /organizations Bearer access-2',
    ]);
    // The cookie goes along (same origin) with the header the server requires of cookie calls.
    expect(server.calls[1]).toMatchObject({ credentials: 'same-origin', requestedWith: 'fetch' });
    expect(session.get().token).toBe('access-2');
    expect(expired).not.toHaveBeenCalled();
    // Neither token is in localStorage: only the user and the organisation id are remembered.
    expect(Object.keys(localStorage).sort()).toEqual(['organizationId', 'user']);
    expect(JSON.stringify(localStorage)).not.toContain('access-');
    expect(JSON.stringify(localStorage)).not.toContain('refresh-2');
  });

  it('retries only once: a second 401 is passed on without another refresh', async () => {
    const server = fakeFetch((call) =>
      call.url === '/auth/refresh'
        ? json(200, { token: 'access-2', refreshToken: 'refresh-2' })
        : json(401, { error: { code: 'AUTH.UNAUTHENTICATED', message: 'no' } }),
    );
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    const failure = await client.request('/organizations').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(server.calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
    expect(server.calls).toHaveLength(3);
  });

  it('when the refresh fails, logs out (token, user, organisation id cleared) and reports the expiry', async () => {
    const server = fakeFetch((call) =>
      call.url === '/auth/refresh'
        ? json(401, { error: { code: 'AUTH.REFRESH_INVALID', message: 'revoked' } })
        : json(401, { error: { code: 'AUTH.TOKEN_EXPIRED', message: 'expired' } }),
    );
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await client.request('/contacts/organization/org-1').catch((error: unknown) => error);
    expect((failure as ApiError).code).toBe('AUTH.REFRESH_INVALID');
    expect(server.calls).toHaveLength(2); // the call and the refresh; no retry
    expect(session.get()).toEqual({ token: null, user: null, organizationId: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('concurrent 401s share one refresh (a spent refresh token must never be re-used)', async () => {
    let refreshes = 0;
    const server = fakeFetch(async (call) => {
      if (call.url === '/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { token: 'access-2', refreshToken: 'refresh-2' });
      }
      return call.authorization === 'Bearer access-2' ? json(200, { url: call.url }) : json(401, {});
    });
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    const answers = await Promise.all([client.request('/a'), client.request('/b'), client.request('/c')]);
    expect(answers).toEqual([{ url: '/a' }, { url: '/b' }, { url: '/c' }]);
    expect(refreshes).toBe(1);
    expect(server.calls).toHaveLength(7); // 3 calls + 1 refresh + 3 retries
  });

  it('does not try to refresh when sign-in itself answers 401', async () => {
    session.clear();
    const server = fakeFetch(() =>
      json(401, { error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid e-mail or password' } }),
    );
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    const failure = await client
      .request('/auth/login', { method: 'POST', body: { email: 'a@b.test', password: 'x' } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 401,
      code: 'AUTH.INVALID_CREDENTIALS',
      message: 'Invalid e-mail or password',
    });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.authorization).toBeUndefined();
    expect(server.calls[0]?.body).toBe('{"email":"a@b.test","password":"x"}');
    expect(expired).not.toHaveBeenCalled();
  });

  it('turns the error body into field details, and network failures into NETWORK.FAILED', async () => {
    const server = fakeFetch((_call, index) => {
      if (index === 0) {
        return json(422, {
          error: {
            code: 'VALIDATION.FAILED',
            message: 'Invalid input',
            details: [
              { path: 'tax_id', message: 'Invalid tax id' },
              {
                path: 'items.0.discount_amount',
                message: 'Discount exceeds the line total 100.00',
                code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
                params: { total: '100.00', ignored: 1 },
              },
            ],
          },
        });
      }
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    const validation = (await client
      .request('/contacts', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(validation.code).toBe('VALIDATION.FAILED');
    expect(validation.details).toEqual([
      { path: 'tax_id', message: 'Invalid tax id' },
      {
        path: 'items.0.discount_amount',
        message: 'Discount exceeds the line total 100.00',
        code: 'DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL',
        params: { total: '100.00' },
      },
    ]);
    const network = (await client.request('/contacts/x').catch((e: unknown) => e)) as ApiError;
    expect(network.code).toBe('NETWORK.FAILED');
    expect(network.status).toBe(0);
  });

  it('answers 204 with undefined', async () => {
    const server = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    await expect(client.request('/items/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('session store', () => {
  it('after a reload knows the user but has no token until the cookie refresh; old stored tokens are removed', async () => {
    localStorage.setItem('token', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    const reloaded = createSessionStore(localStorage);
    expect(reloaded.get()).toEqual({ token: null, user, organizationId: 'org-1' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();

    const server = fakeFetch((call) =>
      call.url === '/auth/refresh' ? json(200, { token: 'access-9', refreshToken: 'r' }) : json(200, {}),
    );
    const client = createApiClient({ session: reloaded, onSessionExpired: expired, fetch: server.fn });
    await expect(client.refresh()).resolves.toBe('access-9');
    expect(reloaded.get().token).toBe('access-9');
  });

  it('without a remembered user, refresh does not call the server and reports the expiry', async () => {
    session.clear();
    const server = fakeFetch(() => json(200, {}));
    const client = createApiClient({ session, onSessionExpired: expired, fetch: server.fn });
    await expect(client.refresh()).rejects.toMatchObject({ code: 'AUTH.NO_REFRESH_TOKEN' });
    expect(server.calls).toHaveLength(0);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('buildUrl', () => {
  it('drops undefined, null and empty parameters and encodes the rest', () => {
    expect(
      buildUrl('/contacts/organization/o', { page: 1, limit: 50, contact_type: undefined, search: 'บริษัท ก' }),
    ).toBe(
      '/contacts/organization/o?page=1&limit=50&search=%E0%B8%9A%E0%B8%A3%E0%B8%B4%E0%B8%A9%E0%B8%B1%E0%B8%97+%E0%B8%81',
    );
    expect(buildUrl('/x', { a: null, b: '' })).toBe('/x');
  });
});
