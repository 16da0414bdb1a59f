// The shared draft: spec §3 defaults, spec §4 date rules, live totals of three lines with a discount, and the
// request bodies (spec §5: empty fields dropped) checked against the API's own zod contracts.
import { createDocumentSchema, updateDocumentSchema } from '@banchee/contracts';
import { toMoneyString } from '@banchee/domain';
import { describe, expect, it } from 'vitest';
import { newDraft, visibleColumns, type DocumentDraft } from './draft';
import { dateRules } from './draft-terms';
import { createPayload, errorsOnScreen, sentLines, updatePayload } from './payload';
import { previewOf } from './preview';
import { ORG_ID } from './test-fixtures';

function threeLineDraft(): DocumentDraft {
  const draft = newDraft('2026-11-22', 'สมชาย ใจดี');
  const [a, b, c] = draft.items;
  if (!a || !b || !c) throw new Error('three blank lines expected');
  draft.items = [
    { ...a, name: 'เก้าอี้สำนักงาน', quantity: '2', main_unit: 'ตัว', price: '1,500' },
    { ...b, name: 'แฟ้มเอกสาร', quantity: '5', main_unit: 'ชิ้น', price: '200', discount_percent: '10.00' },
    { ...c, name: 'ค่าติดตั้ง', quantity: '1', main_unit: 'งาน', price: '850.50', item_type: 'SERVICE' },
  ];
  draft.discountAmount = '250.50';
  draft.contact = {
    contact_name: 'บริษัท ลูกค้าดี จำกัด',
    address: '99 สุขุมวิท',
    zipCode: '10110',
    taxId: '0-1055-58000-11-1',
    branch: '00000',
  };
  return draft;
}

describe('newDraft (spec §3 defaults)', () => {
  it('starts today, due in 30 days, credit 30, VAT exclusive with VAT on, and three blank lines', () => {
    const draft = newDraft('2026-11-22', 'สมชาย ใจดี');
    expect(draft).toMatchObject({
      date: '2026-11-22',
      dueDate: '2026-12-22',
      creditDays: '30',
      paymentType: 'credit',
      priceType: 'vat_exclusive',
      vatEnabled: true,
      salesName: 'สมชาย ใจดี',
    });
    expect(draft.items).toHaveLength(3);
    expect(draft.items.every((line) => line.name === '' && line.price === '')).toBe(true);
  });
});

describe('date rules (spec §4)', () => {
  const draft = newDraft('2026-11-22');
  it('credit: date or creditDays set the due date', () => {
    expect(dateRules.creditDays(draft, '45').dueDate).toBe('2027-01-06');
    expect(dateRules.date(draft, '2026-12-01').dueDate).toBe('2026-12-31');
  });
  it('a due date sets creditDays; one before the date moves the date back by the previous credit days', () => {
    expect(dateRules.dueDate(draft, '2026-12-02').creditDays).toBe('10');
    const before = dateRules.dueDate(draft, '2026-11-20');
    expect(before).toMatchObject({ date: '2026-10-21', dueDate: '2026-11-20', creditDays: '30' });
  });
  it('cash: creditDays 0 and the due date follows the date', () => {
    const cash = dateRules.paymentType(draft, 'cash');
    expect(cash).toMatchObject({ creditDays: '0', dueDate: '2026-11-22' });
    expect(dateRules.date(cash, '2026-11-25')).toMatchObject({ dueDate: '2026-11-25', creditDays: '0' });
    expect(dateRules.paymentType(cash, 'credit')).toMatchObject({ creditDays: '30', dueDate: '2026-12-22' });
  });
});

describe('live totals (domain computeDocumentTotals)', () => {
  it('three lines with a line discount and a document discount', () => {
    const { totals } = previewOf({ type: 'plain' }, threeLineDraft());
    expect(toMoneyString(totals.subtotal)).toBe('4750.50');
    expect(toMoneyString(totals.discount)).toBe('250.50');
    expect(toMoneyString(totals.netTotal)).toBe('4500.00');
    expect(toMoneyString(totals.vatTotal)).toBe('315.00');
    expect(toMoneyString(totals.grandTotal)).toBe('4815.00');
    expect(totals.vatRate).toBe('7');
  });
  it('a percent document discount wins over an amount; half-up to the satang', () => {
    const draft = { ...threeLineDraft(), discountPercent: '5.00' };
    const { totals } = previewOf({ type: 'plain' }, draft);
    // 4,750.50 × 5 % = 237.525 → 237.53; VAT on 4,512.97 = 315.9079 → 315.91.
    expect(toMoneyString(totals.discount)).toBe('237.53');
    expect(toMoneyString(totals.vatTotal)).toBe('315.91');
    expect(toMoneyString(totals.grandTotal)).toBe('4828.88');
  });
  it('item withholding tax: 3 % on the service line after its share of the document discount', () => {
    const draft = threeLineDraft();
    draft.items = draft.items.map((line) =>
      line.name === 'ค่าติดตั้ง' ? { ...line, wht_percent: '3.00' } : line,
    );
    const { totals } = previewOf({ type: 'plain' }, draft);
    // The service line's share of 250.50 is 250.50 × 850.50 / 4,750.50 = 44.85 → net 805.65; 3 % = 24.17.
    expect(toMoneyString(totals.whtTotal)).toBe('24.17');
    expect(toMoneyString(totals.amountPayable)).toBe('4790.83');
  });
  it('a number being typed counts as 0 instead of breaking the totals', () => {
    const draft = { ...threeLineDraft(), discountAmount: '' };
    draft.items = draft.items.map((line, index) =>
      index === 0 ? { ...line, quantity: '2..' } : { ...line, price: 'abc' },
    );
    expect(toMoneyString(previewOf({ type: 'plain' }, draft).totals.grandTotal)).toBe('0.00');
  });
});

