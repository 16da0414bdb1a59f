// Stock in a real browser (issue 13 "Stock"): an empty organisation receives 10 pens at 20.00 into its warehouse
// and sells 3 on an invoice (through the API); the Inventory report of the menu shows 7 pens worth 140.00 and
// agrees with 11510, and its row leads to the pen's stock card with both moves and the running balance.
//   In:  10 × 20.00 = 200.00          → 10 pens, 200.00
//   Out:  3 × 20.00 (average) = 60.00 →  7 pens, 140.00 (COGS 60.00 Dr 51118 · Cr 11510)
// The inter-warehouse transfer has its own flow: stock-transfer.spec.ts. The books check closes the test.
import type { Page } from '@playwright/test';
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
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

test('goods received and sold: stock on hand reconciled to 11510 and the stock card', async ({ page }) => {
  const orgId = await signUpToEmptyOrganization(page, `บริษัท สต็อก ${Date.now()} จำกัด`);
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
  const warehouse = await apiPost(page, '/warehouses', { organizationId: orgId, name: 'คลังหลัก' });
  const line = (quantity: string, price: string) => ({
    item_id: pen.id,
    name: 'ปากกา',
    quantity,
    sale_price: price,
  });
  await apiPost(page, '/purchases', {
    organizationId: orgId,
    contactId: supplier.id,
    warehouseId: warehouse.id,
    date: '2026-03-10',
    items: [line('10', '20')],
  });
  await apiPost(page, '/invoices', {
    organizationId: orgId,
    contact: { contact_name: 'ลูกค้า หนึ่ง', address: '1 ถนนสีลม กรุงเทพมหานคร 10500' },
    warehouseId: warehouse.id,
    date: '2026-03-20',
    items: [line('3', '35')],
  });

  await page.goto(`/${orgId}/reports/inventory?from=2026-03-01&to=2026-03-31`);
  await expect(page.getByRole('heading', { name: 'สินค้าคงเหลือ', level: 1 })).toBeVisible();
  const onHand = page.getByRole('table', { name: 'สินค้าคงเหลือ' });
  await expect(onHand.locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  const cells = (await onHand.locator('tbody tr').first().getByRole('cell').allInnerTexts()).map((t) =>
    t.trim(),
  );
  expect(cells).toEqual(['คลังหลัก', 'PEN', 'ปากกา', '', '7', '20', '140.00']);
  await expect(page.getByText('ตรงกับสมุดบัญชี (11510): 140.00')).toBeVisible();
  await screenshot(page, 'stock-on-hand');

  await onHand.getByRole('link', { name: 'คลังหลัก' }).click();
  await expect(page).toHaveURL(/reports\/stock-card\?/);
  const card = page.getByRole('table', { name: 'บัญชีคุมสินค้า (สต็อกการ์ด)' });
  await expect(card.locator('tbody tr')).toHaveCount(2, { timeout: 30_000 });
  const rows = await card.locator('tbody tr').allInnerTexts();
  expect(rows[0]).toContain('รับสินค้า');
  expect(rows[0]).toContain('200.00');
  expect(rows[1]).toContain('ขายสินค้า');
  expect(rows[1]).toContain('140.00');
  await screenshot(page, 'stock-card');

  // Every reconciliation of the organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, orgId);
});
