// The books in a real browser: a manual journal entry (JV) is refused while unbalanced, completed with the
// keyboard (Enter adds a line carrying the difference) and posted; it then shows in the journals list, the
// trial balance, the general ledger (opening, running and closing balance), the profit and loss and the
// balance sheet with exactly its figures, and in the trial balance's CSV export; the chart of accounts shows
// the balance and asks before deactivating. The entry is posted in an empty organisation of its own (the demo
// organisation has a year of documents), so the figures are exact.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, screenshot, signInToDemo, signUpToEmptyOrganization, test } from './fixtures';

const DESCRIPTION = `ผู้ถือหุ้นนำเงินเข้าเงินสดย่อย และรายได้ค่าบริการ ${Date.now() % 100000}`;

async function chooseAccount(page: Page, line: number, search: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: `บัญชี ${line}`, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
}

async function rowCells(page: Page, testId: string): Promise<string[]> {
  await expect(page.getByTestId(testId)).toBeVisible();
  const cells = page.getByTestId(testId).getByRole('cell');
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

test('post a manual journal entry and see it in the journals, trial balance, ledger and statements', async ({
  page,
}) => {
  test.slow(); // many screens in one story; the shared machine can be slow
  const orgId = await signUpToEmptyOrganization(page, `บริษัท สมุดบัญชี ${Date.now()} จำกัด`);

  await page.goto(`/${orgId}/accounting/journals`);
  await expect(page.getByRole('heading', { name: 'สมุดรายวัน', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'บันทึกรายการบัญชี' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/accounting/journals/new$`));
  await expect(page.getByRole('heading', { name: 'บันทึกรายการบัญชี', level: 1 })).toBeVisible();

  const date = page.getByRole('textbox', { name: 'วันที่' });
  await date.fill('15-01-2569'); // the Thai UI shows and reads Buddhist-Era dates by default
  await date.press('Tab');
  await page.getByRole('textbox', { name: 'คำอธิบายรายการ' }).fill(DESCRIPTION);
  await chooseAccount(page, 1, '11112', '11112 เงินสดย่อย');
  await page.getByRole('textbox', { name: 'เดบิต 1' }).fill('1,234.56');
  await chooseAccount(page, 2, 'หุ้นสามัญ', '31110 ทุนที่ออกและชำระแล้ว - หุ้นสามัญ');
  await page.getByRole('textbox', { name: 'เครดิต 2' }).fill('1000');
  await expect(page.getByTestId('jv-status')).toHaveText('เดบิตและเครดิตต่างกัน 234.56');

  // Unbalanced: refused with both totals, nothing posted.
  await page.getByRole('button', { name: 'บันทึกรายการ' }).click();
  await expect(page.getByTestId('jv-error')).toHaveText('เดบิต 1,234.56 ไม่เท่ากับเครดิต 1,000.00');
  await expect(page).toHaveURL(new RegExp(`/accounting/journals/new$`));
  await screenshot(page, '40-journal-form-unbalanced');

  // Enter in the last amount adds a line that already carries the difference on the short side.
  await page.getByRole('textbox', { name: 'เครดิต 2' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'เครดิต 3' })).toHaveValue('234.56');
  await chooseAccount(page, 3, '41210', '41210 รายได้จากการให้บริการ');
  await expect(page.getByTestId('jv-total-debit')).toHaveText('1,234.56');
  await expect(page.getByTestId('jv-total-credit')).toHaveText('1,234.56');
  await expect(page.getByTestId('jv-status')).toHaveText('เดบิตเท่ากับเครดิต');
  await screenshot(page, '41-journal-form-balanced');
  await page.getByRole('button', { name: 'บันทึกรายการ' }).click();

  // The detail page of the posted entry, with its JV number from the server.
  await expect(page).toHaveURL(new RegExp(`/${orgId}/accounting/journals/[0-9a-f-]{36}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^รายการบัญชี JV\d{12}$/);
  const jvNumber = (await heading.innerText()).replace('รายการบัญชี ', '');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `บันทึก ${jvNumber} แล้ว` })).toBeVisible();
  expect(await rowCells(page, 'journal-totals')).toEqual(['รวม', '1,234.56', '1,234.56']);
  await expect(page.getByText('15-01-2569')).toBeVisible();
  await screenshot(page, '42-journal-detail');

  // In the journals list, found by search.
  await page.getByRole('link', { name: 'กลับไปที่สมุดรายวัน' }).click();
  await page.getByRole('searchbox').fill(DESCRIPTION);
  const listRow = page.getByTestId(`journal-row-${jvNumber}`);
  await expect(listRow).toBeVisible();
  await expect(listRow).toContainText('บันทึกเอง (JV)');
  await expect(listRow).toContainText('1,234.56');
  await screenshot(page, '43-journals');

  // Trial balance of January 2026: exactly this entry.
  await page.goto(`/${orgId}/accounting/trial-balance?from=2026-01-01&to=2026-01-31`);
  await expect(page.getByRole('heading', { name: 'งบทดลอง', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tb-row-11112')).toBeVisible();
  expect(await rowCells(page, 'tb-row-11112')).toEqual([
    '11112',
    'เงินสดย่อย',
    '',
    '',
    '1,234.56',
    '',
    '1,234.56',
    '',
  ]);
  expect(await rowCells(page, 'tb-row-31110')).toEqual([
    '31110',
    'ทุนที่ออกและชำระแล้ว - หุ้นสามัญ',
    '',
    '',
    '',
    '1,000.00',
    '',
    '1,000.00',
  ]);
  expect(await rowCells(page, 'tb-row-41210')).toEqual([
    '41210',
    'รายได้จากการให้บริการ',
    '',
    '',
    '',
    '234.56',
    '',
    '234.56',
  ]);
  expect(await rowCells(page, 'tb-totals')).toEqual([
    'รวม',
    '0.00',
    '0.00',
    '1,234.56',
    '1,234.56',
    '1,234.56',
    '1,234.56',
  ]);
  await expect(page.getByTestId('tb-balanced')).toHaveText('ยอดดุล');
  await screenshot(page, '44-trial-balance');

  // The CSV export is the server's, under its file name, with the same figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ดาวน์โหลดงบทดลองเป็น CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('trial-balance-2026-01-01-2026-01-31.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('11112,เงินสดย่อย,Petty cash,0.00,0.00,1234.56,0.00,1234.56,0.00\r\n');
  expect(csv).toContain('TOTAL,รวม,Total,0.00,0.00,1234.56,1234.56,1234.56,1234.56\r\n');

  // The account name links to its general ledger for the same period.
  await page.getByTestId('tb-row-11112').getByRole('link', { name: 'เงินสดย่อย' }).click();
  await expect(page).toHaveURL(/\/accounting\/transaction\?account=11112&from=2026-01-01&to=2026-01-31$/);
  await expect(page.getByRole('heading', { name: 'บัญชีแยกประเภท', level: 1 })).toBeVisible();
  expect(await rowCells(page, 'gl-opening')).toEqual(['01-01-2569', 'ยอดยกมา', '0.00']);
  const line = page.getByTestId('gl-line');
  await expect(line).toHaveCount(1);
  expect(await rowCells(page, 'gl-line')).toEqual([
    '15-01-2569',
    jvNumber,
    DESCRIPTION,
    '',
    '1,234.56',
    '',
    '1,234.56',
  ]);
  expect(await rowCells(page, 'gl-totals')).toEqual(['ยอดเคลื่อนไหวในงวด', '1,234.56', '0.00', '']);
  expect(await rowCells(page, 'gl-closing')).toEqual(['31-01-2569', 'ยอดยกไป', '1,234.56']);
  await screenshot(page, '45-general-ledger');

  // A later period opens with this balance.
  await page.goto(`/${orgId}/accounting/transaction?account=11112&from=2026-02-01&to=2026-02-28`);
  await expect(page.getByTestId('gl-opening')).toContainText('1,234.56');
  await expect(page.getByTestId('gl-closing')).toContainText('1,234.56');

  // Profit and loss of January and the balance sheet at its end.
  await page.goto(`/${orgId}/accounting/profit-loss?from=2026-01-01&to=2026-01-31`);
  await expect(page.getByTestId('st-row-41210')).toContainText('234.56');
  expect(await rowCells(page, 'pl-total-revenue')).toEqual(['', 'รวมรายได้', '234.56']);
  expect(await rowCells(page, 'pl-net')).toEqual(['', 'กำไร (ขาดทุน) สุทธิ', '234.56']);
  await screenshot(page, '46-profit-loss');

  await page.goto(`/${orgId}/accounting/balance-sheet?asOf=2026-01-31`);
  expect(await rowCells(page, 'bs-total-assets')).toEqual(['', 'รวมสินทรัพย์', '1,234.56']);
  expect(await rowCells(page, 'bs-current-year-profit')).toEqual(['', 'กำไร (ขาดทุน) ปีปัจจุบัน', '234.56']);
  expect(await rowCells(page, 'bs-total-le')).toEqual(['', 'รวมหนี้สินและส่วนของเจ้าของ', '1,234.56']);
  await screenshot(page, '47-balance-sheet');

  await page.goto(`/${orgId}/accounting/journal-book?from=2026-01-01&to=2026-01-31`);
  expect(await rowCells(page, 'jb-totals')).toEqual(['รวมทั้งงวด', '1,234.56', '1,234.56']);
  await screenshot(page, '48-journal-book');

  await page.goto(`/${orgId}/reports/account-receivable?asOf=2026-01-31`);
  await expect(page.getByRole('heading', { name: 'รายงานอายุลูกหนี้', level: 1 })).toBeVisible();
  await screenshot(page, '49-ar-aging');

  // The chart of accounts shows the balance as of today, on the header above it too; search keeps ancestors.
  await page.goto(`/${orgId}/accounting/chart-of-account`);
  await expect(page.getByTestId('coa-row-10000')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox').fill('เงินสดย่อย');
  await expect(page.getByTestId('coa-row-11112')).toBeVisible();
  await expect(page.getByTestId('coa-balance-11112')).toHaveText('1,234.56');
  await expect(page.getByTestId('coa-balance-11110')).toHaveText('1,234.56');
  await expect(page.getByTestId('coa-row-10000')).toBeVisible();
  await screenshot(page, '51-chart-search');

  // The same books in English.
  await page.goto(`/${orgId}/accounting/trial-balance?from=2026-01-01&to=2026-01-31`);
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Trial balance', level: 1 })).toBeVisible();
  expect(await rowCells(page, 'tb-row-11112')).toEqual([
    '11112',
    'Petty cash',
    '',
    '',
    '1,234.56',
    '',
    '1,234.56',
    '',
  ]);
  await screenshot(page, '53-trial-balance-english');
});

test('chart of accounts: add an account with a suggested code, rename it, confirm before deactivating', async ({
  page,
}) => {
  test.slow(); // many screens in one story; the shared machine can be slow
  const orgId = await signInToDemo(page);
  await page.goto(`/${orgId}/accounting/chart-of-account`);
  await expect(page.getByRole('heading', { name: 'ผังบัญชี', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('coa-row-10000')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, '50-chart-of-accounts');

  await page.getByRole('searchbox').fill('เงินสดย่อย');
  await expect(page.getByTestId('coa-row-11112')).toBeVisible();

  // Add a postable account under petty cash's header; the code follows its siblings (11111–11114).
  await page.getByRole('button', { name: 'เพิ่มบัญชีภายใต้ เงินสด', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'รหัส' })).toHaveValue('11115');
  await dialog.getByRole('textbox', { name: 'ชื่อบัญชี (ภาษาไทย)' }).fill('เงินสดย่อยสาขาเชียงใหม่');
  await dialog.getByRole('textbox', { name: 'ชื่อบัญชี (ภาษาอังกฤษ)' }).fill('Petty cash - Chiang Mai');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เพิ่มบัญชี 11115 แล้ว')).toBeVisible();
  await page.getByRole('searchbox').fill('11115');
  await expect(page.getByTestId('coa-row-11115')).toContainText('เงินสดย่อยสาขาเชียงใหม่');

  await page.getByRole('button', { name: 'เปลี่ยนชื่อ เงินสดย่อยสาขาเชียงใหม่' }).click();
  await dialog.getByRole('textbox', { name: 'ชื่อบัญชี (ภาษาไทย)' }).fill('เงินสดย่อยสาขาขอนแก่น');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByTestId('coa-row-11115')).toContainText('เงินสดย่อยสาขาขอนแก่น');

  await page.getByRole('button', { name: 'ปิดใช้งาน เงินสดย่อยสาขาขอนแก่น' }).click();
  await expect(dialog).toContainText('ปิดใช้งาน 11115 เงินสดย่อยสาขาขอนแก่น ใช่หรือไม่?');
  await screenshot(page, '52-chart-deactivate-confirm');
  await dialog.getByRole('button', { name: 'ปิดใช้งาน' }).click();
  await expect(page.getByText('ปิดใช้งานบัญชี 11115 แล้ว')).toBeVisible();
  await expect(page.getByTestId('coa-row-11115')).toHaveCount(0);
});