describe('item columns (spec §5)', () => {
  it('show the discount column when a line has a discount, the WHT column when one has WHT or the user turned it on', () => {
    const draft = threeLineDraft();
    expect(visibleColumns(draft)).toEqual({ discount: true, wht: false });
    expect(visibleColumns({ ...draft, showItemWHT: true })).toEqual({ discount: true, wht: true });
    expect(visibleColumns(newDraft('2026-11-22'))).toEqual({ discount: false, wht: false });
  });
});

describe('request bodies', () => {
  it('a new document: blank lines and empty fields dropped, the API contract accepts it', () => {
    const draft = threeLineDraft();
    draft.items.push({ ...newDraft('2026-11-22').items[0]!, key: 'blank' });
    const body = createPayload('QT', ORG_ID, draft, { type: 'plain' });
    expect(body).toMatchObject({
      organizationId: ORG_ID,
      date: '2026-11-22',
      dueDate: '2026-12-22',
      creditDays: 30,
      paymentType: 'credit',
      priceType: 'vat_exclusive',
      vatEnabled: true,
      discountAmount: '250.50',
      contact: { taxId: '0105558000111', branch: '00000', zipCode: '10110' },
      salesName: 'สมชาย ใจดี',
    });
    expect(body).not.toHaveProperty('remarks');
    expect(body).not.toHaveProperty('discountPercent');
    const items = body.items as Record<string, unknown>[];
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      name: 'เก้าอี้สำนักงาน',
      quantity: '2',
      main_unit: 'ตัว',
      sale_price: '1500',
      vat_type: 'VAT7',
    });
    expect(items[1]).toMatchObject({ discount_percent: '10.00' });
    expect(items[1]).not.toHaveProperty('discount_amount');
    expect(createDocumentSchema.safeParse(body).success).toBe(true);
  });

  it('a line with a price but no name fails the contract at items.N.name', () => {
    const draft = threeLineDraft();
    draft.items = draft.items.map((line, index) => (index === 1 ? { ...line, name: '' } : line));
    const parsed = createDocumentSchema.safeParse(createPayload('QT', ORG_ID, draft, { type: 'plain' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('items.1.name');
    expect(sentLines(draft, { type: 'plain' })[1]?.price).toBe('200');
  });

  it("sends a purchase bill's supplier tax invoice and an expense line's account under the contract's names", () => {
    const draft = threeLineDraft();
    draft.supplierTaxInvoiceNo = ' IV6911-0042 ';
    draft.supplierTaxInvoiceDate = '2026-11-20';
    draft.items = draft.items.map((line, index) =>
      index === 0 ? { ...line, account_code: '53032.01' } : line,
    );
    const body = createPayload('QT', ORG_ID, draft, { type: 'plain' });
    expect(body).toMatchObject({ supplierTaxInvoiceNo: 'IV6911-0042', supplierTaxInvoiceDate: '2026-11-20' });
    const items = body.items as Record<string, unknown>[];
    expect(items[0]).toMatchObject({ account_code: '53032.01' });
    expect(items[1]).not.toHaveProperty('account_code');
    expect(createDocumentSchema.safeParse(body).success).toBe(true);
    // Sales documents leave them empty: nothing is sent.
    expect(createPayload('QT', ORG_ID, threeLineDraft(), { type: 'plain' })).not.toHaveProperty(
      'supplierTaxInvoiceNo',
    );
  });

  it('puts a refusal of items.N.<wire field> on the line on screen, under the draft field name', () => {
    const draft = threeLineDraft();
    const sent = sentLines(draft, { type: 'plain' });
    const second = sent[1]!;
    expect(
      errorsOnScreen({ 'items.1.sale_price': 'too big', 'items.1.name': 'empty', date: 'bad' }, sent),
    ).toEqual({
      [`lines.${second.key}.price`]: 'too big',
      [`lines.${second.key}.name`]: 'empty',
      date: 'bad',
    });
  });

  it('creditDays that is not a number is dropped (spec §5); cash sends no due date', () => {
    const draft = { ...threeLineDraft(), creditDays: 'abc' };
    expect(createPayload('QT', ORG_ID, draft, { type: 'plain' })).not.toHaveProperty('creditDays');
    const cash = dateRules.paymentType(threeLineDraft(), 'cash');
    const body = createPayload('CA', ORG_ID, cash, { type: 'plain' });
    expect(body).toMatchObject({ paymentType: 'cash', creditDays: 0 });
    expect(body).not.toHaveProperty('dueDate');
  });

  it('an update sends the figures only when they are the document’s own', () => {
    const draft = threeLineDraft();
    expect(updatePayload('QT', draft, true)).toHaveProperty('items');
    const headerOnly = updatePayload('QT', draft, false);
    expect(headerOnly).not.toHaveProperty('items');
    expect(headerOnly).not.toHaveProperty('discountAmount');
    expect(updateDocumentSchema.safeParse(headerOnly).success).toBe(true);
  });
});
