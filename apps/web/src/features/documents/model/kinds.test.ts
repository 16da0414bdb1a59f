// The web reads a kind's facts from the domain registry: the sources of a /new page, payment fields, the
// party, the target a note needs and the editable statuses are the same as the table the web used to keep.
import { SALES_DOCUMENT_KINDS } from '@banchee/contracts';
import { describe, expect, it } from 'vitest';
import {
  editorSourceKindsOf,
  factsOf,
  hasPaymentFields,
  hasPaymentTerms,
  needsTarget,
  shownStatusOf,
  sourceKindsOf,
} from './kinds';

describe('kind facts from the registry', () => {
  it('a /new page is made from the same kinds as before the registry, and purchases from theirs', () => {
    // The web's former SOURCE_PARAMS table, kept here as the expectation.
    const before = {
      QT: [],
      BL: ['QT', 'INV'],
      INV: ['QT'],
      CA: ['QT'],
      RE: ['INV', 'BL'],
      CN: ['INV', 'CA'],
      DN: ['INV', 'CA'],
    };
    for (const kind of SALES_DOCUMENT_KINDS) expect(editorSourceKindsOf(kind)).toEqual(before[kind]);
    expect(sourceKindsOf('PO')).toEqual([]);
    expect(sourceKindsOf('RI')).toEqual(['PO']);
    expect(sourceKindsOf('EXP')).toEqual(['PO']);
    expect(sourceKindsOf('PS')).toEqual(['RI', 'EXP']);
  });

  it('payment fields on receipts, cash sales and payment slips only', () => {
    const withPayment = (
      ['QT', 'BL', 'INV', 'CA', 'RE', 'CN', 'DN', 'PO', 'RI', 'EXP', 'WHT', 'PS'] as const
    ).filter(hasPaymentFields);
    expect(withPayment).toEqual(['CA', 'RE', 'PS']);
  });

  it('notes need the document they adjust; the party and contact type follow the side', () => {
    expect(SALES_DOCUMENT_KINDS.filter(needsTarget)).toEqual(['CN', 'DN']);
    expect(factsOf('INV')).toMatchObject({
      party: 'client',
      contactType: 'CLIENT',
      productPriceField: 'sale_price',
    });
    expect(factsOf('EXP')).toMatchObject({
      party: 'supplier',
      contactType: 'SUPPLIER',
      productPriceField: 'purchase_price',
      productVatInclusiveField: 'purchase_vat_inclusive',
    });
    expect(factsOf('QT').editableStatuses).toEqual(['AWAITING', 'APPROVED']);
    expect(factsOf('INV').editableStatuses).toEqual(['AWAITING']);
  });

  it('receipts, cash sales and credit notes have no payment terms; what leaves money owed has', () => {
    expect(SALES_DOCUMENT_KINDS.filter(hasPaymentTerms)).toEqual(['QT', 'BL', 'INV', 'DN']);
  });

  it('a live receipt is shown as paid and a live note as issued; other statuses as stored', () => {
    expect(shownStatusOf('RE', 'AWAITING')).toBe('PAID');
    expect(shownStatusOf('RE', 'VOID')).toBe('VOID');
    expect(shownStatusOf('CN', 'AWAITING')).toBe('ISSUED');
    expect(shownStatusOf('DN', 'AWAITING')).toBe('ISSUED');
    expect(shownStatusOf('INV', 'AWAITING')).toBe('AWAITING');
    expect(shownStatusOf(undefined, 'AWAITING')).toBe('AWAITING');
  });
});
