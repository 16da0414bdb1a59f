// Sign-up, sign-in, the 401 → refresh → retry flow, refresh rotation and family revocation on reuse, logout,
// and throttling of failed sign-ins per account and per address.
import type { LoginResponse, RegisterResponse, TokenPair } from '@banchee/contracts';
import { newId } from '@banchee/db';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_TAX_ID, type TestApp } from '../../test-helpers/index.ts';
import { createUser } from './auth.service.ts';

interface ErrorJson {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

let t: TestApp;
let clock = new Date('2026-01-15T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    trustProxy: true,
    throttle: {
      account: { maxFailures: 3, windowSeconds: 600, blockSeconds: 900 },
      address: { maxFailures: 6, windowSeconds: 600, blockSeconds: 900 },
      registration: { maxFailures: 20, windowSeconds: 3600, blockSeconds: 3600 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('POST /auth/register', () => {
  it('creates the user and the organisation, signed in, the user being its default salesperson', async () => {
    const response = await t.request('POST', '/auth/register', {
      body: {
        first_name: 'สมหญิง',
        last_name: 'รักงาน',
        email: 'Somying@Example.TEST',
        password: 'long enough password',
        phone: '',
        organization: { name: 'บริษัท สมหญิง จำกัด', tax_id: '0-1055-58000-01-4', address: '' },
      },
    });
    expect(response.status).toBe(201);
    const body = await json<RegisterResponse>(response);
    expect(body.user).toEqual({
      id: body.user.id,
      first_name: 'สมหญิง',
      last_name: 'รักงาน',
      email: 'somying@example.test',
    });
    expect(body.organization).toMatchObject({
      name: 'บริษัท สมหญิง จำกัด',
      tax_id: TEST_TAX_ID,
      branch_code: '00000',
    });
    expect(body.organization).not.toHaveProperty('address');
    const org = await t.request('GET', `/organizations/${body.organization.id}`, { token: body.token });
    const orgBody = await json<{ users: { email: string; is_default: boolean; role: string }[] }>(org);
    expect(orgBody.users).toEqual([
      expect.objectContaining({ email: 'somying@example.test', is_default: true, role: 'OWNER' }),
    ]);
  });

  it('refuses a second account with the same e-mail in another case (409 AUTH.EMAIL_TAKEN)', async () => {
    const response = await t.request('POST', '/auth/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'SOMYING@example.test',
        password: 'long enough password',
        organization: { name: 'Other' },
      },
    });
    expect(response.status).toBe(409);
    expect((await json<ErrorJson>(response)).error.code).toBe('AUTH.EMAIL_TAKEN');
  });

  it('refuses a tax id with a wrong check digit, naming the field', async () => {
    const response = await t.request('POST', '/auth/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'bad-tax@example.test',
        password: 'long enough password',
        organization: { name: 'Other', tax_id: '0105558000015' },
      },
    });
    expect(response.status).toBe(400);
    const body = await json<ErrorJson>(response);
    expect(body.error.code).toBe('VALIDATION.FAILED');
    expect(body.error.details).toEqual([
      { path: 'organization.tax_id', message: 'the tax id check digit is wrong' },
    ]);
  });
});

