// Sign-up, sign-in, the 401 → refresh → retry flow, refresh rotation and family revocation on reuse, logout,
// and throttling of failed sign-ins per account and per address.
import type { LoginResponse, RegisterResponse, TokenPair } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_TAX_ID, type TestApp } from '../../test-helpers/index.ts';

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

  it('401 on an expired access token, then refresh, then the retried call succeeds', async () => {
    const login = await json<LoginResponse>(
      await t.request('POST', '/auth/login', {
        body: { email: 'tokens@example.test', password: 'tokens password 1' },
      }),
    );
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
    const login = await json<LoginResponse>(
      await t.request('POST', '/auth/login', {
        body: { email: 'tokens@example.test', password: 'tokens password 1' },
      }),
    );
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
    const login = await json<LoginResponse>(
      await t.request('POST', '/auth/login', {
        body: { email: 'tokens@example.test', password: 'tokens password 1' },
      }),
    );
    expect((await t.request('POST', '/auth/refresh', { token: login.token })).status).toBe(401);
    expect((await t.request('GET', '/organizations', { token: login.refreshToken })).status).toBe(401);
    expect((await t.request('POST', '/auth/refresh')).status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const login = await json<LoginResponse>(
      await t.request('POST', '/auth/login', {
        body: { email: 'tokens@example.test', password: 'tokens password 1' },
      }),
    );
    expect(
      (await t.request('POST', '/auth/logout', { body: { refreshToken: login.refreshToken } })).status,
    ).toBe(204);
    const after = await t.request('POST', '/auth/refresh', { token: login.refreshToken });
    expect(after.status).toBe(401);
  });

  it('GET /auth/me answers the signed-in user', async () => {
    const response = await t.request('GET', '/auth/me', { token: registered.token });
    // the clock moved 16 minutes in an earlier test: sign in again for a fresh token
    const token =
      response.status === 200
        ? registered.token
        : (
            await json<LoginResponse>(
              await t.request('POST', '/auth/login', {
                body: { email: 'tokens@example.test', password: 'tokens password 1' },
              }),
            )
          ).token;
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
