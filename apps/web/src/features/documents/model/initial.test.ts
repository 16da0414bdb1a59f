// Opening a creation route of spec §2 pre-fills the new document from the quotation; the preview figures are
// the domain's (computePartial / computeDeposit) and the request names the quotation and the share.
import { createDocumentSchema } from '@banchee/contracts';
import { DOCUMENT_SIDES, toMoneyString } from '@banchee/domain';
import { describe, expect, it } from 'vitest';
import { createPayload } from './payload';
import { initialEditorState } from './initial';
import { documentPrice } from './lines';
import { previewOf } from './preview';
import { ORG_ID, QUOTATION_ID, quotationFixture } from './test-fixtures';

const SALES = DOCUMENT_SIDES.sales;
const PURCHASES = DOCUMENT_SIDES.purchases;

const base = { today: '2026-11-23', salesName: 'สมหญิง ขายเก่ง' };

describe('initialEditorState', () => {
  it('a new document has the spec defaults and no source', () => {
    const state = initialEditorState('QT', { ...base, params: new URLSearchParams() });
    expect(state.source.type).toBe('plain');
    expect(state.draft).toMatchObject({
      date: '2026-11-23',
      dueDate: '2026-12-23',
      salesName: 'สมหญิง ขายเก่ง',
    });
  });

  it('a new cash sale takes cash as its payment method; an invoice has none to choose', () => {
    const cash = initialEditorState('CA', { ...base, params: new URLSearchParams() });
    expect(cash.draft.payment.paymentMethod).toBe('CASH');
    const fromQuotation = initialEditorState('CA', {
      ...base,
      parent: quotationFixture(),
      params: new URLSearchParams(`QT=${QUOTATION_ID}`),
    });
    expect(fromQuotation.draft.payment.paymentMethod).toBe('CASH');
    expect(
      initialEditorState('INV', { ...base, params: new URLSearchParams() }).draft.payment.paymentMethod,
    ).toBe('');
  });

  it('?QT=…&PARTIAL_TYPE=PERCENTAGE: the quotation’s customer, 50 % of 4,500.00 = 2,250.00 + VAT 157.50', () => {
    const params = new URLSearchParams(`QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`);
    const state = initialEditorState('INV', { ...base, parent: quotationFixture(), params });
    expect(state.source).toMatchObject({ type: 'quotation', mode: 'partial', partialType: 'PERCENTAGE' });
    expect(state.draft.contact).toMatchObject({ contact_name: 'บริษัท ลูกค้าดี จำกัด', taxId: '0105558000111' });
    expect(state.draft.partialPercent).toBe('100.00');
    const draft = { ...state.draft, partialPercent: '50' };
    const preview = previewOf(state.source, draft);
    expect(toMoneyString(preview.totals.amountAfterDiscount)).toBe('2250.00');
    expect(toMoneyString(preview.totals.vatTotal)).toBe('157.50');
    expect(toMoneyString(preview.totals.grandTotal)).toBe('2407.50');
    expect(preview.problem).toBeNull();
    const body = createPayload('INV', ORG_ID, draft, state.source);
    expect(body).toMatchObject({
      parentQuotationId: QUOTATION_ID,
      partialType: 'PERCENTAGE',
      partialPercent: '50',
      date: '2026-11-23',
    });
    expect(body).not.toHaveProperty('items');
    expect(createDocumentSchema.safeParse(body).success).toBe(true);
  });

  it('over-billing shows the domain refusal before anything is sent', () => {
    const quotation = quotationFixture({
      progress: { remainingAmount: '1000.00', remainingPercentage: '22.22' },
    });
    const params = new URLSearchParams(`QT=${QUOTATION_ID}&PARTIAL_TYPE=PERCENTAGE`);
    const state = initialEditorState('INV', { ...base, parent: quotation, params });
    const preview = previewOf(state.source, { ...state.draft, partialPercent: '50' });
    expect(preview.problem?.code).toBe('QUOTATION.OVER_BILLED');
  });

  it('an invoice does not take AMOUNT partials (spec §9): the first allowed type is used', () => {
    const params = new URLSearchParams(`QT=${QUOTATION_ID}&PARTIAL_TYPE=AMOUNT`);
    expect(initialEditorState('INV', { ...base, parent: quotationFixture(), params }).source).toMatchObject({
      partialType: 'PERCENTAGE',
    });
    expect(initialEditorState('BL', { ...base, parent: quotationFixture(), params }).source).toMatchObject({
      partialType: 'AMOUNT',
    });
  });

  it('QUANTITY partial: quantities start at what is unbilled; 1 chair of 2 bills 1,500.00', () => {
    const params = new URLSearchParams(`QT=${QUOTATION_ID}&PARTIAL_TYPE=QUANTITY`);
    const state = initialEditorState('BL', { ...base, parent: quotationFixture(), params });
    expect(state.draft.items.map((line) => line.quantity)).toEqual(['2', '5', '1']);
    const draft = {
      ...state.draft,
      items: state.draft.items.map((line, i) => ({ ...line, quantity: i === 0 ? '1' : '0' })),
    };
    const body = createPayload('BL', ORG_ID, draft, state.source);
    expect(body.items).toEqual([
      expect.objectContaining({
        quotation_line_id: quotationFixture().items[0]?.id,
        quantity: '1',
        name: 'เก้าอี้สำนักงาน',
      }),
    ]);
    // The quotation's 250.50 discount is shared pro rata: 1,500.00 of 4,750.50 carries 79.10 of it.
    expect(toMoneyString(previewOf(state.source, draft).totals.amountAfterDiscount)).toBe('1420.90');
  });

  it('?QT=…&DEPOSIT=TRUE: a 30 % deposit of 4,500.00 is 1,350.00 + VAT 94.50', () => {
    const params = new URLSearchParams(`QT=${QUOTATION_ID}&DEPOSIT=TRUE`);
    const state = initialEditorState('BL', { ...base, parent: quotationFixture(), params });
    expect(state.source).toMatchObject({ mode: 'deposit' });
    const draft = { ...state.draft, depositValue: '30' };
    expect(toMoneyString(previewOf(state.source, draft).totals.grandTotal)).toBe('1444.50');
    expect(createPayload('BL', ORG_ID, draft, state.source)).toMatchObject({
      isDeposit: true,
      depositType: 'PERCENTAGE',
      depositValue: '30',
    });
  });

  it('?INV=…&PARTIAL_TYPE=AMOUNT on a receipt: the balance is proposed, WHT is sent when given', () => {
    const invoice = quotationFixture({
      kind: 'INV',
      number: 'INV202611230001',
      progress: { balance: '2407.50' },
      grand_total: '2407.50',
      vat_amount: '157.50',
    });
    const params = new URLSearchParams(`INV=${invoice.id}&PARTIAL_TYPE=AMOUNT`);
    const state = initialEditorState('RE', { ...base, parent: invoice, params });
    expect(state.source).toMatchObject({ type: 'settlement', partial: true });
    expect(state.draft.partialAmount).toBe('2407.50');
    const draft = { ...state.draft, partialAmount: '1000', whtAmount: '30' };
    const preview = previewOf(state.source, draft);
    // 1,000.00 of 2,407.50 carries 157.50 × 1,000 / 2,407.50 = 65.42 VAT.
    expect(toMoneyString(preview.totals.vatTotal)).toBe('65.42');
    expect(toMoneyString(preview.totals.amountPayable)).toBe('970.00');
    expect(createPayload('RE', ORG_ID, draft, state.source)).toMatchObject({
      selectedInvoice: invoice.id,
      partialAmount: '1000',
      whtAmount: '30',
      collected_at: '2026-11-23',
    });
  });
});

