// The business flows of issue 5 through the documents service, with hand-computed figures (VAT 7% per
// document, half-up to the satang): full quotation → invoice → receipt; 30% then 70% partial billing notes;
// quantity partials; deposit then the final invoice deducting it; a cumulative billing note of three
// invoices; receipts with WHT suffered and partial receipts; credit and debit notes; over-billing refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import { createFixture, failure, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports, read through the API,
// reconcile to its ledger.
afterEach(async () => {
  const books = await booksClientOver(fx.database.db, fx.actor);
  await expectBooksReconcile(books.client, books.scope);
});

/** A quotation of one line 10 × 1,000.00 = 10,000.00 + VAT 700.00 = 10,700.00. */
async function tenThousandQuotation() {
  return fx.create('QT', { contactId: fx.customerId, items: [line('Consulting', '10', '1000')] });
}

describe('quotation → invoice → receipt, in full', () => {
  it('carries the quotation figures to the invoice and settles it with the receipt', async () => {
    // Lines: 2 × 1,500.00 = 3,000.00; 1 × 5,000.00 less 10% = 4,500.00; 10 × 250.00 = 2,500.00.
    // Subtotal 10,000.00, document discount 500.00 → 9,500.00; VAT 7% = 665.00; grand total 10,165.00.
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      discountAmount: '500',
      items: [
        line('Desk', '2', '1500'),
        line('Cabinet', '1', '5000', { discount_percent: '10' }),
        line('Chair', '10', '250'),
      ],
    });
    expect(quotation.number).toMatch(/^QT20261121\d{4}$/);
    expect(quotation.status).toBe('AWAITING');
    expect(quotation.totals).toMatchObject({
      subtotal: '10000.00',
      discount: '500.00',
      net_total: '9500.00',
      vat: '665.00',
      grand_total: '10165.00',
    });
    expect(quotation.items.map((l) => l.total_after_discount)).toEqual(['3000.00', '4500.00', '2500.00']);
    // The 500.00 discount spread 3000:4500:2500 → 150 / 225 / 125; VAT 665 likewise → 199.50 / 299.25 / 166.25.
    expect(quotation.items.map((l) => l.tax_amount)).toEqual(['199.50', '299.25', '166.25']);
    expect(quotation.showItemDiscount).toBe(true);
    expect(quotation.showItemWHT).toBe(false);
    expect(quotation.contact).toMatchObject({ contact_name: 'บริษัท ลูกค้า จำกัด', taxId: '0105559876543' });
    expect(quotation.dueDate).toBe('2026-12-21');
    expect(quotation.creditDays).toBe(30);

    expect((await fx.act('QT', quotation.id, 'approved')).status).toBe('APPROVED');

    const invoice = await fx.create('INV', { parentQuotationId: quotation.id });
    expect(invoice.number).toMatch(/^INV20261121\d{4}$/);
    expect(invoice.totals).toMatchObject({ net_total: '9500.00', vat: '665.00', grand_total: '10165.00' });
    expect(invoice.links.parents).toEqual([
      expect.objectContaining({ id: quotation.id, linkType: 'FULL', amount: '9500.00' }),
    ]);
    expect(invoice.contact?.contact_name).toBe('บริษัท ลูกค้า จำกัด');
    expect(invoice.progress).toMatchObject({ balance: '10165.00', paid: '0.00' });
    expect((await fx.read('QT', quotation.id)).status).toBe('ISSUED');

    const receipt = await fx.create('RE', { selectedInvoice: invoice.id, paymentMethod: 'TRANSFER' });
    expect(receipt.totals).toMatchObject({
      grand_total: '10165.00',
      vat: '665.00',
      net_total: '9500.00',
      whtAmount: '0.00',
      amountDue: '10165.00',
    });
    expect(receipt.items).toEqual([
      expect.objectContaining({
        name: invoice.number,
        grand_total: '10165.00',
        source_document_id: invoice.id,
      }),
    ]);

    const paid = await fx.read('INV', invoice.id);
    expect(paid.status).toBe('RECEIPT CREATED');
    expect(paid.progress).toMatchObject({ paid: '10165.00', balance: '0.00' });
    expect(paid.allowedActions).toEqual([]);
    expect(paid.links.children).toEqual([expect.objectContaining({ id: receipt.id, linkType: 'RECEIPT' })]);
    expect(paid.history.map((h) => `${h.action}:${h.toStatus}`)).toEqual([
      'CREATE:AWAITING',
      'CHILD_CREATED:RECEIPT CREATED',
    ]);
    const quotationAfter = await fx.read('QT', quotation.id);
    expect(quotationAfter.progress).toMatchObject({ remainingAmount: '0.00', remainingPercentage: '0.00' });
    expect(quotationAfter.links.children.map((c) => c.id)).toEqual([invoice.id]);
  });

  it('voiding the receipt reopens the invoice; the voided receipt keeps its number', async () => {
    const quotation = await tenThousandQuotation();
    const invoice = await fx.create('INV', { parentQuotationId: quotation.id });
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    expect((await fx.read('INV', invoice.id)).status).toBe('RECEIPT CREATED');
    const voided = await fx.act('RE', receipt.id, 'VOID');
    expect(voided.status).toBe('VOID');
    expect(voided.number).toBe(receipt.number);
    const reopened = await fx.read('INV', invoice.id);
    expect(reopened.status).toBe('AWAITING');
    expect(reopened.progress).toMatchObject({ paid: '0.00', balance: '10700.00' });
    // A second receipt now takes the balance; reviving the voided one would over-settle and is refused.
    await fx.create('RE', { selectedInvoice: invoice.id });
    const refused = await failure(fx.act('RE', receipt.id, 'RESET'));
    expect(refused.code).toBe('RECEIPT.CANNOT_RESET');
  });
});

