// The sales, receivable and project reports in a real browser (issue 15): an empty organisation gets a project
// and two invoices on the screens (the projects page, the invoice editor; decision 0244); every report of the
// menu opens, the sales report shows the hand-computed totals and agrees with the ledger, narrows by
// salesperson (kept in the URL), takes a quick range, exports CSV, XLSX and a Thai PDF, and drills down to the
// invoice; the projects report shows the project's profit.
//   Invoice 1 (สมชาย, project): 2 × 1,500.00 = 3,000.00 + VAT 210.00 = 3,210.00
//   Invoice 2:                  1 × 5,000.00 = 5,000.00 + VAT 350.00 = 5,350.00
//   Together 8,000.00 + 560.00 = 8,560.00.
import { readFileSync } from 'node:fs';
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { footerCells } from './report-helpers';
import { createDocument } from './screens/documents';
import { createProject } from './screens/projects';

const REPORTS: [string, string][] = [
  ['reports/sales', 'รายงานยอดขาย'],
  ['reports/salesbyproduct', 'รายงานยอดขายตามสินค้า'],
  ['reports/salesbyperson', 'รายงานยอดขายตามพนักงานขาย'],
  ['reports/salesbycustomer', 'รายงานยอดขายตามลูกค้า'],
  ['reports/billingnote', 'รายงานใบวางบิล'],
  ['reports/receivables', 'รายงานลูกหนี้คงค้าง'],
  ['reports/projects', 'รายงานกำไรขาดทุนตามโปรเจกต์'],
  ['accounting/income-and-expense', 'รายงานรายได้และค่าใช้จ่าย'],
];

test('sales, receivable and project reports: figures, filters, exports and drill-down', async ({ page }) => {
  test.slow();
  const orgId = await signUpToEmptyOrganization(page, `บริษัท รายงาน ${Date.now()} จำกัด`);
  await createProject(page, orgId, { code: 'P-01', name: 'ไซต์งานบางนา' });
  const first = await createDocument(page, orgId, 'invoices', {
    party: { name: 'ลูกค้า หนึ่ง', address: '1 ถนนสีลม กรุงเทพมหานคร 10500' },
    date: '2026-03-10',
    salesName: 'สมชาย',
    project: 'P-01 ไซต์งานบางนา',
    lines: [{ name: 'โต๊ะ', quantity: '2', price: '1500' }],
  });
  await createDocument(page, orgId, 'invoices', {
    party: { name: 'ลูกค้า สอง', address: '2 ถนนสาทร กรุงเทพมหานคร 10120' },
    date: '2026-03-20',
    lines: [{ name: 'ตู้', quantity: '1', price: '5000' }],
  });

  // Every report of the menu opens (none says "not available yet").
  for (const [path, title] of REPORTS) {
    await page.goto(`/${orgId}/${path}?from=2026-03-01&to=2026-03-31`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('ยังไม่เปิดให้ใช้งาน')).toHaveCount(0);
  }

  await page.goto(`/${orgId}/reports/sales?from=2026-03-01&to=2026-03-31`);
  const table = 'รายงานยอดขาย';
  // The shared machine can be slow to answer the first report of a page.
  await expect(page.getByRole('table', { name: table }).locator('tbody tr')).toHaveCount(2, {
    timeout: 30_000,
  });
  expect(await footerCells(page, table)).toEqual([
    'รวม',
    '',
    '',
    '',
    '',
    '',
    '8,000.00',
    '560.00',
    '8,560.00',
  ]);
  await expect(page.getByText('ตรงกับสมุดบัญชี (41xxx): 8,000.00')).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await screenshot(page, '60-sales-report');

  // Narrowed to one salesperson: the filter goes into the URL, the totals follow.
  const salesperson = page.getByRole('textbox', { name: 'พนักงานขาย' });
  await salesperson.fill('สมชาย');
  await salesperson.press('Enter');
  await expect(page).toHaveURL(/salesName=/);
  await expect(page.getByRole('table', { name: table }).locator('tbody tr')).toHaveCount(1);
  expect((await footerCells(page, table)).slice(6)).toEqual(['3,000.00', '210.00', '3,210.00']);

  // Exports: CSV, XLSX and the Thai PDF.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ดาวน์โหลดรายงานยอดขายเป็น CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('sales-2026-03-01-2026-03-31.csv');
  expect(readFileSync(await csv.path(), 'utf8')).toContain('3000.00,210.00,3210.00');
  for (const [item, extension] of [
    ['Excel (XLSX)', 'xlsx'],
    ['PDF ภาษาไทย', 'pdf'],
  ]) {
    await page.getByRole('button', { name: 'ส่งออกรายงานยอดขาย' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`sales-2026-03-01-2026-03-31.${extension}`);
    const head = readFileSync(await file.path())
      .subarray(0, 4)
      .toString('latin1');
    expect(head).toBe(extension === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
  }

  // Drill down: the document number opens the invoice.
  await page.getByRole('table', { name: table }).locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/invoices/${first.id}$`));

  // A quick range rewrites the period.
  await page.goto(`/${orgId}/reports/salesbycustomer?from=2026-03-01&to=2026-03-31`);
  await expect(page.getByRole('table', { name: 'รายงานยอดขายตามลูกค้า' }).locator('tbody tr')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'ช่วงด่วน' }).click();
  await page.getByRole('option', { name: 'ปีที่แล้ว' }).click();
  await expect(page).toHaveURL(/from=\d{4}-01-01&to=\d{4}-12-31/);

  // The projects report: the project's revenue and the link to the projects page.
  await page.goto(`/${orgId}/reports/projects?from=2026-03-01&to=2026-03-31`);
  const projects = page.getByRole('table', { name: 'รายงานกำไรขาดทุนตามโปรเจกต์' });
  await expect(projects.locator('tbody tr').first()).toContainText('ไซต์งานบางนา');
  await expect(projects.locator('tbody tr').first()).toContainText('3,000.00');
  await expect(page.getByText('ตรงกับสมุดบัญชี (4xxxx − 5xxxx): 8,000.00')).toBeVisible();
  await screenshot(page, '61-projects-report');
  await page.goto(`/${orgId}/accounting/projects`);
  await expect(page.getByRole('table', { name: 'โปรเจกต์' })).toContainText('ไซต์งานบางนา');

  // Every reconciliation of the organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, orgId);
});
