// Sales documents in the ledger (thai-tax-reference §11), figures by hand: a services invoice posts its VAT as
// undue; the receipt with 3% WHT suffered moves it to output VAT; a credit note reverses revenue and VAT; a
// cash sale posts when paid; a deposit goes to customer deposits and the final invoice deducts it (from
// undue VAT when it is all services); receipts in instalments empty 27112 to the satang; a void posts the
// reversing entry and every entry balances.
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import { createFixture, ledgerBalances, line, type Fixture } from './documents.test-fixtures.ts';

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

const balances = (documentIds: string[]) => ledgerBalances(fx, documentIds);

/**
 * A quotation of one 50,000.00 line of `itemType` and a 10,000.00 deposit invoice on it, checked by hand:
 * Dr 11310 10,700 · Cr 21510 10,000 · Cr `vatAccount` 700.
 */
async function quotationWithDeposit(name: string, itemType: 'PRODUCT' | 'SERVICE', vatAccount: string) {
  const quotation = await fx.create('QT', {
    contactId: fx.customerId,
    items: [line(name, '1', '50000', { item_type: itemType })],
  });
  const deposit = await fx.create('INV', {
    parentQuotationId: quotation.id,
    isDeposit: true,
    depositValue: '10000',
  });
  expect(await balances([deposit.id])).toEqual({
    '11310': '10700.00',
    '21510': '-10000.00',
    [vatAccount]: '-700.00',
  });
  return { quotation, deposit };
}

