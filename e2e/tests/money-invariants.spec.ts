// Money invariants on screen (issue #9): a line discount larger than its line is flagged at the field as it is
// typed, refused by the server on save, and the editor says why in Thai and keeps the unsaved document.
import { expect, screenshot, signInToDemo, test } from './fixtures';
import { apiGet, pickOption } from './sales-helpers';

test('a discount larger than its line is refused at the field, in Thai, and nothing is saved', async ({
  page,
}) => {
  const orgId = await signInToDemo(page);
  const invoices = async () =>
    (await apiGet(page, `/invoices/organization/${orgId}`)).pagination as { total: number };
  const before = (await invoices()).total;
  await page.goto(`/${orgId}/invoices/new`);
  // A customer with every tax-invoice particular, so the only refusal is the discount's.
  await pickOption(page, page.getByTestId('contact-picker'), 'สยาม', /บริษัท สยามค้าปลีก จำกัด/);
  await page.getByTestId('line-name-0').fill('งานติดตั้ง');
  await page.getByTestId('line-quantity-0').fill('1');
  await page.getByTestId('line-price-0').fill('100');
  await page.getByTestId('toggle-item-discount').click();
  await page.getByTestId('line-discount-amount-0').fill('500');
  // Said as the person types (the domain's validator, as the server runs it)…
  await expect(page.getByTestId('line-discount-amount-0')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('ส่วนลดมากกว่ายอดรวมของรายการ 100.00')).toBeVisible();

  // …and refused by the server on save, which the editor says in the notification too.
  await page.getByTestId('save-document').click();
  // 1 × 100.00 less 500.00 would be −400.00 (grand total −428.00 before issue #9).
  await expect(page.getByText('บันทึกเอกสารไม่สำเร็จ')).toBeVisible();
  await expect(page.getByText('ส่วนลดมากกว่ายอดรวมของรายการ 100.00')).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/new$`));
  expect((await invoices()).total).toBe(before);
  await screenshot(page, 'money-01-discount-refused');
});
