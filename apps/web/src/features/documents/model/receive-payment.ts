// The one payment dialog (issue #10 §2; decision 0197): how the money of an invoice, billing note or cash sale
// came in, Edit Payment of a cash sale or receipt, and Paid / Edit Payment of a purchase bill (how the money went
// out, and on which day). Pure: which documents offer it, the form it opens with (WHT carried over from the
// invoice, the whole balance, cash for a cash sale, today for a bill paid now), which figures the dialog shows
// (by the kind's party, from the registry), the checks made before sending (message keys; the server checks
// again and answers by error code), the request it becomes, and the money that reaches the account: amount −
// WHT − bank fee + rounding − customer credit.
import type { SalesDocument } from '@banchee/contracts';
import {
  DOCUMENT_KINDS,
  MAX_ROUNDING_DIFFERENCE,
  parseMoney,
  prorate,
  toMoneyString,
  type Money,
} from '@banchee/domain';
import { PAYMENT_ACTIONS, type PaymentAction } from './actions';
import { EMPTY_PAYMENT, type DraftPayment } from './draft';
import { paymentOfDocument } from './draft-from-document';
import { carriedWht } from './initial';
import { factsOf, resourceOf } from './kinds';

export type PaymentDialogMode =
  /** An invoice or billing note: the payment makes a receipt (POST /receipts). */
  | { readonly type: 'receipt'; readonly target: SalesDocument }
  /**
   * A status action that records how money moved (POST /{resource}/{id}/status): a cash sale's Receive Payment
   * and Edit Payment, a purchase bill's Paid and Edit Payment.
   */
  | {
      readonly type: 'status';
      readonly document: SalesDocument;
      readonly action: PaymentAction;
    }
  /** A receipt still editable: its payment fields (PUT /receipts/{id}). */
  | { readonly type: 'edit-receipt'; readonly document: SalesDocument };

export interface PaymentForm {
  /** The receipt's date, or the day the money came in (collected_at). */
  date: string;
  /** Receipts: the part of the balance this payment settles (VAT included, before WHT). */
  amount: string;
  whtAmount: string;
  /** The WHT was typed: changing the amount no longer recomputes it. */
  whtTouched: boolean;
  /** Customer credit (21510) used instead of money. */
  customerCredit: string;
  payment: DraftPayment;
}

function isPaymentAction(action: string): action is PaymentAction {
  return (PAYMENT_ACTIONS as readonly string[]).includes(action);
}

/** A customer's settlement kind (the receipt) settles this kind: its Receive Payment makes one. */
function settledByCustomerPayment(document: SalesDocument): boolean {
  return DOCUMENT_KINDS.some((kind) => {
    const facts = factsOf(kind);
    return facts.role === 'settlement' && facts.party === 'client' && facts.settles.includes(document.kind);
  });
}

/** The dialog an action of the menu opens, or null when that action is not a payment. */
export function paymentDialogOf(document: SalesDocument, action: string): PaymentDialogMode | null {
  if (!isPaymentAction(action)) return null;
  const facts = factsOf(document.kind);
  if (action === 'RECEIVE PAYMENT' && settledByCustomerPayment(document)) {
    return { type: 'receipt', target: document };
  }
  if (action === 'EDIT PAYMENT' && facts.role === 'settlement' && facts.party === 'client') {
    return { type: 'edit-receipt', document };
  }
  return { type: 'status', document, action };
}

/** The document the dialog is about (the invoice paid, the cash sale, the receipt, the purchase bill). */
export function documentOfMode(mode: PaymentDialogMode): SalesDocument {
  return mode.type === 'receipt' ? mode.target : mode.document;
}

/**
 * What the dialog shows besides the payment fields. Every mode records the day the money moved: the customer's
 * side (registry party 'client') the day it came in, a purchase bill's Paid and Edit Payment the day it went out
 * (the date of the payment entry and of its 50 ทวิ, decision 0235). The customer's side also shows the amounts
 * (editable when the payment makes a new receipt, which may also use the customer's credit).
 */
export interface PaymentDialogShape {
  readonly party: 'client' | 'supplier';
  readonly date: boolean;
  readonly figures: 'editable' | 'shown' | 'none';
  readonly customerCredit: boolean;
  /** Editing a recorded payment (title "Edit payment"). */
  readonly editing: boolean;
}

export function paymentDialogShape(mode: PaymentDialogMode): PaymentDialogShape {
  const party = factsOf(documentOfMode(mode).kind).party;
  const receipt = mode.type === 'receipt';
  const customer = party === 'client';
  return {
    party,
    date: true,
    figures: receipt ? 'editable' : customer ? 'shown' : 'none',
    customerCredit: receipt,
    editing: mode.type === 'edit-receipt' || (mode.type === 'status' && mode.action === 'EDIT PAYMENT'),
  };
}

/**
 * The payment entries a document offers besides its server actions: an invoice or billing note that can still
 * make a receipt is paid through the dialog (Receive Payment); a live receipt's payment can be edited.
 */