describe('partial billing by percentage', () => {
  it('bills 30% then 70% and refuses anything more', async () => {
    const quotation = await tenThousandQuotation();
    const first = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '30',
    });
    // 30% of 10,000.00 = 3,000.00; VAT 210.00; 3,210.00.
    expect(first.totals).toMatchObject({ net_total: '3000.00', vat: '210.00', grand_total: '3210.00' });
    expect(first).toMatchObject({
      partialType: 'PERCENTAGE',
      partialPercent: '30.00',
      partialAmount: '3000.00',
    });
    const afterFirst = await fx.read('QT', quotation.id);
    expect(afterFirst.status).toBe('PARTIALS');
    expect(afterFirst.progress).toMatchObject({ remainingAmount: '7000.00', remainingPercentage: '70.00' });
    expect(afterFirst.allowedActions).toEqual(['ADD PARTIAL BILLING NOTE', 'RESET']);

    const over = await failure(
      fx.create('BL', { parentQuotationId: quotation.id, partialType: 'PERCENTAGE', partialPercent: '80' }),
    );
    expect(over.code).toBe('QUOTATION.OVER_BILLED');
    expect(over.details).toMatchObject({ requested: '8000.00', remaining: '7000.00' });

    const second = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '70',
    });
    expect(second.totals).toMatchObject({ net_total: '7000.00', vat: '490.00', grand_total: '7490.00' });
    const done = await fx.read('QT', quotation.id);
    expect(done.status).toBe('ISSUED');
    expect(done.progress).toMatchObject({ remainingAmount: '0.00', remainingPercentage: '0.00' });
    expect(done.links.children.map((c) => [c.id, c.percent, c.amount])).toEqual([
      [first.id, '30.00', '3000.00'],
      [second.id, '70.00', '7000.00'],
    ]);

    const more = await failure(
      fx.create('BL', { parentQuotationId: quotation.id, partialType: 'PERCENTAGE', partialPercent: '10' }),
    );
    expect(more.code).toBe('QUOTATION.INVALID_TRANSITION');
    expect(more.details).toMatchObject({ status: 'ISSUED', allowedActions: ['RESET'] });
  });

  it('gives the satang left by rounding to the partial that completes 100%', async () => {
    // 3 × 333.33 = 999.99. 30% = 299.997 → 300.00; the 70% that completes takes the 699.99 left, not 699.99…3.
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      items: [line('Unit', '3', '333.33')],
    });
    const first = await fx.create('INV', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '30',
    });
    expect(first.totals).toMatchObject({ net_total: '300.00', vat: '21.00', grand_total: '321.00' });
    const last = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '70',
    });
    // 699.99 × 7% = 48.9993 → 49.00; 748.99.
    expect(last.totals).toMatchObject({ net_total: '699.99', vat: '49.00', grand_total: '748.99' });
    expect((await fx.read('QT', quotation.id)).status).toBe('ISSUED');
  });

  it('refuses AMOUNT partials on an invoice and quantity partials after money partials', async () => {
    const quotation = await tenThousandQuotation();
    const amountInvoice = await failure(
      fx.create('INV', { parentQuotationId: quotation.id, partialType: 'AMOUNT', partialAmount: '100' }),
    );
    expect(amountInvoice.code).toBe('QUOTATION.INVALID_TRANSITION');
    await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '10',
    });
    const mixed = await failure(
      fx.create('BL', {
        parentQuotationId: quotation.id,
        partialType: 'QUANTITY',
        items: [line('Consulting', '1', '0', { quotation_line_id: quotation.items[0]?.id ?? '' })],
      }),
    );
    expect(mixed.code).toBe('QUOTATION.PARTIAL_TYPE_MISMATCH');
  });

  it('gives back what a voided partial took', async () => {
    const quotation = await tenThousandQuotation();
    const partial = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '40',
    });
    expect((await fx.read('QT', quotation.id)).status).toBe('PARTIALS');
    await fx.act('BL', partial.id, 'VOID');
    const back = await fx.read('QT', quotation.id);
    expect(back.status).toBe('AWAITING');
    expect(back.progress).toMatchObject({ remainingAmount: '10000.00', remainingPercentage: '100.00' });
    expect(back.history.map((h) => `${h.action}:${h.toStatus}`)).toEqual([
      'CREATE:AWAITING',
      'CHILD_CREATED:PARTIALS',
      'CHILD_VOIDED:AWAITING',
    ]);
  });
});

