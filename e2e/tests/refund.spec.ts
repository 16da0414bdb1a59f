// Credit after payment (issue #10 §3, decision 0166): an invoice paid in full, a credit note against it, and a
// refund of part of the credit made on the refunds screen (all four made on the screens, decision 0244), with
// the figures on screen and in the ledger.
import { expect, screenshot, signInToDemo, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { chooseOption, createDocument, fillDocument, saveDocument } from './screens/documents';
import { apiToken } from './sales-helpers';

const customer = {
  name: 'บริษัท ลูกค้าคืนเงิน จำกัด',
  address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  taxId: '0105559876543',
  branch: '00000',
};

test('a paid invoice, a credit note against it, and a refund of its credit', async ({ page }) => {
  const orgId = await signInToDemo(page);
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  // 4 × 2,500.00 = 10,000.00 + VAT 700.00 = 10,700.00, received in full (invoice and receipt editors).
  const invoice = await createDocument(page, orgId, 'invoices', {
    party: customer,
    date: today,
    lines: [{ name: 'เก้าอี้สำนักงาน', quantity: '4', price: '2500' }],
  });
  await createDocument(page, orgId, 'receipts', {}, `?INV=${invoice.id}`);
  // One chair back: 1,000.00 + 70.00 = 1,070.00, all of it customer credit (nothing was still owed).
  await page.goto(`/${orgId}/credit-notes/new?INV=${invoice.id}`);
  await fillDocument(page, { lines: [{ name: 'เก้าอี้สำนักงาน', quantity: '1', price: '1000' }] });
  await chooseOption(page, 'note-reason', 'สินค้าชำรุดเสียหาย');
  await expect(page.getByTestId('totals-grand')).toHaveText('1,070.00');
  const credit = await saveDocument(page, orgId, 'credit-notes');

  await page.goto(`/${orgId}/refunds`);
  await expect(page.getByRole('heading', { name: 'คืนเงินลูกค้า', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'คืนเงินใหม่' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'ใบลดหนี้' }).fill(credit.number);
  await page.getByRole('option', { name: new RegExp(credit.number) }).click();
  await expect(dialog.getByTestId('refund-open-credit')).toHaveText(
    'เครดิตคงเหลือ 1,070.00 (ลดหนี้ 1,070.00 คืนแล้ว 0.00)',
  );
  const amount = dialog.getByRole('textbox', { name: 'จำนวนเงิน' });
  await expect(amount).toHaveValue('1,070.00');
  await amount.fill('670');
  await dialog.getByRole('textbox', { name: 'ค่าธรรมเนียมโอน (กิจการจ่าย)' }).fill('15');
  await dialog.getByRole('textbox', { name: 'เลขที่อ้างอิง' }).fill('TRX-889');
  await expect(amount).toHaveValue('670.00');
  await screenshot(page, 'refund-01-form');
  await dialog.getByRole('button', { name: 'คืนเงิน', exact: true }).click();
  await expect(page.getByText(/บันทึกการคืนเงิน RF\d{12} แล้ว/)).toBeVisible();

  const row = page.locator('tr', { hasText: credit.number });
  await expect(row).toContainText('670.00');
  await expect(row).toContainText('โอนเงิน');
  await screenshot(page, 'refund-02-list');

  // The ledger: the refund's entry is Dr 21510 670.00 · Dr 53033 15.00 · Cr 11121 685.00, and 400.00 of the
  // credit is still open.
  const headers = { Authorization: `Bearer ${await apiToken(page)}` };
  const get = async (path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  expect(await get(`/refunds/credit/${credit.id}`)).toMatchObject({
    customer_credit: '1070.00',
    refunded: '670.00',
    available: '400.00',
  });
  const refunds = (await get(`/refunds/organization/${orgId}`)) as {
    data: { credit_note_id: string; journal_entry_id: string }[];
  };
  const refund = refunds.data.find((r) => r.credit_note_id === credit.id);
  const entry = (await get(`/journals/${refund?.journal_entry_id ?? ''}`)) as {
    lines: { accountCode: string; debit: string; credit: string }[];
  };
  expect(entry.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
    ['21510', '670.00', '0.00'],
    ['53033', '15.00', '0.00'],
    ['11121', '0.00', '685.00'],
  ]);

  // Every reconciliation of the demo organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, orgId);
});
