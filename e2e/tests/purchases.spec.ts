// The purchase side end to end (issue 11 §2) in a fresh organisation, on the one document editor (the suppliers
// on the contact form: every write through the screens, decision 0244):
//   1. A purchase order to a company supplier: 10 × 1,000.00 = 10,000.00, VAT 700.00, 10,700.00, WHT 3 %.
//      Received in part from its action menu (by quantity): 4 × 1,000.00 = 4,000.00, VAT 280.00, 4,280.00,
//      WHT 3 % of 4,000.00 = 120.00. Paid by a payment slip made from the receiving inventory: 4,280.00 less
//      120.00 withheld = 4,160.00 paid.
//   2. An expense to an individual landlord, no VAT: rent 1 × 20,000.00 on 53021, WHT 5 % = 1,000.00; approved
//      and paid at once in cash (Paid): 19,000.00 paid, 1,000.00 owed to the RD on PND3 (27230).
//   Each payment issues its 50 ทวิ (decision 0170): PND53 of 120.00 for the company (printed as a PDF), PND3 of
//   1,000.00 for the landlord.
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { createContact } from './screens/contacts';
import { apiGet, apiToken, pickOption } from './sales-helpers';

test('PO → partial receiving → payment slip with 3% WHT; an expense paid at once to a landlord with 5% WHT', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const orgId = await signUpToEmptyOrganization(page, `บริษัท จัดซื้อ ${Date.now()} จำกัด`);
  await createContact(page, orgId, {
    type: 'SUPPLIER',
    name: 'บริษัท ชั้นวางดี จำกัด',
    taxId: '0105552029681',
    branch: '00000',
  });
  await createContact(page, orgId, { type: 'SUPPLIER', name: 'นายเจ้าของ ตึกดี', taxId: '3100600445635' });

  // ---------------------------------------------------------------- the purchase order
  await page.goto(`/${orgId}/purchase-orders`);
  // The first lazy page of a fresh server may take a while on a loaded machine.
  await expect(page.getByRole('heading', { name: 'ใบสั่งซื้อ', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('new-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchase-orders/new$`));
  await expect(page.getByText('ผู้จำหน่าย', { exact: true })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByTestId('contact-picker'), 'ชั้นวาง', /บริษัท ชั้นวางดี จำกัด/);
  await expect(page.getByTestId('contact-tax-id')).toHaveValue('0105552029681');
  await page.getByTestId('line-name-0').fill('ชั้นวางสินค้าเหล็ก');
  await page.getByTestId('line-quantity-0').fill('10');
  await page.getByTestId('line-price-0').fill('1000');
  // A line without a product brings nothing into stock: it names the account the bill books it to.
  const orderAccount = page.getByTestId('line-account-0');
  await orderAccount.click();
  await orderAccount.fill('53025');
  await expect(page.getByRole('option').first()).toHaveText(/^53025 /);
  await orderAccount.press('ArrowDown');
  await orderAccount.press('Enter');
  await page.getByTestId('toggle-item-wht').click();
  await page.getByTestId('line-wht-0').click();
  await page.getByRole('option', { name: '3.00%', exact: true }).click();
  await expect(page.getByTestId('totals-grand')).toHaveText('10,700.00');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchase-orders/[0-9a-f-]{36}$`));
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('document-title')).toContainText(/ใบสั่งซื้อ PO\d{12}/);

  // ---------------------------------------------------------------- receive 4 of the 10 (by quantity)
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-CREATE RECEIVING INVENTORY-QUANTITY').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchases/new\\?PO=${orderId}&PARTIAL_TYPE=QUANTITY$`));
  // The new page's own quantity table: while its lazy chunk loads, the order's page (whose line table has a
  // textbox of the same name) can still be on screen under the new URL.
  const quantity = page.getByTestId('quantity-lines').getByRole('textbox', { name: 'จำนวน 1' });
  await expect(quantity).toBeEditable();
  await quantity.fill('4');
  await expect(quantity).toHaveValue('4');
  await page.getByTestId('supplier-invoice-number').fill('IV6911-0042');
  await expect(page.getByTestId('totals-grand')).toHaveText('4,280.00');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchases/[0-9a-f-]{36}$`));
  const receivedId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('document-title')).toContainText(/ใบรับสินค้า\/ใบตั้งหนี้ RI\d{12}/);
  const received = await apiGet(page, `/purchases/${receivedId}`);
  expect(received.totals).toMatchObject({ vat: '280.00', grand_total: '4280.00', whtAmount: '120.00' });
  expect(received.supplierTaxInvoiceNo).toBe('IV6911-0042');
  expect((await apiGet(page, `/purchase-orders/${orderId}`)).progress).toMatchObject({
    remainingQuantities: [expect.objectContaining({ remaining: '6.0000' })],
  });

  // ---------------------------------------------------------------- the payment slip with 3 % WHT
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-CREATE SCHEDULE PAYMENT/PAYMENT SLIP').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/payment-slip/new\\?RI=${receivedId}$`));
  await expect(page.getByTestId('settlement-balance')).toHaveText('ยอดค้างจ่าย 4,280.00');
  await expect(page.getByTestId('receipt-wht')).toHaveValue('120.00');
  await expect(page.getByTestId('totals-payable')).toHaveText('4,160.00');
  await page.getByTestId('payment-method').click();
  await page.getByRole('option', { name: 'โอนเงิน' }).click();
  await screenshot(page, 'purchases-01-payment-slip-new');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/payment-slip/[0-9a-f-]{36}$`));
  const slipId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('document-title')).toContainText(/ใบสำคัญจ่าย PS\d{12}/);
  const slip = await apiGet(page, `/payment-slip/${slipId}`);
  expect(slip.totals).toMatchObject({ grand_total: '4280.00', whtAmount: '120.00', amountDue: '4160.00' });
  expect(slip.paymentMethod).toBe('TRANSFER');
  // The slip issued its 50 ทวิ (PND53: the supplier is a company), shown on the slip, printed as a PDF.
  const [certificate] = slip.whtCertificates as {
    id: string;
    number: string;
    form_type: string;
    total_tax: string;
  }[];
  expect(certificate).toMatchObject({ form_type: 'PND53', total_tax: '120.00' });
  await expect(page.getByTestId(`wht-certificate-tax-${certificate?.number ?? ''}`)).toHaveText('120.00');
  const pdf = await page.request.get(`/wth/${certificate?.id ?? ''}/pdf`, {
    headers: { Authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The PDF's text and picture (copies 1 and 2, tax ids, figures) are checked in apps/api (wth tests).

  // ---------------------------------------------------------------- an expense paid at once, 5 % to PND3
  await page.goto(`/${orgId}/expenses/new`);
  await pickOption(page, page.getByTestId('contact-picker'), 'เจ้าของ', /นายเจ้าของ ตึกดี/);
  await page.getByTestId('vat-enabled').uncheck();
  await page.getByTestId('line-name-0').fill('ค่าเช่าสำนักงาน เดือนพฤศจิกายน');
  await page.getByTestId('line-quantity-0').fill('1');
  await page.getByTestId('line-price-0').fill('20000');
  const account = page.getByTestId('line-account-0');
  await account.click();
  await account.fill('53021');
  await expect(page.getByRole('option').first()).toHaveText('53021 ค่าเช่าสำนักงาน');
  await account.press('ArrowDown');
  await account.press('Enter');
  await expect(account).toHaveValue('53021 ค่าเช่าสำนักงาน');
  await page.getByTestId('toggle-item-wht').click();
  await page.getByTestId('line-wht-0').click();
  await page.getByRole('option', { name: '5.00%', exact: true }).click();
  await expect(page.getByTestId('totals-grand')).toHaveText('20,000.00');
  await expect(page.getByTestId('totals-payable')).toHaveText('19,000.00');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/expenses/[0-9a-f-]{36}$`));
  const expenseId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByTestId('line-account-0')).toHaveValue('53021 ค่าเช่าสำนักงาน');

  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-APPROVED').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'APPROVED');
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-PAID').click();
  await page.getByTestId('payment-dialog').getByTestId('payment-method').click();
  await page.getByRole('option', { name: 'เงินสด' }).click();
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'PAID');
  await screenshot(page, 'purchases-02-expense-paid');
  const expense = await apiGet(page, `/expenses/${expenseId}`);
  expect(expense.totals).toMatchObject({
    grand_total: '20000.00',
    whtAmount: '1000.00',
    amountDue: '19000.00',
  });
  expect(expense.paymentMethod).toBe('CASH');
  // Paid at once: the landlord is a person (tax id 3…), so the certificate goes on PND3: 5 % of 20,000 = 1,000.
  expect(
    (expense.whtCertificates as { form_type: string; total_tax: string }[]).map((c) => [
      c.form_type,
      c.total_tax,
    ]),
  ).toEqual([['PND3', '1000.00']]);

  // Every reconciliation of the organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, orgId);
});
