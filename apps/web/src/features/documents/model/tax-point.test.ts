// The editor's tax point: the legal title of the draft by the domain rule, the "issue as tax invoice" choice
// (open for services only, sent for invoices only) and the buyer particulars checked before saving.
import { createDocumentSchema } from '@banchee/contracts';
import { describe, expect, it } from 'vitest';
import { blankLine, newDraft, type DocumentDraft } from './draft';
import { createPayload } from './payload';
import { draftTaxPoint, missingParticulars, withTaxInvoiceChoice } from './tax-point';
import { ORG_ID } from './test-fixtures';

function draftOf(lines: { item_type: 'PRODUCT' | 'SERVICE'; vat_type?: 'VAT7' | 'VAT0' | 'EXEMPT' }[]) {
  const draft: DocumentDraft = newDraft('2026-11-21');
  draft.items = lines.map((l) => ({
    ...blankLine(),
    name: 'x',
    quantity: '1',
    price: '100',
    item_type: l.item_type,
    vat_type: l.vat_type ?? 'VAT7',
  }));
  draft.contact = { contact_name: 'บริษัท ก จำกัด', address: '1 ถนนสาทร', zipCode: '', taxId: '', branch: '' };
  return draft;
}
const plain = { type: 'plain' } as const;

describe('draftTaxPoint', () => {
  it('a services invoice is ใบแจ้งหนี้ unless issued as a tax invoice', () => {
    const draft = draftOf([{ item_type: 'SERVICE' }]);
    expect(draftTaxPoint('INV', draft, plain, true)).toMatchObject({
      isTaxInvoice: false,
      title: { th: 'ใบแจ้งหนี้' },
      choice: 'open',
    });
    const issued = { ...draft, issueAsTaxInvoice: true };
    expect(draftTaxPoint('INV', issued, plain, true).title.th).toBe('ใบแจ้งหนี้/ใบกำกับภาษี');
    const body = withTaxInvoiceChoice(
      'INV',
      draftTaxPoint('INV', issued, plain, true),
      issued,
      createPayload('INV', ORG_ID, issued, plain),
    );
    expect(createDocumentSchema.parse(body)).toMatchObject({ issueAsTaxInvoice: true });
  });

  it('goods force a tax invoice and the choice is not sent; other kinds never send it', () => {
    const draft = {
      ...draftOf([{ item_type: 'PRODUCT' }, { item_type: 'SERVICE' }]),
      issueAsTaxInvoice: false,
    };
    const taxPoint = draftTaxPoint('INV', draft, plain, true);
    expect(taxPoint).toMatchObject({ isTaxInvoice: true, choice: 'forced' });
    expect(withTaxInvoiceChoice('INV', taxPoint, draft, {})).toEqual({});
    const services = draftOf([{ item_type: 'SERVICE' }]);
    expect(withTaxInvoiceChoice('CA', draftTaxPoint('CA', services, plain, true), services, {})).toEqual({});
  });

  it('a receipt of an undue services invoice is the receipt/tax invoice', () => {
    const target = { taxPoint: { vat: 'undue' }, kind: 'INV', items: [] } as never;
    const taxPoint = draftTaxPoint(
      'RE',
      newDraft('2026-11-21'),
      { type: 'settlement', target, partial: false },
      false,
    );
    expect(taxPoint.title.th).toBe('ใบเสร็จรับเงิน/ใบกำกับภาษี');
  });
});

describe('missingParticulars', () => {
  it('names the buyer fields a tax invoice lacks, and none for a document that is not one', () => {
    const draft = draftOf([{ item_type: 'PRODUCT' }]);
    draft.contact = { contact_name: 'ก', address: ' ', zipCode: '', taxId: '0105559876543', branch: '' };
    const taxPoint = draftTaxPoint('INV', draft, plain, true);
    expect(missingParticulars(draft, taxPoint)).toEqual(['contact.address', 'contact.branch']);
    const exempt = { ...draftOf([{ item_type: 'PRODUCT', vat_type: 'EXEMPT' }]), contact: draft.contact };
    expect(missingParticulars(exempt, draftTaxPoint('INV', exempt, plain, true))).toEqual([]);
  });
});
