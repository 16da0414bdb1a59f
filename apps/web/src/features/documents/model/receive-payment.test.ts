// The payment dialog's model: which documents offer it, the form it opens with (balance, WHT carried over, cash
// for a cash sale), what it shows by the kind's party, checks by field, the money that reaches the account, and
// the exact request — for the customer's side and a purchase bill's Paid / Edit Payment alike.
import type { SalesDocument } from '@banchee/contracts';
import { createDocumentSchema, documentStatusActionSchema } from '@banchee/contracts';
import { describe, expect, it } from 'vitest';
import {
  extraPaymentActions,
  customerCreditErrorKey,
  initialPaymentForm,
  moneyReceived,
  paymentDialogOf,
  paymentDialogShape,
  paymentFormErrors,
  paymentRequest,
  withAmount,
  type PaymentForm,
} from './receive-payment';
import { ORG_ID, quotationFixture } from './test-fixtures';

const INVOICE_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000d1';
const BANK_ID = '0193a1b2-c3d4-7e5f-8a9b-0000000000e1';

/** A services invoice of 10,000.00 + VAT 700.00 = 10,700.00 with 3% WHT 300.00, 5,350.00 still owed. */
function invoice(overrides: Partial<SalesDocument> = {}): SalesDocument {
  const base = quotationFixture();
  return {
    ...base,
    id: INVOICE_ID,
    kind: 'INV',
    number: 'INV202611230001',
    status: 'AWAITING',
    grand_total: '10700.00',
    totals: { ...base.totals, grand_total: '10700.00', whtAmount: '300.00' },
    allowedActions: ['CREATE RECEIPT', 'PARTIAL RECEIPT', 'VOID'],
    progress: { balance: '5350.00', paid: '5350.00' },
    ...overrides,
  };
}
const receiptMode = () => {
  const mode = paymentDialogOf(invoice(), 'RECEIVE PAYMENT');
  if (mode?.type !== 'receipt') throw new Error('expected a receipt dialog');
  return mode;
};

