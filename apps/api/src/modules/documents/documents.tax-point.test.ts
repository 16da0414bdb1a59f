// The tax point of stored documents (issue #10 §1; decisions 0090, 0091), figures by hand: the title the API
// answers and the ledger agree; a services invoice waits in 27112 and its receipt is the receipt/tax invoice
// carrying the VAT it moves; "issue as tax invoice" makes it due at once; goods force a tax invoice; notes
// against an undue invoice adjust 27112 and cite it as an invoice; a tax invoice needs the buyer's particulars.
import { sql } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import { createFixture, failure, ledgerBalances, line, type Fixture } from './documents.test-fixtures.ts';

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

const balances = (ids: string[]) => ledgerBalances(fx, ids);

async function documentCount(): Promise<string | undefined> {
  const rows = await fx.database.db.execute<{ n: string }>(
    sql`SELECT count(*)::text AS n FROM documents WHERE organization_id = ${fx.actor.organizationId}`,
  );
  return rows.rows[0]?.n;
}
const service = (price: string) => line('Consulting', '1', price, { item_type: 'SERVICE' });

describe('invoices: title and posting agree', () => {
  it('a services invoice is ใบแจ้งหนี้ with 700 undue; its receipt is ใบเสร็จรับเงิน/ใบกำกับภาษี moving 700', async () => {
    const invoice = await fx.create('INV', { contactId: fx.customerId, items: [service('10000')] });
    expect(invoice.taxPoint).toEqual({
      isTaxInvoice: false,
      title: { th: 'ใบแจ้งหนี้', en: 'Invoice' },
      vat: 'undue',
      choice: 'open',
    });
    // Dr 11310 10,700 · Cr 41210 10,000 · Cr 27112 700.
    expect(await balances([invoice.id])).toEqual({
      '11310': '10700.00',
      '27112': '-700.00',
      '41210': '-10000.00',
    });
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    expect(receipt.taxPoint).toMatchObject({
      isTaxInvoice: true,
      title: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt/Tax invoice' },
    });
    expect(receipt.totals).toMatchObject({ vat: '700.00', vatBase: '10000.00', grand_total: '10700.00' });
    // Dr bank 10,700 · Cr 11310 10,700; Dr 27112 700 · Cr 27111 700.
    expect(await balances([receipt.id])).toEqual({
      '11121': '10700.00',
      '11310': '-10700.00',
      '27111': '-700.00',
      '27112': '700.00',
    });
  });

  it('issued as a tax invoice, the services VAT is due at issue and the receipt is a plain receipt', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [service('10000')],
      issueAsTaxInvoice: true,
    });
    expect(invoice.issueAsTaxInvoice).toBe(true);
    expect(invoice.taxPoint).toMatchObject({
      isTaxInvoice: true,
      title: { th: 'ใบแจ้งหนี้/ใบกำกับภาษี', en: 'Invoice/Tax invoice' },
      vat: 'due',
    });
    expect(await balances([invoice.id])).toEqual({
      '11310': '10700.00',
      '27111': '-700.00',
      '41210': '-10000.00',
    });
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    expect(receipt.taxPoint.title.th).toBe('ใบเสร็จรับเงิน');
    expect(await balances([receipt.id])).toEqual({ '11121': '10700.00', '11310': '-10700.00' });
  });

  it('goods and services: a tax invoice with all 119.00 in 27111; "not a tax invoice" is refused', async () => {
    const items = [line('Coffee', '2', '500'), service('700')];
    const refused = await failure(
      fx.create('INV', { contactId: fx.customerId, items, issueAsTaxInvoice: false }),
    );
    expect(refused.code).toBe('VALIDATION.FAILED');
    expect(refused.details).toEqual([expect.objectContaining({ path: 'issueAsTaxInvoice' })]);
    const invoice = await fx.create('INV', { contactId: fx.customerId, items });
    expect(invoice.taxPoint).toMatchObject({
      isTaxInvoice: true,
      title: { th: 'ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี' },
      choice: 'forced',
    });
    // 1,000 + 700 = 1,700; VAT 119.00, all due: Dr 11310 1,819 · Cr 41110 1,000 · Cr 41210 700 · Cr 27111 119.
    expect(await balances([invoice.id])).toEqual({
      '11310': '1819.00',
      '27111': '-119.00',
      '41110': '-1000.00',
      '41210': '-700.00',
    });
  });

  it('an exempt-only invoice is not a tax invoice and posts no VAT', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      items: [line('Rice', '1', '1000', { vat_type: 'EXEMPT' })],
    });
    expect(invoice.taxPoint).toMatchObject({
      isTaxInvoice: false,
      title: { th: 'ใบส่งของ/ใบแจ้งหนี้' },
      choice: 'none',
    });
    expect(await balances([invoice.id])).toEqual({ '11310': '1000.00', '41110': '-1000.00' });
  });

  it('the choice can be changed by editing the invoice: the entry is reversed and posted again', async () => {
    const invoice = await fx.create('INV', { contactId: fx.customerId, items: [service('1000')] });
    const edited = await fx.update('INV', invoice.id, { issueAsTaxInvoice: true });
    expect(edited.taxPoint.isTaxInvoice).toBe(true);
    // Net of the reversal: Dr 11310 1,070 · Cr 41210 1,000 · Cr 27111 70; 27112 back to zero.
    expect(await balances([invoice.id])).toEqual({
      '11310': '1070.00',
      '27111': '-70.00',
      '41210': '-1000.00',
    });
  });
});

