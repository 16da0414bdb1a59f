// Journal primitives and the posting rules, checked against thai-tax-reference §11 a–h figures.
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { computeDocumentTotals, type DocumentLineInput } from '../documents/totals.ts';
import { isBalanced, journalLinesFromSigned, validateJournalLines, type JournalLine } from './journal.ts';
import {
  postCashSale,
  postCostOfGoodsSold,
  postCreditNote,
  postDebitNote,
  postDepositReceipt,
  postInvoice,
  postPurchaseBill,
  postReceipt,
  purchaseLineAccount,
  postSupplierPayment,
  undueVatDueOnReceipt,
} from './posting.ts';

const totalsOf = (lines: DocumentLineInput[]) =>
  computeDocumentTotals({ priceType: 'vat_exclusive', vatEnabled: true, date: '2026-11-21', lines });

const dr = (accountCode: string, baht: number): JournalLine => ({
  accountCode,
  debit: money(baht),
  credit: 0n,
});
const cr = (accountCode: string, baht: number): JournalLine => ({
  accountCode,
  debit: 0n,
  credit: money(baht),
});

describe('journal primitives', () => {
  it('nets signed amounts per account and checks balance', () => {
    const lines = journalLinesFromSigned([
      ['11310', money(100)],
      ['41110', -money(60)],
      ['41110', -money(40)],
      ['27111', 0n],
    ]);
    expect(lines).toEqual([dr('11310', 100), cr('41110', 100)]);
    expect(isBalanced(lines)).toBe(true);
    expect(isBalanced([dr('11310', 100), cr('41110', 99)])).toBe(false);
    expect(isBalanced([{ accountCode: '1', debit: 5n, credit: 5n }])).toBe(false);
    expect(
      isBalanced([
        { accountCode: '1', debit: -5n, credit: 0n },
        { accountCode: '2', debit: 0n, credit: -5n },
      ]),
    ).toBe(false);
  });

  it('validates entries with namespaced codes', () => {
    expect(validateJournalLines([dr('11310', 100), cr('41110', 100)])).toEqual({ ok: true, value: true });
    const unbalanced = validateJournalLines([dr('11310', 100), cr('41110', 90)]);
    expect(!unbalanced.ok && unbalanced.error).toEqual({
      code: 'LEDGER.UNBALANCED',
      message: 'Debits 100.00 do not equal credits 90.00',
      details: { debit: '100.00', credit: '90.00' },
    });
    const single = validateJournalLines([dr('11310', 100)]);
    expect(!single.ok && single.error.code).toBe('LEDGER.EMPTY_ENTRY');
    const zero = validateJournalLines([dr('11310', 0), cr('41110', 0)]);
    expect(!zero.ok && zero.error.code).toBe('LEDGER.ZERO_LINE');
  });
});

