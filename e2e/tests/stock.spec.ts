// Stock in a real browser (issue 13 "Stock"): an empty organisation receives 10 pens at 20.00 into its warehouse
// and sells 3 on an invoice, all made on the screens (contact form, product form, warehouse screen, the receiving
// and invoice editors with their warehouse select; decision 0244); the Inventory report of the menu shows 7 pens
// worth 140.00 and agrees with 11510, and its row leads to the pen's stock card with both moves and the balance.
//   In:  10 × 20.00 = 200.00          → 10 pens, 200.00
//   Out:  3 × 20.00 (average) = 60.00 →  7 pens, 140.00 (COGS 60.00 Dr 51118 · Cr 11510)
// The inter-warehouse transfer has its own flow: stock-transfer.spec.ts. The books check closes the test.
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { createContact } from './screens/contacts';
import { createDocument } from './screens/documents';
import { createItem } from './screens/items';
import { createWarehouse } from './screens/warehouses';

test('goods received and sold: stock on hand reconciled to 11510 and the stock card', async ({ page }) => {
  test.setTimeout(120_000);
  const orgId = await signUpToEmptyOrganization(page, `บริษัท สต็อก ${Date.now()} จำกัด`);
  await createContact(page, orgId, { type: 'SUPPLIER', name: 'บริษัท ผู้ขาย จำกัด' });
  await createItem(page, orgId, { type: 'PRODUCT', code: 'PEN', name: 'ปากกา' });
  await createWarehouse(page, orgId, 'คลังหลัก');
  await createDocument(page, orgId, 'purchases', {
    party: { search: 'ผู้ขาย', name: 'บริษัท ผู้ขาย จำกัด' },
    date: '2026-03-10',
    warehouse: 'คลังหลัก',
    lines: [{ code: 'PEN', quantity: '10', price: '20' }],
  });
  await createDocument(page, orgId, 'invoices', {
    party: { name: 'ลูกค้า หนึ่ง', address: '1 ถนนสีลม กรุงเทพมหานคร 10500' },
    date: '2026-03-20',
    warehouse: 'คลังหลัก',
    lines: [{ code: 'PEN', quantity: '3', price: '35' }],
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
