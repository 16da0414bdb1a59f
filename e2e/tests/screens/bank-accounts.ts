// The organisation settings' bank accounts (decision 0244): a bank account added from its form; answers the
// ledger account the app gave it (the table's column).
import { expect, type Page } from '@playwright/test';

export async function createBankAccount(
  page: Page,
  orgId: string,
  account: { bank: string; number: string },
): Promise<string> {
  await page.goto(`/${orgId}/settings`);
  const form = page.getByRole('form', { name: 'เพิ่มบัญชีธนาคาร' });
  await form.getByRole('combobox', { name: /^ธนาคาร/ }).click({ timeout: 30_000 });
  await page.getByRole('option', { name: account.bank, exact: true }).click();
  await form.getByRole('textbox', { name: 'เลขที่บัญชี' }).fill(account.number);
  await form.getByRole('button', { name: 'เพิ่มบัญชีธนาคาร' }).click();
  const row = page
    .getByRole('table', { name: 'บัญชีธนาคาร' })
    .getByRole('row')
    .filter({ hasText: account.number });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('cell').allInnerTexts();
  const code = (cells[3] ?? '').trim();
  expect(code).toMatch(/^\d{5}/);
  return code;
}