describe('receipts in instalments and notes on an undue invoice', () => {
  it('half paid (350 due), credited 1,000 + 70 from 27112, the rest moves 280: 27112 empties', async () => {
    const invoice = await fx.create('INV', { contactId: fx.customerId, items: [service('10000')] });
    const first = await fx.create('RE', { selectedInvoice: invoice.id, partialAmount: '5350' });
    // 700 × 5,350 / 10,700 = 350.00: the receipt prints what it posts.
    expect(first.taxPoint.isTaxInvoice).toBe(true);
    expect(first.totals).toMatchObject({ vat: '350.00', grand_total: '5350.00' });
    expect((await balances([first.id]))['27112']).toBe('350.00');

    const credit = await fx.create('CN', {
      selectedInvoice: invoice.id,
      reason: 'SERVICE_OVERCHARGED',
      items: [service('1000')],
    });
    expect(credit.taxPoint).toMatchObject({ title: { th: 'ใบลดหนี้' }, vat: 'undue', cites: 'invoice' });
    // Dr 41300 1,000 · Dr 27112 70 · Cr 11310 1,070.
    expect(await balances([credit.id])).toEqual({
      '11310': '-1070.00',
      '27112': '70.00',
      '41300': '1000.00',
    });

    const rest = await fx.create('RE', { selectedInvoice: invoice.id });
    expect(rest.totals).toMatchObject({ grand_total: '4280.00', vat: '280.00' });
    expect((await balances([rest.id]))['27112']).toBe('280.00');
    // Over the four documents: 27112 is empty, 27111 holds 350 + 280 = 630 = 7% of 9,000.
    const all = await balances([invoice.id, first.id, credit.id, rest.id]);
    expect(all['27112']).toBeUndefined();
    expect(all['27111']).toBe('-630.00');
  });

  it('a debit note while unpaid adds 35 to 27112 and the payment moves 735', async () => {
    const invoice = await fx.create('INV', { contactId: fx.customerId, items: [service('10000')] });
    const debit = await fx.create('DN', {
      selectedInvoice: invoice.id,
      reason: 'SERVICE_UNDERCHARGED',
      items: [service('500')],
    });
    expect(debit.taxPoint).toMatchObject({ vat: 'undue', cites: 'invoice' });
    expect(await balances([debit.id])).toEqual({ '11310': '535.00', '27112': '-35.00', '41210': '-500.00' });
    const receipt = await fx.create('RE', { selectedInvoice: invoice.id });
    expect(receipt.totals).toMatchObject({ grand_total: '11235.00', vat: '735.00' });
    const all = await balances([invoice.id, debit.id, receipt.id]);
    expect(all).toEqual({ '11121': '11235.00', '27111': '-735.00', '41210': '-10500.00' });
  });
});

