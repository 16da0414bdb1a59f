// The demo organisation passes the books check (issue 24 "The mechanism", decision 0238): seeded into a fresh
// database through the same services main.ts uses at start-up, then every reconciliation of its reports is read
// back through the API as the demo user.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../test-helpers/index.ts';
import { expectBooksReconcile, type BooksScope } from '../test-helpers/books.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
let scope: BooksScope;

beforeAll(async () => {
  t = await createTestApp();
  const seed = await seedDemo(t.db, { today: '2026-11-21' });
  const login = await t.request('POST', '/auth/login', {
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  scope = { organizationId: seed.organizationId, token: (await json<{ token: string }>(login)).token };
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the demo organisation', () => {
  it('passes the books check', async () => {
    await expectBooksReconcile(t, scope);
  }, 120_000);
});
