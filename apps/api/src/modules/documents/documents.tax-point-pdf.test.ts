// Printed titles and particulars of the tax point (issue #10 §1), read back from the PDFs the API serves
// (pdftotext): a services invoice prints ใบแจ้งหนี้, its receipt ใบเสร็จรับเงิน/ใบกำกับภาษี with the service
// lines and the VAT it posts; a credit note on that invoice cites it as ใบแจ้งหนี้ with its original value and
// the earlier notes; a deposit deduction names the deposit; zero-rated and exempt documents; Thai prints in
// Thai with Buddhist Era dates and payment methods in words. Page images are kept in the temporary folder
// (banchee-pdf-review) to be looked at.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SalesDocument } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromiumExecutable } from '../../pdf/index.ts';
import { readBackPdf, rowOf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';

const chromium = await findChromiumExecutable({ allowSparticuz: true }).catch(() => undefined);
/** The page images are kept here to be looked at (tmp/banchee-pdf-review/<number>-<page>.png). */
const SNAPSHOTS = join(tmpdir(), 'banchee-pdf-review');

let t: TestApp;
let token: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.register();
  token = a.token;
  orgId = a.organization.id;
});
afterAll(async () => {
  await t.close();
});

const customer = {
  contact_name: 'บริษัท ลูกค้าบริการ จำกัด',
  address: '99 ถนนพระราม 9 เขตห้วยขวาง กรุงเทพมหานคร',
  taxId: '0105559876543',
  branch: '00001',
};
const DATE = '2026-11-21';

async function create(resource: string, body: Record<string, unknown>): Promise<SalesDocument> {
  const answer = await t.request('POST', `/${resource}`, { token, body: { organizationId: orgId, ...body } });
  if (answer.status !== 201) throw new Error(`${resource}: ${answer.status} ${await answer.text()}`);
  return json<SalesDocument>(answer);
}

async function printed(resource: string, document: SalesDocument, query = '') {
  const response = await t.request('GET', `/${resource}/${document.id}/pdf${query}`, { token });
  expect(response.status).toBe(200);
  const back = await readBackPdf(new Uint8Array(await response.arrayBuffer()));
  await mkdir(SNAPSHOTS, { recursive: true });
  await Promise.all(
    back.pages.map((page, i) => writeFile(join(SNAPSHOTS, `${document.number}-${i + 1}.png`), page.png)),
  );
  return { ...back, flat: squash(back.text) };
}

const services = (quantity: number, price: number) => ({
  name: 'บริการวางระบบบัญชี',
  item_type: 'SERVICE',
  quantity,
  sale_price: price,
});