export function extraPaymentActions(
  document: SalesDocument,
): readonly ('RECEIVE PAYMENT' | 'EDIT PAYMENT')[] {
  const offered = document.allowedActions;
  if (document.kind === 'INV' && offered.includes('CREATE RECEIPT')) return ['RECEIVE PAYMENT'];
  if (document.kind === 'BL' && offered.includes('CREATE CUMULATIVE RECEIPT')) return ['RECEIVE PAYMENT'];
  if (document.kind === 'RE' && document.status === 'AWAITING') return ['EDIT PAYMENT'];
  return [];
}

/** What the invoice or billing note still owes (its balance), else its grand total. */
export function balanceOf(target: SalesDocument): string {
  return target.progress?.balance ?? target.grand_total;
}

/**
 * The form the dialog opens with. A new payment: today, the whole balance, the invoice's WHT for it, cash for a
 * cash sale and otherwise a transfer into the organisation's first bank account (cash when it has none).
 */
export function initialPaymentForm(
  mode: PaymentDialogMode,
  today: string,
  firstBankAccountId: string | undefined,
): PaymentForm {
  const fresh = (cash: boolean): DraftPayment => ({
    ...EMPTY_PAYMENT,
    paymentMethod: cash || firstBankAccountId === undefined ? 'CASH' : 'TRANSFER',
    paymentAccountId: cash ? '' : (firstBankAccountId ?? ''),
  });
  const base = { whtTouched: false, customerCredit: '' };
  if (mode.type === 'receipt') {
    const { target } = mode;
    return {
      ...base,
      date: today,
      amount: balanceOf(target),
      whtAmount: carriedWht(target),
      payment: fresh(false),
    };
  }
  const { document } = mode;
  const stored = paymentOfDocument(document);
  const receiving = mode.type === 'status' && mode.action === 'RECEIVE PAYMENT';
  // A bill paid now is paid today, never before the bill itself.
  const payingBill = mode.type === 'status' && mode.action === 'PAID';
  const notBeforeBill = today < document.date ? document.date : today;
  return {
    ...base,
    date: document.collected_at ?? (receiving ? today : payingBill ? notBeforeBill : document.date),
    amount: document.grand_total,
    whtAmount: document.totals.whtAmount,
    customerCredit: document.customerCreditAmount ?? '',
    payment: receiving && stored.paymentMethod === '' ? { ...stored, ...fresh(true) } : stored,
  };
}

/** A new amount: the WHT follows it pro rata (the invoice's WHT for the share paid) until it is typed. */
export function withAmount(form: PaymentForm, target: SalesDocument, amount: string): PaymentForm {
  if (form.whtTouched) return { ...form, amount };
  const grand = parseMoney(target.grand_total);
  const wht = parseMoney(target.totals.whtAmount);
  const parsed = moneyOrNull(amount);
  if (parsed === null || grand === 0n || wht === 0n) return { ...form, amount };
  return { ...form, amount, whtAmount: toMoneyString(prorate(wht, parsed, grand)) };
}

function moneyOrNull(text: string): Money | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0n;
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return parseMoney(trimmed);
}

/**
 * What a receipt brings in before any customer credit: `payable` (settled − WHT) − fee + rounding. The bound of
 * the credit it may use (decision 0188); null while the fee or rounding is not an amount.
 */
export function moneyBeforeCredit(payable: Money, payment: DraftPayment): Money | null {
  const fee = moneyOrNull(payment.bankFee);
  const rounding = moneyOrNull(payment.roundingAmount);
  if (fee === null || rounding === null) return null;
  return payable - fee + rounding;
}

/** amount − WHT − fee + rounding − customer credit: what reaches the cash or bank account. */
export function moneyReceived(form: PaymentForm): Money | null {
  const amount = moneyOrNull(form.amount);
  const wht = moneyOrNull(form.whtAmount);
  const credit = moneyOrNull(form.customerCredit);
  if (amount === null || wht === null || credit === null) return null;
  const before = moneyBeforeCredit(amount - wht, form.payment);
  return before === null ? null : before - credit;
}

export type PaymentFormErrorKey =
  | 'amountPositive'
  | 'amountOverBalance'
  | 'notAnAmount'
  | 'whtOverAmount'
  | 'chequeNumber'
  | 'chequeDate'
  | 'roundingTooLarge'
  | 'creditOverAvailable'
  | 'creditOverPayment'
  | 'method'
  | 'dateRequired'
  | 'dateBeforeBill'
  | 'dateLocked';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a purchase bill was paid (Paid, Edit Payment): a date, not before the bill, not on or before the
 * organisation's lock date (the server checks both again, decision 0235).
 */
function billPaymentDateError(
  mode: PaymentDialogMode,
  date: string,
  lockDate: string | undefined,
): PaymentFormErrorKey | undefined {
  if (mode.type !== 'status' || paymentDialogShape(mode).party !== 'supplier') return undefined;
  if (!ISO_DATE.test(date)) return 'dateRequired';
  if (date < mode.document.date) return 'dateBeforeBill';
  if (lockDate !== undefined && date <= lockDate) return 'dateLocked';
  return undefined;
}

