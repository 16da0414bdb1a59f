// Sales documents end to end (issue 5): a person creates a quotation with three lines and a discount through
// the pickers, approves it, makes a 50 % partial invoice from the action menu, prints it, and records the
// receipt. The totals on screen, in the API and in the PDF text (pdftotext) agree. Figures by hand:
//   10 × 180.00 + 4 × 350.00 + 1 × 1,500.00 = 4,700.00; less 10 % = 470.00 → 4,230.00; VAT 296.10; 4,526.10.
//   50 % partial invoice: 2,115.00; VAT 148.05; grand total 2,263.05 — the receipt collects 2,263.05.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, screenshot, screenshotDir, signInToDemo, test } from './fixtures';
import { apiGet, pickOption, totalsOnScreen } from './sales-helpers';

test('quotation → approve → 50 % partial invoice → print → receipt; screen, API and PDF agree', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const orgId = await signInToDemo(page);

  // ---------------------------------------------------------------- the quotation
  await page.goto(`/${orgId}/quotations`);
  await expect(page.getByRole('heading', { name: 'ใบเสนอราคา', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible(); // list pages: inside the shell
  await page.getByTestId('new-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/quotations/new$`));
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0); // editors: no sidebar
  await expect(page.getByTestId('credit-days')).toHaveValue('30');
  await expect(page.getByTestId(/^line-\d+$/)).toHaveCount(3);

  await pickOption(page, page.getByTestId('contact-picker'), 'สยาม', /บริษัท สยามค้าปลีก จำกัด/);
  await expect(page.getByTestId('contact-tax-id')).toHaveValue('0105559123454');
  await expect(page.getByTestId('contact-address')).toHaveValue(/ถนนพระราม 4/);

  await pickOption(page, page.getByTestId('line-name-0'), 'กาแฟคั่ว', /กาแฟคั่วบด 250 กรัม/);
  await page.getByTestId('line-quantity-0').fill('10');
  await pickOption(page, page.getByTestId('line-name-1'), 'แก้วกาแฟ', /ชุดแก้วกาแฟเซรามิก/);
  await page.getByTestId('line-quantity-1').fill('4');
  await pickOption(page, page.getByTestId('line-name-2'), 'ติดตั้ง', /ค่าบริการติดตั้งเครื่องชงกาแฟ/);
  await expect(page.getByTestId('line-price-2')).toHaveValue('1,500.00');
  await page.getByTestId('discount-percent').click();
  await page.getByRole('option', { name: '10.00%' }).click();

  const quotationTotals = {
    subtotal: '4,700.00',
    discount: '470.00',
    net: '4,230.00',
    vat: '296.10',
    grand: '4,526.10',
  };
  await expect(page.getByTestId('totals-grand')).toHaveText(quotationTotals.grand);
  expect(await totalsOnScreen(page)).toMatchObject(quotationTotals);
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();
  await screenshot(page, 'sales-01-quotation-new');

  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/quotations/[0-9a-f-]{36}$`));
  const quotationId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('document-title')).toContainText(/QT\d{12}/);
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'AWAITING');
  expect(await totalsOnScreen(page)).toMatchObject(quotationTotals);
  const quotation = await apiGet(page, `/quotations/${quotationId}`);
  expect(quotation.totals).toMatchObject({
    subtotal: '4700.00',
    discount: '470.00',
    net_total: '4230.00',
    vat: '296.10',
    grand_total: '4526.10',
  });

  // ---------------------------------------------------------------- approve (action menu = allowedActions)
  await page.getByTestId('action-menu').click();
  const menuItems = page.getByRole('menuitem');
  await expect(menuItems).toHaveCount(
    (quotation.allowedActions as string[]).reduce(
      (count, action) => count + (action.startsWith('PARTIAL ') ? 2 : 1),
      0,
    ),
  );
  await page.getByTestId('action-APPROVED').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'APPROVED');
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-colour', 'green');

  // ---------------------------------------------------------------- 50 % partial invoice from the menu
  await page.getByTestId('action-menu').click();
  await screenshot(page, 'sales-02-quotation-menu');
  const partial = page.getByTestId('action-PARTIAL DELIVERY NOTE/INVOICE/TAX INVOICE-PERCENTAGE');
  await expect(partial).toHaveAttribute(
    'data-href',
    `/${orgId}/invoices/new?QT=${quotationId}&PARTIAL_TYPE=PERCENTAGE`,
  );
  await partial.click();
  await expect(page).toHaveURL(
    new RegExp(`/${orgId}/invoices/new\\?QT=${quotationId}&PARTIAL_TYPE=PERCENTAGE$`),
  );
  await expect(page.getByTestId('contact-tax-id')).toHaveValue('0105559123454');
  await expect(page.getByTestId('partial-percent')).toHaveValue('100.00');
  await page.getByTestId('partial-percent').fill('50');
  const invoiceTotals = { net: '2,115.00', vat: '148.05', grand: '2,263.05' };
  await expect(page.getByTestId('totals-grand')).toHaveText(invoiceTotals.grand);
  expect(await totalsOnScreen(page)).toMatchObject(invoiceTotals);
  await screenshot(page, 'sales-03-partial-invoice-new');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/[0-9a-f-]{36}$`));
  const invoiceId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('document-title')).toContainText(/INV\d{12}/);
  expect(await totalsOnScreen(page)).toMatchObject(invoiceTotals);
  const invoice = await apiGet(page, `/invoices/${invoiceId}`);
  expect(invoice.totals).toMatchObject({ net_total: '2115.00', vat: '148.05', grand_total: '2263.05' });
  expect(invoice.partialType).toBe('PERCENTAGE');
  const quotationAfter = await apiGet(page, `/quotations/${quotationId}`);
  expect(quotationAfter.status).toBe('PARTIALS');
  await screenshot(page, 'sales-04-invoice');

  // ---------------------------------------------------------------- print and the PDF's text
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print').click()]);
  await expect.poll(() => popup.url(), { timeout: 20_000 }).toMatch(/^blob:/);
  await popup.close();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${String(invoice.number)}.pdf`);
  const pdfPath = await download.path();
  const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(pdfText).toContain(String(invoice.number));
  for (const figure of [invoiceTotals.net, invoiceTotals.vat, invoiceTotals.grand])
    expect(pdfText).toContain(figure);
  // The buyer's tax id (printed grouped with dashes) and the amount in Thai words.
  expect(pdfText.replace(/-/g, '')).toContain('0105559123454');
  expect(pdfText).toContain('สองพันสองร้อยหกสิบสามบาทห้าสตางค์');

  // ---------------------------------------------------------------- the receipt
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-CREATE RECEIPT').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/receipts/new\\?INV=${invoiceId}$`));
  await expect(page.getByTestId('settlement-balance')).toContainText(invoiceTotals.grand);
  await expect(page.getByTestId('totals-grand')).toHaveText(invoiceTotals.grand);
  await screenshot(page, 'sales-05-receipt-new');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/receipts/[0-9a-f-]{36}$`));
  const receiptId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('document-title')).toContainText(/RE\d{12}/);
  await expect(page.getByTestId('totals-grand')).toHaveText(invoiceTotals.grand);
  const receipt = await apiGet(page, `/receipts/${receiptId}`);
  expect(receipt.totals).toMatchObject({ grand_total: '2263.05', vat: '148.05', amountDue: '2263.05' });
  await screenshot(page, 'sales-06-receipt');

  // The invoice is settled: RECEIPT CREATED, and its menu offers nothing more.
  await page
    .getByTestId('links-section')
    .getByRole('link', { name: String(invoice.number) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/${invoiceId}$`));
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'RECEIPT CREATED');
  expect((await apiGet(page, `/invoices/${invoiceId}`)).status).toBe('RECEIPT CREATED');
  await expect(page.getByTestId('history-section')).toContainText('ออกใบเสร็จแล้ว');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(screenshotDir, 'sales-06b-invoice-settled-full.png'), fullPage: true });

  // The lists show the three documents with their badges.
  await page.goto(`/${orgId}/quotations`);
  const row = page.getByRole('row').filter({ hasText: String(quotation.number) });
  // A full page load on a busy machine: give the app time to start again.
  await expect(row.getByTestId('status-badge')).toHaveAttribute('data-colour', 'pink', { timeout: 30_000 });
  await expect(row.getByTestId('row-grand-total')).toHaveText(quotationTotals.grand);
  await screenshot(page, 'sales-07-quotations-list');

  // A quotation billed by percentage offers "Add partial billing note"; by amount, 1,000.00 + VAT 70.00.
  await row.getByRole('link').first().click();
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-ADD PARTIAL BILLING NOTE-AMOUNT').click();
  await expect(page).toHaveURL(
    new RegExp(`/${orgId}/billing-notes/new\\?QT=${quotationId}&PARTIAL_TYPE=AMOUNT$`),
  );
  await expect(page.getByTestId('partial-amount')).toHaveValue('2,115.00'); // what is left of 4,230.00
  await page.getByTestId('partial-amount').fill('1000');
  await expect(page.getByTestId('totals-grand')).toHaveText('1,070.00');
  await screenshot(page, 'sales-09-partial-billing-note-amount');
  // Over-billing is refused on screen with the domain's message before anything is sent.
  await page.getByTestId('partial-amount').fill('3000');
  await expect(page.getByTestId('source-problem')).toHaveText(
    'ยอดที่ขอ 3,000.00 เกินยอดคงเหลือของใบเสนอราคา 2,115.00',
  );
  await expect(page.getByTestId('save-document')).toBeDisabled();

  // The quantity and deposit routes of spec §2 open pre-filled too (looked at, not saved).
  page.on('dialog', (dialog) => void dialog.accept()); // leaving a typed draft: the browser asks first
  await page.goto(`/${orgId}/billing-notes/new?QT=${quotationId}&PARTIAL_TYPE=QUANTITY`);
  await expect(page.getByTestId('quantity-lines')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'sales-11-partial-by-quantity');
  await page.goto(`/${orgId}/billing-notes/new?QT=${quotationId}&DEPOSIT=TRUE`);
  await page.getByTestId('deposit-value').fill('10');
  // 10 % of 4,230.00 = 423.00 + VAT 29.61.
  await expect(page.getByTestId('totals-grand')).toHaveText('452.61', { timeout: 30_000 });
  await screenshot(page, 'sales-12-deposit');
});

