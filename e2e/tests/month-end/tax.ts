// Steps 7 and 8 of the month: manage the purchase VAT, the PP30 worksheet on the filing desk and its PDF, the
// PND3 and PND53 upload files, then close the VAT month and lock the books up to 31-10-2569.
//   Input VAT of October: the receiving 770.00 (goods 630.00 on its tax invoice, the service's 140.00 once paid on
//   15-10) + the notebook 2,520.00 = 3,290.00, both claimed in October. No sales: output VAT 0.00.
//   PP30: box 5 (output) 0.00, box 7 (input) 3,290.00, box 11 (payable) 0.00, box 12 (excess) 3,290.00 carried.
//   ภ.พ.36: 700.00 (the service from abroad), due in November; not paid this month, so not input VAT yet.
//   PND53: the coffee supplier 0105552029681, 3 % of 2,000.00 = 60.00; PND3: the designer 3101700123452,
//   3 % of 5,000.00 = 150.00.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { screenshot } from '../fixtures';
import { COFFEE_SUPPLIER, FREELANCER } from './setup';
import { MONTH, toast } from './ui';

async function downloaded(
  page: Page,
  trigger: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

export async function managePurchaseVat(
  page: Page,
  orgId: string,
  /** Each bill's number; a bill of goods and a service is two rows, its GOODS and SERVICES parts (0245). */
  bills: readonly { number: string; parts?: readonly ('GOODS' | 'SERVICES')[] }[],
): Promise<void> {
  await page.goto(`/${orgId}/accounting/manage-purchase-vat?month=${MONTH}`);
  await expect(page.getByTestId('purchase-vat-table')).toBeVisible({ timeout: 30_000 });
  const rows = bills.flatMap(({ number, parts }) =>
    parts ? parts.map((part) => ({ number, id: `${number}-${part}` })) : [{ number, id: number }],
  );
  for (const { number, id } of rows) {
    const row = page.getByTestId(`purchase-vat-${id}`);
    await expect(row.getByRole('combobox', { name: `เดือนที่ใช้สิทธิ ${number}` })).toHaveValue('ตุลาคม 2569');
    await row.getByRole('button', { name: 'ใช้สิทธิ', exact: true }).click();
    await expect(toast(page, 'บันทึกแล้ว').first()).toBeVisible();
    await expect(page.getByTestId(`purchase-vat-${id}`).getByTestId('state-CLAIMED')).toBeVisible();
  }
  await expect(page.getByTestId('purchase-vat-table').locator('tbody tr')).toHaveCount(rows.length);
  await screenshot(page, 'month-end-10-manage-purchase-vat');
}

export async function fileAndClose(page: Page, orgId: string): Promise<void> {
  // ---------------------------------------------------------------- the input tax report
  // Values before VAT: the receiving 9,000.00 + 2,000.00 and the notebook 36,000.00 = 47,000.00; VAT 3,290.00.
  await page.goto(`/${orgId}/accounting/input-tax-report?month=${MONTH}`);
  const total = page.getByTestId('input-total').getByRole('cell');
  await expect(total.nth(1)).toHaveText('47,000.00', { timeout: 30_000 });
  await expect(total.nth(2)).toHaveText('3,290.00');

  // ---------------------------------------------------------------- the PP30 worksheet and its PDF
  await page.goto(`/${orgId}/accounting/montly-tax-filing?month=${MONTH}`);
  await expect(page.getByRole('heading', { name: 'ยื่นภาษีรายเดือน' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pp30-box5')).toContainText('0.00');
  await expect(page.getByTestId('pp30-box7')).toContainText('3,290.00'); // 770.00 + 2,520.00
  await expect(page.getByTestId('pp30-box11')).toContainText('0.00');
  await expect(page.getByTestId('pp30-box12')).toContainText('3,290.00');
  await expect(page.getByTestId('pp30-reconciled')).toBeVisible();
  // The month's obligations on the desk, each amount as computed in its step.
  for (const [form, amount] of [
    ['PP30', '0.00'], // box 11: nothing payable, 3,290.00 carried forward
    ['PP36', '700.00'], // 7 % × 10,000.00
    ['PND1', '704.17'], // payroll.ts: สมชาย's only
    ['PND3', '150.00'], // the designer
    ['PND53', '60.00'], // the coffee supplier's installation service
    ['SSO', '3,550.00'], // 1,775.00 employees' + 1,775.00 employer's
  ] as const) {
    await expect(page.getByTestId(`obligation-${form}`).getByRole('cell').nth(2), form).toHaveText(amount);
  }
  await screenshot(page, 'month-end-11-filing-desk');
  const pp30 = await downloaded(page, () => page.getByRole('button', { name: 'PDF', exact: true }).click());
  expect(pp30.name).toBe(`pp30-${MONTH}.pdf`);
  expect(pp30.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // ---------------------------------------------------------------- PND53 and PND3 upload files
  await page.goto(`/${orgId}/accounting/withholdingtax-submission?month=${MONTH}`);
  // RD's file names (§2.5): WHT-P53-256910.txt — the form code, the Buddhist-era year 2569 and the month.
  for (const [code, label, taxId, tax] of [
    ['P53', 'ภ.ง.ด.53 (หัก ณ ที่จ่าย นิติบุคคล)', COFFEE_SUPPLIER.taxId, '60.00'],
    ['P03', 'ภ.ง.ด.3 (หัก ณ ที่จ่าย บุคคลธรรมดา)', FREELANCER.taxId, '150.00'],
  ] as const) {
    await page.getByTestId('wht-form').getByText(label).click();
    await expect(page.getByTestId('wht-row-1')).toContainText(taxId.slice(-4), { timeout: 30_000 });
    await expect(page.getByTestId('wht-total')).toContainText(tax);
    await expect(page.getByTestId('wht-reconciled')).toBeVisible();
    const file = await downloaded(page, () => page.getByTestId('wht-download-file').click());
    expect(file.name).toBe(`WHT-${code}-256910.txt`);
    const text = file.bytes.toString('utf8');
    expect(text).toContain(taxId);
    expect(text).toContain(tax);
  }
  await screenshot(page, 'month-end-12-wht-submission');

  // ---------------------------------------------------------------- close the VAT month
  await page.goto(`/${orgId}/accounting/montly-tax-filing?month=${MONTH}`);
  await page.getByTestId('pp30-close').click();
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('pp30-closed')).toBeVisible();
  await expect(page.getByTestId('obligation-PP30').getByRole('cell').nth(2)).toHaveText('0.00');

  // ---------------------------------------------------------------- lock the books up to 31-10-2569
  await page.goto(`/${orgId}/accounting/closing`);
  await expect(page.getByRole('heading', { name: 'ปิดงวดบัญชี', level: 1 })).toBeVisible({ timeout: 30_000 });
  const lockField = page.getByRole('textbox', { name: 'วันที่ปิดงวดใหม่' });
  await lockField.fill('31-10-2569');
  await lockField.press('Tab');
  await page.getByRole('button', { name: 'ตั้งวันที่ปิดงวด' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ปิดงวดบัญชีถึงวันที่ 31-10-2569 ใช่หรือไม่?');
  await dialog.getByRole('button', { name: 'ปิดงวดบัญชี', exact: true }).click();
  await expect(page.getByTestId('lock-date-state')).toHaveText('ปิดงวดถึงวันที่ 31-10-2569 (รวมวันนั้น)');
  await screenshot(page, 'month-end-13-locked');

  // ---------------------------------------------------------------- the ภ.พ.36 filed and paid in November
  // Filed on 05-11-2569 and paid on 07-11-2569 (due 15-11 online): Dr 27113 · Cr bank 700.00, and its VAT becomes
  // input VAT in the month paid (Dr 11610 · Cr 11611 700.00): November's input tax report lists 10,000.00 / 700.00.
  await page.goto(`/${orgId}/accounting/montly-tax-filing?month=${MONTH}`);
  await page.getByTestId('file-PP36').click();
  await page.getByLabel('วันที่ยื่น').fill('2026-11-05');
  await page.getByLabel('เลขอ้างอิง').fill('PP36-256910-01');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('obligation-PP36')).toContainText('PP36-256910-01');
  await page.getByTestId('pay-PP36').click();
  await page.getByLabel('วันที่ชำระ').fill('2026-11-07');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('obligation-PP36').getByTestId('state-PAID')).toBeVisible();
  await page.goto(`/${orgId}/accounting/input-tax-report?month=2026-11`);
  const november = page.getByTestId('input-total').getByRole('cell');
  await expect(november.nth(1)).toHaveText('10,000.00', { timeout: 30_000 });
  await expect(november.nth(2)).toHaveText('700.00');
}
