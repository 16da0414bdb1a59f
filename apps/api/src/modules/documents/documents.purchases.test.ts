// Purchase documents on the one engine (issue 11 §2), with hand-computed postings (thai-tax-reference §11 i, j,
// k): a purchase order received in part, an expense for services paid by a payment slip with 3% WHT (PND53),
// an expense paid at once to an individual landlord with 5% WHT (PND3), and the side's rules on bad input.
import { contacts, newId } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import { changeDocumentStatus } from './documents.service.ts';
import { createFixture, failure, ledgerBalances, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
let companyId: string;
let landlordId: string;
beforeAll(async () => {
  fx = await createFixture();
  companyId = newId();
  landlordId = newId();
  await fx.database.db.insert(contacts).values([
    {
      organizationId: fx.actor.organizationId,
      id: companyId,
      contactType: 'SUPPLIER',
      contactName: 'บริษัท ผู้ขาย จำกัด',
      taxId: '0105552029681',
      branch: '00000',
    },
    {
      organizationId: fx.actor.organizationId,
      id: landlordId,
      contactType: 'SUPPLIER',
      contactName: 'นายเจ้าของ ตึก',
      taxId: '3100600445635',
    },
  ]);
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

describe('purchase order → receiving inventory', () => {
  it("a free order line received by quantity is booked to the order line's account: Dr 53025 2,000", async () => {
    const order = await fx.create('PO', {
      contactId: companyId,
      items: [line('ชั้นวาง', '10', '1000', { account_code: '53025' })],
    });
    const received = await fx.create('RI', {
      contactId: companyId,
      parentQuotationId: order.id,
      partialType: 'QUANTITY',
      items: [line('ชั้นวาง', '2', '0', { quotation_line_id: order.items[0]?.id ?? '' })],
    });
    expect(received.items[0]?.account_code).toBe('53025');
    // 2 × 1,000 = 2,000; VAT 7% = 140; grand total 2,140.
    expect(await ledgerBalances(fx, [received.id])).toEqual({
      '11610': '140.00',
      '21210': '-2140.00',
      '53025': '2000.00',
    });
  });

  it('receives 4 of 10 units: Dr 11510 4,000 · Dr 11610 280 · Cr 21210 4,280', async () => {
    const order = await fx.create('PO', {
      contactId: companyId,
      warehouseId: fx.warehouseId,
      items: [line('Paper', '10', '1000', { item_id: fx.productId })],
    });
    expect(order.number).toMatch(/^PO\d{12}$/);
    const orderLine = order.items[0]?.id ?? '';
    const received = await fx.create('RI', {
      contactId: companyId,
      parentQuotationId: order.id,
      partialType: 'QUANTITY',
      supplierTaxInvoiceNo: 'IV-7788',
      supplierTaxInvoiceDate: '2026-11-20',
      items: [line('Paper', '4', '0', { quotation_line_id: orderLine })],
    });
    // 4 × 1,000 = 4,000; VAT 7% = 280; grand total 4,280.
    expect(received).toMatchObject({
      kind: 'RI',
      status: 'AWAITING',
      grand_total: '4280.00',
      supplierTaxInvoiceNo: 'IV-7788',
      supplierTaxInvoiceDate: '2026-11-20',
    });
    expect(await ledgerBalances(fx, [received.id])).toEqual({
      '11510': '4000.00',
      '11610': '280.00',
      '21210': '-4280.00',
    });
    // Rejected: the bill's entry is reversed; reset: posted again.
    await fx.act('RI', received.id, 'REJECTED');
    expect(await ledgerBalances(fx, [received.id])).toEqual({});
    await fx.act('RI', received.id, 'RESET');
    expect(await ledgerBalances(fx, [received.id])).toEqual({
      '11510': '4000.00',
      '11610': '280.00',
      '21210': '-4280.00',
    });
  });
});

describe('expense paid by a payment slip with 3% WHT to a company', () => {
  it('books undue input VAT, then pays 10,400 and 300 to PND53 and claims the VAT', async () => {
    const expense = await fx.create('EXP', {
      contactId: companyId,
      items: [
        line('ค่าทำบัญชี', '1', '10000', { item_type: 'SERVICE', account_code: '53032.01', wht_percent: '3' }),
      ],
    });
    // Services 10,000 + VAT 700 = 10,700; WHT 3% of 10,000 = 300.
    expect(expense).toMatchObject({ grand_total: '10700.00', totals: { whtAmount: '300.00' } });
    expect(await ledgerBalances(fx, [expense.id])).toEqual({
      '11611': '700.00',
      '21210': '-10700.00',
      '53032.01': '10000.00',
    });
    const slip = await fx.create('PS', { contactId: companyId, selectedInvoice: expense.id });
    expect(slip).toMatchObject({ kind: 'PS', grand_total: '10700.00', totals: { whtAmount: '300.00' } });
    // Payment: Dr 21210 10,700 · Cr 11121 10,400 · Cr 27240 300 · Dr 11610 700 · Cr 11611 700.
    expect(await ledgerBalances(fx, [slip.id])).toEqual({
      '11121': '-10400.00',
      '11610': '700.00',
      '11611': '-700.00',
      '21210': '10700.00',
      '27240': '-300.00',
    });
    // Bill and payment together: the expense, the claimable VAT, the bank and the tax owed to the RD.
    expect(await ledgerBalances(fx, [expense.id, slip.id])).toEqual({
      '11121': '-10400.00',
      '11610': '700.00',
      '27240': '-300.00',
      '53032.01': '10000.00',
    });
    // Paid in full by the slip, the expense is PAID (decision 0236): no further payment slip is offered.
    expect((await fx.read('EXP', expense.id)).status).toBe('PAID');
    const again = await failure(fx.create('PS', { contactId: companyId, selectedInvoice: expense.id }));
    expect(again.code).toBe('EXPENSE.INVALID_TRANSITION');
  });
});

describe('expense paid at once to an individual landlord with 5% WHT', () => {
  it('posts the rent bill, then pays 19,000 in cash and 1,000 to PND3', async () => {
    const rent = await fx.create('EXP', {
      contactId: landlordId,
      vatEnabled: false,
      items: [
        line('ค่าเช่าสำนักงาน', '1', '20000', { item_type: 'SERVICE', account_code: '53021', wht_percent: '5' }),
      ],
    });
    expect(rent).toMatchObject({ grand_total: '20000.00', totals: { whtAmount: '1000.00' } });
    await fx.act('EXP', rent.id, 'APPROVED');
    const paid = await changeDocumentStatus(fx.database.db, fx.actor, 'EXP', rent.id, 'PAID', {
      paymentMethod: 'CASH',
    });
    expect(paid.status).toBe('PAID');
    // Dr 53021 20,000 · Cr 21210 20,000, then Dr 21210 20,000 · Cr 11111 19,000 · Cr 27230 1,000.
    expect(await ledgerBalances(fx, [rent.id])).toEqual({
      '11111': '-19000.00',
      '27230': '-1000.00',
      '53021': '20000.00',
    });
    await fx.act('EXP', rent.id, 'GOT RECEIPT');
    await fx.act('EXP', rent.id, 'RESET');
    // Reset un-pays it: only the bill stays.
    expect(await ledgerBalances(fx, [rent.id])).toEqual({ '21210': '-20000.00', '53021': '20000.00' });
  });
});

describe('the purchase side refuses', () => {
  it('a client as the supplier', async () => {
    const error = await failure(
      fx.create('EXP', { contactId: fx.customerId, items: [line('x', '1', '10')] }),
    );
    expect(error.code).toBe('VALIDATION.FAILED');
    expect(JSON.stringify(error.details)).toContain('contactId');
  });

  it('a revenue account on an expense line, and an account on a sales line', async () => {
    const expense = await failure(
      fx.create('EXP', { contactId: companyId, items: [line('x', '1', '10', { account_code: '41110' })] }),
    );
    expect(JSON.stringify(expense.details)).toContain('items.0.account_code');
    const sale = await failure(
      fx.create('INV', {
        contactId: fx.customerId,
        items: [line('x', '1', '10', { account_code: '53032.01' })],
      }),
    );
    expect(JSON.stringify(sale.details)).toContain('items.0.account_code');
  });

  it("a supplier tax id failing the checksum, and a supplier's tax invoice on a sales document", async () => {
    const badId = await failure(
      fx.create('RI', {
        contactId: companyId,
        contact: { taxId: '0105552029682' },
        items: [line('x', '1', '10')],
      }),
    );
    expect(JSON.stringify(badId.details)).toContain('contact.taxId');
    const onSale = await failure(
      fx.create('INV', {
        contactId: fx.customerId,
        supplierTaxInvoiceNo: 'X',
        items: [line('x', '1', '10')],
      }),
    );
    expect(JSON.stringify(onSale.details)).toContain('supplierTaxInvoiceNo');
  });
});
