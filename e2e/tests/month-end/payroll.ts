// Step 6 of the month: three employees made on the employee screen and October's payroll run, approved and paid.
// All single, no other allowances, social security members (thai-tax-reference §4; decisions 0231, 0232).
// The social-security ceiling of 2026 is 17,500 (MR 2026, packages/domain payroll/rates.ts; 15,000 before 2026).
//   สมหญิง joins on 30-10-2569 at 93,000 a month: 93,000 × 2 ÷ 31 days = 6,000.00 paid
//     SSO 5 % × 6,000.00 = 300.00; PND1: 3 payments in the year (Oct–Dec), none before → estimate 3 × 6,000.00 =
//     18,000 income, below the 50 % expense and 60,000 personal allowance → 0.00; net 5,700.00
//   สมชาย 40,000 (above the ceiling): SSO 5 % × 17,500 = 875.00; PND1 12 payments (employed all year):
//     480,000 − 100,000 (50 %, capped) − 60,000 − 10,500 (SSO × 12) = 309,500 → 7,500 (5 % of 150,000) + 950
//     (10 % of 9,500) = 8,450.00 ÷ 12 = 704.166… → 704.17; net 40,000 − 875 − 704.17 = 38,420.83
//   สมศรี 12,000 and 1,000.00 overtime typed on the run: SSO on normal-time wages only (decision 0232),
//     5 % × 12,000 = 600.00; PND1 at most (12,000 + 1,000) × 12 = 156,000 − 78,000 − 60,000 − 7,200 = 10,800
//     → 0.00; net 13,000 − 600 = 12,400.00
//   The run: gross 59,000.00, SSO 1,775.00 each side, PND1 704.17, net pay 56,520.83 (59,000 − 1,775 − 704.17).
//   Before the overtime: 55,520.83.
import { expect, type Page } from '@playwright/test';
import { screenshot } from '../fixtures';
import { iso, MONTH, toast } from './ui';

interface Employee {
  nationalId: string;
  first: string;
  last: string;
  start: string;
  salary: string;
}

export const EMPLOYEES: readonly Employee[] = [
  { nationalId: '1101700123456', first: 'สมหญิง', last: 'เริ่มงาน', start: iso(30), salary: '93000' },
  { nationalId: '3100900123463', first: 'สมชาย', last: 'เงินดี', start: '2024-01-02', salary: '40000' },
  { nationalId: '1509900023459', first: 'สมศรี', last: 'ขยันงาน', start: '2025-06-01', salary: '12000' },
];

async function newEmployee(page: Page, orgId: string, e: Employee): Promise<void> {
  await page.goto(`/${orgId}/employees`);
  await page.getByRole('link', { name: 'เพิ่มพนักงาน' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/employees/new$`));
  await page.getByLabel('เลขประจำตัวประชาชน').fill(e.nationalId);
  await page.getByLabel('คำนำหน้า').fill(e.first === 'สมชาย' ? 'นาย' : 'นางสาว');
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill(e.first);
  await page.getByRole('textbox', { name: 'นามสกุล', exact: true }).fill(e.last);
  await page.getByLabel('วันเริ่มงาน').fill(e.start);
  await page.getByLabel('เงินเดือน / ค่าจ้างต่อวัน').fill(e.salary);
  await expect(page.getByLabel('เป็นผู้ประกันตนตามมาตรา 33')).toBeChecked();
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/employees$`));
  await expect(page.getByRole('row', { name: new RegExp(`${e.first} ${e.last}`) })).toBeVisible();
}

export async function runPayroll(page: Page, orgId: string): Promise<void> {
  for (const employee of EMPLOYEES) await newEmployee(page, orgId, employee);

  await page.goto(`/${orgId}/employees/payroll`);
  await page.getByRole('button', { name: 'สร้างรอบเงินเดือน' }).click();
  await page.getByRole('textbox', { name: 'เดือน', exact: true }).fill(MONTH);
  await page.getByRole('textbox', { name: 'วันที่จ่าย', exact: true }).fill(iso(31));
  await page.getByRole('button', { name: 'สร้างรอบ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/employees/payroll/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('run-net-pay')).toHaveText('55,520.83');
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  await expect(row('สมหญิง เริ่มงาน')).toContainText('6,000.00');
  await expect(row('สมหญิง เริ่มงาน')).toContainText('5,700.00');
  await expect(row('สมชาย เงินดี')).toContainText('875.00');
  await expect(row('สมชาย เงินดี')).toContainText('704.17');
  await expect(row('สมชาย เงินดี')).toContainText('38,420.83');
  await expect(row('สมศรี ขยันงาน')).toContainText('11,400.00');
  await page.getByRole('textbox', { name: 'ค่าล่วงเวลา สมศรี' }).fill('1000');
  await page.getByRole('button', { name: 'บันทึกและคำนวณใหม่' }).click();
  await expect(page.getByTestId('run-net-pay')).toHaveText('56,520.83');
  await expect(row('สมศรี ขยันงาน')).toContainText('600.00');
  await expect(row('สมศรี ขยันงาน')).toContainText('12,400.00');
  await screenshot(page, 'month-end-09-payroll');

  await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(toast(page, 'อนุมัติและบันทึกบัญชีแล้ว')).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกการจ่าย' }).click();
  await expect(page.getByRole('dialog')).toContainText('56,520.83');
  await expect(page.getByRole('dialog').getByLabel('วันที่จ่ายจริง')).toHaveValue(iso(31));
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึกการจ่าย' }).click();
  await expect(toast(page, 'บันทึกการจ่ายเงินแล้ว')).toBeVisible();
}
