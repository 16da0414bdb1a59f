// Close a VAT month and file it (issue #12): in a fresh organisation, an invoice of goods dated last month
// (3 × 1,000.00 + VAT 7 % 210.00) and goods bought with input VAT 35.00 (receiving inventory), both made on the
// editors (decision 0244), then on the monthly tax-filing desk: PP30 boxes 5 = 210.00, 7 = 35.00, 11 = 210.00 − 35.00 = 175.00, reconciled to the ledger;
// close the month (VAT close entry), file PP30 with the RD reference, pay it; the output tax report lists the
// invoice; the tax calendar shows the organisation's return.
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import { createContact } from './screens/contacts';
import { createDocument } from './screens/documents';
import { apiToken } from './sales-helpers';

function lastMonth(): { month: string; day: string } {
  const now = new Date(Date.now() + 7 * 3600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = first.toISOString().slice(0, 7);
  return { month, day: `${month}-10` };
}

test('close a VAT month and file it', async ({ page }) => {
  test.setTimeout(180_000);
  const orgId = await signUpToEmptyOrganization(page, 'บริษัท ยื่นภาษี จำกัด');
  const { month, day } = lastMonth();

  await createDocument(page, orgId, 'invoices', {
    party: {
      name: 'บริษัท ลูกค้า จำกัด',
      address: '1 ถนนสีลม กรุงเทพฯ',
      taxId: '0105556012341',
      branch: '00000',
    },
    date: day,
    lines: [{ name: 'สินค้า', quantity: '3', price: '1000' }],
  });
  // Goods bought on the same day with the supplier's tax invoice: 500 + input VAT 35 (11610), claimed in this month.
  await createContact(page, orgId, {
    type: 'SUPPLIER',
    name: 'บริษัท ผู้ขาย จำกัด',
    taxId: '0105556012341',
    branch: '00000',
  });
  await createDocument(page, orgId, 'purchases', {
    party: { search: 'ผู้ขาย', name: 'บริษัท ผู้ขาย จำกัด' },
    date: day,
    supplierInvoice: { number: 'IV-001', date: day },
    lines: [{ name: 'กระดาษ', quantity: '1', price: '500', account: '53025' }],
  });

  // ---------------------------------------------------------------- the desk: PP30 worksheet
  await page.goto(`/${orgId}/accounting/montly-tax-filing?month=${month}`);
  await expect(page.getByRole('heading', { name: 'ยื่นภาษีรายเดือน' })).toBeVisible();
  await expect(page.getByTestId('pp30-box5')).toContainText('210.00');
  await expect(page.getByTestId('pp30-box7')).toContainText('35.00');
  await expect(page.getByTestId('pp30-box11')).toContainText('175.00');
  await expect(page.getByTestId('pp30-reconciled')).toBeVisible();
  await expect(page.getByTestId('obligation-PP30')).toContainText('175.00');
  await screenshot(page, 'taxfile-01-desk');

  // ---------------------------------------------------------------- close the month
  await page.getByTestId('pp30-close').click();
  await expect(page.getByTestId('dialog-close')).toContainText('27111');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('pp30-closed')).toBeVisible();

  // ---------------------------------------------------------------- file and pay PP30
  await page.getByTestId('file-PP30').click();
  await page.getByLabel('เลขอ้างอิง').fill('RD-2569-0001');
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('obligation-PP30')).toContainText('RD-2569-0001');
  // Filed, and still to pay: FILED, or LATE once the e-filing due date (the 23rd) has passed in Bangkok, so the
  // spec holds whatever the day it runs.
  await expect(page.getByTestId('obligation-PP30').getByTestId(/^state-(FILED|LATE)$/)).toBeVisible();
  await page.getByTestId('pay-PP30').click();
  await page.getByTestId('dialog-submit').click();
  await expect(page.getByTestId('obligation-PP30').getByTestId('state-PAID')).toBeVisible();
  await screenshot(page, 'taxfile-02-filed-and-paid');

  // The close and the payment are in the ledger: 27111, 11610 and 27120 end at zero.
  const auth = { Authorization: `Bearer ${await apiToken(page)}` };
  const tb = await page.request.get(
    `/reports/trial-balance/organization/${orgId}?from=${month}-01&to=${new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)}`,
    { headers: auth },
  );
  const rows = ((await tb.json()) as { rows: { code: string; closing: { debit: string; credit: string } }[] })
    .rows;
  for (const code of ['27111', '11610', '27120']) {
    const row = rows.find((r) => r.code === code);
    expect(row?.closing, code).toEqual({ debit: '0.00', credit: '0.00' });
  }

  // ---------------------------------------------------------------- the output tax report and the calendar
  await page.goto(`/${orgId}/accounting/output-tax-report?month=${month}`);
  await expect(page.getByTestId('output-row-1')).toContainText('บริษัท ลูกค้า จำกัด');
  await expect(page.getByTestId('output-row-1')).toContainText('สำนักงานใหญ่');
  await expect(page.getByTestId('output-total')).toContainText('3,000.00');
  await expect(page.getByTestId('output-total')).toContainText('210.00');
  await screenshot(page, 'taxfile-03-output-tax');

  await page.goto(`/${orgId}/accounting/tax-calendar`);
  await expect(page.getByTestId('calendar')).toContainText('บริษัท ยื่นภาษี จำกัด');
  await page.getByTestId('subscribe').click();
  await expect(page.getByTestId('feed')).toContainText('ลิงก์ปฏิทิน');
  await screenshot(page, 'taxfile-04-calendar');

  // Every reconciliation of the organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, orgId);
});
