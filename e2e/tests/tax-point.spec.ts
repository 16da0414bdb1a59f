// A service sold on credit ends in a tax invoice (issue #10 §1, decisions 0090, 0091): the invoice of a
// service is titled ใบแจ้งหนี้ (no tax invoice yet, VAT undue) and offers "issue as tax invoice"; the receipt
// that collects it is the ใบเสร็จรับเงิน/ใบกำกับภาษี — on screen, in the API and in the PDF text, with the
// service line and its VAT. Figures by hand: 2 × 990.00 = 1,980.00; VAT 7 % 138.60; 2,118.60.
import { execFileSync } from 'node:child_process';
import { expect, screenshot, signInToDemo, test } from './fixtures';
import { apiGet, pickOption } from './sales-helpers';

test('a service sold on credit → receipt/tax invoice', async ({ page }) => {
  test.setTimeout(180_000);
  const orgId = await signInToDemo(page);

  // ---------------------------------------------------------------- the invoice of a service
  await page.goto(`/${orgId}/invoices/new`);
  await pickOption(page, page.getByTestId('contact-picker'), 'สยาม', /บริษัท สยามค้าปลีก จำกัด/);
  await pickOption(page, page.getByTestId('line-name-0'), 'บำรุงรักษา', /ค่าบำรุงรักษารายเดือน/);
  await page.getByTestId('line-quantity-0').fill('2');
  await expect(page.getByTestId('totals-grand')).toHaveText('2,118.60');
  await expect(page.getByTestId('legal-title')).toHaveText('ใบแจ้งหนี้');
  const choice = page.getByTestId('issue-as-tax-invoice');
  await expect(choice).not.toBeChecked();
  // Turned on, the invoice would be the tax invoice; left off (the default), the receipt will be.
  await choice.check({ force: true });
  await expect(page.getByTestId('legal-title')).toHaveText('ใบแจ้งหนี้/ใบกำกับภาษี');
  await choice.uncheck({ force: true });
  await expect(page.getByTestId('legal-title')).toHaveText('ใบแจ้งหนี้');

  // A tax invoice without the buyer's address: the editor says so before saving (shown, then restored).
  const address = await page.getByTestId('contact-address').inputValue();
  await choice.check({ force: true });
  await page.getByTestId('contact-address').fill('');
  await expect(page.getByTestId('particulars-warning')).toContainText('กรุณาระบุที่อยู่ผู้ซื้อ');
  await page.getByTestId('contact-address').fill(address);
  await expect(page.getByTestId('particulars-warning')).toHaveCount(0);
  await choice.uncheck({ force: true });
  await screenshot(page, 'taxpoint-01-service-invoice-new');

  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/[0-9a-f-]{36}$`));
  const invoiceId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('legal-title')).toHaveText('ใบแจ้งหนี้');
  await expect(page.getByTestId('document-title')).toHaveText(/^ใบแจ้งหนี้ INV\d{12}$/);
  const invoice = await apiGet(page, `/invoices/${invoiceId}`);
  expect(invoice.taxPoint).toMatchObject({ isTaxInvoice: false, vat: 'undue' });
  expect(invoice.totals).toMatchObject({ net_total: '1980.00', vat: '138.60', grand_total: '2118.60' });

  // ---------------------------------------------------------------- the receipt is the tax invoice
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-CREATE RECEIPT').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/receipts/new\\?INV=${invoiceId}$`));
  await expect(page.getByTestId('legal-title')).toHaveText('ใบเสร็จรับเงิน/ใบกำกับภาษี');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/receipts/[0-9a-f-]{36}$`));
  const receiptId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('legal-title')).toHaveText('ใบเสร็จรับเงิน/ใบกำกับภาษี');
  await expect(page.getByTestId('document-title')).toHaveText(/^ใบเสร็จรับเงิน\/ใบกำกับภาษี RE\d{12}$/);
  const receipt = await apiGet(page, `/receipts/${receiptId}`);
  expect(receipt.taxPoint).toMatchObject({ isTaxInvoice: true, vat: 'due' });
  expect(receipt.totals).toMatchObject({ grand_total: '2118.60', vat: '138.60' });
  await screenshot(page, 'taxpoint-02-receipt-tax-invoice');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-pdf').click(),
  ]);
  const pdfText = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(pdfText).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
  expect(pdfText).toContain(String(receipt.number));
  expect(pdfText).toContain('ค่าบำรุงรักษารายเดือน');
  expect(pdfText).toContain(String(invoice.number));
  for (const figure of ['1,980.00', '138.60', '2,118.60']) expect(pdfText).toContain(figure);
  expect(pdfText).toContain('สำนักงานใหญ่');
});
