// Step 1 of the month: the suppliers, the coffee the company buys and the second warehouse, on their screens.
import { expect, type Page } from '@playwright/test';
import { screenshot } from '../fixtures';
import { toast } from './ui';

export const COFFEE_SUPPLIER = { name: 'บริษัท กาแฟดี จำกัด', taxId: '0105552029681' };
// 0-1055-53001-23-3: the check digit of 010555300123 is 3 (mod 11, packages/domain thai/tax-id.ts).
export const COMPUTER_SUPPLIER = { name: 'บริษัท คอมพิวเตอร์ไทย จำกัด', taxId: '0105553001233' };
// A service bought from abroad: a foreign company with no Thai tax id (ภ.พ.36).
// A designer paid as a person (PND3): 3-1017-00123-45-2 (the check digit of 310170012345 is 2).
export const FREELANCER = { name: 'นายออกแบบ สวยงาม', taxId: '3101700123452' };
export const FOREIGN_SUPPLIER = { name: 'Cloud Services Pte. Ltd.' };
export const COFFEE = { code: 'COFFEE', name: 'กาแฟคั่วบด 1 กก.' };
export const BRANCH_WAREHOUSE = { code: 'WH02', name: 'คลังสาขาเชียงใหม่' };

async function newSupplier(page: Page, orgId: string, name: string, taxId?: string): Promise<void> {
  await page.goto(`/${orgId}/contacts/new`);
  await expect(page.getByLabel('ชื่อ (ภาษาไทย)')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radiogroup', { name: 'ประเภทผู้ติดต่อ' }).getByText('ผู้จำหน่าย').click();
  await page.getByLabel('ชื่อ (ภาษาไทย)').fill(name);
  if (taxId) {
    await page.getByLabel('เลขประจำตัวผู้เสียภาษี').fill(taxId);
    await page.getByLabel('สาขา', { exact: true }).fill('00000');
  }
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/contacts$`));
  await expect(toast(page, name)).toBeVisible();
}

export async function setUpCatalogue(page: Page, orgId: string): Promise<void> {
  await newSupplier(page, orgId, COFFEE_SUPPLIER.name, COFFEE_SUPPLIER.taxId);
  await newSupplier(page, orgId, COMPUTER_SUPPLIER.name, COMPUTER_SUPPLIER.taxId);
  await newSupplier(page, orgId, FOREIGN_SUPPLIER.name);
  await newSupplier(page, orgId, FREELANCER.name, FREELANCER.taxId);
  await page.getByRole('radiogroup', { name: 'ประเภทผู้ติดต่อ' }).getByText('ผู้จำหน่าย').click();
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 4 รายการ');

  // The coffee: a stock product bought at 450.00 a bag.
  await page.goto(`/${orgId}/products`);
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill(COFFEE.code);
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(COFFEE.name);
  await dialog.getByRole('combobox', { name: 'หน่วย' }).click();
  await page.getByRole('option', { name: 'ถุง' }).click();
  await dialog.getByRole('textbox', { name: 'ราคาขาย' }).fill('650');
  await dialog.getByRole('textbox', { name: 'ราคาซื้อ' }).fill('450');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(COFFEE.code) })).toContainText('650.00'); // the list shows the sale price

  // The new organisation's own warehouse is there already (WH01 คลังสินค้าหลัก); the branch's is added here.
  await page.goto(`/${orgId}/warehouse`);
  await expect(page.getByRole('cell', { name: 'คลังสินค้าหลัก', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'เพิ่มคลังสินค้า' }).click();
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(BRANCH_WAREHOUSE.name);
  await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill(BRANCH_WAREHOUSE.code);
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('cell', { name: BRANCH_WAREHOUSE.name, exact: true })).toBeVisible();
  await screenshot(page, 'month-end-01-warehouses');
}