describe('partial billing by quantity and by amount', () => {
  it('tracks the remaining quantities per quotation line', async () => {
    // 10 × 100.00 = 1,000.00 and 4 × 250.00 = 1,000.00: 2,000.00 + VAT 140.00 = 2,140.00.
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      items: [line('Cable', '10', '100', { main_unit: 'เมตร' }), line('Switch', '4', '250')],
    });
    const [cable, sw] = quotation.items;
    if (!cable || !sw) throw new Error('two lines expected');
    const invoice = await fx.create('INV', {
      parentQuotationId: quotation.id,
      partialType: 'QUANTITY',
      items: [
        line('Cable', '3', '0', { quotation_line_id: cable.id }),
        line('Switch', '1', '0', { quotation_line_id: sw.id }),
      ],
    });
    // 3 × 100.00 + 1 × 250.00 = 550.00; VAT 38.50; 588.50 (client prices are ignored: the quotation's count).
    expect(invoice.totals).toMatchObject({ net_total: '550.00', vat: '38.50', grand_total: '588.50' });
    expect(invoice.items.map((l) => [l.name, l.quantity, l.sale_price, l.main_unit])).toEqual([
      ['Cable', '3.0000', '100.0000', 'เมตร'],
      ['Switch', '1.0000', '250.0000', undefined],
    ]);
    const after = await fx.read('QT', quotation.id);
    expect(after.status).toBe('PARTIALS');
    expect(after.progress).toMatchObject({
      remainingAmount: '1450.00',
      remainingPercentage: '72.50',
      remainingQuantities: [
        { lineId: cable.id, ordered: '10.0000', remaining: '7.0000' },
        { lineId: sw.id, ordered: '4.0000', remaining: '3.0000' },
      ],
    });
    const tooMany = await failure(
      fx.create('BL', {
        parentQuotationId: quotation.id,
        partialType: 'QUANTITY',
        items: [line('Cable', '8', '0', { quotation_line_id: cable.id })],
      }),
    );
    expect(tooMany.code).toBe('QUOTATION.OVER_BILLED');
    const rest = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'QUANTITY',
      items: [
        line('Cable', '7', '0', { quotation_line_id: cable.id }),
        line('Switch', '3', '0', { quotation_line_id: sw.id }),
      ],
    });
    // 700.00 + 750.00 = 1,450.00; VAT 101.50; 1,551.50.
    expect(rest.totals).toMatchObject({ net_total: '1450.00', vat: '101.50', grand_total: '1551.50' });
    expect((await fx.read('QT', quotation.id)).status).toBe('ISSUED');
  });

  it('adds an amount partial billing note once the quotation is in PARTIALS', async () => {
    const quotation = await tenThousandQuotation();
    await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '25',
    });
    const byAmount = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'AMOUNT',
      partialAmount: '1000',
    });
    // 1,000.00 + VAT 70.00 = 1,070.00; it is 10.00% of 10,000.00; 6,500.00 (65.00%) remain.
    expect(byAmount.totals).toMatchObject({ net_total: '1000.00', vat: '70.00', grand_total: '1070.00' });
    expect(byAmount).toMatchObject({
      partialType: 'AMOUNT',
      partialPercent: '10.00',
      partialAmount: '1000.00',
    });
    expect((await fx.read('QT', quotation.id)).progress).toMatchObject({
      remainingAmount: '6500.00',
      remainingPercentage: '65.00',
    });
    const over = await failure(
      fx.create('BL', { parentQuotationId: quotation.id, partialType: 'AMOUNT', partialAmount: '6500.01' }),
    );
    expect(over.code).toBe('QUOTATION.OVER_BILLED');
  });
});

