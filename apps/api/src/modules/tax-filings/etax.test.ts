// Stored documents as e-Tax XML (decision 0150): a tax invoice and its credit note with hand-computed figures,
// refusals for documents that are not tax documents or are voided, and the XML attached to a PDF and read back.
import { buildETaxXml, parseMoney as m } from '@banchee/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { attachedETaxXml, embedETaxXml } from './etax.pdf.ts';
import { eTaxDocumentOf } from './etax.service.ts';

let fx: Fixture;
let org: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  // Goods 3 × 1,000.00 = 3,000.00 + VAT 210.00 = 3,210.00; one returned: credit note 1,000.00 + 70.00.
  const invoice = await fx.create('INV', { contactId: fx.customerId, items: [line('สินค้า', '3', '1000')] });
  ids.invoice = invoice.id;
  ids.invoiceNumber = invoice.number;
  const note = await fx.create('CN', {
    selectedInvoice: invoice.id,
    reason: 'PRODUCT_RETURNED',
    items: [line('คืนสินค้า', '1', '1000')],
  });
  ids.note = note.id;
  const services = await fx.create('INV', {
    contactId: fx.customerId,
    items: [line('บริการ', '1', '2000', { item_type: 'SERVICE' })],
  });
  ids.services = services.id;
  const voided = await fx.create('INV', { contactId: fx.customerId, items: [line('สินค้า', '1', '100')] });
  await fx.act('INV', voided.id, 'VOID');
  ids.voided = voided.id;
});

afterAll(async () => {
  await fx.database.close();
});

describe('e-Tax documents from the books', () => {
  it('a tax invoice: T02, its title, seller TXID, buyer, one line and the totals', async () => {
    const doc = await eTaxDocumentOf(fx.database.db, org, ids.invoice ?? '');
    expect(doc).toMatchObject({ typeCode: 'T02', name: 'ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี' });
    expect(doc.seller).toMatchObject({
      name: 'บริษัท บัญชี ทดสอบ จำกัด',
      taxId: '0105551234565',
      branch: '00000',
    });
    expect(doc.buyer).toMatchObject({ name: 'บริษัท ลูกค้า จำกัด', taxId: '0105559876543', branch: '00000' });
    expect(doc.lines).toEqual([
      {
        name: 'สินค้า',
        quantity: '3',
        unitPrice: '1000.0000',
        netAmount: m('3000'),
        vatRate: '7',
        vatAmount: m('210'),
      },
    ]);
    expect(doc.totals).toEqual({
      lineTotal: m('3000'),
      taxBasisTotal: m('3000'),
      taxTotal: m('210'),
      grandTotal: m('3210'),
      discount: 0n,
    });
  });

  it('its credit note: 81, the reason code, the invoice cited, original 3,000 → correct 2,000, difference 1,000', async () => {
    const doc = await eTaxDocumentOf(fx.database.db, org, ids.note ?? '');
    expect(doc.typeCode).toBe('81');
    expect(doc.note).toMatchObject({
      originalAmount: m('3000'),
      differenceAmount: m('1000'),
      reference: { number: ids.invoiceNumber, typeCode: 'T02' },
    });
    expect(doc.note?.purposeCode).toMatch(/^CDNG\d\d$/);
    expect(doc.totals).toMatchObject({ lineTotal: m('2000'), taxTotal: m('70'), grandTotal: m('1070') });
  });

  it('refuses a service invoice that is not a tax invoice, a voided one, and an unknown id', async () => {
    const failure = (id: string) => eTaxDocumentOf(fx.database.db, org, id).catch((e: unknown) => e);
    expect(await failure(ids.services ?? '')).toMatchObject({ code: 'TAX_FILING.NOT_A_TAX_DOCUMENT' });
    expect(await failure(ids.voided ?? '')).toMatchObject({ code: 'TAX_FILING.DOCUMENT_VOIDED' });
    expect(await failure('0193a1b2-c3d4-7e5f-8a9b-00000000dead')).toMatchObject({
      code: 'TAX_FILING.DOCUMENT_NOT_FOUND',
    });
  });

  it('the XML goes into the PDF and comes back out unchanged, with PDF/A-3 identification', async () => {
    const doc = await eTaxDocumentOf(fx.database.db, org, ids.invoice ?? '');
    const xml = buildETaxXml(doc, '2026-11-21T10:00:00');
    const blank = await PDFDocument.create();
    blank.addPage();
    const now = new Date('2026-11-21T03:00:00Z');
    const pdf = await embedETaxXml(await blank.save(), xml, {
      title: `INV ${doc.number}`,
      documentType: 'TAXINVOICE',
      now,
    });
    expect(await attachedETaxXml(pdf)).toBe(xml);
    const text = new TextDecoder('latin1').decode(pdf);
    expect(text).toContain('/AFRelationship /Alternative');
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(text).toContain('<rsm:DocumentFileName>ETDA-invoice.xml</rsm:DocumentFileName>');
  });
});
