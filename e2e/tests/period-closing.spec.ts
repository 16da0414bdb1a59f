// Period closing in a real browser, in an empty organisation of its own (locking the shared demo organisation
// would refuse the other specs' documents): an invoice dated 15 December last year (made on the invoice editor,
// decision 0244) posts revenue; from the journals page the owner opens "ปิดงวดบัญชี", closes last year
// (confirmation, then the closing JV links from the year's row to its entry), locks the books up to 31 December,
// and editing the invoice is then refused with the Thai message. The opening balances page is one click away.
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { createDocument } from './screens/documents';

test('close last year, lock the books, and see a change to a locked document refused', async ({ page }) => {
  test.slow(); // several screens and a full page load each; the shared machine can be slow
  const orgId = await signUpToEmptyOrganization(page, `บริษัท ปิดงวด ${Date.now()} จำกัด`);
  const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear() - 1;
  const beYear = year + 543;
  const invoice = await createDocument(page, orgId, 'invoices', {
    party: { name: 'บริษัท ลูกค้า จำกัด', address: '1 ถนนสีลม กรุงเทพฯ' },
    date: `${year}-12-15`,
    lines: [{ name: 'ค่าบริการ', quantity: '1', price: '1000' }],
  });
  const invoiceId = invoice.id;

  // Reachable from the journals page (no menu entry).
  await page.goto(`/${orgId}/accounting/journals`);
  await page.getByRole('link', { name: 'ปิดงวดบัญชี', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/accounting/closing$`));
  await expect(page.getByRole('heading', { name: 'ปิดงวดบัญชี', level: 1 })).toBeVisible();
  await expect(page.getByTestId('lock-date-state')).toHaveText(
    'ยังไม่ได้ปิดงวด บันทึกและแก้ไขเอกสารและรายการบัญชีได้ทุกวันที่',
  );

  // Close last year: asked first, then the row links the closing entry.
  const row = page.getByTestId(`year-row-${year}`);
  await row.getByRole('button', { name: `ปิดบัญชีปี ${beYear}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`ปิดบัญชีปี ${beYear} ใช่หรือไม่?`);
  await expect(dialog).toContainText(`ลงวันที่ 31-12-${beYear}`);
  await screenshot(page, 'closing-01-confirm-close');
  await dialog.getByRole('button', { name: 'ปิดบัญชี', exact: true }).click();
  await expect(row).toContainText('ปิดแล้ว');
  const closingLink = row.getByRole('link', { name: /^JV\d{12}$/ });
  await expect(closingLink).toBeVisible();
  const closingNumber = await closingLink.innerText();
  await screenshot(page, 'closing-02-year-closed');
  await closingLink.click();
  await expect(page.getByRole('heading', { name: `รายการบัญชี ${closingNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`31-12-${beYear}`).first()).toBeVisible();
  await page.goBack();

  // Lock the books up to 31 December of that year, after the confirmation that says what it means.
  const lockField = page.getByRole('textbox', { name: 'วันที่ปิดงวดใหม่' });
  await lockField.fill(`31-12-${beYear}`);
  await lockField.press('Tab');
  await page.getByRole('button', { name: 'ตั้งวันที่ปิดงวด' }).click();
  await expect(dialog).toContainText(`ปิดงวดบัญชีถึงวันที่ 31-12-${beYear} ใช่หรือไม่?`);
  await expect(dialog).toContainText('จะสร้าง แก้ไข หรือยกเลิกไม่ได้อีก');
  await screenshot(page, 'closing-03-confirm-lock');
  await dialog.getByRole('button', { name: 'ปิดงวดบัญชี', exact: true }).click();
  await expect(page.getByTestId('lock-date-state')).toHaveText(`ปิดงวดถึงวันที่ 31-12-${beYear} (รวมวันนั้น)`);
  // Reopening the year would post on a locked date: the page says so and offers no click.
  await expect(row).toContainText('31 ธันวาคมอยู่ในงวดที่ปิดแล้ว');
  await expect(row.getByRole('button', { name: `เปิดปี ${beYear} ใหม่` })).toBeDisabled();
  await screenshot(page, 'closing-04-locked');

  // The opening balances are one click away.
  await page.getByRole('link', { name: 'ยอดยกมา', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ยอดยกมา', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /วันเริ่มใช้ระบบ/ })).toBeVisible();
  await screenshot(page, 'closing-05-opening-balances');

  // Changing the invoice dated in the locked period is refused, in Thai.
  await page.goto(`/${orgId}/invoices/${invoiceId}`);
  await page.getByTestId('line-name-0').fill('ค่าบริการ (แก้ไข)');
  await page.getByTestId('save-document').click();
  await expect(
    page.getByText(`ปิดงวดบัญชีถึงวันที่ 31-12-${beYear} แล้ว เอกสารลงวันที่ 15-12-${beYear} สร้างหรือแก้ไขไม่ได้`).first(),
  ).toBeVisible();
  await screenshot(page, 'closing-06-locked-document-refused');

  // Every reconciliation of the organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, orgId);
});
