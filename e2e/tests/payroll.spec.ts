// Employees and payroll (issue #14): create a department and an employee, run March 2026, approve and pay it
// (each after a confirmation; the approval is reversed once and approved again), download the employee's payslip,
// the PND1 file and, from the yearly ภ.ง.ด.1ก, the employee's 50 ทวิ. Figures as the API tests:
// 50,000 a month, single → SSO 875, PND1 1,704.17, net 47,420.83.
import { readFile } from 'node:fs/promises';
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';

test('department, employee, payroll run approved and paid, payslip and PND1 file', async ({ page }) => {
  const orgId = await signUpToEmptyOrganization(page, 'บริษัท เงินเดือนทดสอบ จำกัด');

  await page.goto(`/${orgId}/employees/departments`);
  await page.getByRole('button', { name: 'เพิ่มแผนก' }).click();
  await page.getByLabel('ชื่อแผนก').fill('ฝ่ายบริหาร');
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('link', { name: 'ฝ่ายบริหาร' })).toBeVisible();

  await page.goto(`/${orgId}/employees`);
  await page.getByRole('link', { name: 'เพิ่มพนักงาน' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/employees/new$`));
  await page.getByLabel('เลขประจำตัวประชาชน').fill('3100600445639'); // wrong check digit
  await page.getByLabel('คำนำหน้า').fill('นาย');
  await page.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมชาย');
  await page.getByRole('textbox', { name: 'นามสกุล', exact: true }).fill('ใจดี');
  await page.getByLabel('วันเริ่มงาน').fill('2020-01-06');
  await page.getByLabel('เงินเดือน / ค่าจ้างต่อวัน').fill('50000');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('เลขประจำตัวผู้เสียภาษีต้องมี 13 หลักและเลขตรวจสอบถูกต้อง')).toBeVisible();
  await page.getByLabel('เลขประจำตัวประชาชน').fill('3100600445635');
  await page.getByRole('combobox', { name: 'แผนก' }).click();
  await page.getByRole('option', { name: 'ฝ่ายบริหาร' }).click();
  await page.getByRole('combobox', { name: 'ธนาคาร' }).click();
  await page.getByRole('option', { name: 'ธนาคารกสิกรไทย' }).click();
  await page.getByLabel('เลขที่บัญชี').fill('1234567890');
  await screenshot(page, '60-employee-form');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/employees$`));
  await expect(page.getByRole('row', { name: /สมชาย ใจดี/ })).toContainText('50,000.00');

  await page.goto(`/${orgId}/employees/payroll`);
  await page.getByRole('button', { name: 'สร้างรอบเงินเดือน' }).click();
  await page.getByRole('textbox', { name: 'เดือน', exact: true }).fill('2026-03');
  await page.getByRole('textbox', { name: 'วันที่จ่าย', exact: true }).fill('2026-03-31');
  await page.getByRole('button', { name: 'สร้างรอบ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${orgId}/employees/payroll/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('run-net-pay')).toHaveText('47,420.83');
  await expect(page.getByRole('row', { name: /สมชาย ใจดี/ })).toContainText('1,704.17');
  await screenshot(page, '61-payroll-draft');

  await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(page.getByText('อนุมัติและบันทึกบัญชีแล้ว')).toBeVisible();
  // reversing the approval (decision 0180) puts the run back to draft; approve it again
  await page.getByRole('button', { name: 'ยกเลิกการอนุมัติ' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ยกเลิกการอนุมัติ' }).click();
  await expect(page.getByText('ยกเลิกการอนุมัติแล้ว รอบเงินเดือนกลับเป็นฉบับร่าง')).toBeVisible();
  await page.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(page.getByRole('button', { name: 'บันทึกการจ่าย' })).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกการจ่าย' }).click();
  await expect(page.getByRole('dialog')).toContainText('47,420.83');
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึกการจ่าย' }).click();
  await expect(page.getByText('บันทึกการจ่ายเงินแล้ว')).toBeVisible();
  await expect(page.getByRole('link', { name: /รายการบัญชี JV20260331/ }).first()).toBeVisible();
  await screenshot(page, '62-payroll-paid');

  const [payslip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'สลิปเงินเดือน สมชาย' }).click(),
  ]);
  expect(payslip.suggestedFilename()).toBe('payslip-2026-03-1.pdf');
  expect((await readFile(await payslip.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const [pnd1] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ไฟล์ ภ.ง.ด.1' }).click(),
  ]);
  expect(pnd1.suggestedFilename()).toBe('WHT-P01-256903.txt');
  expect(await readFile(await pnd1.path(), 'utf8')).toBe(
    '401N|1|3100600445635|นาย|สมชาย|ใจดี|31032569|50,000.00|1,704.17|1\r\n',
  );

  // the yearly ภ.ง.ด.1ก from the payroll page, and the employee's 50 ทวิ
  await page.getByRole('button', { name: 'ภ.ง.ด.1ก รายปี' }).click();
  await page.getByLabel('ปีภาษี').fill('2569');
  await expect(page.getByTestId('pnd1a-row-1')).toContainText('50,000.00');
  await expect(page.getByTestId('pnd1a-total')).toContainText('1,704.17');
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('pnd1a-row-1').getByRole('button', { name: '50 ทวิ' }).click(),
  ]);
  expect(certificate.suggestedFilename()).toBe('50tawi-2026-1.pdf');
  expect((await readFile(await certificate.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
