// Shared pieces of the end-to-end specs: the server's address and demo credentials (from global set-up),
// signing in through the real form, and screenshots saved under e2e/screenshots/.
import { expect, test as base, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKS_CHECKS, type BooksCheck } from '../../apps/api/src/test-helpers/books.ts';
import { checkedPages, expectBooksReconcile } from './books';
import { sessionToken } from './sales-helpers';

export const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

export const demo = {
  get email(): string {
    return required('E2E_DEMO_EMAIL');
  },
  get password(): string {
    return required('E2E_DEMO_PASSWORD');
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the specs through playwright.config.ts (global set-up)`);
  return value;
}

/** The organisation a test signed into, and whether it is the shared demo one. */
const signedInto = new WeakMap<Page, { orgId: string; demo: boolean }>();

/** The first day of this month in Bangkok (the demo's tests write today's documents). */
function thisMonthStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  return `${today.slice(0, 7)}-01`;
}

export const test = base.extend<{ booksCheck: undefined }>({
  // eslint-disable-next-line no-empty-pattern -- a Playwright fixture with no dependencies
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  // The books check after every test that signed into an organisation and wrote (issue 24, decision 0238),
  // unless the test ran it itself: every reconciliation the reports compute holds. The shared demo
  // organisation is read from this month, where its tests write; a new organisation whole.
  booksCheck: [
    async ({ page }, use, testInfo) => {
      // Whether the screens wrote anything (a request other than GET, signing in and out left aside).
      let wrote = false;
      page.on('request', (request) => {
        if (request.method() !== 'GET' && !new URL(request.url()).pathname.startsWith('/auth/')) wrote = true;
      });
      await use(undefined);
      const signed = signedInto.get(page);
      if (!signed || !wrote || testInfo.status !== testInfo.expectedStatus) return;
      // A test that ended signed out (the sign-out specs) writes nothing after it, and nothing can be read back.
      if (checkedPages.has(page) || (await sessionToken(page)) === null) return;
      // A test that knows a check cannot hold says so with an annotation of type `books-skip` whose description
      // is "<check>: <the defect, with its figures>".
      const skip = testInfo.annotations
        .filter((a) => a.type === 'books-skip')
        .map((a) => (a.description ?? '').split(':')[0]?.trim());
      await expectBooksReconcile(page, signed.orgId, {
        ...(signed.demo ? { from: thisMonthStart() } : {}),
        skip: skip.filter((check): check is BooksCheck => BOOKS_CHECKS.some((known) => known === check)),
      });
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the sign-in form. The page must be on /login (possibly with ?next=). */
export async function fillSignIn(page: Page, password = demo.password): Promise<void> {
  await page.getByLabel('อีเมล').fill(demo.email);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** The organisation id of a /{orgId}/dashboard URL. */
function dashboardOrgId(page: Page): string {
  const orgId = new URL(page.url()).pathname.split('/')[1];
  if (!orgId) throw new Error('No organisation id in the URL');
  return orgId;
}

/** Signs in as the demo user, who has one organisation: the sign-in opens its dashboard. Returns its id. */
export async function signInToDemo(page: Page): Promise<string> {
  await page.goto('/login');
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/dashboard$/);
  const orgId = dashboardOrgId(page);
  signedInto.set(page, { orgId, demo: true });
  return orgId;
}

/**
 * Signs up a new user with an empty organisation of its own on the sign-up screen (for specs whose figures must
 * be exact, which the demo organisation's year of documents would change): it opens its dashboard. Returns its id.
 */
export async function signUpToEmptyOrganization(page: Page, name: string): Promise<string> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // An address of its own per sign-up (global-setup trusts X-Forwarded-For): the throttle counts per address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });
  // The sign-up form, as a new user fills it.
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('ทดสอบ');
  await page.getByLabel('นามสกุล').fill('บัญชี');
  await page.getByLabel('อีเมล').fill(`books.${stamp}@example.test`);
  await page.getByLabel('รหัสผ่าน').fill('a-long-password');
  await page.getByLabel('ชื่อองค์กร').fill(name);
  await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/dashboard$/, { timeout: 30_000 });
  const orgId = dashboardOrgId(page);
  signedInto.set(page, { orgId, demo: false });
  return orgId;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Let fonts and transitions settle so the picture shows the finished screen.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}
