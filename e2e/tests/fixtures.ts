// Shared pieces of the end-to-end specs: the server's address and demo credentials (from global set-up),
// signing in through the real form, and screenshots saved under e2e/screenshots/.
import { expect, test as base, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- a Playwright fixture with no dependencies
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
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
  return dashboardOrgId(page);
}

/**
 * Signs up a new user with an empty organisation of its own (for specs whose figures must be exact, which the
 * demo organisation's year of documents would change) and opens its dashboard. Returns its id.
 */
export async function signUpToEmptyOrganization(page: Page, name: string): Promise<string> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // eslint-disable-next-line no-restricted-syntax -- signing up is the one write e2e makes through the API (decision 0244)
  const response = await page.request.post('/auth/register', {
    // An address of its own per sign-up (global-setup trusts X-Forwarded-For): the throttle counts per address.
    headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
    data: {
      first_name: 'ทดสอบ',
      last_name: 'บัญชี',
      email: `books.${stamp}@example.test`,
      password: 'a-long-password',
      organization: { name },
    },
  });
  expect(response.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('อีเมล').fill(`books.${stamp}@example.test`);
  await page.getByLabel('รหัสผ่าน').fill('a-long-password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/dashboard$/);
  return dashboardOrgId(page);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Let fonts and transitions settle so the picture shows the finished screen.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}
