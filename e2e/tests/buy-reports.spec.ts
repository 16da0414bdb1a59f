// The purchase, payable, tax and ledger reports in a real browser (issue 15 "e2e opens every report, filters,
// exports and drills down"): an empty organisation gets, on the screens (decision 0244: the contact and product
// forms, the warehouse screen, the document editors, the approve action), October 2026's purchases of two
// suppliers, one sale, and the payments; every report below opens, shows the hand-computed figures, agrees with
// the trial balance or the account's ledger, narrows by a filter, exports and drills down to a document.
//   Products SHELF (ชั้นวางสินค้าเหล็ก) and TABLE (โต๊ะพับ) in the warehouse คลังหลัก.
//   PO   1 Oct  ชั้นวางดี  10 × 1,000.00 = 10,000.00 + VAT 700.00 = 10,700.00 (nothing in the ledger)
//   RI-1 5 Oct  ชั้นวางดี  4 of the PO's 10 × 1,000.00 = 4,000.00 + VAT 280.00 = 4,280.00 (tax invoice IV-1001)
//   EXP 10 Oct  บัญชีดี    accounting fee (service, 53032.01) 5,000.00 + VAT 350.00 = 5,350.00, WHT 3 % = 150.00
//   INV 12 Oct  a customer 2 × 1,500.00 = 3,000.00 + VAT 210.00 = 3,210.00 (typed line: no stock)
//   PS-1 15 Oct pays RI-1: 4,280.00 settled, no WHT, 4,280.00 paid out
//   PS-2 20 Oct pays EXP:  5,350.00 settled, WHT 150.00 (50 ทวิ on PND53), 5,200.00 paid out
//   RI-2 25 Oct ชั้นวางดี  1 × 2,500.00 = 2,500.00 + VAT 175.00 = 2,675.00 (tax invoice IV-1002), unpaid
// So in October: bills 6,500.00 + 455.00 = 6,955.00 (RI) and 5,350.00 (EXP) credit 21210 = 12,305.00; the slips
// debit it 4,280.00 + 5,350.00 = 9,630.00; 2,675.00 stays owed (RI-2). Input VAT 11610: 280 + 175 + 350 (the
// service's, due when paid on 20 Oct) = 805.00 on 4,000 + 2,500 + 5,000 = 11,500.00. WHT 27240: 150.00. Output
// VAT 27111: 210.00. Receivable 11310: 3,210.00. Stock 11510: 4 × 1,000 + 1 × 2,500 = 6,500.00.
import type { Page } from '@playwright/test';
import { expect, screenshot, signUpToEmptyOrganization, test } from './fixtures';
import { expectBooksReconcile } from './books';
import {
  checkExportMenu,
  csvOf,
  downloadOf,
  footerCells,
  openReport,
  pickFilter,
  rowCells,
  rowsOf,
  PDF_MAGIC,
  XLSX_MAGIC,
} from './report-helpers';
import { apiGet } from './sales-helpers';
import { statusAction } from './screens/actions';
import { createContact } from './screens/contacts';
import { createDocument, fillDocument, saveDocument } from './screens/documents';
import { createItem } from './screens/items';
import { createWarehouse } from './screens/warehouses';

const OCTOBER = 'from=2026-10-01&to=2026-10-31';
const SHELVES = 'บริษัท ชั้นวางดี จำกัด';
const ACCOUNTANT = 'บริษัท บัญชีดี จำกัด';

type Seeded = Record<
  'orgId' | 'shelves' | 'order' | 'ri1' | 'ri2' | 'expense' | 'ps2' | 'invoice',
  string
> & { ri1Number: string };

