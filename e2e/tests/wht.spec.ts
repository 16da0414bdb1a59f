// The withholding-tax certificate in a real browser: a new 50 ทวิ for a typed-in payee shows the domain's live
// figures (1,234.50 × 3% = 37.035 → 37.04), is saved with its WHT number, issued, and printed (the server
// answers the print with a PDF). The received-WHT tracker opens and says plainly when no customer withheld tax.
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';

test('make, issue and print a 50 ทวิ; the received-WHT tracker is reachable', async ({ page }) => {
  test.slow();
  const orgId = await signUpToEmptyOrganization(page, `บริษัท หักภาษี ${Date.now()} จำกัด`);

  await page.goto(`/${orgId}/wth`);
  await expect(page.getByRole('heading', { name: 'หนังสือรับรองการหักภาษี ณ ที่จ่าย', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'สร้างหนังสือรับรอง' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/wth/new$`));

  await page.getByRole('textbox', { name: 'ชื่อผู้ถูกหักภาษี' }).fill('นายสมชาย ใจดี');
  await page.getByRole('textbox', { name: 'จำนวนเงินที่จ่าย 1' }).fill('1,234.50');
  await page.getByRole('textbox', { name: 'ระบุ 1' }).fill('ค่าบริการ');
  await expect(page.getByTestId('wth-total-tax')).toHaveText('37.04');
  await expect(page.getByTestId('wth-total-text')).toHaveText('(สามสิบเจ็ดบาทสี่สตางค์)');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/wth/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/WHT\d{12}/);

  await page.getByRole('button', { name: 'ออกหนังสือรับรอง' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('ออกแล้ว');
  await screenshot(page, 'wht-certificate');

  const [pdf] = await Promise.all([
    page.waitForResponse((response) => /\/wth\/[0-9a-f-]+\/pdf/.test(response.url())),
    page.getByRole('button', { name: 'พิมพ์ 50 ทวิ' }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The PDF's text and picture are checked in apps/api (wth.test.ts, wht-certificate-pdf.test.ts).

  await page.goto(`/${orgId}/reports/received-withholding-tax`);
  await expect(page.getByRole('heading', { name: 'หนังสือรับรองการหักภาษี ณ ที่จ่ายที่ได้รับ', level: 1 })).toBeVisible();
  await expect(page.getByText('ไม่มีลูกค้าหักภาษี ณ ที่จ่ายในช่วงนี้')).toBeVisible();
});
