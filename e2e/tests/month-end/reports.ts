// Step 9 of the month: the reports that reconcile to the ledger, each banner read on screen for October.
//   Receiving inventory: the one bill, 11,770.00 = its 21210 credits
//   Expenses: notebook 38,520.00 + cloud 10,000.00 + designer 5,000.00 = 53,520.00 = their 21210 credits
//   Payments: the slip 11,770.00 + the notebook paid 38,520.00 + the designer paid 5,000.00 = 55,290.00 = the
//     21210 debits (decision 0235)
//   Withholding tax: 60.00 (PND53) + 150.00 (PND3) = 210.00 = 27230 + 27240
//   Stock on hand: 6,750.00 + 1,800.00 = 8,550.00 = 11510 (checked in stock.ts)
//   AP aging: only the cloud service is unpaid, 10,000.00 = 21210
// And the trial balance of October (before the VAT close) holds what each step posted:
//   11510 9,000.00 − 450.00 = 8,550.00 Dr; 12470 36,000.00 Dr; 12471 709.68 Cr; 53025 36,000.00 − 36,000.00
//   moved to 12470 = 0.00; 51116 450.00 Dr; 11610 630.00 + 140.00 (due on payment) + 2,520.00 = 3,290.00 Dr;
//   11611 140.00 − 140.00 + 700.00 (ภ.พ.36 not paid yet) = 700.00 Dr; 27113 700.00 Cr; 21210 10,000.00 Cr.
import { expect, type Page } from '@playwright/test';
import { screenshot } from '../fixtures';
import { balances, MONTH } from './ui';

const RANGE = `from=${MONTH}-01&to=${MONTH}-31`;

async function banner(page: Page, orgId: string, path: string, accounts: string, amount: string) {
  await page.goto(`/${orgId}/${path}?${RANGE}`);
  await expect(page.getByText(`ตรงกับสมุดบัญชี (${accounts}): ${amount}`, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('ไม่ตรงกับสมุดบัญชี')).toHaveCount(0);
}

export async function readReconciliations(page: Page, orgId: string): Promise<void> {
  await banner(page, orgId, 'reports/receivinginventory', '21210', '11,770.00');
  await banner(page, orgId, 'reports/expense', '21210', '53,520.00');
  await banner(page, orgId, 'reports/payment', '21210', '55,290.00');
  await banner(page, orgId, 'reports/withholdingtax', '27230 + 27240', '210.00');
  await screenshot(page, 'month-end-14-wht-report');
  await banner(page, orgId, 'reports/inventory', '11510', '8,550.00');
  await page.goto(`/${orgId}/reports/account-payable`);
  await expect(page.getByText('ตรงกับยอดบัญชีเจ้าหนี้')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Cloud Services' })).toContainText('10,000.00');
  await readTrialBalance(page, orgId);
}

export async function readTrialBalance(page: Page, orgId: string): Promise<void> {
  const dr = (debit: string) => ({ debit, credit: '0.00' });
  const cr = (credit: string) => ({ debit: '0.00', credit });
  expect(
    await balances(page, orgId, [
      '11510',
      '12470',
      '12471',
      '53025',
      '51116',
      '11610',
      '11611',
      '27113',
      '21210',
    ]),
  ).toEqual({
    '11510': dr('8550.00'),
    '12470': dr('36000.00'),
    '12471': cr('709.68'),
    '53025': dr('0.00'),
    '51116': dr('450.00'),
    '11610': dr('3290.00'),
    '11611': dr('700.00'),
    '27113': cr('700.00'),
    '21210': cr('10000.00'),
  });
}
