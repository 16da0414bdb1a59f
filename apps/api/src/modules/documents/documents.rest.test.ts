// The rest of a quotation billed by partials (issue 10 §3), with hand-computed figures (VAT 7% per document,
// half-up to the satang): the quotation's progress offers the partial that bills exactly what remains, in
// the mode it was billed in; partial lines keep their unit; Reset in PARTIALS (spec §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

/**
 * 3 × 333.33 ชิ้น + 1 × 100.01 ชุด = 1,100.00, document discount 10.01 → 1,089.99; VAT 76.2993 → 76.30;
 * grand total 1,166.29. The discount spreads 9.10 / 0.91: line nets 990.89 / 99.10.
 */
async function unevenQuotation() {
  return fx.create('QT', {
    contactId: fx.customerId,
    discountAmount: '10.01',
    items: [
      line('Panel', '3', '333.33', { main_unit: 'ชิ้น' }),
      line('Install', '1', '100.01', { main_unit: 'ชุด' }),
    ],
  });
}

type Rest = NonNullable<NonNullable<Awaited<ReturnType<Fixture['read']>>['progress']>['rest']>;

/** The create request for the offered rest (a QUANTITY rest names the quotation lines and quantities). */
function restRequest({ items, ...rest }: Rest) {
  return {
    ...rest,
    ...(items && {
      items: items.map((i) => line('rest', i.quantity, '0', { quotation_line_id: i.quotation_line_id })),
    }),
  };
}

describe('a quotation billed 30% + the remaining 70%', () => {
  it('offers the remaining 70% and bills it to the satang', async () => {
    const quotation = await unevenQuotation();
    expect(quotation.totals).toMatchObject({ net_total: '1089.99', vat: '76.30', grand_total: '1166.29' });
    expect(quotation.progress?.rest).toBeUndefined();

    const first = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '30',
    });
    // 30% of 1,089.99 = 326.997 → 327.00, spread 297.27 / 29.73; VAT 22.89; 349.89.
    expect(first.totals).toMatchObject({ net_total: '327.00', vat: '22.89', grand_total: '349.89' });
    expect(first.items.map((l) => [l.quantity, l.sale_price, l.sale_description])).toEqual([
      ['1.0000', '297.2700', `เรียกเก็บร้อยละ 30.00 ของ 3 ชิ้น ตามใบเสนอราคาเลขที่ ${quotation.number}`],
      ['1.0000', '29.7300', `เรียกเก็บร้อยละ 30.00 ของ 1 ชุด ตามใบเสนอราคาเลขที่ ${quotation.number}`],
    ]);

    const partials = await fx.read('QT', quotation.id);
    expect(partials.status).toBe('PARTIALS');
    expect(partials.progress).toMatchObject({
      remainingAmount: '762.99',
      remainingPercentage: '70.00',
      rest: { partialType: 'PERCENTAGE', partialPercent: '70.00' },
    });

    const rest = partials.progress?.rest;
    if (!rest) throw new Error('rest expected');
    const second = await fx.create('BL', { parentQuotationId: quotation.id, ...restRequest(rest) });
    // 70% would be 762.993 → 762.99: exactly what is left, spread 693.62 / 69.37; VAT 53.4093 → 53.41; 816.40.
    expect(second.totals).toMatchObject({ net_total: '762.99', vat: '53.41', grand_total: '816.40' });
    expect(second.items.map((l) => l.sale_price)).toEqual(['693.6200', '69.3700']);
    // 349.89 + 816.40 = 1,166.29 = the quotation's grand total; 22.89 + 53.41 = 76.30 its VAT.

    const done = await fx.read('QT', quotation.id);
    expect(done.status).toBe('ISSUED');
    expect(done.progress).toMatchObject({ remainingAmount: '0.00', remainingPercentage: '0.00' });
    expect(done.progress?.rest).toBeUndefined();
  });
});