describe('sign-in and tokens', () => {
  let registered: RegisterResponse;
  beforeAll(async () => {
    registered = await t.register({ email: 'tokens@example.test', password: 'tokens password 1' });
  });
  /** A fresh sign-in of this block's user: a new access and refresh token. */
  const signIn = async () =>
    json<LoginResponse>(
      await t.request('POST', '/auth/login', {
        body: { email: 'tokens@example.test', password: 'tokens password 1' },
      }),
    );

  it('signs in with the e-mail in any case and answers token, refreshToken and user', async () => {
    const response = await t.request('POST', '/auth/login', {
      body: { email: 'TOKENS@example.test', password: 'tokens password 1' },
    });
    expect(response.status).toBe(200);
    const body = await json<LoginResponse>(response);
    expect(body.user.id).toBe(registered.user.id);
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
  });

  it('a changed signature or payload of a token in use is refused; the token itself still works', async () => {
    const login = await signIn();
    const orgPath = `/organizations/${registered.organization.id}`;
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);
    const [header, payload, signature] = login.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: newId() })).toString('base64url');
    for (const token of [`${header}.${payload}.${flipped}`, `${header}.${otherPayload}.${signature}`]) {
      const answer = await t.request('GET', orgPath, { token });
      expect(answer.status).toBe(401);
      expect((await json<ErrorJson>(answer)).error.code).toBe('AUTH.INVALID_TOKEN');
    }
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);
  });

  it('a token verified once (and remembered) expires at its second of exp, as on its first use', async () => {
    const login = await signIn();
    const orgPath = `/organizations/${registered.organization.id}`;
    const signedAt = clock.getTime();
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);
    clock = new Date(signedAt + 899 * 1000); // access tokens live 900 s: the last good second
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);
    clock = new Date(signedAt + 900 * 1000);
    const expired = await t.request('GET', orgPath, { token: login.token });
    expect(expired.status).toBe(401);
    expect((await json<ErrorJson>(expired)).error.code).toBe('AUTH.INVALID_TOKEN');
  });

  it('a remembered token is refused when the clock goes back before its issue (beyond 60 s of skew)', async () => {
    const login = await signIn();
    const orgPath = `/organizations/${registered.organization.id}`;
    const signedAt = clock.getTime();
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);
    clock = new Date(signedAt - 60 * 1000); // within the skew: still good
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);
    clock = new Date(signedAt - 61 * 1000);
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(401);
    clock = new Date(signedAt);
  });

  it('401 on an expired access token, then refresh, then the retried call succeeds', async () => {
    const login = await signIn();
    const orgPath = `/organizations/${registered.organization.id}`;
    expect((await t.request('GET', orgPath, { token: login.token })).status).toBe(200);

    clock = new Date(clock.getTime() + 16 * 60 * 1000); // access tokens live 15 minutes
    const expired = await t.request('GET', orgPath, { token: login.token });
    expect(expired.status).toBe(401);
    expect((await json<ErrorJson>(expired)).error.code).toBe('AUTH.INVALID_TOKEN');

    const refreshed = await t.request('POST', '/auth/refresh', { token: login.refreshToken });
    expect(refreshed.status).toBe(200);
    const pair = await json<TokenPair>(refreshed);
    expect(pair.refreshToken).not.toBe(login.refreshToken);
    expect((await t.request('GET', orgPath, { token: pair.token })).status).toBe(200);
  });

  it('reuse of a spent refresh token revokes the whole family', async () => {
    const login = await signIn();
    const first = await json<TokenPair>(
      await t.request('POST', '/auth/refresh', { token: login.refreshToken }),
    );
    // The spent token is presented again (a stolen copy): refused and the family is revoked…
    const reuse = await t.request('POST', '/auth/refresh', { token: login.refreshToken });
    expect(reuse.status).toBe(401);
    expect((await json<ErrorJson>(reuse)).error.code).toBe('AUTH.REFRESH_TOKEN_REUSED');
    // …so the legitimate newest token no longer works either.
    const newest = await t.request('POST', '/auth/refresh', { token: first.refreshToken });
    expect(newest.status).toBe(401);
    expect((await json<ErrorJson>(newest)).error.code).toBe('AUTH.INVALID_REFRESH_TOKEN');
  });

  it('refuses an access token as refresh token, and a refresh token as access token', async () => {
    const login = await signIn();
    expect((await t.request('POST', '/auth/refresh', { token: login.token })).status).toBe(401);
    expect((await t.request('GET', '/organizations', { token: login.refreshToken })).status).toBe(401);
    expect((await t.request('POST', '/auth/refresh')).status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const login = await signIn();
    expect(
      (await t.request('POST', '/auth/logout', { body: { refreshToken: login.refreshToken } })).status,
    ).toBe(204);
    const after = await t.request('POST', '/auth/refresh', { token: login.refreshToken });
    expect(after.status).toBe(401);
  });

  it('GET /auth/me answers the signed-in user', async () => {
    const response = await t.request('GET', '/auth/me', { token: registered.token });
    // the clock moved 16 minutes in an earlier test: sign in again for a fresh token
    const token = response.status === 200 ? registered.token : (await signIn()).token;
    const me = await t.request('GET', '/auth/me', { token });
    expect(await json(me)).toEqual({
      id: registered.user.id,
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      email: 'tokens@example.test',
    });
  });
});

