// Language switch (kept per user), Buddhist Era dates, toasts (top-centre, close on click and after 5 s,
// Alt+T focuses them) and the sign-in page's initial JavaScript budget.
import { join } from 'node:path';
import { LOGIN_JS_LIMIT_BYTES, measureLoginBundle } from '../scripts/measure-login-bundle';
import { expect, screenshot, signInToDemo, test } from './fixtures';

test('switching to English is kept across reloads; BE dates add 543 years', async ({ page }) => {
  const orgId = await signInToDemo(page);
  await page.getByRole('radiogroup', { name: 'ภาษา' }).first().getByText('EN').click();
  await expect(page.getByRole('heading', { name: 'Banchee Demo Co., Ltd.' })).toBeVisible();
  await expect(page.getByTestId('rail-sell')).toContainText('Sell');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByTestId('rail-accounting')).toContainText('Accounting');

  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date())
      .replaceAll('/', '-'),
  );
  await expect(page.getByText(`Today ${today}`)).toBeVisible();
  await page.getByTestId('profile-button').click();
  await page.getByText('Buddhist Era (BE)').click();
  await page.keyboard.press('Escape');
  const [dd, mm, yyyy] = today.split('-');
  await expect(page.getByText(`Today ${dd}-${mm}-${Number(yyyy) + 543}`)).toBeVisible();
  await screenshot(page, '16-dashboard-english-be');

  await page.goto(`/${orgId}/contacts`);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await screenshot(page, '17-contacts-english');

  // Back to CE and Thai for the other specs: the era first, because switching the language re-renders the open
  // profile menu under the pointer.
  await page.getByTestId('profile-button').click();
  await page.getByText('Christian Era (CE)').click();
  await page.getByText('ไทย', { exact: true }).last().click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rail-contacts')).toContainText('ผู้ติดต่อ');
});

test('a toast appears top-centre, closes on click, and closes by itself after 5 seconds', async ({
  page,
}) => {
  const orgId = await signInToDemo(page);
  const save = async (name: string) => {
    await page.goto(`/${orgId}/warehouse`);
    await page.getByRole('button', { name: 'เพิ่มคลังสินค้า' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'บันทึก' }).click();
    return page.locator('[data-sonner-toast]').filter({ hasText: name });
  };

  const first = await save(`คลังทดสอบ A ${Date.now()}`);
  await expect(first).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  await expect(first).toHaveAttribute('data-type', 'success');
  await screenshot(page, '18-toast');
  await first.click();
  await expect(first).toHaveCount(0);

  const second = await save(`คลังทดสอบ B ${Date.now()}`);
  await expect(second).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(second).toHaveCount(0, { timeout: 8000 }); // auto-close after 5 s
});

test('the sign-in page loads under 250 KB of gzipped JavaScript and no route chunk', async ({ page }) => {
  const { files, totalBytes } = measureLoginBundle(
    join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist'),
  );
  console.log(`Sign-in page initial JS: ${(totalBytes / 1024).toFixed(1)} KB gzipped`);
  expect(totalBytes).toBeLessThan(LOGIN_JS_LIMIT_BYTES);

  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  const expected = new Set(files.map((f) => f.file));
  expect(loaded.filter((file) => !expected.has(file))).toEqual([]);
});
