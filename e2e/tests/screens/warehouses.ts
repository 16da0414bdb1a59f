// The warehouse screen (decision 0244): a new warehouse by its name (and code), from the "add" dialog.
import { expect, type Page } from '@playwright/test';

export async function createWarehouse(page: Page, orgId: string, name: string, code?: string): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith(`/${orgId}/warehouse`)) await page.goto(`/${orgId}/warehouse`);
  await page.getByRole('button', { name: 'เพิ่มคลังสินค้า' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(name);
  if (code) await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}
