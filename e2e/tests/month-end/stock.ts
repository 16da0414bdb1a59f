// Step 5 of the month: 5 bags of coffee moved from WH01 to the branch's WH02, and the branch's count finding one
// bag short.
//   WH01 after the receiving: 20 × 450.00 = 9,000.00
//   Transfer (20-10-2569): 5 × 450.00 = 2,250.00 → WH01 15 = 6,750.00, WH02 5 = 2,250.00 (no journal entry)
//   Count of WH02 (31-10-2569): 4 counted of 5 → 1 short × 450.00 = 450.00 (Dr 51116 · Cr 11510)
//   Stock on hand at the month end: WH01 15 = 6,750.00, WH02 4 = 1,800.00, total 8,550.00 = 11510
//   (9,000.00 − 450.00).
import { expect, type Page } from '@playwright/test';
import { screenshot } from '../fixtures';
import { BRANCH_WAREHOUSE, COFFEE } from './setup';
import { choose, day, MONTH, toast, typeDate } from './ui';

const coffeeOption = `${COFFEE.code} · ${COFFEE.name}`;

export async function moveAndCountStock(page: Page, orgId: string): Promise<void> {
  await page.goto(`/${orgId}/inter-warehouse-transfer`);
  await expect(page.getByRole('heading', { name: 'โอนย้ายระหว่างคลัง', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'สร้างใบโอน' }).click();
  await expect(page.getByRole('heading', { name: 'ใบโอนสินค้าระหว่างคลังใหม่', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await typeDate(page.getByRole('textbox', { name: 'วันที่' }), day(20));
  await choose(page, 'จากคลัง', 'WH01 · คลังสินค้าหลัก');
  await choose(page, 'ไปยังคลัง', `${BRANCH_WAREHOUSE.code} · ${BRANCH_WAREHOUSE.name}`);
  await choose(page, 'สินค้า 1', coffeeOption);
  await page.getByRole('textbox', { name: 'จำนวน 1' }).fill('5');
  await page.getByRole('button', { name: 'บันทึกการโอน' }).click();
  await expect(page.getByRole('heading', { name: /^TF\d{8}0001$/, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('cell', { name: '450.00', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '2,250.00', exact: true })).toBeVisible();
  await screenshot(page, 'month-end-07-transfer');

  // ---------------------------------------------------------------- the branch's count
  await page.goto(`/${orgId}/warehouse`);
  await page.getByRole('link', { name: 'ตรวจนับและปรับปรุงสินค้า' }).click();
  await page.getByRole('button', { name: 'ตรวจนับใหม่' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('combobox', { name: 'คลังสินค้า' }).click();
  await page.getByRole('option', { name: BRANCH_WAREHOUSE.name, exact: true }).click();
  await typeDate(modal.getByRole('textbox', { name: 'วันที่' }), day(31));
  await modal.getByRole('combobox', { name: 'เพิ่มสินค้า' }).click();
  await page.getByRole('option', { name: coffeeOption, exact: true }).click();
  await modal.getByRole('textbox', { name: `จำนวน ${coffeeOption}` }).fill('4');
  await expect(modal.getByTestId('count-difference-0')).toContainText('-1');
  await modal.getByRole('button', { name: 'บันทึกการตรวจนับ' }).click();
  await expect(toast(page, /บันทึกการตรวจนับ .+ แล้ว/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: BRANCH_WAREHOUSE.name })).toContainText('450.00');

  // ---------------------------------------------------------------- stock on hand agrees with 11510
  await page.goto(`/${orgId}/reports/inventory?from=${MONTH}-01&to=${MONTH}-31`);
  const onHand = page.getByRole('table', { name: 'สินค้าคงเหลือ' });
  await expect(onHand.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  const rows = await onHand.locator('tbody tr').allInnerTexts();
  expect(rows.find((r) => r.includes('คลังสินค้าหลัก'))).toContain('6,750.00'); // 15 × 450.00
  expect(rows.find((r) => r.includes(BRANCH_WAREHOUSE.name))).toContain('1,800.00'); // 4 × 450.00
  await expect(page.getByText('ตรงกับสมุดบัญชี (11510): 8,550.00')).toBeVisible();
  await screenshot(page, 'month-end-08-stock-on-hand');
}