describe('ledger postings of sales documents', () => {
  it('services invoice, receipt with WHT suffered (§11 b, e)', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Maintenance', '1', '10000', { item_type: 'SERVICE', wht_percent: '3' })],
    });
    // Dr 11310 10,700 · Cr 41210 10,000 · Cr 27112 700.
    expect(await balances([invoice.id])).toEqual({
      '11310': '10700.00',
      '27112': '-700.00',
      '41210': '-10000.00',
    });
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    // Receipt: Dr bank 10,400 · Dr 11630 300 · Cr 11310 10,700; Dr 27112 700 · Cr 27111 700.
    expect(await balances([invoice.id, receipt.id])).toEqual({
      '11121': '10400.00',
      '11630': '300.00',
      '27111': '-700.00',
      '41210': '-10000.00',
    });
    // Voiding the receipt posts its reversal: the invoice alone again.
    await fx.act('RE', receipt.id, 'VOID');
    expect(await balances([invoice.id, receipt.id])).toEqual({
      '11310': '10700.00',
      '27112': '-700.00',
      '41210': '-10000.00',
    });
  });

  it('goods invoice and credit note (§11 a, f)', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Goods', '10', '1000')],
    });
    const credit = await fx.create('CN', {
      selectedInvoice: invoice.id,
      reason: 'PRODUCT_RETURNED',
      items: [line('Returned', '1', '1000')],
    });
    // Invoice Dr 11310 10,700 · Cr 41110 10,000 · Cr 27111 700; note Dr 41300 1,000 · Dr 27111 70 · Cr 11310 1,070.
    expect(await balances([invoice.id, credit.id])).toEqual({
      '11310': '9630.00',
      '27111': '-630.00',
      '41110': '-10000.00',
      '41300': '1000.00',
    });
  });

  it('cash sale posts when it is paid and is reversed when voided (§11 c)', async () => {
    const cash = await fx.create('CA', { contactId: fx.customerId, items: [line('Goods', '2', '500')] });
    expect(await balances([cash.id])).toEqual({});
    await fx.act('CA', cash.id, 'RECEIVE PAYMENT');
    expect(await balances([cash.id])).toEqual({ '11121': '1070.00', '27111': '-70.00', '41110': '-1000.00' });
    await fx.act('CA', cash.id, 'VOID');
    expect(await balances([cash.id])).toEqual({});
  });

  it('deposit invoice and the final invoice deducting it (§11 h)', async () => {
    // Goods: the deposit invoice is a tax invoice, its VAT goes to 27111.
    const { quotation } = await quotationWithDeposit('Fit-out', 'PRODUCT', '27111');
    const final = await fx.create('INV', { parentQuotationId: quotation.id });
    // Final: Dr 11310 42,800 · Dr 21510 10,000 · Cr 41110 50,000 · Cr 27111 2,800.
    expect(await balances([final.id])).toEqual({
      '11310': '42800.00',
      '21510': '10000.00',
      '27111': '-2800.00',
      '41110': '-50000.00',
    });
  });

  it('a services deposit and the final services invoice: the deduction leaves 27112 (§11 b, h)', async () => {
    // A services invoice is no tax point before payment: its VAT is undue (27112) until the deposit is paid;
    // the receipt (the deposit's tax invoice) moves the 700 to 27111.
    const { quotation, deposit } = await quotationWithDeposit('Consulting', 'SERVICE', '27112');
    const paidDeposit = await fx.create('RE', { selectedInvoice: deposit.id });
    expect(await balances([deposit.id, paidDeposit.id])).toEqual({
      '11121': '10700.00',
      '21510': '-10000.00',
      '27111': '-700.00',
    });
    const final = await fx.create('INV', { parentQuotationId: quotation.id });
    // (50,000 − 10,000) × 7% = 2,800 undue: Dr 11310 42,800 · Dr 21510 10,000 · Cr 41210 50,000 · Cr 27112 2,800;
    // nothing on 27111, where the deposit's 700 already sits.
    const posted = await balances([final.id]);
    expect(posted).toEqual({
      '11310': '42800.00',
      '21510': '10000.00',
      '27112': '-2800.00',
      '41210': '-50000.00',
    });
    expect(posted['27111']).toBeUndefined();
    // Paid in full: Dr bank 42,800 · Cr 11310 42,800; Dr 27112 2,800 · Cr 27111 2,800. Over the four
    // documents 27111 holds 700 + 2,800 = 3,500 = 50,000 × 7%, and 27112, 21510 and 11310 are empty.
    const receipt = await fx.create('RE', { selectedInvoice: final.id });
    expect(await balances([receipt.id])).toEqual({
      '11121': '42800.00',
      '11310': '-42800.00',
      '27111': '-2800.00',
      '27112': '2800.00',
    });
    expect(await balances([deposit.id, paidDeposit.id, final.id, receipt.id])).toEqual({
      '11121': '53500.00',
      '27111': '-3500.00',
      '41210': '-50000.00',
    });
  });

  it('three receipts of a third of a 107.00 services invoice move 2.33 + 2.34 + 2.33 out of 27112', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Support', '1', '100', { item_type: 'SERVICE' })],
    });
    expect(await balances([invoice.id])).toEqual({ '11310': '107.00', '27112': '-7.00', '41210': '-100.00' });
    // Cumulative shares of the 7.00: 7 × 35.67 / 107 = 2.3335 → 2.33; 7 × 71.34 / 107 = 4.667 → 4.67, so
    // 4.67 − 2.33 = 2.34; the last receipt (35.66) completes the invoice: 7.00 − 4.67 = 2.33.
    const moved: string[] = [];
    const receipts: string[] = [];
    for (const partialAmount of ['35.67', '35.67', undefined]) {
      const receipt = await fx.create(
        'RE',
        partialAmount ? { selectedInvoice: invoice.id, partialAmount } : { selectedInvoice: invoice.id },
      );
      receipts.push(receipt.id);
      moved.push((await balances([receipt.id]))['27112'] ?? '0.00');
    }
    expect(moved).toEqual(['2.33', '2.34', '2.33']);
    const all = await balances([invoice.id, ...receipts]);
    expect(all).toEqual({ '11121': '107.00', '27111': '-7.00', '41210': '-100.00' });
    expect(all['27112'] ?? '0.00').toBe('0.00');
  });

  it('a deposit billing note is posted by its receipt; a partial billing note receipt is a sale', async () => {
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      items: [line('Fit-out', '1', '20000')],
    });
    const deposit = await fx.create('BL', {
      parentQuotationId: quotation.id,
      isDeposit: true,
      depositValue: '5000',
    });
    expect(await balances([deposit.id])).toEqual({});
    const paid = await fx.create('RE', { selectedInvoice: deposit.id });
    // Receipt of the deposit (tax invoice for it): Dr bank 5,350 · Cr 21510 5,000 · Cr 27111 350.
    expect(await balances([paid.id])).toEqual({
      '11121': '5350.00',
      '21510': '-5000.00',
      '27111': '-350.00',
    });

    const other = await fx.create('QT', { contactId: fx.customerId, items: [line('Design', '1', '8000')] });
    const half = await fx.create('BL', {
      parentQuotationId: other.id,
      partialType: 'PERCENTAGE',
      partialPercent: '50',
    });
    // 4,000.00 + VAT 280.00 = 4,280.00, collected in two receipts of 2,140.00: VAT 140.00 each.
    const first = await fx.create('RE', { selectedInvoice: half.id, partialAmount: '2140' });
    expect(await balances([first.id])).toEqual({
      '11121': '2140.00',
      '27111': '-140.00',
      '41110': '-2000.00',
    });
    const second = await fx.create('RE', { selectedInvoice: half.id });
    expect(await balances([first.id, second.id])).toEqual({
      '11121': '4280.00',
      '27111': '-280.00',
      '41110': '-4000.00',
    });
  });

  it('a receipt of a cumulative billing note settles its invoices with their WHT', async () => {
    const service = (amount: string) =>
      fx.create('INV', {
        contactId: fx.customerId,
        items: [line('Support', '1', amount, { item_type: 'SERVICE', wht_percent: '3' })],
      });
    // 1,000 + 70 (WHT 30) and 2,000 + 140 (WHT 60): billed 3,210.00, WHT 90.00, received 3,120.00.
    const invoices = [await service('1000'), await service('2000')];
    const billing = await fx.create('BL', { cumulativeInvoices: invoices.map((i) => i.id) });
    expect(billing.totals).toMatchObject({
      grand_total: '3210.00',
      whtAmount: '90.00',
      amountDue: '3120.00',
    });
    const receipt = await fx.create('RE', { selectedInvoice: billing.id });
    expect(receipt.totals).toMatchObject({
      grand_total: '3210.00',
      whtAmount: '90.00',
      amountDue: '3120.00',
    });
    // Dr bank 3,120 · Dr 11630 90 · Cr 11310 3,210; undue VAT 210 becomes output VAT.
    expect(await balances([receipt.id])).toEqual({
      '11121': '3120.00',
      '11310': '-3210.00',
      '11630': '90.00',
      '27111': '-210.00',
      '27112': '210.00',
    });

    const again = [await service('500'), await service('500')];
    const stale = await fx.create('BL', { cumulativeInvoices: again.map((i) => i.id) });
    await fx.create('RE', { selectedInvoice: again[0]?.id ?? '' });
    await expect(fx.create('RE', { selectedInvoice: stale.id })).rejects.toMatchObject({
      code: 'RECEIPT.BILLING_NOTE_OUT_OF_DATE',
    });
  });

  it('every entry balances', async () => {
    const rows = await fx.database.db.execute<{ unbalanced: number }>(sql`
      SELECT count(*)::int AS unbalanced FROM (
        SELECT entry_id FROM journal_lines WHERE organization_id = ${fx.actor.organizationId}
        GROUP BY entry_id HAVING sum(debit) <> sum(credit)) u`);
    expect(rows.rows[0]?.unbalanced).toBe(0);
  });
});
