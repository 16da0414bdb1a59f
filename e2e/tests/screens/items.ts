// The product form of /products as a bookkeeper fills it (decision 0244): a stock product or a service with
// its code and name (prices are typed on each document).
import { expect, type Page } from '@playwright/test';

export interface ItemInput {
  type: 'PRODUCT' | 'SERVICE';
  code: string;
  name: string;
}

export async function createItem(page: Page, orgId: string, item: ItemInput): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith(`/${orgId}/products`)) await page.goto(`/${orgId}/products`);
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  if (item.type === 'SERVICE') await dialog.getByText('บริการ', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill(item.code);
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(item.name);
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: item.code, exact: true })).toBeVisible();
}
