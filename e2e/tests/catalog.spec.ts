// Contacts and products: create with validation, find by search (150 ms debounce, server-side), edit,
// delete with confirmation; warehouses create. Toasts confirm each save.
import { expect, screenshot, signInToDemo, test } from './fixtures';

test('create a contact (tax id checksum checked), find it by search, edit and delete it', async ({
  page,
}) => {
  const orgId = await signInToDemo(page);
  const unique = `ร้านทดสอบ ${Date.now()}`;
  await page.getByTestId('rail-contacts').click();
  await expect(page.getByRole('heading', { name: 'ผู้ติดต่อ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 6 รายการ'); // 4 clients, 2 suppliers
  await screenshot(page, '10-contacts');

  // The client/supplier filter asks the server again.
  const filter = page.getByRole('radiogroup', { name: 'ประเภทผู้ติดต่อ' });
  await filter.getByText('ผู้จำหน่าย').click();
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 2 รายการ');
  await filter.getByText('ทั้งหมด').click();

  await page.getByRole('link', { name: 'เพิ่มผู้ติดต่อ' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/contacts/new$`));
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0); // no sidebar
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('จำเป็นต้องกรอก')).toBeVisible();

  await page.getByLabel('ชื่อ (ภาษาไทย)').fill(unique);
  await page.getByLabel('ชื่อ (ภาษาอังกฤษ)').fill('Test Shop');
  await page.getByLabel('เลขประจำตัวผู้เสียภาษี').fill('1234567890123'); // wrong check digit
  await page.getByLabel('สาขา', { exact: true }).fill('00000');
  await page.getByLabel('อีเมล').fill('shop@example.test');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เลขประจำตัวผู้เสียภาษีต้องมี 13 หลักและเลขตรวจสอบถูกต้อง')).toBeVisible();
  await screenshot(page, '11-contact-form-error');

  // 0-1055-58000-01-4 is the demo organisation's valid id; use another valid one: 3-1001-01234-56-6.
  await page.getByLabel('เลขประจำตัวผู้เสียภาษี').fill('3100101234566');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/contacts$`));
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: unique });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 7 รายการ');

  await page.getByRole('searchbox').fill('ร้านทดสอบ');
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 1 รายการ');
  await expect(page.getByRole('link', { name: unique, exact: true })).toBeVisible();
  await screenshot(page, '12-contacts-search');

  await page.getByRole('link', { name: unique, exact: true }).click();
  await expect(page.getByLabel('ชื่อ (ภาษาไทย)')).toHaveValue(unique);
  await page.getByLabel('เครดิต (วัน)').fill('45');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/contacts$`));
  await page.getByRole('searchbox').fill(unique);
  await expect(page.getByRole('row', { name: new RegExp(unique) })).toContainText('45');

  await page.getByRole('button', { name: `ลบ ${unique}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`ลบ ${unique} ใช่หรือไม่?`);
  await page.getByRole('dialog').getByRole('button', { name: 'ลบ' }).click();
  await expect(page.getByText(`ลบผู้ติดต่อ “${unique}” แล้ว`)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 0 รายการ');
});

test('create a product, find it by search, edit its price; create a warehouse', async ({ page }) => {
  const orgId = await signInToDemo(page);
  const code = `E2E${Date.now() % 100000}`;
  await page.goto(`/${orgId}/products`);
  await expect(page.getByRole('heading', { name: 'สินค้าและบริการ', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'SV003' })).toBeVisible();
  await screenshot(page, '13-products');

  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText('จำเป็นต้องกรอก')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill(code);
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('ชาเขียวมัทฉะ 100 กรัม');
  await dialog.getByRole('combobox', { name: 'หน่วย' }).click();
  await page.getByRole('option', { name: 'ถุง' }).click();
  await dialog.getByRole('textbox', { name: 'ราคาขาย' }).fill('12,50');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText(/กรุณากรอกจำนวนเงิน/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'ราคาขาย' }).fill('1250.5');
  await dialog.getByRole('textbox', { name: 'ราคาซื้อ' }).fill('800');
  await screenshot(page, '14-product-form');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'ชาเขียวมัทฉะ' })).toBeVisible();

  await page.getByRole('searchbox').fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1,250.50'); // money shown with two decimals
  await expect(row).toContainText('ถุง');
  await expect(page.getByTestId('list-total')).toHaveText('ทั้งหมด 1 รายการ');

  await row.getByRole('button', { name: /แก้ไข/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'ราคาขาย' })).toHaveValue('1,250.50');
  await dialog.getByRole('textbox', { name: 'ราคาขาย' }).fill('1300');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(row).toContainText('1,300.00');

  await page.goto(`/${orgId}/warehouse`);
  await page.getByRole('button', { name: 'เพิ่มคลังสินค้า' }).click();
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('คลังสาขาเชียงใหม่');
  await dialog.getByRole('textbox', { name: 'รหัส', exact: true }).fill('WH-CM');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('cell', { name: 'คลังสาขาเชียงใหม่', exact: true })).toBeVisible();
  await screenshot(page, '15-warehouses');
});