describe('Receive Payment dialog model', () => {
  it('an invoice that can still make a receipt offers Receive Payment; a live receipt Edit Payment', () => {
    expect(extraPaymentActions(invoice())).toEqual(['RECEIVE PAYMENT']);
    expect(extraPaymentActions(invoice({ allowedActions: ['CREATE CREDIT NOTE/TAX INVOICE'] }))).toEqual([]);
    expect(
      extraPaymentActions(invoice({ kind: 'RE', status: 'AWAITING', allowedActions: ['VOID'] })),
    ).toEqual(['EDIT PAYMENT']);
    expect(paymentDialogOf(invoice({ kind: 'CA' }), 'EDIT PAYMENT')).toMatchObject({
      type: 'status',
      action: 'EDIT PAYMENT',
    });
    expect(paymentDialogOf(invoice(), 'VOID')).toBeNull();
  });

  it('opens on the balance 5,350.00 with its WHT share 150.00 carried over, by transfer to the first account', () => {
    const form = initialPaymentForm(receiptMode(), '2026-11-23', BANK_ID);
    // 300.00 × 5,350.00 / 10,700.00 = 150.00
    expect(form).toMatchObject({ date: '2026-11-23', amount: '5350.00', whtAmount: '150.00' });
    expect(form.payment).toMatchObject({ paymentMethod: 'TRANSFER', paymentAccountId: BANK_ID });
    // 5,350.00 − 150.00 = 5,200.00 reaches the bank
    expect(moneyReceived(form)).toBe(520000n);
  });

  it('a cash sale opens on cash; the WHT follows a smaller amount until typed', () => {
    const cash = paymentDialogOf(
      invoice({ kind: 'CA', allowedActions: ['RECEIVE PAYMENT'] }),
      'RECEIVE PAYMENT',
    );
    if (!cash) throw new Error('no dialog');
    expect(initialPaymentForm(cash, '2026-11-23', BANK_ID).payment.paymentMethod).toBe('CASH');
    const mode = receiptMode();
    const form = initialPaymentForm(mode, '2026-11-23', BANK_ID);
    // 2,140.00 of 10,700.00 → WHT 300.00 × 2,140 / 10,700 = 60.00
    expect(withAmount(form, mode.target, '2140').whtAmount).toBe('60.00');
    expect(withAmount({ ...form, whtTouched: true }, mode.target, '2140').whtAmount).toBe('150.00');
  });

  it('checks by field: over the balance, WHT over the amount, cheque particulars, credit over what is open', () => {
    const mode = receiptMode();
    const form: PaymentForm = {
      ...initialPaymentForm(mode, '2026-11-23', BANK_ID),
      amount: '5350.01',
      customerCredit: '500',
      payment: { ...initialPaymentForm(mode, '2026-11-23', BANK_ID).payment, paymentMethod: 'CHEQUE' },
    };
    expect(paymentFormErrors(mode, form, '400.00')).toEqual({
      amount: 'amountOverBalance',
      chequeNumber: 'chequeNumber',
      chequeDate: 'chequeDate',
      customerCredit: 'creditOverAvailable',
    });
    expect(paymentFormErrors(mode, { ...form, amount: '100', whtAmount: '150' }, '500')).toMatchObject({
      whtAmount: 'whtOverAmount',
    });
    expect(
      paymentFormErrors(
        mode,
        { ...form, amount: '5350', payment: { ...form.payment, roundingAmount: '1.01' } },
        '500',
      ),
    ).toMatchObject({ roundingAmount: 'roundingTooLarge' });
  });

  it('sends a partial receipt with WHT, fee, rounding and credit the API contract accepts', () => {
    const mode = receiptMode();
    const form: PaymentForm = {
      ...initialPaymentForm(mode, '2026-11-23', BANK_ID),
      amount: '2140',
      whtAmount: '60.00',
      customerCredit: '100',
      payment: {
        paymentMethod: 'TRANSFER',
        paymentAccountId: BANK_ID,
        paymentReference: ' KB-7781 ',
        chequeNumber: '123',
        chequeDate: '',
        bankFee: '25',
        roundingAmount: '-0.40',
      },
    };
    // 2,140.00 − 60.00 − 25.00 − 0.40 − 100.00 = 1,954.60
    expect(moneyReceived(form)).toBe(195460n);
    const request = paymentRequest(mode, ORG_ID, form);
    expect(request).toEqual({
      method: 'POST',
      path: '/receipts',
      body: {
        organizationId: ORG_ID,
        selectedInvoice: INVOICE_ID,
        date: '2026-11-23',
        collected_at: '2026-11-23',
        partialAmount: '2140',
        whtAmount: '60.00',
        customerCreditAmount: '100.00',
        paymentMethod: 'TRANSFER',
        paymentAccountId: BANK_ID,
        paymentReference: 'KB-7781',
        bankFee: '25',
        roundingAmount: '-0.40',
      },
    });
    expect(createDocumentSchema.safeParse(request.body).success).toBe(true);
  });

  it('a cash sale paid in cash sends its status action without a bank account', () => {
    const mode = paymentDialogOf(invoice({ kind: 'CA' }), 'RECEIVE PAYMENT');
    if (!mode) throw new Error('no dialog');
    const form = initialPaymentForm(mode, '2026-11-23', BANK_ID);
    const request = paymentRequest(mode, ORG_ID, {
      ...form,
      payment: { ...form.payment, paymentAccountId: BANK_ID },
    });
    expect(request).toEqual({
      method: 'POST',
      path: `/cash-invoices/${INVOICE_ID}/status`,
      body: { action: 'RECEIVE PAYMENT', collected_at: '2026-11-23', paymentMethod: 'CASH' },
    });
    expect(documentStatusActionSchema.safeParse(request.body).success).toBe(true);
  });

  it("a purchase bill's Paid: the day paid and the payment fields, its stored payment", () => {
    const expense = invoice({ kind: 'EXP', number: 'EXP202611230001', paymentMethod: 'CHEQUE' });
    const mode = paymentDialogOf(expense, 'PAID');
    if (!mode) throw new Error('no dialog');
    expect(mode.type).toBe('status');
    expect(paymentDialogShape(mode)).toEqual({
      party: 'supplier',
      date: true,
      figures: 'none',
      customerCredit: false,
      editing: false,
    });
    const form = initialPaymentForm(mode, '2026-11-23', BANK_ID);
    // Paid keeps what the bill holds (no cash default: that is the customer's Receive Payment).
    expect(form.payment.paymentMethod).toBe('CHEQUE');
    expect(paymentFormErrors(mode, form, undefined)).toEqual({
      chequeNumber: 'chequeNumber',
      chequeDate: 'chequeDate',
    });
    const request = paymentRequest(mode, ORG_ID, {
      ...form,
      payment: { ...form.payment, paymentMethod: 'CASH' },
    });
    expect(request).toEqual({
      method: 'POST',
      path: `/expenses/${INVOICE_ID}/status`,
      body: { action: 'PAID', collected_at: '2026-11-23', paymentMethod: 'CASH' },
    });
    expect(documentStatusActionSchema.safeParse(request.body).success).toBe(true);
    const edit = paymentDialogOf(expense, 'EDIT PAYMENT');
    expect(edit && paymentDialogShape(edit).editing).toBe(true);
    expect(paymentDialogOf(expense, 'VOID')).toBeNull();
  });

  it("a purchase bill's payment date: today, never before the bill, nor on or before the lock date (0235)", () => {
    const expense = invoice({ kind: 'EXP', number: 'EXP202611230001', date: '2026-11-22' });
    const mode = paymentDialogOf(expense, 'PAID');
    if (!mode) throw new Error('no dialog');
    // Paid now: today; a bill dated after today is paid on its own date at the earliest.
    expect(initialPaymentForm(mode, '2026-11-23', BANK_ID).date).toBe('2026-11-23');
    expect(initialPaymentForm(mode, '2026-11-21', BANK_ID).date).toBe('2026-11-22');
    // Edit Payment keeps the day stored, or the bill's date when none was.
    const edit = paymentDialogOf({ ...expense, collected_at: '2026-11-25' }, 'EDIT PAYMENT');
    if (!edit) throw new Error('no dialog');
    expect(initialPaymentForm(edit, '2026-11-30', BANK_ID).date).toBe('2026-11-25');
    const start = initialPaymentForm(mode, '2026-11-23', BANK_ID);
    const form = { ...start, payment: { ...start.payment, paymentMethod: 'CASH' } };
    const dateError = (date: string, lockDate?: string) =>
      paymentFormErrors(mode, { ...form, date }, undefined, lockDate).date;
    expect(dateError('2026-11-22')).toBeUndefined();
    expect(dateError('2026-11-21')).toBe('dateBeforeBill');
    expect(dateError('')).toBe('dateRequired');
    expect(dateError('2026-11-30', '2026-11-30')).toBe('dateLocked');
    expect(dateError('2026-12-01', '2026-11-30')).toBeUndefined();
    // The customer's side is not held to a bill's date (its receipt is checked by the server).
    const cashSale = paymentDialogOf(invoice({ kind: 'CA', date: '2026-11-22' }), 'RECEIVE PAYMENT');
    if (!cashSale) throw new Error('no dialog');
    expect(paymentFormErrors(cashSale, { ...form, date: '2026-11-01' }, undefined, '2026-11-30')).toEqual({});
  });

  it('the customer credit check the dialog and the receipt editor share', () => {
    // 400.00 open; the receipt brings in 5,200.00 without credit
    expect(customerCreditErrorKey('', '400.00', 520000n)).toBeUndefined();
    expect(customerCreditErrorKey('400', '400.00', 520000n)).toBeUndefined();
    expect(customerCreditErrorKey('400.01', '400.00', 520000n)).toBe('creditOverAvailable');
    expect(customerCreditErrorKey('300', '400.00', 29999n)).toBe('creditOverPayment');
    expect(customerCreditErrorKey('abc', '400.00', 520000n)).toBe('notAnAmount');
    expect(customerCreditErrorKey('-1', '400.00', 520000n)).toBe('notAnAmount');
    // Nothing open (or not loaded): any credit is refused
    expect(customerCreditErrorKey('0.01', undefined, 520000n)).toBe('creditOverAvailable');
  });
});
