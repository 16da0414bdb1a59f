// Steps 3 and 4 of the month: a cloud service bought from abroad (ภ.พ.36), and a notebook computer bought on an
// expense, made an asset from its line and depreciated for October.
//   Foreign service EXP (12-10-2569): 1 × 10,000.00 on 53029, no Thai VAT; marked a service from abroad on the
//     foreign input tax screen: VAT paid on its behalf 7 % × 10,000.00 = 700.00 (Dr 11611 · Cr 27113), due on
//     ภ.พ.36; claimable only once the ภ.พ.36 is paid (not this month).
//   Notebook EXP (10-10-2569): 1 × 36,000.00 (goods) on 53025, VAT 7 % 2,520.00, total 38,520.00, the supplier's
//     tax invoice CT-2569-1010; paid by transfer on 20-10-2569 (the "Paid" dialog's date).
//   The asset from its line: Dr 12470 · Cr 53025 36,000.00 on 10-10-2569 (decision 0228).
//   Designer EXP (22-10-2569): 1 × 5,000.00 on 53032.99, no VAT (a person not VAT-registered), WHT 3 % = 150.00;
//     paid at once in cash on 22-10-2569: 4,850.00 paid, 150.00 owed on PND3 (27230), its 50 ทวิ issued.
//   Depreciation for October, straight line over 3 years, from 10-10 (22 of October's 31 days):
//     36,000.00 × 22 ÷ (3 × 12 × 31) = 792,000 ÷ 1,116 = 709.677… → 709.68 (Dr 53064 · Cr 12471)
import { expect, type Page } from '@playwright/test';
import { screenshot } from '../fixtures';
import { pickOption } from '../sales-helpers';
import { COMPUTER_SUPPLIER, FOREIGN_SUPPLIER, FREELANCER } from './setup';
import { choose, day, idInUrl, MONTH, pickAccount, read, toast, typeDate } from './ui';

export const NOTEBOOK = 'เครื่องคอมพิวเตอร์โน้ตบุ๊ก';

async function approve(page: Page): Promise<void> {
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-APPROVED').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'APPROVED');
}

/** Approves the bill on screen, then pays it at once with the Paid dialog on `date` by `method`. */
async function approveAndPay(page: Page, date: string, method: string): Promise<void> {
  await approve(page);
  await page.getByTestId('action-menu').click();
  await page.getByTestId('action-PAID').click();
  const dialog = page.getByTestId('payment-dialog');
  await typeDate(dialog.getByTestId('payment-date'), date);
  await dialog.getByTestId('payment-method').click();
  await page.getByRole('option', { name: method }).click();
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'PAID');
}