describe('throttling failed sign-ins', () => {
  it('blocks an account after 3 failures with 429 and Retry-After, even for the right password', async () => {
    await t.register({ email: 'victim@example.test', password: 'victim password 1' });
    const attempt = (password: string, address = '203.0.113.7') =>
      t.request('POST', '/auth/login', {
        body: { email: 'victim@example.test', password },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong password')).status).toBe(401);
    const blocked = await attempt('victim password 1', '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await json<ErrorJson>(blocked)).error.code).toBe('AUTH.TOO_MANY_ATTEMPTS');

    clock = new Date(clock.getTime() + 901 * 1000);
    expect((await attempt('victim password 1')).status).toBe(200);
  });

  it('blocks an address after 6 failures across accounts', async () => {
    const from = { 'x-forwarded-for': '192.0.2.99' };
    for (let i = 0; i < 6; i += 1) {
      const response = await t.request('POST', '/auth/login', {
        body: { email: `nobody${i}@example.test`, password: 'whatever 123' },
        headers: from,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await t.request('POST', '/auth/login', {
      body: { email: 'tokens@example.test', password: 'tokens password 1' },
      headers: from,
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await t.request('POST', '/auth/login', {
      body: { email: 'tokens@example.test', password: 'tokens password 1' },
      headers: { 'x-forwarded-for': '192.0.2.100' },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('access tokens must expire', () => {
  let registered: RegisterResponse;
  beforeAll(async () => {
    registered = await t.register({ email: 'claims@example.test', password: 'claims password 1' });
  });

  /** A token signed with the real secret, with the claims the test chooses. */
  const forge = (claims: { iat?: number; exp?: number }) => {
    let jwt = new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(registered.user.id)
      .setIssuer('banchee')
      .setAudience('banchee-api');
    if (claims.iat !== undefined) jwt = jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
    return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
  };
  const call = async (token: string) => t.request('GET', '/auth/me', { token });

  it('accepts a token with iat now and exp 15 minutes later (the control case)', async () => {
    const now = Math.floor(clock.getTime() / 1000);
    const response = await call(await forge({ iat: now, exp: now + 900 }));
    expect(response.status).toBe(200);
    expect((await json<{ email: string }>(response)).email).toBe('claims@example.test');
  });

  it('refuses a token without exp, one without iat, one issued in the future and one living a year', async () => {
    const now = Math.floor(clock.getTime() / 1000);
    const tokens = [
      await forge({ iat: now }), // no exp: would be good forever
      await forge({ exp: now + 900 }), // no iat
      await forge({ iat: now + 3600, exp: now + 3600 + 900 }), // issued an hour from now
      await forge({ iat: now, exp: now + 365 * 24 * 3600 }), // longer than the 900 s lifetime
    ];
    for (const token of tokens) {
      const response = await call(token);
      expect(response.status).toBe(401);
      expect((await json<ErrorJson>(response)).error.code).toBe('AUTH.INVALID_TOKEN');
    }
  });
});

describe('the refresh cookie', () => {
  const email = 'cookie@example.test';
  const password = 'cookie password 1';
  beforeAll(async () => {
    await t.register({ email, password });
  });
  const signIn = (headers: Record<string, string> = {}) =>
    t.request('POST', '/auth/login', { body: { email, password }, headers });
  /** The `name=value` part and the attributes of the response's refresh cookie. */
  const refreshCookie = (response: Response) => {
    const header = response.headers.getSetCookie().find((c) => c.startsWith('banchee_refresh='));
    if (!header) throw new Error('no refresh cookie');
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    return { pair, value: pair.slice('banchee_refresh='.length), attributes };
  };

  it('login sets the refresh token of the JSON answer as an HttpOnly SameSite=Strict cookie on /auth', async () => {
    const response = await signIn();
    const body = await json<LoginResponse>(response);
    const cookie = refreshCookie(response);
    expect(cookie.value).toBe(body.refreshToken);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Max-Age=2592000', 'Path=/auth', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(cookie.attributes).not.toContain('Secure');
    // Behind an https proxy (X-Forwarded-Proto, trusted here) the cookie is Secure.
    expect(refreshCookie(await signIn({ 'x-forwarded-proto': 'https' })).attributes).toContain('Secure');
  });

  it('register sets the cookie too', async () => {
    const response = await t.request('POST', '/auth/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'cookie-register@example.test',
        password: 'a fine long password',
        organization: { name: 'Cookie Co' },
      },
    });
    expect(response.status).toBe(201);
    expect(refreshCookie(response).value).toBe((await json<RegisterResponse>(response)).refreshToken);
  });

  it('refresh takes the cookie when no bearer token is sent, rotates it, and needs X-Requested-With', async () => {
    const first = refreshCookie(await signIn());
    const withoutHeader = await t.request('POST', '/auth/refresh', { headers: { cookie: first.pair } });
    expect(withoutHeader.status).toBe(403);
    expect((await json<ErrorJson>(withoutHeader)).error.code).toBe('AUTH.CSRF_FORBIDDEN');

    const refreshed = await t.request('POST', '/auth/refresh', {
      headers: { cookie: first.pair, 'x-requested-with': 'fetch' },
    });
    expect(refreshed.status).toBe(200);
    const pair = await json<TokenPair>(refreshed);
    const second = refreshCookie(refreshed);
    expect(second.value).toBe(pair.refreshToken);
    expect(second.value).not.toBe(first.value);
    expect((await t.request('GET', '/auth/me', { token: pair.token })).status).toBe(200);

    // The spent cookie presented again is a reuse: refused, and the answer clears the cookie.
    const reuse = await t.request('POST', '/auth/refresh', {
      headers: { cookie: first.pair, 'x-requested-with': 'fetch' },
    });
    expect(reuse.status).toBe(401);
    expect((await json<ErrorJson>(reuse)).error.code).toBe('AUTH.REFRESH_TOKEN_REUSED');
    expect(refreshCookie(reuse).attributes).toContain('Max-Age=0');
  });

  it('logout with an empty body revokes the cookie’s token and clears the cookie', async () => {
    const cookie = refreshCookie(await signIn());
    const headers = { cookie: cookie.pair, 'x-requested-with': 'fetch' };
    const logout = await t.request('POST', '/auth/logout', { body: {}, headers });
    expect(logout.status).toBe(204);
    expect(refreshCookie(logout)).toMatchObject({ value: '' });
    expect(refreshCookie(logout).attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/auth']));
    expect((await t.request('POST', '/auth/refresh', { headers })).status).toBe(401);
  });
});

describe('the password policy', () => {
  const attempt = (email: string, password: string) =>
    t.request('POST', '/auth/register', {
      body: { first_name: 'A', last_name: 'B', email, password, organization: { name: 'Weak Co' } },
      headers: { 'x-forwarded-for': '198.51.100.50' },
    });

  it('refuses 12345678, password, repeated characters, the e-mail and its local part (422 at password)', async () => {
    const email = 'Weak.Person@example.test';
    for (const password of ['12345678', 'password', 'aaaaaaaa', 'weak.person@example.test', 'weak.person']) {
      const response = await attempt(email, password);
      expect(response.status).toBe(422);
      const body = await json<ErrorJson>(response);
      expect(body.error.code).toBe('AUTH.WEAK_PASSWORD');
      expect(body.error.details).toHaveLength(1);
      expect(body.error.details?.[0]?.path).toBe('password');
    }
    // Nothing was written: the same e-mail signs up with a strong password.
    expect((await attempt(email, 'weak person no more')).status).toBe(201);
  });

  it('the CLI path (createUser) applies the same policy', async () => {
    await expect(
      createUser(t.db, { email: 'cli@example.test', password: 'password', firstName: 'A', lastName: 'B' }),
    ).rejects.toMatchObject({ code: 'AUTH.WEAK_PASSWORD' });
  });
});

describe('throttling sign-ups per address', () => {
  it('answers 429 with Retry-After after 20 attempts in an hour from one address, refused ones included', async () => {
    const from = (address: string, i: number) =>
      t.request('POST', '/auth/register', {
        body: {
          first_name: 'A',
          last_name: 'B',
          email: `bulk${i}@example.test`,
          password: '12345678',
          organization: { name: 'Bulk Co' },
        },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 20; i += 1) expect((await from('198.51.100.77', i)).status).toBe(422);
    const blocked = await from('198.51.100.77', 20);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('3600');
    const body = await json<ErrorJson>(blocked);
    expect(body.error).toEqual({
      code: 'AUTH.TOO_MANY_ATTEMPTS',
      message: 'Too many sign-up attempts. Try again in 60 minute(s).',
    });
    // Another address is not affected.
    expect((await from('198.51.100.78', 21)).status).toBe(422);
  });
});
