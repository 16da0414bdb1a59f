// Bad input answers 4xx with the right code and field path — never a 500 and never a half-written record.
// Each case is a distinct mistake a client can make.
import { MAX_DATE, MIN_DATE, type Item, type RegisterResponse } from '@banchee/contracts';
import { standardVatRate } from '@banchee/domain';
import { sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-helpers/index.ts';

interface ErrorJson {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

interface Case {
  name: string;
  method: string;
  path: () => string;
  /** The body, or a function giving it once the test organisation exists. */
  body?: unknown;
  /** Send the access token of the test user (default true). */
  auth?: boolean;
  headers?: Record<string, string>;
  status: number;
  code: string;
  /** A field path the details must name. */
  detail?: string;
}

let t: TestApp;
let me: RegisterResponse;
let item: Item;
const unknownId = '01900000-0000-7000-8000-000000000000';
const validUser = { first_name: 'A', last_name: 'B', email: 'new@example.test', password: 'long enough 1' };

beforeAll(async () => {
  t = await createTestApp();
  me = await t.register({ email: 'bad-requests@example.test', password: 'right password 1' });
  item = await json<Item>(
    await t.request('POST', '/items', {
      token: me.token,
      body: { organizationId: me.organization.id, name: 'x' },
    }),
  );
});
afterAll(async () => {
  await t.close();
});

const org = () => me.organization.id;
const register = (body: unknown): Omit<Case, 'name' | 'status' | 'code' | 'detail'> => ({
  method: 'POST',
  path: () => '/auth/register',
  body,
  auth: false,
});
const newItem = (fields: Record<string, unknown>) => () => ({
  organizationId: org(),
  name: 'สินค้า',
  ...fields,
});
const newJournal = (fields: Record<string, unknown>) => () => ({
  organizationId: org(),
  date: '2026-01-05',
  description: 'x',
  lines: [
    { accountCode: '11110', debit: '1.00' },
    { accountCode: '41110', credit: '1.00' },
  ],
  ...fields,
});
const newContact = (fields: Record<string, unknown>) => () => ({
  organizationId: org(),
  contact_type: 'CLIENT',
  contact_name: 'ลูกค้า',
  ...fields,
});

const cases: Case[] = [
  {
    name: 'malformed JSON',
    method: 'POST',
    path: () => '/auth/login',
    body: '{"email": ',
    auth: false,
    status: 400,
    code: 'REQUEST.MALFORMED_JSON',
  },
  {
    name: 'no body at all',
    method: 'POST',
    path: () => '/auth/login',
    auth: false,
    status: 400,
    code: 'VALIDATION.FAILED',
  },
  {
    name: 'text/plain body',
    method: 'POST',
    path: () => '/auth/login',
    body: 'email=a',
    headers: { 'content-type': 'text/plain' },
    auth: false,
    status: 415,
    code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  },
  {
    name: 'JSON array body',
    method: 'POST',
    path: () => '/auth/login',
    body: [1, 2],
    auth: false,
    status: 400,
    code: 'VALIDATION.FAILED',
  },
  {
    name: 'JSON string body',
    method: 'POST',
    path: () => '/items',
    body: '"hello"',
    status: 400,
    code: 'VALIDATION.FAILED',
  },
  {
    name: 'e-mail of the wrong type',
    method: 'POST',
    path: () => '/auth/login',
    body: { email: 42, password: 'x' },
    auth: false,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'email',
  },
  {
    name: 'wrong password',
    method: 'POST',
    path: () => '/auth/login',
    body: { email: 'bad-requests@example.test', password: 'wrong password' },
    auth: false,
    status: 401,
    code: 'AUTH.INVALID_CREDENTIALS',
  },
  {
    name: 'unknown e-mail',
    method: 'POST',
    path: () => '/auth/login',
    body: { email: 'ghost@example.test', password: 'whatever 1' },
    auth: false,
    status: 401,
    code: 'AUTH.INVALID_CREDENTIALS',
  },
  {
    name: 'sign-up without first name',
    ...register({ ...validUser, first_name: undefined, organization: { name: 'o' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'first_name',
  },
  {
    name: 'sign-up with a bad e-mail',
    ...register({ ...validUser, email: 'not-an-email', organization: { name: 'o' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'email',
  },
  {
    name: 'sign-up with a 7-character password',
    ...register({ ...validUser, password: 'short12', organization: { name: 'o' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'password',
  },
  {
    name: 'sign-up with a 129-character password',
    ...register({ ...validUser, password: 'p'.repeat(129), organization: { name: 'o' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'password',
  },
  {
    name: 'sign-up without organisation',
    ...register(validUser),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'organization',
  },
  {
    name: 'sign-up with a 12-digit tax id',
    ...register({ ...validUser, organization: { name: 'o', tax_id: '010555800001' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'organization.tax_id',
  },
  {
    name: 'sign-up with a bad branch code',
    ...register({ ...validUser, organization: { name: 'o', branch_code: 'HQ' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'organization.branch_code',
  },
  {
    name: 'sign-up with a 4-digit zip code',
    ...register({ ...validUser, organization: { name: 'o', zip_code: '1011' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'organization.zip_code',
  },
  {
    name: 'sign-up with an over-long first name',
    ...register({ ...validUser, first_name: 'ก'.repeat(101), organization: { name: 'o' } }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'first_name',
  },
  {
    name: 'no token',
    method: 'GET',
    path: () => '/organizations',
    auth: false,
    status: 401,
    code: 'AUTH.UNAUTHENTICATED',
  },
  {
    name: 'garbage token',
    method: 'GET',
    path: () => '/organizations',
    auth: false,
    headers: { authorization: 'Bearer abc.def.ghi' },
    status: 401,
    code: 'AUTH.INVALID_TOKEN',
  },
  {
    name: 'garbage refresh token',
    method: 'POST',
    path: () => '/auth/refresh',
    auth: false,
    headers: { authorization: 'Bearer nope' },
    status: 401,
    code: 'AUTH.INVALID_REFRESH_TOKEN',
  },
  {
    // Logout without a body is allowed now (the refresh cookie names the token); an empty token is not.
    name: 'logout with an empty refresh token',
    method: 'POST',
    path: () => '/auth/logout',
    body: { refreshToken: '' },
    auth: false,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'refreshToken',
  },
  {
    name: 'organisation id that is not a UUID',
    method: 'GET',
    path: () => '/organizations/not-a-uuid',
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'param.id',
  },
  {
    name: 'unknown organisation',
    method: 'GET',
    path: () => `/organizations/${unknownId}`,
    status: 404,
    code: 'ORGANIZATION.NOT_FOUND',
  },
  {
    name: 'page 0',
    method: 'GET',
    path: () => `/items/organization/${org()}?page=0`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.page',
  },
  {
    name: 'limit above 500',
    method: 'GET',
    path: () => `/items/organization/${org()}?limit=1000`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.limit',
  },
  {
    name: 'limit that is not a number',
    method: 'GET',
    path: () => `/items/organization/${org()}?limit=abc`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.limit',
  },
  {
    name: 'over-long search',
    method: 'GET',
    path: () => `/items/organization/${org()}?search=${'a'.repeat(201)}`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.search',
  },
  {
    name: 'item without organizationId',
    method: 'POST',
    path: () => '/items',
    body: { name: 'x' },
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'organizationId',
  },
  {
    name: 'item organizationId not a UUID',
    method: 'POST',
    path: () => '/items',
    body: newItem({ organizationId: '42' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'organizationId',
  },
  {
    name: 'item of an unknown type',
    method: 'POST',
    path: () => '/items',
    body: newItem({ type: 'GOODS' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'type',
  },
  {
    name: 'negative price',
    method: 'POST',
    path: () => '/items',
    body: newItem({ sale_price: '-5' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'sale_price',
  },
  {
    name: 'price with 5 decimal places',
    method: 'POST',
    path: () => '/items',
    body: newItem({ sale_price: '1.23456' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'sale_price',
  },
  {
    name: 'price too large for numeric(18,4)',
    method: 'POST',
    path: () => '/items',
    body: newItem({ purchase_price: 1e21 }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'purchase_price',
  },
  {
    name: 'over-long item name',
    method: 'POST',
    path: () => '/items',
    body: newItem({ name: 'n'.repeat(201) }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'name',
  },
  {
    name: 'item name of only spaces',
    method: 'POST',
    path: () => '/items',
    body: newItem({ name: '   ' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'name',
  },
  {
    name: 'boolean given as text',
    method: 'POST',
    path: () => '/items',
    body: newItem({ sale_vat_inclusive: 'yes' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'sale_vat_inclusive',
  },
  {
    name: 'unknown item',
    method: 'GET',
    path: () => `/items/${unknownId}`,
    status: 404,
    code: 'ITEM.NOT_FOUND',
  },
  {
    name: 'item replaced without a name',
    method: 'PUT',
    path: () => `/items/${item.id}`,
    body: { type: 'PRODUCT' },
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'name',
  },
  {
    name: 'method that does not exist',
    method: 'PATCH',
    path: () => `/items/${item.id}`,
    body: { name: 'x' },
    status: 404,
    code: 'ROUTE.NOT_FOUND',
  },
  {
    name: 'contact_type BOTH',
    method: 'GET',
    path: () => `/contacts/organization/${org()}?contact_type=BOTH`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.contact_type',
  },
  {
    name: 'contact without contact_type',
    method: 'POST',
    path: () => '/contacts',
    body: newContact({ contact_type: undefined }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'contact_type',
  },
  {
    name: 'contact with a bad e-mail',
    method: 'POST',
    path: () => '/contacts',
    body: newContact({ email: 'a@' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'email',
  },
  {
    name: 'negative credit days',
    method: 'POST',
    path: () => '/contacts',
    body: newContact({ credit_days: -1 }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'credit_days',
  },
  {
    name: 'credit days that are not a number',
    method: 'POST',
    path: () => '/contacts',
    body: newContact({ credit_days: 'thirty' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'credit_days',
  },
  {
    name: 'contact tax id with a wrong check digit',
    method: 'POST',
    path: () => '/contacts',
    body: newContact({ tax_id: '1234567890123' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'tax_id',
  },
  {
    name: 'contact branch of 3 digits',
    method: 'POST',
    path: () => '/contacts',
    body: newContact({ branch: '001' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'branch',
  },
  {
    name: 'warehouse with an empty name',
    method: 'POST',
    path: () => '/warehouses',
    body: () => ({ organizationId: org(), name: '' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'name',
  },
  {
    name: 'unknown warehouse deleted',
    method: 'DELETE',
    path: () => `/warehouses/${unknownId}`,
    status: 404,
    code: 'WAREHOUSE.NOT_FOUND',
  },
  {
    name: 'member with a bad e-mail',
    method: 'POST',
    path: () => `/organizations/${org()}/members`,
    body: { email: 'x' },
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'email',
  },
  {
    name: 'Idempotency-Key with spaces',
    method: 'POST',
    path: () => '/warehouses',
    body: () => ({ organizationId: org(), name: 'w' }),
    headers: { 'idempotency-key': 'has spaces' },
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'headers.idempotency-key',
  },
  {
    name: 'body over 1 MiB',
    method: 'POST',
    path: () => '/items',
    body: newItem({ description: 'd'.repeat(1_100_000) }),
    status: 413,
    code: 'REQUEST.TOO_LARGE',
  },
  {
    name: 'NUL character in a body string',
    method: 'POST',
    path: () => '/items',
    body: newItem({ name: 'a\u0000b' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'name',
  },
  {
    name: 'NUL character in a nested body string',
    method: 'POST',
    path: () => '/journals',
    body: newJournal({
      lines: [
        { accountCode: '11110', debit: '1.00', description: 'ok' },
        { accountCode: '41110', credit: '1.00', description: '\u0000' },
      ],
    }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'lines.1.description',
  },
  {
    name: 'NUL character in a body key',
    method: 'POST',
    path: () => '/items',
    body: newItem({ 'na\u0000me': 'x' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'na\u0000me',
  },
  {
    name: 'NUL character in ?search=',
    method: 'GET',
    path: () => `/items/organization/${org()}?search=a%00b`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.search',
  },
  {
    name: 'NUL character in a path parameter',
    method: 'GET',
    path: () => `/items/${item.id}%00`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'param',
  },
  {
    name: 'document dated before the first VAT rate',
    method: 'POST',
    path: () => '/invoices',
    body: () => ({
      organizationId: org(),
      date: '1990-01-01',
      items: [{ name: 'x', quantity: '1', unit_price: '100' }],
    }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'date',
  },
  {
    name: 'journal dated 1999-12-31 (before the supported range)',
    method: 'POST',
    path: () => '/journals',
    body: newJournal({ date: '1999-12-31' }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'date',
  },
  {
    name: 'report to year 9999',
    method: 'GET',
    path: () => `/reports/trial-balance/organization/${org()}?from=2026-01-01&to=9999-12-31`,
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'query.to',
  },
  {
    name: 'year-end close of 2101',
    method: 'POST',
    path: () => '/periods/year-end-close',
    body: () => ({ organizationId: org(), fiscalYear: 2101 }),
    status: 400,
    code: 'VALIDATION.FAILED',
    detail: 'fiscalYear',
  },
  {
    name: 'unknown API path',
    method: 'GET',
    path: () => '/no-such-thing',
    headers: { accept: 'application/json' },
    status: 404,
    code: 'ROUTE.NOT_FOUND',
  },
];

describe('bad requests', () => {
  it('has at least 30 distinct cases', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBeGreaterThanOrEqual(30);
  });

  it('every date the API accepts has a VAT rate in force (no "No VAT rate in force" from input)', () => {
    expect([MIN_DATE, MAX_DATE]).toEqual(['2000-01-01', '2100-12-31']);
    expect(standardVatRate(MIN_DATE)).toBe('7.00');
    expect(standardVatRate(MAX_DATE)).toBe('7.00');
  });

  it.each(cases)('$name → $status $code', async (c) => {
    const response = await t.request(c.method, c.path(), {
      ...(c.auth === false ? {} : { token: me.token }),
      body: typeof c.body === 'function' ? (c.body as () => unknown)() : c.body,
      headers: c.headers,
    });
    expect(response.status).toBe(c.status);
    const body = await json<ErrorJson>(response);
    expect(body.error.code).toBe(c.code);
    expect(body.error.message.length).toBeGreaterThan(0);
    if (c.detail) expect(body.error.details?.map((d) => d.path)).toContain(c.detail);
  });

  it('left no half-written record behind', async () => {
    const counts = await t.db.execute<{
      users: number;
      items: number;
      contacts: number;
      warehouses: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM users) AS users,
             (SELECT count(*)::int FROM items) AS items,
             (SELECT count(*)::int FROM contacts) AS contacts,
             (SELECT count(*)::int FROM warehouses) AS warehouses`);
    // The one warehouse is the main one the organisation was given at sign-up (decision 0224).
    expect(counts.rows).toEqual([{ users: 1, items: 1, contacts: 0, warehouses: 1 }]);
  });
});