async function seed(page: Page): Promise<Seeded> {
  const orgId = await signUpToEmptyOrganization(page, `บริษัท รายงานซื้อ ${Date.now()} จำกัด`);
  const shelves = await createContact(page, orgId, {
    type: 'SUPPLIER',
    name: SHELVES,
    taxId: '0105556012341',
    branch: '00000',
  });
  await createContact(page, orgId, {
    type: 'SUPPLIER',
    name: ACCOUNTANT,
    taxId: '0105552029681',
    branch: '00000',
  });
  await createContact(page, orgId, {
    type: 'CLIENT',
    name: 'บริษัท ลูกค้าดี จำกัด',
    address: { number: '1', road: 'สีลม', province: 'กรุงเทพมหานคร', postcode: '10500' },
  });
  await createItem(page, orgId, { type: 'PRODUCT', code: 'SHELF', name: 'ชั้นวางสินค้าเหล็ก' });
  await createItem(page, orgId, { type: 'PRODUCT', code: 'TABLE', name: 'โต๊ะพับ' });
  await createWarehouse(page, orgId, 'คลังหลัก');
  const fromShelves = { search: 'ชั้นวาง', name: SHELVES };
  const fromAccountant = { search: 'บัญชีดี', name: ACCOUNTANT };

  const order = await createDocument(page, orgId, 'purchase-orders', {
    party: fromShelves,
    date: '2026-10-01',
    warehouse: 'คลังหลัก',
    lines: [{ code: 'SHELF', quantity: '10', price: '1000' }],
  });
  // Received in part from the order (its action menu's link): 4 of the 10.
  await page.goto(`/${orgId}/purchases/new?PO=${order.id}&PARTIAL_TYPE=QUANTITY`);
  const quantity = page.getByTestId('quantity-lines').getByRole('textbox', { name: 'จำนวน 1' });
  await expect(quantity).toBeEditable({ timeout: 30_000 });
  await quantity.fill('4');
  await fillDocument(page, {
    date: '2026-10-05',
    warehouse: 'คลังหลัก',
    supplierInvoice: { number: 'IV-1001', date: '2026-10-05' },
  });
  await expect(page.getByTestId('totals-grand')).toHaveText('4,280.00');
  const ri1 = await saveDocument(page, orgId, 'purchases');
  const expense = await createDocument(page, orgId, 'expenses', {
    party: fromAccountant,
    date: '2026-10-10',
    supplierInvoice: { number: 'AC-0077', date: '2026-10-10' },
    lines: [
      {
        name: 'ค่าทำบัญชี เดือนกันยายน',
        quantity: '1',
        price: '5000',
        service: true,
        account: '53032.01',
        wht: '3.00',
      },
    ],
  });
  await statusAction(page, 'APPROVED', 'APPROVED');
  const invoice = await createDocument(page, orgId, 'invoices', {
    party: { search: 'ลูกค้าดี', name: 'บริษัท ลูกค้าดี จำกัด' },
    date: '2026-10-12',
    lines: [{ name: 'ติดตั้งชั้นวาง', quantity: '2', price: '1500' }],
  });
  await createDocument(page, orgId, 'payment-slip', { date: '2026-10-15' }, `?RI=${ri1.id}`);
  const ps2 = await createDocument(page, orgId, 'payment-slip', { date: '2026-10-20' }, `?EXP=${expense.id}`);
  expect((await apiGet(page, `/payment-slip/${ps2.id}`)).totals).toMatchObject({
    grand_total: '5350.00',
    whtAmount: '150.00',
    amountDue: '5200.00',
  });
  const ri2 = await createDocument(page, orgId, 'purchases', {
    party: fromShelves,
    date: '2026-10-25',
    warehouse: 'คลังหลัก',
    supplierInvoice: { number: 'IV-1002', date: '2026-10-25' },
    lines: [{ code: 'TABLE', quantity: '1', price: '2500' }],
  });
  return {
    orgId,
    shelves,
    order: order.id,
    ri1: ri1.id,
    ri1Number: ri1.number,
    ri2: ri2.id,
    expense: expense.id,
    ps2: ps2.id,
    invoice: invoice.id,
  };
}

