import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from './kinds.ts';
import { LIFE_CYCLES, STATUSES_BY_KIND } from './life-cycles.ts';
import { DOCUMENT_REGISTRY } from './registry.ts';
import {
  adjustedBy,
  kindOfRoute,
  kindsCarryingProject,
  kindsOfSide,
  kindsWithRole,
  madeFrom,
  settledBy,
} from './registry-lookups.ts';

describe('document kind registry', () => {
  it('has one definition per kind, keyed by its own code', () => {
    expect(Object.keys(DOCUMENT_REGISTRY)).toEqual([...DOCUMENT_KINDS]);
    for (const kind of DOCUMENT_KINDS) expect(DOCUMENT_REGISTRY[kind].kind).toBe(kind);
  });

  it('lets the side pick the party, contact type and product price', () => {
    expect(kindsOfSide('sales')).toEqual(['QT', 'BL', 'INV', 'CA', 'RE', 'CN', 'DN']);
    expect(kindsOfSide('purchases')).toEqual(['PO', 'RI', 'EXP', 'WHT', 'PS']);
    expect(DOCUMENT_REGISTRY.INV).toMatchObject({
      party: 'client',
      contactType: 'CLIENT',
      productPriceField: 'sale_price',
      productVatInclusiveField: 'sale_vat_inclusive',
    });
    expect(DOCUMENT_REGISTRY.RI).toMatchObject({
      party: 'supplier',
      contactType: 'SUPPLIER',
      productPriceField: 'purchase_price',
      productVatInclusiveField: 'purchase_vat_inclusive',
    });
  });

  it('gives roles that mirror across the sides', () => {
    expect(kindsWithRole('order')).toEqual(['QT', 'PO']);
    expect(kindsWithRole('bill')).toEqual(['BL', 'INV', 'CA', 'RI', 'EXP']);
    expect(kindsWithRole('settlement')).toEqual(['RE', 'PS']);
    expect(kindsWithRole('adjustment')).toEqual(['CN', 'DN']);
    expect(kindsWithRole('certificate')).toEqual(['WHT']);
    expect(kindsWithRole('transfer')).toEqual([]);
  });

  it('lets every kind of the editor carry a project, and not the tax certificate', () => {
    expect(kindsCarryingProject()).toEqual([
      'QT',
      'BL',
      'INV',
      'CA',
      'RE',
      'CN',
      'DN',
      'PO',
      'RI',
      'EXP',
      'PS',
    ]);
    expect(DOCUMENT_REGISTRY.WHT.carriesProject).toBe(false);
    expect(DOCUMENT_REGISTRY.EXP.carriesProject).toBe(true);
  });

  it('knows what settles and adjusts each kind', () => {
    expect(settledBy('INV')).toEqual(['BL', 'RE']);
    expect(settledBy('RI')).toEqual(['PS']);
    expect(settledBy('EXP')).toEqual(['PS']);
    expect(adjustedBy('CA')).toEqual(['CN', 'DN']);
    expect(adjustedBy('RI')).toEqual([]);
  });

  it('derives what a kind may be made from out of the life cycles', () => {
    expect(madeFrom('RI')).toEqual(['PO']);
    expect(madeFrom('EXP')).toEqual(['PO', 'RI', 'EXP']);
    expect(madeFrom('PS')).toEqual(['RI', 'EXP']);
    expect(madeFrom('INV')).toEqual(['QT']);
    expect(madeFrom('QT')).toEqual([]);
    expect(DOCUMENT_REGISTRY.RI.fromOrder).toEqual({
      orderKind: 'PO',
      full: true,
      partialTypes: ['QUANTITY'],
      deposit: false,
    });
  });

  it('takes statuses from the life cycles and keeps editable statuses among them', () => {
    for (const kind of DOCUMENT_KINDS) {
      const definition = DOCUMENT_REGISTRY[kind];
      expect(definition.statuses).toEqual(STATUSES_BY_KIND[kind]);
      expect(Object.keys(LIFE_CYCLES[kind].allowed)).toEqual([...definition.statuses]);
      for (const status of definition.editableStatuses) expect(definition.statuses).toContain(status);
    }
  });

  it('finds a kind by its route', () => {
    expect(kindOfRoute('purchases')).toBe('RI');
    expect(kindOfRoute('payment-slip')).toBe('PS');
    expect(kindOfRoute('nope')).toBeNull();
  });

  it('names posting rules: purchases are bills and payments, orders and certificates post nothing', () => {
    expect(DOCUMENT_KINDS.map((kind) => DOCUMENT_REGISTRY[kind].postingRule)).toEqual([
      'none',
      'none',
      'salesInvoice',
      'cashSale',
      'salesReceipt',
      'salesCreditNote',
      'salesDebitNote',
      'none',
      'purchaseBill',
      'purchaseBill',
      'none',
      'supplierPayment',
    ]);
  });
});