/** Checks before sending, by field (message keys of the dialog); {} when the form may be sent. */
export function paymentFormErrors(
  mode: PaymentDialogMode,
  form: PaymentForm,
  creditAvailable: string | undefined,
  lockDate?: string,
): Partial<Record<string, PaymentFormErrorKey>> {
  const errors: Partial<Record<string, PaymentFormErrorKey>> = {};
  const { payment } = form;
  const dateError = billPaymentDateError(mode, form.date, lockDate);
  if (dateError) errors.date = dateError;
  if (payment.paymentMethod === '') errors.paymentMethod = 'method';
  if (payment.paymentMethod === 'CHEQUE') {
    if (payment.chequeNumber.trim() === '') errors.chequeNumber = 'chequeNumber';
    if (payment.chequeDate === '') errors.chequeDate = 'chequeDate';
  }
  const fee = moneyOrNull(payment.bankFee);
  if (fee === null || fee < 0n) errors.bankFee = 'notAnAmount';
  const rounding = moneyOrNull(payment.roundingAmount);
  if (rounding === null) errors.roundingAmount = 'notAnAmount';
  else if (rounding > MAX_ROUNDING_DIFFERENCE || -rounding > MAX_ROUNDING_DIFFERENCE)
    errors.roundingAmount = 'roundingTooLarge';
  if (mode.type !== 'receipt') return errors;

  const amount = moneyOrNull(form.amount);
  const wht = moneyOrNull(form.whtAmount);
  if (amount === null) errors.amount = 'notAnAmount';
  else if (amount <= 0n) errors.amount = 'amountPositive';
  else if (amount > parseMoney(balanceOf(mode.target))) errors.amount = 'amountOverBalance';
  if (wht === null || wht < 0n) errors.whtAmount = 'notAnAmount';
  else if (amount !== null && wht > amount) errors.whtAmount = 'whtOverAmount';
  const creditError = customerCreditErrorKey(
    form.customerCredit,
    creditAvailable,
    moneyReceived({ ...form, customerCredit: '0' }),
  );
  if (creditError) errors.customerCredit = creditError;
  return errors;
}

/**
 * Customer credit typed on a receipt (the dialog and the receipt editor): not an amount, more than the
 * customer's open credit, or more than the money the receipt brings in without it (decision 0188).
 */
export function customerCreditErrorKey(
  typed: string,
  available: string | undefined,
  moneyWithoutCredit: Money | null,
): PaymentFormErrorKey | undefined {
  const credit = moneyOrNull(typed);
  if (credit === null || credit < 0n) return 'notAnAmount';
  if (credit > parseMoney(available ?? '0')) return 'creditOverAvailable';
  if (credit > 0n && (moneyWithoutCredit ?? 0n) < credit) return 'creditOverPayment';
  return undefined;
}

export interface PaymentRequest {
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** The payment fields that are filled in (wire names); a cash payment names no bank account. */
function paymentBody(payment: DraftPayment): Record<string, string> {
  const cash = payment.paymentMethod === 'CASH';
  const cheque = payment.paymentMethod === 'CHEQUE';
  const fields: Record<string, string> = {
    paymentMethod: payment.paymentMethod,
    paymentAccountId: cash ? '' : payment.paymentAccountId,
    paymentReference: payment.paymentReference.trim(),
    chequeNumber: cheque ? payment.chequeNumber.trim() : '',
    chequeDate: cheque ? payment.chequeDate : '',
    bankFee: payment.bankFee.trim(),
    roundingAmount: payment.roundingAmount.trim(),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/** The request the dialog sends. */
export function paymentRequest(
  mode: PaymentDialogMode,
  organizationId: string,
  form: PaymentForm,
): PaymentRequest {
  const payment = paymentBody(form.payment);
  if (mode.type === 'receipt') {
    const { target } = mode;
    const whole = parseMoney(form.amount) === parseMoney(balanceOf(target));
    const credit = moneyOrNull(form.customerCredit) ?? 0n;
    return {
      method: 'POST',
      path: '/receipts',
      body: {
        organizationId,
        selectedInvoice: target.id,
        date: form.date,
        collected_at: form.date,
        ...(whole ? {} : { partialAmount: form.amount.trim() }),
        whtAmount: form.whtAmount.trim() === '' ? '0' : form.whtAmount.trim(),
        ...(credit > 0n ? { customerCreditAmount: toMoneyString(credit) } : {}),
        ...payment,
      },
    };
  }
  if (mode.type === 'status') {
    // The day the money came in, or went out for a purchase bill (its payment entry and 50 ทวิ, decision 0235).
    return {
      method: 'POST',
      path: `/${resourceOf(mode.document.kind)}/${mode.document.id}/status`,
      body: { action: mode.action, collected_at: form.date, ...payment },
    };
  }
  return {
    method: 'PUT',
    path: `/receipts/${mode.document.id}`,
    body: { collected_at: form.date, ...payment },
  };
}
