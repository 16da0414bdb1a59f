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
    await expectBooksReconcile(t, scope, {
      skip: [
        // books check: fails until issue 24 item 7 (the sales report leaves out the receipts that are the tax
        // invoices of service sales: sales report 201,560.00 vs 41xxx 280,510.00)
        'salesReport',
        // books check: fails until issue 24 item 4 (the desk and the worksheet read the accumulated 27111 of
        // months never VAT-closed: 2026-01 box 5 1,163.40 vs 27111 1,978.90 and desk 1,978.90 vs box 11
        // 1,163.40 … 2026-11 box 5 590.80 vs 27111 19,374.25 and desk 19,374.25 vs box 11 590.80)
        'pp30Worksheet',
        'pp30Desk',
      ],
    });
  }, 120_000);
});
