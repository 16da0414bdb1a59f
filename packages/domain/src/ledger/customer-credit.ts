// Credit after payment (issue #10 §3, decision 0166). A credit note against an invoice that is already paid
// (in part or in full) credits more than the customer still owes: the part up to what is owed reduces the
// receivable (Cr 11310), the rest is owed back to the customer as customer credit (Cr 21510, advances received
// from customers, thai-tax-reference §10/§11). A refund pays that credit out: Dr 21510 · Cr cash or bank, with
// the bank fee the business bears (Dr 53033) taken from what leaves the bank. Pure.
import { err, ok, type DomainError, type Result } from '../result.ts';
import { ACCOUNTS } from '../constants/accounts.ts';
import { toMoneyString, type Money } from '../money/money.ts';
import { journalLinesFromSigned, type JournalLine } from './journal.ts';

export interface CreditNoteSplit {
  /** Reduces the receivable (Cr 11310): at most what the customer still owes before the note. */
  readonly receivable: Money;
  /** Owed back to the customer (Cr 21510): what the note credits beyond what was owed. */
  readonly customerCredit: Money;
}

/**
 * How a credit note of `grandTotal` (with VAT) settles when the customer still owes `stillOwed` on the
 * credited document: 1,070.00 against an invoice with 400.00 still owed → 400.00 receivable, 670.00 credit.
 */
export function splitCreditNote(grandTotal: Money, stillOwed: Money): CreditNoteSplit {
  const owed = stillOwed > 0n ? stillOwed : 0n;
  const receivable = grandTotal < owed ? grandTotal : owed;
  return { receivable, customerCredit: grandTotal - receivable };
}

export interface RefundPostingInput {
  readonly amount: Money;
  /** Where the money leaves from: 11111 cash, or the bank account's GL account (11121…). */
  readonly paymentAccount: string;
  /** A transfer fee the business pays on top of the refund (Dr 53033 · Cr the same account). */
  readonly bankFee?: Money;
}

/** A refund of customer credit: Dr 21510 amount · Cr payment account amount (+ fee: Dr 53033 · Cr account). */
export function postCustomerRefund(input: RefundPostingInput): JournalLine[] {
  const fee = input.bankFee ?? 0n;
  return journalLinesFromSigned([
    [ACCOUNTS.customerDeposits, input.amount],
    [ACCOUNTS.bankCharges, fee],
    [input.paymentAccount, -(input.amount + fee)],
  ]);
}

/**
 * Customer credit used by a receipt (decision 0188): that part of what it settles is paid from 21510, not
 * into the money account: Dr 21510 credit · Cr the money account credit (added to the receipt's own lines, whose
 * money line is thus net of it). 300.00 of credit on a 1,070.00 receipt into 11121 → Dr 11121 770.00 overall.
 */
export function customerCreditUsed(credit: Money, paymentAccount: string): [string, Money][] {
  return [
    [ACCOUNTS.customerDeposits, credit],
    [paymentAccount, -credit],
  ];
}

export type CustomerCreditError = DomainError<
  'RECEIPT.CUSTOMER_CREDIT_EXCEEDED' | 'RECEIPT.CUSTOMER_CREDIT_EXCEEDS_PAYMENT'
>;

/**
 * A receipt uses at most the customer's open credit, and at most the money it would otherwise receive
 * (settled − WHT − fee ± rounding): credit never makes the money line negative.
 */
export function checkCustomerCreditUse(
  requested: Money,
  available: Money,
  moneyDue: Money,
): Result<void, CustomerCreditError> {
  if (requested > available) {
    return err({
      code: 'RECEIPT.CUSTOMER_CREDIT_EXCEEDED',
      message: `The credit used ${toMoneyString(requested)} exceeds the customer credit ${toMoneyString(available)}`,
      details: { requested: toMoneyString(requested), available: toMoneyString(available) },
    });
  }
  if (requested > moneyDue) {
    return err({
      code: 'RECEIPT.CUSTOMER_CREDIT_EXCEEDS_PAYMENT',
      message: `The credit used ${toMoneyString(requested)} exceeds what is paid ${toMoneyString(moneyDue)}`,
      details: { requested: toMoneyString(requested), payment: toMoneyString(moneyDue) },
    });
  }
  return ok(undefined);
}

export type RefundError = DomainError<'REFUND.EXCEEDS_CREDIT' | 'REFUND.NOT_POSITIVE'>;

/** A refund pays out more than zero and at most the customer credit still open on the credit note. */
export function checkRefundAmount(requested: Money, available: Money): Result<void, RefundError> {
  if (requested <= 0n) {
    return err({ code: 'REFUND.NOT_POSITIVE', message: 'A refund is more than 0.00' });
  }
  if (requested > available) {
    return err({
      code: 'REFUND.EXCEEDS_CREDIT',
      message: `The refund ${toMoneyString(requested)} exceeds the customer credit ${toMoneyString(available)}`,
      details: { requested: toMoneyString(requested), available: toMoneyString(available) },
    });
  }
  return ok(undefined);
}