describe('posting rules (thai-tax-reference §11)', () => {
  const goods = totalsOf([{ quantity: '1', unitPrice: '10000' }]);

  it('(a) goods invoice on credit: Dr 11310 10,700 · Cr 41110 10,000 · Cr 27111 700', () => {
    const lines = postInvoice({ totals: goods });
    expect(lines).toEqual([dr('11310', 10700), cr('41110', 10000), cr('27111', 700)]);
    expect(postCostOfGoodsSold(money(6000))).toEqual([dr('51118', 6000), cr('11510', 6000)]);
  });

  it('(b) services invoice on credit: undue output VAT 27112', () => {
    const lines = postInvoice({ totals: goods, lineInfo: [{ itemType: 'services' }] });
    expect(lines).toEqual([dr('11310', 10700), cr('41210', 10000), cr('27112', 700)]);
  });

  it('splits goods and services on one invoice, with a chosen revenue account', () => {
    const totals = totalsOf([
      { quantity: '1', unitPrice: '1000' },
      { quantity: '1', unitPrice: '500' },
      { quantity: '1', unitPrice: '200' },
    ]);
    const lines = postInvoice({
      totals,
      lineInfo: [
        { itemType: 'goods' },
        { itemType: 'services' },
        { itemType: 'goods', revenueAccount: '49060' },
      ],
    });
    // VAT 7% of 1,700 = 119.00. Goods make it a tax invoice (salesTaxPoint): all its VAT is due, the
    // services' 35 too — a document titled ใบกำกับภาษี leaves nothing in 27112.
    expect(lines).toEqual([
      dr('11310', 1819),
      cr('41110', 1000),
      cr('27111', 119),
      cr('41210', 500),
      cr('49060', 200),
    ]);
  });

  it('(c) cash sale: Dr bank 10,700 · Cr 41110 10,000 · Cr 27111 700; cash or gateway on request', () => {
    expect(postCashSale({ totals: goods })).toEqual([
      dr('11121', 10700),
      cr('41110', 10000),
      cr('27111', 700),
    ]);
    expect(
      postCashSale({ totals: goods, lineInfo: [{ itemType: 'services' }] }, { paymentAccount: '11111' }),
    ).toEqual([dr('11111', 10700), cr('41210', 10000), cr('27111', 700)]);
  });

  it('(d) receipt against a goods invoice: Dr bank 10,700 · Cr 11310 10,700', () => {
    expect(postReceipt({ amount: money(10700) })).toEqual([dr('11121', 10700), cr('11310', 10700)]);
  });

  it('(e) receipt for services with 3% WHT withheld: Dr bank 10,400 · Dr 11630 300 · Cr 11310; 27112 → 27111', () => {
    const invoice = { totals: goods, lineInfo: [{ itemType: 'services' as const }] };
    const vat = undueVatDueOnReceipt(invoice, money(10700));
    expect(vat).toBe(money(700));
    const lines = postReceipt({ amount: money(10700), whtWithheld: money(300), vatBecomingDue: vat });
    expect(lines).toEqual([
      dr('11121', 10400),
      dr('11630', 300),
      cr('11310', 10700),
      dr('27112', 700),
      cr('27111', 700),
    ]);
    // half paid → half the undue VAT falls due
    expect(undueVatDueOnReceipt(invoice, money(5350))).toBe(money(350));
  });

  it('(f) credit note 1,000 + VAT 70: Dr 41300 1,000 · Dr 27111 70 · Cr 11310 1,070 (or bank when refunded)', () => {
    const note = totalsOf([{ quantity: '1', unitPrice: '1000' }]);
    expect(postCreditNote({ totals: note })).toEqual([cr('11310', 1070), dr('41300', 1000), dr('27111', 70)]);
    expect(postCreditNote({ totals: note }, { settlement: 'refund' })[0]).toEqual(cr('11121', 1070));
    // After payment, with 400.00 still owed: 400.00 off AR, 670.00 customer credit (decision 0166).
    expect(postCreditNote({ totals: note }, { customerCredit: money(670) })).toEqual([
      cr('11310', 400),
      cr('21510', 670),
      dr('41300', 1000),
      dr('27111', 70),
    ]);
  });

  it('(g) debit note 500 + VAT 35: Dr 11310 535 · Cr 41110 500 · Cr 27111 35', () => {
    const note = totalsOf([{ quantity: '1', unitPrice: '500' }]);
    expect(postDebitNote({ totals: note })).toEqual([dr('11310', 535), cr('41110', 500), cr('27111', 35)]);
  });

  it('(h) deposit 10,000 + VAT, then the final invoice 50,000 deducting it', () => {
    const deposit = totalsOf([{ quantity: '1', unitPrice: '10000' }]);
    expect(postDepositReceipt({ totals: deposit })).toEqual([
      dr('11121', 10700),
      cr('21510', 10000),
      cr('27111', 700),
    ]);
    const final = totalsOf([
      { quantity: '1', unitPrice: '50000' },
      { kind: 'deposit_deduction', quantity: '1', unitPrice: '10000' },
    ]);
    const lines = postInvoice({ totals: final });
    expect(lines).toEqual([dr('11310', 42800), cr('41110', 50000), cr('27111', 2800), dr('21510', 10000)]);
    expect(isBalanced(lines)).toBe(true);
  });

  it('cash sale with WHT withheld by the customer', () => {
    const totals = totalsOf([{ quantity: '1', unitPrice: '10000', whtPercent: '3' }]);
    expect(postCashSale({ totals, lineInfo: [{ itemType: 'services' }] })).toEqual([
      dr('11121', 10400),
      dr('11630', 300),
      cr('41210', 10000),
      cr('27111', 700),
    ]);
  });
});