describe('deposits and billing notes: the receipt is the sale and the tax point', () => {
  it('a services deposit invoice waits in 27112 and its receipt is the receipt/tax invoice moving 700', async () => {
    const quotation = await fx.create('QT', { contactId: fx.customerId, items: [service('50000')] });
    const deposit = await fx.create('INV', {
      parentQuotationId: quotation.id,
      isDeposit: true,
      depositValue: '10000',
    });
    expect(deposit.taxPoint).toMatchObject({ isTaxInvoice: false, vat: 'undue' });
    const receipt = await fx.create('RE', { selectedInvoice: deposit.id });
    expect(receipt.taxPoint.title.th).toBe('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(receipt.totals.vat).toBe('700.00');
    expect(await balances([deposit.id, receipt.id])).toEqual({
      '11121': '10700.00',
      '21510': '-10000.00',
      '27111': '-700.00',
    });
  });

  it('a deposit billing note is collected by a receipt/tax invoice: Cr 21510 10,000 · Cr 27111 700', async () => {
    const quotation = await fx.create('QT', { contactId: fx.customerId, items: [service('50000')] });
    const note = await fx.create('BL', {
      parentQuotationId: quotation.id,
      isDeposit: true,
      depositValue: '10000',
    });
    expect(note.taxPoint).toMatchObject({ isTaxInvoice: false, title: { th: 'ใบวางบิล' } });
    const receipt = await fx.create('RE', { selectedInvoice: note.id });
    expect(receipt.taxPoint.isTaxInvoice).toBe(true);
    expect(await balances([receipt.id])).toEqual({
      '11121': '10700.00',
      '21510': '-10000.00',
      '27111': '-700.00',
    });
  });

  it('an exempt cash sale is a plain receipt', async () => {
    const cash = await fx.create('CA', {
      contactId: fx.customerId,
      items: [line('Rice', '1', '500', { vat_type: 'EXEMPT' })],
    });
    expect(cash.taxPoint).toMatchObject({ isTaxInvoice: false, title: { th: 'ใบเสร็จรับเงิน' } });
  });
});

describe('no tax invoice without its particulars (s.86/4, DG 196/197)', () => {
  it('refuses a tax invoice without the buyer address, naming the field, and stores nothing', async () => {
    const before = await documentCount();
    const refused = await failure(
      fx.create('INV', { contact: { contact_name: 'ร้านไม่มีที่อยู่' }, items: [line('Coffee', '1', '100')] }),
    );
    expect(refused.code).toBe('INVOICE.TAX_INVOICE_PARTICULARS');
    expect(refused.details).toEqual([expect.objectContaining({ path: 'contact.address' })]);
    expect(await documentCount()).toBe(before);
  });

  it('a buyer with a tax id needs its head office or branch', async () => {
    const refused = await failure(
      fx.create('CA', {
        contact: { contact_name: 'บริษัท ก จำกัด', address: '1 ถนนสาทร', taxId: '0105559876543' },
        items: [line('Coffee', '1', '100')],
      }),
    );
    expect(refused.code).toBe('CASH_INVOICE.TAX_INVOICE_PARTICULARS');
    expect(refused.details).toEqual([expect.objectContaining({ path: 'contact.branch' })]);
  });

  it('a services invoice that is not a tax invoice needs no address; its receipt (the tax point) does', async () => {
    const invoice = await fx.create('INV', { contact: { contact_name: 'คุณสมหญิง' }, items: [service('100')] });
    expect(invoice.taxPoint.isTaxInvoice).toBe(false);
    const refused = await failure(fx.create('RE', { selectedInvoice: invoice.id }));
    expect(refused.code).toBe('RECEIPT.TAX_INVOICE_PARTICULARS');
    const receipt = await fx.create('RE', {
      selectedInvoice: invoice.id,
      contact: { contact_name: 'คุณสมหญิง', address: '7 ถนนสีลม' },
    });
    expect(receipt.taxPoint.isTaxInvoice).toBe(true);
  });
});