describe('quantity partials 3 + the remaining 7', () => {
  it('keeps the unit and takes exactly what is left of both discounts', async () => {
    // 10 × 99.99 = 999.90, line discount 0.05 → 999.85, document discount 0.05 → 999.80; VAT 69.986 → 69.99.
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      discountAmount: '0.05',
      items: [line('Box', '10', '99.99', { main_unit: 'กล่อง', discount_amount: '0.05' })],
    });
    const [box] = quotation.items;
    if (!box) throw new Error('one line expected');
    expect(quotation.totals).toMatchObject({ net_total: '999.80', vat: '69.99', grand_total: '1069.79' });

    const first = await fx.create('INV', {
      parentQuotationId: quotation.id,
      partialType: 'QUANTITY',
      items: [line('Box', '3', '0', { quotation_line_id: box.id })],
    });
    // 299.97 less 0.02 (0.05 × 3/10 = 0.015) less 0.01 (0.05 × 299.95 / 999.85) = 299.94; VAT 21.00; 320.94.
    expect(first.totals).toMatchObject({ net_total: '299.94', vat: '21.00', grand_total: '320.94' });
    expect(first.items.map((l) => [l.quantity, l.main_unit, l.discount_amount])).toEqual([
      ['3.0000', 'กล่อง', '0.02'],
    ]);

    const partials = await fx.read('QT', quotation.id);
    expect(partials.progress?.rest).toEqual({
      partialType: 'QUANTITY',
      items: [{ quotation_line_id: box.id, quantity: '7.0000' }],
    });
    const rest = partials.progress?.rest;
    if (!rest) throw new Error('rest expected');
    const second = await fx.create('BL', { parentQuotationId: quotation.id, ...restRequest(rest) });
    // 699.93 less 0.03 (0.05 − 0.02) less 0.04 (0.05 − 0.01) = 699.86; VAT 48.9902 → 48.99; 748.85.
    expect(second.totals).toMatchObject({ net_total: '699.86', vat: '48.99', grand_total: '748.85' });
    expect(second.items.map((l) => [l.quantity, l.main_unit, l.discount_amount])).toEqual([
      ['7.0000', 'กล่อง', '0.03'],
    ]);
    // 320.94 + 748.85 = 1,069.79.
    const done = await fx.read('QT', quotation.id);
    expect(done.status).toBe('ISSUED');
    expect(done.progress?.remainingQuantities).toEqual([
      { lineId: box.id, ordered: '10.0000', remaining: '0.0000' },
    ]);
  });
});

describe('Reset in PARTIALS', () => {
  it('takes the quotation back to AWAITING with its partials kept, so an invoice can bill the rest', async () => {
    const quotation = await unevenQuotation();
    const first = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '30',
    });
    const partials = await fx.read('QT', quotation.id);
    expect(partials.allowedActions).toEqual(['ADD PARTIAL BILLING NOTE', 'RESET']);

    const reset = await fx.act('QT', quotation.id, 'RESET');
    expect(reset.status).toBe('AWAITING');
    expect(reset.progress).toMatchObject({
      remainingAmount: '762.99',
      rest: { partialType: 'PERCENTAGE', partialPercent: '70.00' },
    });
    expect(reset.links.children.map((c) => c.id)).toEqual([first.id]);

    // A partial invoice (not offered in PARTIALS) now bills the remaining 70%: 762.99 + VAT 53.41 = 816.40.
    const invoice = await fx.create('INV', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '70',
    });
    expect(invoice.totals).toMatchObject({ net_total: '762.99', vat: '53.41', grand_total: '816.40' });
    const done = await fx.read('QT', quotation.id);
    expect(done.status).toBe('ISSUED');
    expect(done.history.map((h) => `${h.action}:${h.toStatus}`)).toEqual([
      'CREATE:AWAITING',
      'CHILD_CREATED:PARTIALS',
      'RESET:AWAITING',
      'CHILD_CREATED:ISSUED',
    ]);
  });
});
