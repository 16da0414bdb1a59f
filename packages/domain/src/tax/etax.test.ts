// The e-Tax XML against the structure of thai-tax-reference §8.3 and ETDA's templates: well-formed, the
// elements in template order, the party identifiers, amounts with two places, notes with their root,
// reference and original/difference amounts, and every value escaped.
import { describe, expect, it } from 'vitest';
import { buildETaxXml, etaxRoot, xmlEscape, type ETaxDocument } from './etax.ts';

/** A minimal well-formedness check: every start tag closed in order, one root. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name ?? '');
    }
  }
  return stack.length === 0 && roots === 1;
}

const invoice: ETaxDocument = {
  typeCode: 'T02',
  name: 'ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี',
  number: 'INV202611050001',
  issueDate: '2026-11-05',
  seller: {
    name: 'บริษัท ขาย & บริการ จำกัด',
    taxId: '0105556012341',
    branch: '00000',
    address: '1 ถนนสีลม',
    postcode: '10500',
    subDistrictCode: '100401',
  },
  buyer: { name: 'นาย สมชาย ใจดี', taxId: '3100100123451', address: '99 "บ้าน" <เลขที่>' },
  // 3 × 1,000.00 = 3,000.00; VAT 7 % = 210.00; 3,210.00
  lines: [
    {
      name: 'สินค้า',
      quantity: '3',
      unitPrice: '1000.00',
      netAmount: 300_000n,
      vatRate: '7',
      vatAmount: 21_000n,
    },
  ],
  taxes: [{ rate: '7', base: 300_000n, amount: 21_000n }],
  totals: { lineTotal: 300_000n, taxBasisTotal: 300_000n, taxTotal: 21_000n, grandTotal: 321_000n },
};

describe('e-Tax invoice XML', () => {
  const xml = buildETaxXml(invoice, '2026-11-05T10:00:00');

  it('carries the postcode and the sub-division codes of a structured address (decision 0240)', () => {
    // Sub-district 100401 (สีลม): district 1004 (บางรัก), province 10 (กรุงเทพมหานคร), in ETDA's element order.
    expect(xml).toContain(
      '<ram:PostalTradeAddress><ram:PostcodeCode>10500</ram:PostcodeCode><ram:LineOne>1 ถนนสีลม</ram:LineOne>' +
        '<ram:CityName>1004</ram:CityName><ram:CitySubDivisionName>100401</ram:CitySubDivisionName>' +
        '<ram:CountryID schemeID="3166-1 alpha-2">TH</ram:CountryID>' +
        '<ram:CountrySubDivisionID>10</ram:CountrySubDivisionID></ram:PostalTradeAddress>',
    );
    // The buyer has a one-line address only: no codes, as before.
    expect(xml).toContain(
      '<ram:LineOne>99 &quot;บ้าน&quot; &lt;เลขที่&gt;</ram:LineOne><ram:CountryID schemeID="3166-1 alpha-2">TH</ram:CountryID></ram:PostalTradeAddress>',
    );
  });

  it('is well-formed, UTF-8, with the tax-invoice root and namespaces', () => {
    expect(wellFormed(xml)).toBe(true);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rsm:TaxInvoice_CrossIndustryInvoice '),
    ).toBe(true);
    expect(xml).toContain('xmlns:rsm="urn:etda:uncefact:data:standard:TaxInvoice_CrossIndustryInvoice:2"');
    expect(xml).toContain('<ram:ID schemeAgencyID="ETDA" schemeVersionID="v2.0">ER3-2560</ram:ID>');
  });

  it('keeps the template order of the header and the transaction', () => {
    const order = [
      'rsm:ExchangedDocumentContext',
      'rsm:ExchangedDocument>',
      '<ram:TypeCode>T02</ram:TypeCode>',
      '<ram:IssueDateTime>2026-11-05T00:00:00</ram:IssueDateTime>',
      'ram:SellerTradeParty',
      'ram:BuyerTradeParty',
      'ram:ApplicableHeaderTradeDelivery',
      'ram:InvoiceCurrencyCode',
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      'ram:IncludedSupplyChainTradeLineItem',
    ].map((needle) => xml.indexOf(needle));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('identifies the seller by tax id + branch (TXID, 18 digits) and a citizen buyer by NIDN', () => {
    expect(xml).toContain('<ram:ID schemeID="TXID">010555601234100000</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="NIDN">3100100123451</ram:ID>');
  });

  it('writes the figures with two places and the rate as 7.00', () => {
    expect(xml).toContain('<ram:CalculatedRate>7.00</ram:CalculatedRate>');
    expect(xml).toContain('<ram:GrandTotalAmount currencyID="THB">3210.00</ram:GrandTotalAmount>');
    expect(xml).toContain(
      '<ram:NetIncludingTaxesLineTotalAmount currencyID="THB">3210.00</ram:NetIncludingTaxesLineTotalAmount>',
    );
    expect(xml).toContain('<ram:BilledQuantity unitCode="EA">3</ram:BilledQuantity>');
  });

  it('escapes every value', () => {
    expect(xml).toContain('บริษัท ขาย &amp; บริการ จำกัด');
    expect(xml).toContain('99 &quot;บ้าน&quot; &lt;เลขที่&gt;');
    expect(xmlEscape("a'\u0001b")).toBe('a&apos;b');
  });

  it('a credit note: DebitCreditNote root, purpose, the cited invoice, original and difference amounts', () => {
    const note = buildETaxXml(
      {
        ...invoice,
        typeCode: '81',
        name: 'ใบลดหนี้',
        number: 'CN202611210001',
        buyer: { name: 'บริษัท ลูกค้า จำกัด', taxId: '0105537123451', branch: '00001' },
        // one returned: 1,000.00 + 70.00; original 3,000.00, correct value 2,000.00
        lines: [
          {
            name: 'คืนสินค้า',
            quantity: '1',
            unitPrice: '1000.00',
            netAmount: 100_000n,
            vatRate: '7',
            vatAmount: 7_000n,
          },
        ],
        taxes: [{ rate: '7', base: 100_000n, amount: 7_000n }],
        totals: { lineTotal: 200_000n, taxBasisTotal: 100_000n, taxTotal: 7_000n, grandTotal: 107_000n },
        note: {
          originalAmount: 300_000n,
          differenceAmount: 100_000n,
          reference: { number: 'INV202611050001', date: '2026-11-05', typeCode: 'T02' },
          purposeCode: 'CDNG04',
          purpose: 'สินค้าไม่ตรงตามตัวอย่าง',
        },
      },
      '2026-11-21T09:00:00',
    );
    expect(wellFormed(note)).toBe(true);
    expect(etaxRoot('81').root).toBe('DebitCreditNote_CrossIndustryInvoice');
    expect(note).toContain(
      '<rsm:DebitCreditNote_CrossIndustryInvoice xmlns:rsm="urn:etda:uncefact:data:standard:DebitCreditNote_CrossIndustryInvoice:2"',
    );
    expect(note).toContain('<ram:PurposeCode>CDNG04</ram:PurposeCode>');
    expect(note).toContain('<ram:ID schemeID="TXID">010553712345100001</ram:ID>');
    expect(note).toContain('<ram:IssuerAssignedID>INV202611050001</ram:IssuerAssignedID>');
    expect(note.indexOf('OriginalInformationAmount')).toBeLessThan(note.indexOf('LineTotalAmount'));
    expect(note).toContain(
      '<ram:DifferenceInformationAmount currencyID="THB">1000.00</ram:DifferenceInformationAmount>',
    );
  });

  it('a buyer without a tax id is OTHR N/A', () => {
    const xml2 = buildETaxXml({ ...invoice, buyer: { name: 'ลูกค้าเงินสด' } }, '2026-11-05T10:00:00');
    expect(xml2).toContain('<ram:ID schemeID="OTHR">N/A</ram:ID>');
  });
});