export async function buyServiceFromAbroad(page: Page, orgId: string): Promise<void> {
  await page.goto(`/${orgId}/expenses/new`);
  await expect(page.getByText('ผู้จำหน่าย', { exact: true })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByTestId('contact-picker'), 'Cloud', new RegExp(FOREIGN_SUPPLIER.name));
  await typeDate(page.getByTestId('document-date'), day(12));
  await page.getByTestId('vat-enabled').uncheck();
  await page.getByTestId('line-name-0').fill('ค่าบริการซอฟต์แวร์คลาวด์ เดือนตุลาคม');
  await page.getByTestId('line-type-0').getByText('บริการ').click();
  await pickAccount(page, page.getByTestId('line-account-0'), '53029');
  await page.getByTestId('line-quantity-0').fill('1');
  await page.getByTestId('line-price-0').fill('10000');
  await expect(page.getByTestId('totals-grand')).toHaveText('10,000.00');
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/expenses/[0-9a-f-]{36}$`));
  const number = (await read<{ number: string }>(page, `/expenses/${idInUrl(page)}`)).number;
  await approve(page);

  // The foreign input tax screen lists it as a candidate; marking it posts the VAT paid on its behalf.
  await page.goto(`/${orgId}/accounting/foreign-input-tax-report?month=${MONTH}`);
  const candidates = page.getByTestId('foreign-candidates');
  await expect(candidates).toContainText(number, { timeout: 30_000 });
  await candidates
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('button', { name: 'บริการจากต่างประเทศ' })
    .click();
  const marked = page.getByTestId('foreign-rows');
  await expect(marked.getByRole('row').filter({ hasText: number })).toContainText('700.00');
  await expect(page.getByTestId('pp36-amount')).toContainText('700.00');
  await screenshot(page, 'month-end-05-foreign-service');
}

export async function buyNotebookAsAsset(page: Page, orgId: string): Promise<string> {
  await page.goto(`/${orgId}/expenses/new`);
  await expect(page.getByText('ผู้จำหน่าย', { exact: true })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByTestId('contact-picker'), 'คอมพิวเตอร์', new RegExp(COMPUTER_SUPPLIER.name));
  await typeDate(page.getByTestId('document-date'), day(10));
  await page.getByTestId('line-name-0').fill(NOTEBOOK);
  await pickAccount(page, page.getByTestId('line-account-0'), '53025');
  await page.getByTestId('line-quantity-0').fill('1');
  await page.getByTestId('line-price-0').fill('36000');
  await page.getByTestId('supplier-invoice-number').fill('CT-2569-1010');
  await typeDate(page.getByTestId('supplier-invoice-date'), day(10));
  await expect(page.getByTestId('totals-grand')).toHaveText('38,520.00'); // 36,000.00 + 2,520.00
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/expenses/[0-9a-f-]{36}$`));
  const expenseId = idInUrl(page);
  await approveAndPay(page, day(20), 'โอนเงิน');

  // ---------------------------------------------------------------- the asset from the bill's line
  await page.getByRole('button', { name: `สร้างทรัพย์สินจากรายการนี้ ${NOTEBOOK}` }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('textbox', { name: 'ชื่อทรัพย์สิน' }).fill('โน้ตบุ๊กฝ่ายบัญชี');
  await modal.getByRole('combobox', { name: 'หมวดทรัพย์สิน' }).click();
  await page.getByRole('option', { name: 'เครื่องคอมพิวเตอร์', exact: true }).click();
  await expect(modal.getByTestId('asset-posting')).toHaveText(
    'บันทึกบัญชี ณ วันที่เอกสาร: เดบิต 12470 · เครดิตบัญชีของรายการ 36,000.00',
  );
  await modal.getByRole('button', { name: 'สร้างทรัพย์สิน' }).click();
  await expect(toast(page, 'สร้างทรัพย์สิน โน้ตบุ๊กฝ่ายบัญชี แล้ว')).toBeVisible();
  const expense = await read<{ number: string; totals: Record<string, string> }>(
    page,
    `/expenses/${expenseId}`,
  );
  expect(expense.totals).toMatchObject({ vat: '2520.00', grand_total: '38520.00' });

  // ---------------------------------------------------------------- October's depreciation
  await page.goto(`/${orgId}/depreciation`);
  await expect(page.getByRole('heading', { name: 'ค่าเสื่อมราคา', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await choose(page, 'เดือน', 'ตุลาคม');
  await choose(page, 'ปี', '2569');
  await page.getByRole('button', { name: 'คำนวณค่าเสื่อมราคา' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('ตุลาคม 2569');
  await confirm.getByRole('button', { name: 'คำนวณค่าเสื่อมราคา' }).click();
  await expect(toast(page, 'บันทึกค่าเสื่อมราคา ตุลาคม 2569 แล้ว: 709.68')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ตุลาคม 2569' })).toContainText('709.68');
  await screenshot(page, 'month-end-06-depreciation');
  return expense.number;
}

export async function payFreelancer(page: Page, orgId: string): Promise<string> {
  await page.goto(`/${orgId}/expenses/new`);
  await expect(page.getByText('ผู้จำหน่าย', { exact: true })).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByTestId('contact-picker'), 'ออกแบบ', new RegExp(FREELANCER.name));
  await typeDate(page.getByTestId('document-date'), day(22));
  await page.getByTestId('vat-enabled').uncheck();
  await page.getByTestId('line-name-0').fill('ค่าออกแบบโลโก้และบรรจุภัณฑ์');
  await page.getByTestId('line-type-0').getByText('บริการ').click();
  await pickAccount(page, page.getByTestId('line-account-0'), '53032.99');
  await page.getByTestId('line-quantity-0').fill('1');
  await page.getByTestId('line-price-0').fill('5000');
  await page.getByTestId('toggle-item-wht').click();
  await page.getByTestId('line-wht-0').click();
  await page.getByRole('option', { name: '3.00%', exact: true }).click();
  await expect(page.getByTestId('totals-grand')).toHaveText('5,000.00');
  await expect(page.getByTestId('totals-payable')).toHaveText('4,850.00'); // 5,000.00 − 150.00
  await page.getByTestId('save-document').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/expenses/[0-9a-f-]{36}$`));
  const expenseId = idInUrl(page);
  await approveAndPay(page, day(22), 'เงินสด');
  const expense = await read<{
    number: string;
    whtCertificates: { form_type: string; total_tax: string; date?: string }[];
  }>(page, `/expenses/${expenseId}`);
  expect(expense.whtCertificates.map((c) => [c.form_type, c.total_tax])).toEqual([['PND3', '150.00']]);
  return expense.number;
}