describe('deposit then the final invoice', () => {
  it('takes a deposit and deducts it from the final invoice (thai-tax-reference §11 h)', async () => {
    // Quotation 1 × 50,000.00 + VAT 3,500.00 = 53,500.00.
    const quotation = await fx.create('QT', {
      selectedContact: { id: fx.customerId },
      items: [line('Fit-out', '1', '50000')],
    });
    expect(quotation.contactId).toBe(fx.customerId);
    expect(quotation.contact?.contact_name).toBe('บริษัท ลูกค้า จำกัด');
    const deposit = await fx.create('BL', {
      parentQuotationId: quotation.id,
      isDeposit: true,
      depositValue: '10000',
    });
    // Deposit 10,000.00 + VAT 700.00 = 10,700.00.
    expect(deposit.totals).toMatchObject({ net_total: '10000.00', vat: '700.00', grand_total: '10700.00' });
    expect(deposit.isDeposit).toBe(true);
    const deposited = await fx.read('QT', quotation.id);
    expect(deposited.status).toBe('DEPOSITED');
    expect(deposited.progress).toMatchObject({ deposited: '10000.00', remainingAmount: '50000.00' });
    expect(deposited.allowedActions).toEqual([
      'CREATE BILLING NOTE',
      'CREATE DELIVERY NOTE/INVOICE/TAX INVOICE',
      'CREATE TAX INVOICE/RECEIPT (CASH)',
    ]);

    const partialAfterDeposit = await failure(
      fx.create('INV', { parentQuotationId: quotation.id, partialType: 'PERCENTAGE', partialPercent: '50' }),
    );
    expect(partialAfterDeposit.code).toBe('QUOTATION.INVALID_TRANSITION');

    const final = await fx.create('INV', { parentQuotationId: quotation.id });
    // 50,000.00 − deposit 10,000.00 = 40,000.00; VAT 2,800.00; 42,800.00.
    expect(final.totals).toMatchObject({
      subtotal: '50000.00',
      depositDeducted: '10000.00',
      amountAfterDiscount: '40000.00',
      net_total: '40000.00',
      vat: '2800.00',
      grand_total: '42800.00',
    });
    expect(final.items.map((l) => [l.total, l.grand_total])).toEqual([
      ['50000.00', '53500.00'],
      ['-10000.00', '-10700.00'],
    ]);
    expect(final.links.parents.map((p) => [p.id, p.linkType, p.amount]).sort()).toEqual(
      [
        [quotation.id, 'FULL', '50000.00'],
        [deposit.id, 'DEPOSIT_DEDUCTION', '10000.00'],
      ].sort(),
    );
    expect((await fx.read('QT', quotation.id)).status).toBe('ISSUED');
    // The deposit document cannot be voided while the final invoice deducts it.
    const voidDeposit = await failure(fx.act('BL', deposit.id, 'VOID'));
    expect(voidDeposit.code).toBe('BILLING_NOTE.INVALID_TRANSITION');
  });

  it('refuses a deposit larger than the quotation', async () => {
    const quotation = await tenThousandQuotation();
    const over = await failure(
      fx.create('BL', { parentQuotationId: quotation.id, isDeposit: true, depositValue: '10000.01' }),
    );
    expect(over.code).toBe('QUOTATION.OVER_BILLED');
  });
});