describe('documentPrice', () => {
  it('converts a VAT-inclusive product price to the document’s exclusive terms, and back', () => {
    const item = { sale_price: '107.00', sale_vat_inclusive: true, vat_type: 'VAT7' as const };
    expect(documentPrice(item, 'vat_exclusive', true, SALES)).toBe('100');
    expect(documentPrice(item, 'vat_inclusive', true, SALES)).toBe('107');
    expect(
      documentPrice({ ...item, sale_vat_inclusive: false, sale_price: '100' }, 'vat_inclusive', true, SALES),
    ).toBe('107');
    expect(documentPrice({ ...item, vat_type: 'EXEMPT' }, 'vat_exclusive', true, SALES)).toBe('107');
  });

  it('a purchase document starts from the purchase price and its own VAT flag', () => {
    const item = {
      sale_price: '500.00',
      sale_vat_inclusive: false,
      purchase_price: '214.00',
      purchase_vat_inclusive: true,
      vat_type: 'VAT7' as const,
    };
    // 214.00 × 100 / 107 = 200.0000 (VAT-exclusive document); kept as 214 on a VAT-inclusive one.
    expect(documentPrice(item, 'vat_exclusive', true, PURCHASES)).toBe('200');
    expect(documentPrice(item, 'vat_inclusive', true, PURCHASES)).toBe('214');
    // No purchase price on the product: the line's price stays empty rather than taking the sale price.
    expect(documentPrice({ ...item, purchase_price: undefined }, 'vat_exclusive', true, PURCHASES)).toBe('');
  });
});