test('purchase, payable, tax, aging, ledger and stock reports of one October of purchases', async ({
  page,
}) => {
  // Seeded once on the screens (decision 0244), read by both parts.
  test.setTimeout(600_000);
  const s = await seed(page);
  const at = (path: string, query = OCTOBER) => `/${s.orgId}/${path}?${query}`;

  await test.step('purchase reports: orders, receiving (by document and product), expenses, payments and WHT', async () => {
    // ------------------------------------------------------------------ purchase orders
    const po = 'รายงานใบสั่งซื้อ';
    await openReport(page, at('reports/purchaseorder'), po, 1);
    await expect(rowsOf(page, po).first()).toContainText(SHELVES);
    expect(await footerCells(page, po)).toEqual(['รวม', '', '', '', '10,000.00', '700.00', '10,700.00']);
    expect((await csvOf(page, po)).text).toContain('10000.00,700.00,10700.00');
    await checkExportMenu(page, po, 'purchase-orders');
    await pickFilter(page, 'ผู้ขาย', 'บัญชีดี', ACCOUNTANT, 'contactId');
    await expect(page.getByText('ไม่มีรายการในช่วงวันที่นี้')).toBeVisible();
    await page.goto(at('reports/purchaseorder', `${OCTOBER}&contactId=${s.shelves}`));
    await expect(rowsOf(page, po)).toHaveCount(1, { timeout: 30_000 });
    await rowsOf(page, po).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/purchase-orders/${s.order}$`));
    await expect(page.getByTestId('document-title')).toContainText(/ใบสั่งซื้อ PO\d{12}/);

    // ------------------------------------------------------------------ receiving inventory
    const ri = 'รายงานรับสินค้า';
    await openReport(page, at('reports/receivinginventory'), ri, 2);
    expect(await footerCells(page, ri)).toEqual([
      'รวม',
      '',
      '',
      '',
      '',
      '6,500.00',
      '455.00',
      '6,955.00',
      '4,280.00',
      '2,675.00',
    ]);
    await expect(page.getByText('ตรงกับสมุดบัญชี (21210): 6,955.00')).toBeVisible();
    expect((await csvOf(page, ri)).text).toContain('4000.00,280.00,4280.00,4280.00,0.00');
    await screenshot(page, 'buy-reports-01-receiving');
    // Narrowed to the table: only RI-2, no ledger figure claimed for a part.
    await pickFilter(page, 'สินค้า', 'โต๊ะ', 'TABLE โต๊ะพับ', 'itemId');
    await expect(rowsOf(page, ri)).toHaveCount(1);
    expect((await footerCells(page, ri)).slice(5)).toEqual([
      '2,500.00',
      '175.00',
      '2,675.00',
      '0.00',
      '2,675.00',
    ]);
    await expect(page.getByText(/ตรงกับสมุดบัญชี/)).toHaveCount(0);
    await rowsOf(page, ri).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/purchases/${s.ri2}$`));

    // ------------------------------------------------------------------ receiving inventory by product
    const byProduct = 'รายงานรับสินค้าตามสินค้า';
    await openReport(page, at('reports/receivingInventorybyproduct'), byProduct, 2);
    await expect(rowsOf(page, byProduct).first()).toContainText('ชั้นวางสินค้าเหล็ก');
    await expect(rowsOf(page, byProduct).first()).toContainText('4,000.00');
    await expect(rowsOf(page, byProduct).nth(1)).toContainText('2,500.00');
    expect(await footerCells(page, byProduct)).toEqual(['รวม', '', '', '', '6,500.00']);
    const byProductCsv = await csvOf(page, byProduct);
    expect(byProductCsv.text).toContain('ชั้นวางสินค้าเหล็ก');
    expect(byProductCsv.text).toContain('4000.00');
    await pickFilter(page, 'ผู้ขาย', 'ชั้นวาง', SHELVES, 'contactId');
    await expect(rowsOf(page, byProduct)).toHaveCount(2);
    // A product leads to its receiving documents: RI-1 only.
    await rowsOf(page, byProduct).first().getByRole('link', { name: 'SHELF' }).click();
    await expect(page).toHaveURL(/\/reports\/receivinginventory\?.*itemId=/);
    await expect(rowsOf(page, ri)).toHaveCount(1, { timeout: 30_000 });
    await rowsOf(page, ri).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/purchases/${s.ri1}$`));

    // ------------------------------------------------------------------ expenses
    const exp = 'รายงานค่าใช้จ่าย';
    await openReport(page, at('reports/expense'), exp, 1);
    expect(await footerCells(page, exp)).toEqual([
      'รวม',
      '',
      '',
      '',
      '',
      '5,000.00',
      '350.00',
      '5,350.00',
      '5,350.00',
      '0.00',
    ]);
    await expect(page.getByText('ตรงกับสมุดบัญชี (21210): 5,350.00')).toBeVisible();
    expect((await csvOf(page, exp)).text).toContain('5000.00,350.00,5350.00,5350.00,0.00');
    await pickFilter(page, 'ผู้ขาย', 'บัญชีดี', ACCOUNTANT, 'contactId');
    await expect(rowsOf(page, exp)).toHaveCount(1);
    await rowsOf(page, exp).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/expenses/${s.expense}$`));

    // ------------------------------------------------------------------ payments
    const pay = 'รายงานการจ่ายชำระ';
    await openReport(page, at('reports/payment'), pay, 2);
    expect(await footerCells(page, pay)).toEqual(['รวม', '', '', '', '9,630.00', '150.00', '9,480.00']);
    await expect(page.getByText('ตรงกับสมุดบัญชี (21210): 9,630.00')).toBeVisible();
    await pickFilter(page, 'ผู้ขาย', 'บัญชีดี', ACCOUNTANT, 'contactId');
    await expect(rowsOf(page, pay)).toHaveCount(1);
    expect((await footerCells(page, pay)).slice(4)).toEqual(['5,350.00', '150.00', '5,200.00']);
    const payCsv = await csvOf(page, pay);
    expect(payCsv.text).toContain('5350.00,150.00,5200.00');
    expect(payCsv.text).not.toContain('4280.00');
    await rowsOf(page, pay).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/payment-slip/${s.ps2}$`));

    // ------------------------------------------------------------------ withholding tax
    const wht = 'รายงานภาษีหัก ณ ที่จ่าย';
    await openReport(page, at('reports/withholdingtax'), wht, 1);
    await expect(rowsOf(page, wht).first()).toContainText('ภ.ง.ด.53');
    await expect(rowsOf(page, wht).first()).toContainText(ACCOUNTANT);
    expect(await footerCells(page, wht)).toEqual(['รวม', '', '', '', '5,000.00', '150.00']);
    await expect(page.getByText('ตรงกับสมุดบัญชี (27230 + 27240): 150.00')).toBeVisible();
    const whtCsv = await csvOf(page, wht);
    expect(whtCsv.text).toContain('ภ.ง.ด.53');
    expect(whtCsv.text).toContain('5000.00,150.00');
    await checkExportMenu(page, wht, 'withholding-tax');
    await screenshot(page, 'buy-reports-02-withholding');
    await rowsOf(page, wht).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/wth/[0-9a-f-]{36}$`));
    await page.goto(at('reports/withholdingtax', `${OCTOBER}&contactId=${s.shelves}`));
    await expect(page.getByText('ไม่มีรายการในช่วงวันที่นี้')).toBeVisible({ timeout: 30_000 });

    // ------------------------------------------------------------------ the same figures in the trial balance
    await page.goto(at('accounting/trial-balance'));
    await expect(page.getByRole('heading', { name: 'งบทดลอง', level: 1 })).toBeVisible();
    // period debit, period credit, closing debit, closing credit
    expect((await rowCells(page, 'tb-row-21210')).slice(4)).toEqual([
      '9,630.00',
      '12,305.00',
      '',
      '2,675.00',
    ]);
    expect((await rowCells(page, 'tb-row-27240')).slice(4)).toEqual(['', '150.00', '', '150.00']);
  });

  await test.step('tax, aging, ledger and stock reports of the same purchases', async () => {
    // ------------------------------------------------------------------ purchase VAT (input tax) of October
    await page.goto(at('reports/purchasevat', 'month=2026-10'));
    await expect(page.getByRole('heading', { name: 'รายงานภาษีซื้อ', level: 1 })).toBeVisible();
    await expect(page.getByTestId('input-table').locator('tbody tr')).toHaveCount(3, { timeout: 30_000 });
    expect((await rowCells(page, 'input-total')).slice(1, 3)).toEqual(['11,500.00', '805.00']);
    const inputCsv = await downloadOf(page, () => page.getByRole('button', { name: 'CSV' }).click());
    expect(inputCsv.text).toContain('IV-1001');
    expect(inputCsv.text).toContain('805.00');
    expect((await downloadOf(page, () => page.getByRole('button', { name: 'ไฟล์ Excel' }).click())).head).toBe(
      XLSX_MAGIC,
    );
    expect((await downloadOf(page, () => page.getByRole('button', { name: 'PDF' }).click())).head).toBe(
      PDF_MAGIC,
    );
    await screenshot(page, 'buy-reports-03-purchase-vat');
    // The supplier's tax invoice number leads to our bill.
    await expect(page.getByTestId('input-table')).toContainText(s.ri1Number);
    await page.getByTestId('input-table').getByRole('link', { name: 'IV-1001' }).click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/purchases/${s.ri1}$`));
    // September has none.
    await page.goto(at('reports/purchasevat', 'month=2026-09'));
    await expect(page.getByTestId('input-empty')).toBeVisible({ timeout: 30_000 });

    // ------------------------------------------------------------------ sales VAT (output tax) of October
    await page.goto(at('reports/salestax', 'month=2026-10'));
    await expect(page.getByRole('heading', { name: 'รายงานภาษีขาย', level: 1 })).toBeVisible();
    await expect(page.getByTestId('output-table').locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
    expect((await rowCells(page, 'output-total')).slice(1, 3)).toEqual(['3,000.00', '210.00']);
    expect((await downloadOf(page, () => page.getByRole('button', { name: 'CSV' }).click())).text).toContain(
      '210.00',
    );
    await page.getByTestId('output-table').locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/invoices/${s.invoice}$`));
    await page.goto(at('reports/salestax', 'month=2026-09'));
    await expect(page.getByTestId('output-empty')).toBeVisible({ timeout: 30_000 });

    // ------------------------------------------------------------------ the VAT accounts agree
    await page.goto(at('accounting/trial-balance', OCTOBER));
    expect((await rowCells(page, 'tb-row-11610')).slice(4)).toEqual(['805.00', '', '805.00', '']);
    expect((await rowCells(page, 'tb-row-27111')).slice(4)).toEqual(['', '210.00', '', '210.00']);
    expect((await rowCells(page, 'tb-row-11310')).slice(4)).toEqual(['3,210.00', '', '3,210.00', '']);

    // ------------------------------------------------------------------ payables aging
    const ap = 'รายงานอายุเจ้าหนี้';
    await page.goto(at('reports/account-payable', 'asOf=2026-10-31'));
    await expect(page.getByRole('heading', { name: ap, level: 1 })).toBeVisible();
    await expect(rowsOf(page, ap)).toHaveCount(1, { timeout: 30_000 });
    expect((await footerCells(page, ap)).at(-1)).toBe('2,675.00');
    await expect(page.getByText('ยอดบัญชีเจ้าหนี้ 21210: 2,675.00')).toBeVisible();
    await expect(page.getByText('ตรงกับยอดบัญชีเจ้าหนี้', { exact: true })).toBeVisible();
    expect((await csvOf(page, ap)).text).toContain('2675.00');
    // On 12 October RI-1 and the expense were both still owed: 4,280.00 + 5,350.00.
    await page.goto(at('reports/account-payable', 'asOf=2026-10-12'));
    await expect(rowsOf(page, ap)).toHaveCount(2, { timeout: 30_000 });
    expect((await footerCells(page, ap)).at(-1)).toBe('9,630.00');
    await page.goto(at('reports/account-payable', 'asOf=2026-10-31'));
    await rowsOf(page, ap).first().getByRole('link', { name: SHELVES }).click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/reports/account-payable/${s.shelves}`));
    await expect(page.getByRole('heading', { name: 'รายการเคลื่อนไหวเจ้าหนี้', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: s.ri1Number }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/purchases/${s.ri1}$`));

    // ------------------------------------------------------------------ receivables aging
    const ar = 'รายงานอายุลูกหนี้';
    await page.goto(at('reports/account-receivable', 'asOf=2026-10-31'));
    await expect(page.getByRole('heading', { name: ar, level: 1 })).toBeVisible();
    await expect(rowsOf(page, ar)).toHaveCount(1, { timeout: 30_000 });
    expect((await footerCells(page, ar)).at(-1)).toBe('3,210.00');
    await expect(page.getByText('ยอดบัญชีลูกหนี้ 11310: 3,210.00')).toBeVisible();
    expect((await csvOf(page, ar)).text).toContain('3210.00');
    // The customer opens its open invoices as of the same day, and an invoice its page.
    await rowsOf(page, ar).first().getByRole('link', { name: 'บริษัท ลูกค้าดี จำกัด' }).click();
    await expect(page).toHaveURL(/\/reports\/receivables\?from=2026-10-01&to=2026-10-31&contactId=/);
    const open = 'รายงานลูกหนี้คงค้าง';
    await expect(rowsOf(page, open)).toHaveCount(1, { timeout: 30_000 });
    await expect(rowsOf(page, open).first()).toContainText('3,210.00');
    await rowsOf(page, open).first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/invoices/${s.invoice}$`));
    await page.goto(at('reports/account-receivable', 'asOf=2026-10-11'));
    await expect(page.getByText('ไม่มีลูกค้าค้างชำระ ณ วันที่นี้')).toBeVisible({ timeout: 30_000 });

    // ------------------------------------------------------------------ the payables account's ledger
    const gl = 'บัญชีแยกประเภท';
    await page.goto(at('accounting/transaction', `account=21210&${OCTOBER}`));
    await expect(page.getByRole('heading', { name: gl, level: 1 })).toBeVisible();
    await expect(page.getByTestId('gl-line')).toHaveCount(5, { timeout: 30_000 });
    expect(await rowCells(page, 'gl-totals')).toEqual(['ยอดเคลื่อนไหวในงวด', '9,630.00', '12,305.00', '']);
    await expect(page.getByTestId('gl-closing')).toContainText('2,675.00');
    expect((await csvOf(page, gl)).text).toContain('12305.00');
    // The payables of the first half of October only: RI-1 and the expense.
    await page.goto(at('accounting/transaction', 'account=21210&from=2026-10-01&to=2026-10-12'));
    await expect(page.getByTestId('gl-line')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId('gl-closing')).toContainText('9,630.00');
    await page.getByTestId('gl-line').first().getByRole('link', { name: s.ri1Number }).click();
    await expect(page).toHaveURL(new RegExp(`/${s.orgId}/purchases/${s.ri1}$`));

    // ------------------------------------------------------------------ stock on hand
    const stock = 'สินค้าคงเหลือ';
    await openReport(page, at('reports/inventory', OCTOBER), stock, 2);
    await expect(rowsOf(page, stock).filter({ hasText: 'SHELF' })).toContainText('4,000.00');
    await expect(rowsOf(page, stock).filter({ hasText: 'TABLE' })).toContainText('2,500.00');
    await expect(page.getByText('ตรงกับสมุดบัญชี (11510): 6,500.00')).toBeVisible();
    expect((await csvOf(page, stock)).text).toContain('4000.00');
    await rowsOf(page, stock).filter({ hasText: 'SHELF' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/reports\/stock-card\?/);
  });

  // Every reconciliation of the organisation's reports holds (the books check, decision 0238).
  await expectBooksReconcile(page, s.orgId);
});