describe('cumulative billing note and receipts', () => {
  async function invoiceOf(amount: string, contactId = fx.customerId) {
    return fx.create('INV', { contactId, items: [line('Service', '1', amount)] });
  }

  it('bills three invoices of one customer on one billing note, then collects it', async () => {
    // 1,000 + 70 = 1,070.00; 2,000 + 140 = 2,140.00; 3,000 + 210 = 3,210.00 → 6,420.00 (VAT 420.00).
    const invoices = [await invoiceOf('1000'), await invoiceOf('2000'), await invoiceOf('3000')];
    const billing = await fx.create('BL', { cumulativeInvoices: invoices.map((i) => i.id) });
    expect(billing.isCumulative).toBe(true);
    expect(billing.totals).toMatchObject({ grand_total: '6420.00', vat: '420.00', net_total: '6000.00' });
    expect(billing.items.map((l) => [l.source_document_id, l.grand_total, l.tax_amount])).toEqual([
      [invoices[0]?.id, '1070.00', '70.00'],
      [invoices[1]?.id, '2140.00', '140.00'],
      [invoices[2]?.id, '3210.00', '210.00'],
    ]);
    expect(billing.contact?.contact_name).toBe('บริษัท ลูกค้า จำกัด');
    // Billing does not pay: the invoices still owe their totals.
    expect((await fx.read('INV', invoices[0]?.id ?? '')).progress).toMatchObject({ balance: '1070.00' });

    const receipt = await fx.create('RE', { selectedInvoice: billing.id });
    expect(receipt.totals).toMatchObject({ grand_total: '6420.00', amountDue: '6420.00' });
    for (const invoice of invoices) {
      const after = await fx.read('INV', invoice.id);
      expect(after.status).toBe('RECEIPT CREATED');
      expect(after.progress).toMatchObject({ balance: '0.00' });
    }
    expect((await fx.read('BL', billing.id)).progress).toMatchObject({ paid: '6420.00', balance: '0.00' });
  });

  it('refuses invoices of different customers', async () => {
    const mixed = await failure(
      fx.create('RE', {
        cumulativeInvoices: [(await invoiceOf('100')).id, (await invoiceOf('100', fx.otherCustomerId)).id],
      }),
    );
    expect(mixed.code).toBe('RECEIPT.MIXED_CUSTOMERS');
  });

  it('collects a service invoice net of the 3% WHT the customer suffered', async () => {
    // Service 10,000.00 with WHT 3%: VAT 700.00, grand 10,700.00, WHT 300.00 (on the pre-VAT amount), pays 10,400.00.
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Maintenance', '1', '10000', { item_type: 'SERVICE', wht_percent: '3' })],
    });
    expect(invoice.totals).toMatchObject({
      grand_total: '10700.00',
      whtAmount: '300.00',
      amountDue: '10400.00',
    });
    expect(invoice.showItemWHT).toBe(true);
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    expect(receipt.totals).toMatchObject({
      grand_total: '10700.00',
      vat: '700.00',
      whtAmount: '300.00',
      amountDue: '10400.00',
    });
    expect(receipt.links.parents).toEqual([
      expect.objectContaining({ id: invoice.id, amount: '10700.00', whtAmount: '300.00' }),
    ]);
    expect((await fx.read('INV', invoice.id)).progress).toMatchObject({ paid: '10700.00', balance: '0.00' });
  });

  it('takes partial receipts until the invoice is paid', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Maintenance', '1', '10000', { item_type: 'SERVICE', wht_percent: '3' })],
    });
    const half = await fx.create('RE', { selectedInvoice: invoice.id, partialAmount: '5350' });
    // Half of 10,700.00: VAT share 350.00, WHT share 150.00, received 5,200.00.
    expect(half.totals).toMatchObject({
      grand_total: '5350.00',
      vat: '350.00',
      whtAmount: '150.00',
      amountDue: '5200.00',
    });
    const open = await fx.read('INV', invoice.id);
    expect(open.status).toBe('AWAITING');
    expect(open.progress).toMatchObject({ paid: '5350.00', balance: '5350.00' });
    const tooMuch = await failure(fx.create('RE', { selectedInvoice: invoice.id, partialAmount: '5350.01' }));
    expect(tooMuch.code).toBe('RECEIPT.OVER_SETTLED');
    await fx.create('RE', { selectedInvoice: invoice.id, partialAmount: '5350' });
    const paid = await fx.read('INV', invoice.id);
    expect(paid.status).toBe('RECEIPT CREATED');
    expect(paid.progress).toMatchObject({ balance: '0.00' });
  });
});