describe.skipIf(chromium === undefined)('printed tax point', { timeout: 120_000 }, () => {
  it('a service sold on credit: ใบแจ้งหนี้, then the receipt/tax invoice with the services and their VAT', async () => {
    // 2 × 10,000.00 = 20,000.00 + VAT 7% 1,400.00 = 21,400.00.
    const invoice = await create('invoices', { date: DATE, contact: customer, items: [services(2, 10000)] });
    const inv = await printed('invoices', invoice);
    expect(inv.flat).toContain('ใบแจ้งหนี้');
    expect(inv.flat).not.toContain('ใบกำกับภาษี');
    expect(inv.flat).not.toContain('เอกสารออกเป็นชุด');

    const receipt = await create('receipts', {
      date: DATE,
      selectedInvoice: invoice.id,
      paymentMethod: 'TRANSFER',
      paymentBank: 'KASIKORN',
    });
    const re = await printed('receipts', receipt);
    expect(re.flat).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(re.flat).toContain('Receipt/Taxinvoice');
    expect(re.flat).toContain('เอกสารออกเป็นชุด');
    // Buyer particulars (s.86/4(3), DG 196/197).
    expect(re.flat).toContain('บริษัทลูกค้าบริการจำกัด');
    expect(re.flat).toContain('99ถนนพระราม9');
    expect(re.flat).toContain('0-10-5-559-87654-3สาขาที่00001');
    // The services: name, quantity, value; what it settles by number and Buddhist-Era date.
    expect(rowOf(re.layoutText, 'บริการวางระบบบัญชี')).toContain('2.00');
    expect(rowOf(re.layoutText, 'บริการวางระบบบัญชี')).toContain('20,000.00');
    expect(re.flat).toContain(`รับชำระตามใบแจ้งหนี้${invoice.number}ลงวันที่21/11/2569`);
    // VAT of what was received, shown apart from the value.
    expect(rowOf(re.layoutText, 'มูลค่าที่คำนวณภาษี')).toContain('20,000.00');
    expect(rowOf(re.layoutText, 'ภาษีมูลค่าเพิ่ม 7%')).toContain('1,400.00');
    expect(rowOf(re.layoutText, 'จำนวนเงินรวมทั้งสิ้น')).toContain('21,400.00');
    // Thai words for the payment, the bank's Thai name; no ISO dates, no English fragments.
    expect(re.flat).toContain('ชำระโดย:โอนเงิน');
    expect(re.flat).toContain('ธนาคาร:ธนาคารกสิกรไทย');
    expect(re.flat).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(re.flat).not.toContain('dated');
  });

  it('a partial receipt prints the VAT it posts: 700 × 5,350 / 10,700 = 350.00', async () => {
    const invoice = await create('invoices', { date: DATE, contact: customer, items: [services(1, 10000)] });
    const receipt = await create('receipts', {
      date: DATE,
      selectedInvoice: invoice.id,
      partialAmount: '5350',
    });
    expect(receipt.totals.vat).toBe('350.00');
    const re = await printed('receipts', receipt);
    expect(re.flat).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(re.flat).toContain('รับชำระครั้งนี้5,350.00จากยอด10,700.00');
    expect(rowOf(re.layoutText, 'มูลค่าที่คำนวณภาษี')).toContain('5,000.00');
    expect(rowOf(re.layoutText, 'ภาษีมูลค่าเพิ่ม 7%')).toContain('350.00');
  });

  it('credit notes on an undue invoice cite ใบแจ้งหนี้, its original value and the earlier notes', async () => {
    const invoice = await create('invoices', { date: DATE, contact: customer, items: [services(1, 10000)] });
    const first = await create('credit-notes', {
      date: DATE,
      selectedInvoice: invoice.id,
      reason: 'SERVICE_OVERCHARGED',
      items: [services(1, 1000)],
    });
    const second = await create('credit-notes', {
      date: DATE,
      selectedInvoice: invoice.id,
      reason: 'SERVICE_OVERCHARGED',
      items: [services(1, 500)],
    });
    const cn = await printed('credit-notes', second);
    expect(cn.flat).toContain('ใบลดหนี้');
    expect(cn.flat).toContain(`อ้างอิงใบแจ้งหนี้เลขที่${invoice.number}ลงวันที่21/11/2569`);
    expect(cn.flat).not.toContain('ใบกำกับภาษี');
    // 10,000.00 original; less the first note 1,000.00; correct 8,500.00; difference 500.00; VAT 35.00.
    expect(rowOf(cn.layoutText, 'มูลค่าตามใบแจ้งหนี้เดิม')).toContain('10,000.00');
    expect(cn.flat).toContain(`หักใบลดหนี้${first.number}ลงวันที่21/11/2569`);
    expect(cn.flat).toContain('1,000.00');
    expect(rowOf(cn.layoutText, 'มูลค่าที่ถูกต้อง')).toContain('8,500.00');
    expect(rowOf(cn.layoutText, 'ผลต่าง')).toContain('500.00');
    expect(rowOf(cn.layoutText, 'รวมเป็นเงินทั้งสิ้น')).toContain('535.00');
  });

  it('a final invoice prints the deposit deducted with its number and date; no English on Thai prints', async () => {
    const quotation = await create('quotations', {
      date: DATE,
      contact: customer,
      items: [{ name: 'ตู้เหล็กเก็บเอกสาร', quantity: 1, sale_price: 50000 }],
    });
    const deposit = await create('invoices', {
      date: DATE,
      parentQuotationId: quotation.id,
      isDeposit: true,
      depositValue: '10000',
    });
    const final = await create('invoices', { date: DATE, parentQuotationId: quotation.id });
    const inv = await printed('invoices', final);
    expect(inv.flat).toContain('ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี');
    expect(inv.flat).toContain(`หักเงินมัดจำตามเลขที่${deposit.number}ลงวันที่21/11/256910,000.00`);
    const dep = await printed('invoices', deposit);
    expect(dep.flat).toContain(`เงินมัดจำร้อยละ20.00ของใบเสนอราคาเลขที่${quotation.number}`);
    expect(dep.flat).not.toContain('ofquotation');
  });

  it('zero-rated prints ภาษีมูลค่าเพิ่ม 0% 0.00; exempt-only is not a tax invoice', async () => {
    const zero = await create('invoices', {
      date: DATE,
      contact: customer,
      items: [{ name: 'สินค้าส่งออก', quantity: 1, sale_price: 1000, vat_type: 'VAT0' }],
    });
    const z = await printed('invoices', zero);
    expect(z.flat).toContain('ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี');
    expect(rowOf(z.layoutText, 'ภาษีมูลค่าเพิ่ม 0%')).toContain('0.00');
    // A zero-rated service sold on credit: its receipt is the tax invoice, at 0%.
    const zeroService = await create('invoices', {
      date: DATE,
      contact: customer,
      items: [{ ...services(1, 1000), vat_type: 'VAT0' }],
    });
    const zeroReceipt = await create('receipts', { date: DATE, selectedInvoice: zeroService.id });
    const zr = await printed('receipts', zeroReceipt);
    expect(zr.flat).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(rowOf(zr.layoutText, 'มูลค่าที่คำนวณภาษี')).toContain('1,000.00');
    expect(rowOf(zr.layoutText, 'ภาษีมูลค่าเพิ่ม 0%')).toContain('0.00');
    const exempt = await create('invoices', {
      date: DATE,
      contact: { contact_name: 'ร้านข้าวสาร' },
      items: [{ name: 'ข้าวสาร', quantity: 1, sale_price: 1000, vat_type: 'EXEMPT' }],
    });
    const e = await printed('invoices', exempt);
    expect(e.flat).toContain('ใบส่งของ/ใบแจ้งหนี้');
    expect(e.flat).not.toContain('ใบกำกับภาษี');
    expect(e.flat).not.toContain('ภาษีมูลค่าเพิ่ม');
  });

  it('an organisation that chose the Common Era prints Thai documents with CE dates', async () => {
    const ce = await t.register({ organization: { document_era: 'CE' } });
    expect(ce.organization).toMatchObject({ document_era: 'CE' });
    const bad = await t.request('POST', '/organizations', {
      token: ce.token,
      body: { name: 'ร้านยุคผิด', document_era: 'AD' },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { details: unknown } }>(bad)).error.details).toEqual([
      expect.objectContaining({ path: 'document_era' }),
    ]);
    const answer = await t.request('POST', '/invoices', {
      token: ce.token,
      body: {
        organizationId: ce.organization.id,
        date: DATE,
        contact: customer,
        items: [{ name: 'โต๊ะ', quantity: 1, sale_price: 100 }],
      },
    });
    const invoice = await json<SalesDocument>(answer);
    const response = await t.request('GET', `/invoices/${invoice.id}/pdf`, { token: ce.token });
    const flat = squash((await readBackPdf(new Uint8Array(await response.arrayBuffer()))).text);
    expect(flat).toContain('21/11/2026');
    expect(flat).not.toContain('2569');
    // An explicit be=1 still wins.
    const be = await t.request('GET', `/invoices/${invoice.id}/pdf?be=1`, { token: ce.token });
    expect(squash((await readBackPdf(new Uint8Array(await be.arrayBuffer()))).text)).toContain('21/11/2569');
  });

  it('an English print keeps the Thai legal title beside the English one', async () => {
    const invoice = await create('invoices', { date: DATE, contact: customer, items: [services(1, 100)] });
    const receipt = await create('receipts', {
      date: DATE,
      selectedInvoice: invoice.id,
      paymentMethod: 'CASH',
    });
    const en = await printed('receipts', receipt, '?lang=en');
    expect(en.flat).toContain('Receipt/Taxinvoice');
    expect(en.flat).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(en.flat).toContain('Paidby:Cash');
    expect(en.flat).toContain('21/11/2026');
  });
});
