// Sign-in, the session and sign-out (spec §2, §6; issue 4 e2e list).
import { demo, expect, fillSignIn, screenshot, signInToDemo, test } from './fixtures';

test('sign-in shows validation messages and a clear failure message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await screenshot(page, '01-login');

  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByText('จำเป็นต้องกรอก')).toHaveCount(2);

  await page.getByLabel('อีเมล').fill('not-an-email');
  await page.getByLabel('รหัสผ่าน').fill('x');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeVisible();

  await fillSignIn(page, 'wrong-password-123');
  await expect(page.getByTestId('login-error')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, '02-login-failed');
});

test('sign-in with one organisation opens its dashboard, keeps no token in storage (refresh token in an HttpOnly cookie); home shows it', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await fillSignIn(page);
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/dashboard$/);
  await expect(page.getByTestId('dashboard-organization')).toHaveText('บริษัท บัญชีดี จำกัด');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'องค์กรของคุณ' })).toBeVisible();
  await expect(page.getByRole('link', { name: /บริษัท บัญชีดี จำกัด/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'สร้างองค์กร' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'สมัครใช้งาน' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    keys: [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort(),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
    cookie: document.cookie,
  }));
  expect(stored.keys.filter((key) => /token/i.test(key))).toEqual([]);
  expect(stored.user?.email).toBe(demo.email);
  expect(stored.cookie).not.toContain('banchee_refresh'); // HttpOnly: invisible to scripts
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'banchee_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
  expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
  await screenshot(page, '03-home');
});

test('a deep link while signed out goes to /login and back after sign-in', async ({ page }) => {
  const orgId = await signInToDemo(page);
  await page.evaluate(() => localStorage.clear());

  await page.goto(`/${orgId}/contacts`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2F${orgId}%2Fcontacts$`));
  await fillSignIn(page);
  await expect(page).toHaveURL(new RegExp(`/${orgId}/contacts$`));
  await expect(page.getByRole('heading', { name: 'ผู้ติดต่อ', level: 1 })).toBeVisible();
});

test('a reload restores the session through one cookie refresh', async ({ page }) => {
  const orgId = await signInToDemo(page);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
  });
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/dashboard$`));
  await expect(page.getByTestId('dashboard-organization')).toHaveText('บริษัท บัญชีดี จำกัด');
  expect(refreshes).toEqual([200]);
});

test('a 401 on a call is refreshed once and the call retried', async ({ page }) => {
  // The first products call after sign-in (the dashboard's count) answers 401 as an expired access token
  // would; the refresh cookie is still good, so the app refreshes once and retries the call.
  let refused = false;
  await page.route('**/items/organization/**', async (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'AUTH.INVALID_TOKEN', message: 'expired' } }),
    });
  });
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
  });
  const orgId = await signInToDemo(page);
  await expect.poll(() => refused).toBe(true);
  await expect.poll(() => refreshes).toEqual([200]);
  await page.locator(`a[href="/${orgId}/products"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/products`));
  await expect(page.getByRole('cell', { name: 'SV003' })).toBeVisible();
  expect(refreshes).toEqual([200]);
});

test('a failed refresh logs out and goes to /login', async ({ page, context }) => {
  const orgId = await signInToDemo(page);
  // The refresh cookie is gone (expired or revoked): the reload cannot restore the session.
  await context.clearCookies();
  await page.goto(`/${orgId}/contacts`);
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('the profile menu shows the user, closes on an outside click, and Disconnect logs out', async ({
  page,
  context,
}) => {
  await signInToDemo(page);
  await page.getByTestId('profile-button').click();
  const menu = page.getByTestId('profile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(demo.email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'ดูโปรไฟล์' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'ออกจากระบบ' })).toBeVisible();
  await screenshot(page, '05-profile-menu');

  await page.mouse.click(700, 400); // outside the menu
  await expect(menu).toBeHidden();

  await page.getByTestId('profile-button').click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() =>
    ['token', 'user', 'organizationId'].map((key) => localStorage.getItem(key)),
  );
  expect(left).toEqual([null, null, null]);
  expect((await context.cookies()).filter((c) => c.name === 'banchee_refresh')).toEqual([]);
});
