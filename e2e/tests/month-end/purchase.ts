// Step 2 of the month: a purchase order to the coffee supplier, the receiving made from it into WH01, approved,
// and paid by a payment slip that withholds 3 % on the service line and issues its 50 ทวิ.
//   PO (05-10-2569): 20 bags COFFEE × 450.00 = 9,000.00 (goods, into WH01)
//                    1 installation service × 2,000.00 on 53027 (repairs and maintenance), WHT 3 %
//                    subtotal 11,000.00, VAT 7 % 770.00, total 11,770.00; WHT 3 % × 2,000.00 = 60.00
//   RI (08-10-2569) made from the whole order, the supplier's tax invoice IV6910-0088 of the same day.
//   Posting: Dr 11510 9,000.00 · Dr 53027 2,000.00 · Dr 11610 630.00 (the goods' VAT, 7 % × 9,000.00)
//            · Dr 11611 140.00 (the service's VAT waits for the payment) · Cr 21210 11,770.00
//   PS (15-10-2569): owed 11,770.00 − WHT 60.00 = 11,710.00 transferred; 50 ทวิ PND53 of 60.00 on 2,000.00.
import { expect, type Page } from '@playwright/test';
import { screenshot } from '../fixtures';
import { pickOption } from '../sales-helpers';
import { COFFEE, COFFEE_SUPPLIER } from './setup';
import { day, idInUrl, pickAccount, read, typeDate } from './ui';

export const SERVICE_LINE = 'ค่าบริการติดตั้งและบำรุงรักษาเครื่องบดกาแฟ';

export interface Bought {
  receivingId: string;
  receivingNumber: string;
  slipId: string;
  certificateId: string;
}

export async function buyCoffee(page: Page, orgId: string): Promise<Bought> {
  await page.goto(`/${orgId}/purchase-orders/new`);
  await expect(page.getByText('ผู้จำหน่าย', { exact: true })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByTestId('contact-picker'), 'กาแฟดี', new RegExp(COFFEE_SUPPLIER.name));
  await expect(page.getByTestId('contact-tax-id')).toHaveValue(COFFEE_SUPPLIER.taxId);
  await typeDate(page.getByTestId('document-date'), day(5));
  // The header's warehouse is the organisation's main one by default.
  await expect(page.getByTestId('document-warehouse')).toHaveValue(/คลังสินค้าหลัก/);
  await pickOption(page, page.getByTestId('line-name-0'), COFFEE.code, new RegExp(`${COFFEE.code} · `));
  await page.getByTestId('line-quantity-0').fill('20');
  await expect(page.getByTestId('line-price-0')).toHaveValue('450.00');
  await page.getByTestId('line-name-1').fill(SERVICE_LINE);
  await page.getByTestId('line-type-1').getByText('บริการ').click();
  await pickAccount(page, page.getByTestId('line-account-1'), '53027');
  await page.getByTestId('line-quantity-1').fill('1');
  await page.getByTestId('line-price-1').fill('2000');
  await page.getByTestId('toggle-item-wht').click();
  await page.getByTestId('line-wht-1').click();
  await page.getByRole('option', { name: '3.00%', exact: true }).click();
  await expect(page.getByTestId('totals-grand')).toHaveText('11,770.00'); // 11,000.00 + 770.00
  await screenshot(page, 'month-end-02-purchase-order');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchase-orders/[0-9a-f-]{36}$`));
  const orderId = idInUrl(page);

  // ---------------------------------------------------------------- the receiving made from the order
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-CREATE RECEIVING INVENTORY').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchases/new\\?PO=${orderId}`));
  await expect(page.getByTestId('totals-grand')).toHaveText('11,770.00', { timeout: 30_000 });
  await typeDate(page.getByTestId('document-date'), day(8));
  await page.getByTestId('supplier-invoice-number').fill('IV6910-0088');
  await typeDate(page.getByTestId('supplier-invoice-date'), day(8));
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/purchases/[0-9a-f-]{36}$`));
  const receivingId = idInUrl(page);
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-APPROVED').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'APPROVED');
  const received = await read<{ number: string; date: string; totals: Record<string, string> }>(
    page,
    `/purchases/${receivingId}`,
  );
  expect(received.date).toBe('2026-10-08');
  expect(received.totals).toMatchObject({ vat: '770.00', grand_total: '11770.00', whtAmount: '60.00' });

  // ---------------------------------------------------------------- the payment slip with 3 % WHT
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-CREATE SCHEDULE PAYMENT/PAYMENT SLIP').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/payment-slip/new\\?RI=${receivingId}$`));
  await expect(page.getByTestId('settlement-balance')).toHaveText('ยอดค้างจ่าย 11,770.00');
  await typeDate(page.getByTestId('document-date'), day(15));
  await expect(page.getByTestId('receipt-wht')).toHaveValue('60.00'); // 3 % × 2,000.00
  await expect(page.getByTestId('totals-payable')).toHaveText('11,710.00'); // 11,770.00 − 60.00
  await page.getByTestId('payment-method').click();
  await page.getByRole('option', { name: 'โอนเงิน' }).click();
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/payment-slip/[0-9a-f-]{36}$`));
  const slipId = idInUrl(page);
  const slip = await read<{
    date: string;
    status: string;
    totals: Record<string, string>;
    whtCertificates: { id: string; number: string; form_type: string; total_tax: string }[];
  }>(page, `/payment-slip/${slipId}`);
  expect(slip.date).toBe('2026-10-15');
  expect(slip.totals).toMatchObject({ grand_total: '11770.00', whtAmount: '60.00', amountDue: '11710.00' });
  const [certificate] = slip.whtCertificates;
  expect(certificate).toMatchObject({ form_type: 'PND53', total_tax: '60.00' });
  await expect(page.getByTestId(`wht-certificate-tax-${certificate?.number ?? ''}`)).toHaveText('60.00');
  await screenshot(page, 'month-end-03-payment-slip');
  // The bill paid in full by the slip is PAID (decision 0236).
  expect((await read<{ status: string }>(page, `/purchases/${receivingId}`)).status).toBe('PAID');

  // ---------------------------------------------------------------- its 50 ทวิ on the certificates' screen
  await page.goto(`/${orgId}/wth/${certificate?.id ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(certificate?.number ?? '', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('wth-total-tax')).toHaveText('60.00');
  await expect(page.getByRole('textbox', { name: 'จำนวนเงินที่จ่าย 1' })).toHaveValue('2000.00');
  const payee = page.getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี (13 หลัก)' });
  expect((await payee.inputValue()).replace(/\D/g, '')).toBe(COFFEE_SUPPLIER.taxId);
  await expect(page.getByRole('textbox', { name: 'วันที่จ่าย' })).toHaveValue(day(15));
  // Its ลำดับที่ is its row in October's PND53 attachment: the first and only one (decision 0230).
  await expect(page.getByRole('textbox', { name: 'ลำดับที่ในแบบ' })).toHaveValue('1');
  await screenshot(page, 'month-end-04-wht-certificate');
  return { receivingId, receivingNumber: received.number, slipId, certificateId: certificate?.id ?? '' };
}
