// Money invariants on screen (issue #9): a line discount larger than its line is refused by the server, and
// the editor says why at the discount field, in Thai, and keeps the unsaved document. Nothing is stored.
import { expect, screenshot, signInToDemo, test } from './fixtures';

test('a discount larger than its line is refused at the field, in Thai, and nothing is saved', async ({
  page,
}) => {
  const orgId = await signInToDemo(page);
  await page.goto(`/${orgId}/invoices/new`);
  await page.getByTestId('line-name-0').fill('งานติดตั้ง');
  await page.getByTestId('line-quantity-0').fill('1');
  await page.getByTestId('line-price-0').fill('100');
  await page.getByTestId('toggle-item-discount').click();
  await page.getByTestId('line-discount-amount-0').fill('500');

  await page.getByTestId('save-document').click();
  // 1 × 100.00 less 500.00 would be −400.00 (grand total −428.00 before issue #9).
  await expect(page.getByText('ส่วนลดมากกว่ายอดรวมของรายการ 100.00').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/new$`));
  await expect(page.getByTestId('line-discount-amount-0')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'money-01-discount-refused');
});
