import { describe, expect, it } from 'vitest';
import { parseMoney as m } from '../money/money.ts';
import {
  checkCustomerCreditUse,
  checkRefundAmount,
  customerCreditUsed,
  postCustomerRefund,
  splitCreditNote,
} from './customer-credit.ts';

describe('credit after payment', () => {
  it('reduces the receivable up to what is still owed and leaves the rest as customer credit', () => {
    // Invoice 10,700.00 paid 10,300.00: 400.00 still owed; a credit note of 1,070.00 → 400.00 + 670.00.
    expect(splitCreditNote(m('1070.00'), m('400.00'))).toEqual({
      receivable: m('400.00'),
      customerCredit: m('670.00'),
    });
    // Paid in full: all of it is customer credit.
    expect(splitCreditNote(m('1070.00'), 0n)).toEqual({ receivable: 0n, customerCredit: m('1070.00') });
    // Unpaid: all of it reduces the receivable (the rule before this decision).
    expect(splitCreditNote(m('1070.00'), m('10700.00'))).toEqual({
      receivable: m('1070.00'),
      customerCredit: 0n,
    });
    // A negative "still owed" (never expected) counts as nothing owed.
    expect(splitCreditNote(m('5.00'), m('-1.00'))).toEqual({ receivable: 0n, customerCredit: m('5.00') });
  });

  it('posts a refund Dr 21510 · Cr the account the money leaves, with the fee the business pays', () => {
    expect(postCustomerRefund({ amount: m('670.00'), paymentAccount: '11121' })).toEqual([
      { accountCode: '21510', debit: m('670.00'), credit: 0n },
      { accountCode: '11121', debit: 0n, credit: m('670.00') },
    ]);
    // 670.00 refunded by transfer with a 15.00 fee: 685.00 leaves the bank.
    expect(
      postCustomerRefund({ amount: m('670.00'), paymentAccount: '11121.01', bankFee: m('15.00') }),
    ).toEqual([
      { accountCode: '21510', debit: m('670.00'), credit: 0n },
      { accountCode: '53033', debit: m('15.00'), credit: 0n },
      { accountCode: '11121.01', debit: 0n, credit: m('685.00') },
    ]);
  });

  it('refunds more than zero and no more than the open customer credit', () => {
    expect(checkRefundAmount(m('670.00'), m('670.00')).ok).toBe(true);
    const over = checkRefundAmount(m('670.01'), m('670.00'));
    expect(over.ok ? null : over.error).toMatchObject({
      code: 'REFUND.EXCEEDS_CREDIT',
      details: { requested: '670.01', available: '670.00' },
    });
    const zero = checkRefundAmount(0n, m('670.00'));
    expect(zero.ok ? null : zero.error.code).toBe('REFUND.NOT_POSITIVE');
  });
});

describe('customer credit used by a receipt (decision 0188)', () => {
  it('300.00 of credit moves 300.00 from the money account to Dr 21510', () => {
    expect(customerCreditUsed(30000n, '11121')).toEqual([
      ['21510', 30000n],
      ['11121', -30000n],
    ]);
  });

  it('at most the open credit and at most the money otherwise received', () => {
    // open credit 670.00, the receipt would bring 1,040.00 (1,070.00 − WHT 30.00)
    expect(checkCustomerCreditUse(67000n, 67000n, 104000n).ok).toBe(true);
    const over = checkCustomerCreditUse(67001n, 67000n, 104000n);
    expect(over.ok ? '' : over.error.code).toBe('RECEIPT.CUSTOMER_CREDIT_EXCEEDED');
    // credit 500.00 open but only 400.00 to pay → refused
    const beyond = checkCustomerCreditUse(50000n, 50000n, 40000n);
    expect(beyond.ok ? '' : beyond.error.code).toBe('RECEIPT.CUSTOMER_CREDIT_EXCEEDS_PAYMENT');
  });
});