test('date rules, and the unsaved-changes warning keeps a typed document until the person leaves', async ({
  page,
}) => {
  const orgId = await signInToDemo(page);
  await page.goto(`/${orgId}/invoices/new`);
  // Spec §4 date rules: credit days move the due date; cash makes it the issue date.
  const today = await page.getByTestId('document-date').inputValue();
  const [day, month, year] = today.split('-').map(Number);
  const plus = (days: number) => {
    const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
    return `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
  };
  await expect(page.getByTestId('due-date')).toHaveValue(plus(30));
  await page.getByTestId('credit-days').fill('45');
  await expect(page.getByTestId('due-date')).toHaveValue(plus(45));
  await page.getByTestId('payment-type').getByText('เงินสด').click();
  await expect(page.getByTestId('credit-days')).toHaveValue('0');
  await expect(page.getByTestId('due-date')).toHaveValue(today);
  await page.getByTestId('payment-type').getByText('เครดิต').click();
  await expect(page.getByTestId('due-date')).toHaveValue(plus(30));

  await page.getByTestId('line-name-0').fill('งานพิเศษ');
  await page.getByRole('link', { name: /กลับไปที่/ }).click();
  await expect(page.getByRole('dialog')).toContainText('ออกโดยไม่บันทึก?');
  await screenshot(page, 'sales-08-unsaved-warning');
  await page.getByRole('button', { name: 'อยู่ต่อ' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/new$`));
  await expect(page.getByTestId('line-name-0')).toHaveValue('งานพิเศษ');
  await page.getByRole('link', { name: /กลับไปที่/ }).click();
  await page.getByTestId('leave-unsaved').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices$`));

  // A credit note starts by choosing the invoice or cash sale it adjusts.
  await page.goto(`/${orgId}/credit-notes/new`);
  await expect(page.getByTestId('source-chooser')).toBeVisible();
  await screenshot(page, 'sales-10-credit-note-chooser');
});