describe('posting rules — deposits on services and receipts in instalments', () => {
  it('(h) services: the deduction takes its VAT out of undue 27112, not out of the already-declared 27111', () => {
    const final = totalsOf([
      { quantity: '1', unitPrice: '50000' },
      { kind: 'deposit_deduction', quantity: '1', unitPrice: '10000' },
    ]);
    const invoice = { totals: final, lineInfo: [{ itemType: 'services' as const }] };
    // Dr 11310 42,800 · Dr 21510 10,000 · Cr 41210 50,000 · Cr 27112 2,800 (the deposit's 700 stays in 27111)
    expect(postInvoice(invoice)).toEqual([
      dr('11310', 42800),
      cr('41210', 50000),
      cr('27112', 2800),
      dr('21510', 10000),
    ]);
    const vat = undueVatDueOnReceipt(invoice, money(42800));
    expect(vat).toBe(money(2800));
    expect(postReceipt({ amount: money(42800), vatBecomingDue: vat })).toEqual([
      dr('11121', 42800),
      cr('11310', 42800),
      dr('27112', 2800),
      cr('27111', 2800),
    ]);
    // Issued as a tax invoice, the same invoice makes its 2,800 due at once and nothing moves on payment.
    expect(postInvoice(invoice, { issueAsTaxInvoice: true })).toEqual([
      dr('11310', 42800),
      cr('41210', 50000),
      cr('27111', 2800),
      dr('21510', 10000),
    ]);
    expect(undueVatDueOnReceipt(invoice, money(42800), 0n, { issueAsTaxInvoice: true })).toBe(0n);
  });

  it('moves exactly the undue VAT over instalments (35.67 + 35.67 + 35.66 of 107.00 → 2.33 + 2.34 + 2.33)', () => {
    const invoice = {
      totals: totalsOf([{ quantity: '1', unitPrice: '100' }]),
      lineInfo: [{ itemType: 'services' as const }],
    };
    const first = undueVatDueOnReceipt(invoice, 3567n);
    const second = undueVatDueOnReceipt(invoice, 3567n, 3567n);
    const third = undueVatDueOnReceipt(invoice, 3566n, 7134n);
    expect([first, second, third]).toEqual([233n, 234n, 233n]);
    expect(first + second + third).toBe(700n); // each prorated alone: 233 + 233 + 233 = 6.99, a satang stranded
  });
});

describe('purchase posting rules (thai-tax-reference §11 i–j)', () => {
  const bill = totalsOf([{ quantity: '1', unitPrice: '10000' }]);

  it('(i) goods received with a tax invoice: Dr 11510 10,000 · Dr 11610 700 · Cr 21210 10,700', () => {
    expect(postPurchaseBill({ totals: bill })).toEqual([
      dr('11510', 10000),
      dr('11610', 700),
      cr('21210', 10700),
    ]);
  });

  it('(j) service fee billed first, then paid with 3% WHT to PND53', () => {
    const lines = postPurchaseBill({
      totals: bill,
      lineInfo: [{ itemType: 'services', account: '53032.01' }],
    });
    expect(lines).toEqual([dr('53032.01', 10000), dr('11611', 700), cr('21210', 10700)]);
    expect(
      postSupplierPayment({
        amount: money(10700),
        whtWithheld: money(300),
        whtReturn: 'PND53',
        vatBecomingDue: money(700),
      }),
    ).toEqual([dr('21210', 10700), cr('11121', 10400), cr('27240', 300), dr('11610', 700), cr('11611', 700)]);
  });

  it('(j) paid immediately: input VAT straight to 11610', () => {
    const lines = postPurchaseBill(
      { totals: bill, lineInfo: [{ itemType: 'services', account: '53032.01' }] },
      { taxInvoiceReceived: true },
    );
    expect(lines).toEqual([dr('53032.01', 10000), dr('11610', 700), cr('21210', 10700)]);
  });

  it("a line's debit account: its own, else 11510 for goods and 53036 for services", () => {
    expect(purchaseLineAccount({})).toBe('11510');
    expect(purchaseLineAccount({ itemType: 'goods' })).toBe('11510');
    expect(purchaseLineAccount({ itemType: 'services' })).toBe('53036');
    expect(purchaseLineAccount({ itemType: 'services', account: null })).toBe('53036');
    expect(purchaseLineAccount({ itemType: 'goods', account: '12470' })).toBe('12470');
    expect(purchaseLineAccount({ itemType: 'services', account: '53032.01' })).toBe('53032.01');
  });
});
