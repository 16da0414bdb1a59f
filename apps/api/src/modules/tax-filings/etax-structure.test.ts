// Every e-Tax document type the app exports, validated against the structure of thai-tax-reference §8.2–§8.3
// (decision 0201): a tax invoice (T02), a cash sale and a receipt of services (T03, receipt/tax invoice), a credit
// note (81) and a debit note (80), each built from the books and checked by etax-structure.test-support.ts —
// element order and cardinality, namespaces, attributes, value shapes and totals. The checker is itself tested:
// documents broken on purpose are caught with the path at fault.
import { buildETaxXml } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { eTaxDocumentOf } from './etax.service.ts';
import { etaxStructureProblems, parseXml } from './etax-structure.test-support.ts';

let fx: Fixture;
let org: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  // T02: goods 3 × 1,000.00 + VAT 210.00 = 3,210.00
  const invoice = await fx.create('INV', { contactId: fx.customerId, items: [line('สินค้า', '3', '1000')] });
  ids.invoice = invoice.id;
  // 81: one returned, 1,000.00 + 70.00; 80: undercharged 500.00 + 35.00
  ids.credit = (
    await fx.create('CN', {
      selectedInvoice: invoice.id,
      reason: 'PRODUCT_RETURNED',
      items: [line('คืนสินค้า', '1', '1000')],
    })
  ).id;
  ids.debit = (
    await fx.create('DN', {
      selectedInvoice: invoice.id,
      reason: 'PRODUCT_UNDERCHARGED',
      items: [line('ปรับราคา', '1', '500')],
    })
  ).id;
  // T03: a cash sale 2 × 500.00 + 70.00, paid; a service invoice 2,000.00 + 140.00 whose receipt is the tax invoice
  const cash = await fx.create('CA', {
    contactId: fx.customerId,
    items: [line('สินค้า & "ของแถม"', '2', '500')],
  });
  await fx.act('CA', cash.id, 'RECEIVE PAYMENT');
  ids.cash = cash.id;
  const services = await fx.create('INV', {
    contactId: fx.customerId,
    items: [line('บริการ', '1', '2000', { item_type: 'SERVICE' })],
  });
  ids.receipt = (await fx.create('RE', { selectedInvoice: services.id })).id;
}, 120_000);

afterAll(async () => {
  await fx.database.close();
});

const xmlOf = async (id: string) =>
  buildETaxXml(await eTaxDocumentOf(fx.database.db, org, id), '2026-11-21T10:00:00');

describe('e-Tax XML of every document type conforms to §8', () => {
  it.each([
    ['tax invoice', 'invoice', 'T02', 'TaxInvoice_CrossIndustryInvoice', '3210.00'],
    ['cash sale (receipt/tax invoice)', 'cash', 'T03', 'TaxInvoice_CrossIndustryInvoice', '1070.00'],
    [
      'receipt of services (receipt/tax invoice)',
      'receipt',
      'T03',
      'TaxInvoice_CrossIndustryInvoice',
      '2140.00',
    ],
    ['credit note', 'credit', '81', 'DebitCreditNote_CrossIndustryInvoice', '1070.00'],
    ['debit note', 'debit', '80', 'DebitCreditNote_CrossIndustryInvoice', '535.00'],
  ])('%s: %s → %s, no structural problem, grand total by hand', async (_label, key, code, root, grand) => {
    const xml = await xmlOf(ids[key] ?? '');
    expect(etaxStructureProblems(xml)).toEqual([]);
    const parsed = parseXml(xml);
    expect(parsed.name).toBe(root);
    const doc = parsed.children.find((c) => c.name === 'ExchangedDocument');
    expect(doc?.children.find((c) => c.name === 'TypeCode')?.text).toBe(code);
    expect(xml).toContain(`<ram:GrandTotalAmount currencyID="THB">${grand}</ram:GrandTotalAmount>`);
  });

  it('the notes carry original, corrected and difference amounts: 3,000 → 2,000 (81) and 3,000 → 3,500 (80)', async () => {
    const credit = await xmlOf(ids.credit ?? '');
    expect(credit).toContain(
      '<ram:OriginalInformationAmount currencyID="THB">3000.00</ram:OriginalInformationAmount>',
    );
    expect(credit).toContain(
      '<ram:DifferenceInformationAmount currencyID="THB">1000.00</ram:DifferenceInformationAmount>',
    );
    const debit = await xmlOf(ids.debit ?? '');
    expect(debit).toContain(
      '<ram:DifferenceInformationAmount currencyID="THB">500.00</ram:DifferenceInformationAmount>',
    );
  });
});

describe('the checker catches what breaks §8', () => {
  let good = '';
  beforeAll(async () => {
    good = await xmlOf(ids.invoice ?? '');
  });

  it('malformed XML', () => {
    expect(etaxStructureProblems(good.replace('</ram:Name>', '</ram:Nam>'))[0]).toMatch(/^not well-formed/);
  });

  it('elements out of template order or missing', () => {
    const swapped = good.replace(
      /(<ram:TypeCode>T02<\/ram:TypeCode>)(<ram:IssueDateTime>[^<]*<\/ram:IssueDateTime>)/,
      '$2$1',
    );
    expect(etaxStructureProblems(swapped).join('\n')).toMatch(
      /ExchangedDocument\[1\]\/TypeCode: missing .* or out of order/,
    );
    const noGuideline = good.replace(/<ram:ID schemeAgencyID="ETDA"[^>]*>ER3-2560<\/ram:ID>/, '');
    expect(etaxStructureProblems(noGuideline).join('\n')).toMatch(
      /GuidelineSpecifiedDocumentContextParameter\[1\]\/ID: missing/,
    );
  });

  it('a Buddhist-era date, an amount without two places, a wrong currency, an unknown type code', () => {
    const be = good.replace(/<ram:IssueDateTime>\d{4}/, '<ram:IssueDateTime>2569');
    expect(etaxStructureProblems(be).join('\n')).toMatch(/IssueDateTime\[1\]: "2569/);
    const places = good.replace('>3210.00</ram:GrandTotalAmount>', '>3210</ram:GrandTotalAmount>');
    expect(etaxStructureProblems(places).join('\n')).toMatch(/GrandTotalAmount\[1\]: "3210" does not match/);
    const usd = good.replace(
      '<ram:GrandTotalAmount currencyID="THB">',
      '<ram:GrandTotalAmount currencyID="USD">',
    );
    expect(etaxStructureProblems(usd).join('\n')).toMatch(/GrandTotalAmount\[1\]\/@currencyID: "USD"/);
    expect(etaxStructureProblems(good.replace('>T02<', '>T99<'))).toEqual([
      'TypeCode "T99" is not one the app issues (§8.2)',
    ]);
  });

  it('totals that do not add up, a seller without its 18-digit TXID, a note on the wrong root', () => {
    const sum = good.replace('>3210.00</ram:GrandTotalAmount>', '>3210.01</ram:GrandTotalAmount>');
    expect(etaxStructureProblems(sum)).toContain(
      'totals: TaxBasisTotalAmount + TaxTotalAmount ≠ GrandTotalAmount',
    );
    const seller = good.replace(/schemeID="TXID">(\d{13})00000</, 'schemeID="TXID">$1<');
    expect(etaxStructureProblems(seller)).toContain('seller: TXID of 18 digits (tax id + branch) required');
    const wrongRoot = good.replace('>T02<', '>81<');
    expect(etaxStructureProblems(wrongRoot).join('\n')).toMatch(
      /root: .*TaxInvoice_CrossIndustryInvoice, expected/,
    );
  });
});
