// The receipt print shows the customer credit it used (issue #10 §3, decisions 0188 and 0197): after the WHT, a
// row "หักเครดิตลูกค้าตามใบลดหนี้" / "Less customer credit (credit notes)" with the amount, and the money
// actually received — grand total − WHT − credit — as the amount due and the payment block's amount. The figures
// of the view model are checked by hand, then the PDF the API serves is read back (pdftotext), Thai and English.
import type { Contact, SalesDocument } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, rowOf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';
import { printableDocumentOf } from './documents.pdf.ts';
import { findOrganization } from './documents.related.ts';

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);

let t: TestApp;
let token: string;
let orgId: string;
let customer: Contact;
/** Paid with 150.00 WHT and 1,070.00 of customer credit. */
let withCredit: SalesDocument;
/** Paid with 150.00 WHT and no credit. */
let withoutCredit: SalesDocument;

async function create<T = SalesDocument>(resource: string, body: Record<string, unknown>): Promise<T> {
  const answer = await t.request('POST', `/${resource}`, { token, body: { organizationId: orgId, ...body } });
  if (answer.status !== 201) throw new Error(`${resource}: ${answer.status} ${await answer.text()}`);
  return json<T>(answer);
}

const design = (price: string) => ({
  contactId: customer.id,
  items: [{ name: 'งานออกแบบ', item_type: 'SERVICE', quantity: 1, sale_price: price }],
});

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.register();
  token = me.token;
  orgId = me.organization.id;
  customer = await create<Contact>('contacts', {
    contact_type: 'CLIENT',
    contact_name: 'บริษัท ลูกค้าเครดิต จำกัด',
    address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500',
    tax_id: '0105552029681',
    branch: '00000',
  });
  // 10,000.00 + VAT 700.00 = 10,700.00 paid in full; a credit note of 1,000.00 + 70.00 then leaves 1,070.00
  // customer credit (nothing was owed any more).
  const paid = await create('invoices', { date: '2026-11-02', ...design('10000') });
  await create('receipts', { selectedInvoice: paid.id, date: '2026-11-05' });
  await create('credit-notes', {
    selectedInvoice: paid.id,
    date: '2026-11-10',
    reason: 'SERVICE_OVERCHARGED',
    items: [{ name: 'งานออกแบบ', item_type: 'SERVICE', quantity: 1, sale_price: '1000' }],
  });
  // 5,000.00 + VAT 350.00 = 5,350.00; WHT 3% of 5,000.00 = 150.00; credit 1,070.00:
  // money received 5,350.00 − 150.00 − 1,070.00 = 4,130.00.
  const second = await create('invoices', { date: '2026-11-12', ...design('5000') });
  withCredit = await create('receipts', {
    selectedInvoice: second.id,
    date: '2026-11-15',
    paymentMethod: 'TRANSFER',
    whtAmount: '150',
    customerCreditAmount: '1070',
  });
  // The same without credit: 5,350.00 − 150.00 = 5,200.00.
  const third = await create('invoices', { date: '2026-11-12', ...design('5000') });
  withoutCredit = await create('receipts', {
    selectedInvoice: third.id,
    date: '2026-11-15',
    paymentMethod: 'TRANSFER',
    whtAmount: '150',
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function printable(document: SalesDocument, language: 'th' | 'en' = 'th') {
  const organization = await findOrganization(t.db, orgId);
  if (!organization) throw new Error('organisation not found');
  return printableDocumentOf(t.db, orgId, document, organization, language);
}

describe('the figures of a receipt that used customer credit', () => {
  it('deducts the credit after the WHT: 5,350.00 − 150.00 − 1,070.00 = 4,130.00 received', async () => {
    expect(withCredit.customerCreditAmount).toBe('1070.00');
    const print = await printable(withCredit);
    expect(print.totals).toMatchObject({
      grandTotal: '5350.00',
      withholdingTax: '150.00',
      customerCredit: '1070.00',
      amountDue: '4130.00',
    });
    expect(print.payment?.amount).toBe('4130.00');
  });

  it('a receipt without credit prints no credit and receives 5,350.00 − 150.00 = 5,200.00', async () => {
    const print = await printable(withoutCredit);
    expect(print.totals.customerCredit).toBeUndefined();
    expect(print.totals.amountDue).toBe('5200.00');
    expect(print.payment?.amount).toBe('5200.00');
  });
});

describe.skipIf(chromium === undefined)('the printed receipt', { timeout: 120_000 }, () => {
  async function printed(document: SalesDocument, query = '') {
    const response = await t.request('GET', `/receipts/${document.id}/pdf${query}`, { token });
    expect(response.status).toBe(200);
    const back = await readBackPdf(new Uint8Array(await response.arrayBuffer()));
    return { ...back, flat: squash(back.text) };
  }

  it('prints the credit used and the money received, in Thai', async () => {
    const re = await printed(withCredit);
    expect(rowOf(re.layoutText, 'จำนวนเงินรวมทั้งสิ้น')).toContain('5,350.00');
    expect(rowOf(re.layoutText, 'หักภาษี ณ ที่จ่าย')).toContain('150.00');
    expect(rowOf(re.layoutText, 'หักเครดิตลูกค้าตามใบลดหนี้')).toContain('1,070.00');
    expect(rowOf(re.layoutText, 'ยอดชำระ')).toContain('4,130.00');
    expect(re.flat).toContain('จำนวนเงิน:4,130.00');
    expect(re.flat).not.toContain('credit');
  });

  it('prints the credit used and the money received, in English', async () => {
    const re = await printed(withCredit, '?lang=en');
    expect(rowOf(re.layoutText, 'Less customer credit (credit notes)')).toContain('1,070.00');
    expect(rowOf(re.layoutText, 'Amount due')).toContain('4,130.00');
    expect(re.flat).toContain('Amount:4,130.00');
  });

  it('a receipt without credit has no credit row', async () => {
    const re = await printed(withoutCredit);
    expect(re.flat).not.toContain('หักเครดิตลูกค้า');
    expect(rowOf(re.layoutText, 'ยอดชำระ')).toContain('5,200.00');
  });
});