describe('credit and debit notes', () => {
  it('a credit note reduces the invoice balance and the receipt collects the rest', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Goods', '10', '1000')],
    });
    const credit = await fx.create('CN', {
      selectedInvoice: invoice.id,
      reason: 'PRODUCT_DAMAGED',
      items: [line('Damaged goods', '1', '1000')],
    });
    // 1,000.00 + VAT 70.00 = 1,070.00; the invoice's original value 10,000.00 (before VAT).
    expect(credit.totals).toMatchObject({ net_total: '1000.00', vat: '70.00', grand_total: '1070.00' });
    expect(credit).toMatchObject({ reason: 'PRODUCT_DAMAGED', originalAmount: '10000.00' });
    expect((await fx.read('INV', invoice.id)).progress).toMatchObject({
      credited: '1070.00',
      balance: '9630.00',
    });

    const tooBig = await failure(
      fx.create('CN', {
        selectedInvoice: invoice.id,
        reason: 'PRODUCT_OVERCHARGED',
        items: [line('Price cut', '1', '9000.01')],
      }),
    );
    expect(tooBig.code).toBe('CREDIT_NOTE.EXCEEDS_ORIGINAL');
    expect(tooBig.details).toMatchObject({ originalAmount: '9000.00' });

    const debit = await fx.create('DN', {
      selectedInvoice: invoice.id,
      reason: 'PRODUCT_UNDERCHARGED',
      items: [line('Price correction', '1', '500')],
    });
    // 500.00 + 35.00 = 535.00: original value now 9,000.00 (10,000 − 1,000).
    expect(debit.totals.grand_total).toBe('535.00');
    expect(debit.originalAmount).toBe('9000.00');
    expect((await fx.read('INV', invoice.id)).progress).toMatchObject({
      credited: '1070.00',
      debited: '535.00',
      balance: '10165.00',
    });
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    expect(receipt.totals.grand_total).toBe('10165.00');
    expect((await fx.read('INV', invoice.id)).status).toBe('RECEIPT CREATED');
  });

  it('checks the reason against the spec lists and the lines', async () => {
    const invoice = await fx.create('INV', { contactId: fx.customerId, items: [line('Goods', '1', '1000')] });
    const unknown = await failure(
      fx.create('CN', { selectedInvoice: invoice.id, reason: 'BECAUSE', items: [line('x', '1', '1')] }),
    );
    expect(unknown.code).toBe('VALIDATION.FAILED');
    expect(unknown.details).toEqual([expect.objectContaining({ path: 'reason' })]);
    const serviceReason = await failure(
      fx.create('CN', {
        selectedInvoice: invoice.id,
        reason: 'SERVICE_OVERCHARGED',
        items: [line('x', '1', '1')],
      }),
    );
    expect(serviceReason.details).toEqual([expect.objectContaining({ path: 'reason' })]);
    const other = await failure(
      fx.create('CN', { selectedInvoice: invoice.id, reason: 'PRODUCT_OTHER', items: [line('x', '1', '1')] }),
    );
    expect(other.details).toEqual([expect.objectContaining({ path: 'reasonDescription' })]);
    const cash = await fx.create('CA', { contactId: fx.customerId, items: [line('Goods', '1', '200')] });
    const onCash = await fx.create('CN', {
      selectedInvoice: cash.id,
      reason: 'PRODUCT_RETURNED',
      items: [line('Returned', '1', '200')],
    });
    expect(onCash.totals.grand_total).toBe('214.00');
    expect((await fx.read('CA', cash.id)).progress).toMatchObject({ credited: '214.00', balance: '0.00' });
  });
});

