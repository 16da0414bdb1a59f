// The inter-warehouse transfer in a real browser (issue 13 "Stock", decision 0192): an empty organisation
// receives 10 pens @ 100.00 and 10 @ 130.00 into คลัง A (through the API); on the transfers page 4 pens go to
// คลัง B; the transfer shows the average cost and value; stock on hand shows both warehouses with the total
// still reconciled to 11510, and the pen's stock card shows the transfer out of A and into B.
//   A: 10 × 100.00 + 10 × 130.00 = 2,300.00 → 20 @ 115.00
//   4 to B at 115.00 = 460.00 → A 16 = 1,840.00, B 4 = 460.00, total 2,300.00 (no journal entry)
import type { Page } from '@playwright/test';
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { apiToken } from './sales-helpers';

async function apiPost(page: Page, path: string, body: unknown): Promise<{ id: string }> {
  const token = await apiToken(page);
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), `${path} answered ${response.status()}`).toBe(201);
  return (await response.json()) as { id: string };
}

test('transfer 4 pens from A to B and see it on stock on hand and the stock card', async ({ page }) => {
  test.setTimeout(180_000);
  const orgId = await signUpToEmptyOrganization(page, `บริษัท โอนสินค้า ${Date.now()} จำกัด`);
  const supplier = await apiPost(page, '/contacts', {
    organizationId: orgId,
    contact_type: 'SUPPLIER',
    contact_name: 'บริษัท ผู้ขาย จำกัด',
  });
  const pen = await apiPost(page, '/items', {
    organizationId: orgId,
    type: 'PRODUCT',
    code: 'PEN',
    name: 'ปากกา',
  });
  const a = await apiPost(page, '/warehouses', { organizationId: orgId, name: 'คลัง A' });
  await apiPost(page, '/warehouses', { organizationId: orgId, name: 'คลัง B' });
  for (const price of ['100', '130']) {
    await apiPost(page, '/purchases', {
      organizationId: orgId,
      contactId: supplier.id,
      warehouseId: a.id,
      date: '2026-03-10',
      items: [{ item_id: pen.id, name: 'ปากกา', quantity: '10', sale_price: price }],
    });
  }

  await page.goto(`/${orgId}/inter-warehouse-transfer`);
  // The screen's chunk loads on first use: generous on a loaded machine.
  await expect(page.getByRole('heading', { name: 'โอนย้ายระหว่างคลัง', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'สร้างใบโอน' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/inter-warehouse-transfer/new$`));
  await expect(page.getByRole('heading', { name: 'ใบโอนสินค้าระหว่างคลังใหม่', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'จากคลัง' }).click();
  await page.getByRole('option', { name: 'คลัง A' }).click();
  await page.getByRole('combobox', { name: 'ไปยังคลัง' }).click();
  await page.getByRole('option', { name: 'คลัง B' }).click();
  await page.getByRole('combobox', { name: 'สินค้า 1' }).click();
  await page.getByRole('option', { name: 'PEN · ปากกา' }).click();
  await page.getByRole('textbox', { name: 'จำนวน 1' }).fill('4');
  await page.getByRole('button', { name: 'บันทึกการโอน' }).click();

  await expect(page.getByRole('heading', { name: /^TF\d{8}0001$/, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await expect(page.getByRole('cell', { name: '115.00' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '460.00' })).toBeVisible();
  await screenshot(page, 'stock-transfer');

  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  await page.goto(`/${orgId}/reports/inventory?from=2026-01-01&to=${today}`);
  const onHand = page.getByRole('table', { name: 'สินค้าคงเหลือ' });
  await expect(onHand.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  const rows = await onHand.locator('tbody tr').allInnerTexts();
  expect(rows[0]).toContain('คลัง A');
  expect(rows[0]).toContain('1,840.00');
  expect(rows[1]).toContain('คลัง B');
  expect(rows[1]).toContain('460.00');
  await expect(page.getByText('ตรงกับสมุดบัญชี (11510): 2,300.00')).toBeVisible();

  await onHand.getByRole('link', { name: 'คลัง B' }).click();
  await expect(page).toHaveURL(/reports\/stock-card\?/);
  const card = page.getByRole('table', { name: 'บัญชีคุมสินค้า (สต็อกการ์ด)' });
  await expect(card.locator('tbody tr')).toHaveCount(4, { timeout: 30_000 });
  const moves = await card.locator('tbody tr').allInnerTexts();
  const out = moves.find((row) => row.includes('โอนออก'));
  const arrived = moves.find((row) => row.includes('โอนเข้า'));
  expect(out).toContain(number);
  expect(out).toContain('1,840.00');
  expect(arrived).toContain(number);
  expect(arrived).toContain('460.00');
  await screenshot(page, 'stock-transfer-card');
});