describe('editing', () => {
  it('recomputes on edit, one document discount at a time, and keeps derived figures fixed', async () => {
    // 1 × 1,000.00 less 10% = 900.00 + VAT 63.00 = 963.00.
    const quotation = await fx.create('QT', { discountPercent: '10', items: [line('Service', '1', '1000')] });
    expect(quotation.totals.grand_total).toBe('963.00');
    // Switching to a 50.00 discount drops the percent: 950.00 + 66.50 = 1,016.50.
    const byAmount = await fx.update('QT', quotation.id, { discountAmount: '50' });
    expect(byAmount.totals).toMatchObject({ discount: '50.00', vat: '66.50', grand_total: '1016.50' });
    expect(byAmount.discountPercent).toBeUndefined();
    const moved = await fx.update('QT', quotation.id, { date: '2026-11-25' });
    expect(moved).toMatchObject({ date: '2026-11-25', dueDate: '2026-12-25', creditDays: 30 });
    expect(moved.number).toBe(quotation.number);
    expect(moved.history.map((h) => h.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);

    const partial = await fx.create('BL', {
      parentQuotationId: quotation.id,
      partialType: 'PERCENTAGE',
      partialPercent: '50',
    });
    const lines = await fx.update('BL', partial.id, { items: [line('Other', '1', '1')] }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(lines).toMatchObject({ code: 'BILLING_NOTE.NOT_EDITABLE' });
    const notes = await fx.update('BL', partial.id, { notes: 'งวดที่ 1' });
    expect(notes.notes).toBe('งวดที่ 1');
    expect(notes.totals.grand_total).toBe(partial.totals.grand_total);
    const parent = await fx.update('QT', quotation.id, { notes: 'x' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(parent).toMatchObject({ code: 'QUOTATION.NOT_EDITABLE' });
  });
});
