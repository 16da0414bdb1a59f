// Input VAT of purchase tax invoices (issue #12; decisions 0176, 0177): the claim window of a supplier's tax
// invoice, the checks it passes before its input VAT counts, and the entries that move a claim to a later tax
// month or make the VAT a cost. Pure: the API supplies the invoice, the dates and the month the VAT became due.
//
// Claim window (decision 0176, thai-tax-reference §1.4 and §12 item 5): input VAT is claimed in the month of the
// tax invoice, or later within INPUT_VAT_CLAIM_WINDOW_MONTHS after that month (DG Notification VAT No.4, the
// stricter of the two readings; the constant is the one place to change it). It can never be claimed before the
// month it became due (the bill's date for goods; the payment for services, whose receipt is the tax invoice).
import { ACCOUNTS } from '../constants/accounts.ts';
import { percentOf, ZERO, type Money } from '../money/money.ts';
import type { CalendarDate } from '../thai/dates.ts';
import { isValidBranchNumber, isValidThaiTaxId } from '../thai/tax-id.ts';
import type { JournalLine } from '../ledger/journal.ts';
import { standardVatRate } from './vat.ts';

export const INPUT_VAT_CLAIM_WINDOW_MONTHS = 6;

/** 11612 ภาษีซื้อรอใช้สิทธิ (deferred claim) and 53074 ภาษีซื้อที่ขอคืนไม่ได้ (non-recoverable input VAT). */
export const INPUT_VAT_ACCOUNTS = {
  input: ACCOUNTS.inputVat,
  undue: ACCOUNTS.undueInputVat,
  deferred: '11612',
  nonRecoverable: '53074',
  /** ภ.พ.36 self-assessed VAT payable on services bought from abroad (decision 0178). */
  selfAssessedPayable: '27113',
} as const;

export interface TaxMonthRef {
  readonly year: number;
  readonly month: number;
}

export const monthKey = (m: TaxMonthRef): number => m.year * 12 + (m.month - 1);
export const monthOfKey = (key: number): TaxMonthRef => ({
  year: Math.floor(key / 12),
  month: (key % 12) + 1,
});
export const monthOfDate = (date: CalendarDate): TaxMonthRef => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

export interface ClaimWindow {
  readonly first: TaxMonthRef;
  readonly last: TaxMonthRef;
}

/**
 * The months a tax invoice may be claimed in: from the month its VAT became due to the sixth month after the
 * tax invoice's month (or after the due month, if that is later: a service paid after its invoice date).
 */
export function claimWindow(taxInvoiceDate: CalendarDate | null, dueDate: CalendarDate): ClaimWindow {
  const due = monthKey(monthOfDate(dueDate));
  const invoice = taxInvoiceDate === null ? due : monthKey(monthOfDate(taxInvoiceDate));
  return {
    first: monthOfKey(due),
    last: monthOfKey(Math.max(invoice, due) + INPUT_VAT_CLAIM_WINDOW_MONTHS),
  };
}

export function isInClaimWindow(window: ClaimWindow, month: TaxMonthRef): boolean {
  const key = monthKey(month);
  return key >= monthKey(window.first) && key <= monthKey(window.last);
}

export type PurchaseTaxInvoiceProblem =
  | 'SUPPLIER_TAX_ID_MISSING'
  | 'SUPPLIER_TAX_ID_INVALID'
  | 'SUPPLIER_BRANCH_INVALID'
  | 'TAX_INVOICE_NUMBER_MISSING'
  | 'TAX_INVOICE_DATE_MISSING'
  | 'TAX_INVOICE_DATE_AFTER_DUE';

export interface PurchaseTaxInvoiceFacts {
  readonly supplierTaxId: string | null;
  readonly supplierBranch: string | null;
  readonly taxInvoiceNumber: string | null;
  readonly taxInvoiceDate: CalendarDate | null;
  /** The date the VAT became due; a tax invoice dated after it is not yet in hand then. */
  readonly dueDate: CalendarDate;
}

/**
 * What a purchase tax invoice lacks before its input VAT may count (s.82/3, s.86/4, §1.8): the supplier's
 * 13-digit tax id with a valid checksum, a 5-digit branch (00000 head office), the invoice's number and date.
 */
export function checkPurchaseTaxInvoice(facts: PurchaseTaxInvoiceFacts): PurchaseTaxInvoiceProblem[] {
  const problems: PurchaseTaxInvoiceProblem[] = [];
  const taxId = facts.supplierTaxId?.trim() ?? '';
  if (taxId === '') problems.push('SUPPLIER_TAX_ID_MISSING');
  else if (!isValidThaiTaxId(taxId)) problems.push('SUPPLIER_TAX_ID_INVALID');
  if (!isValidBranchNumber(facts.supplierBranch?.trim() ?? '')) problems.push('SUPPLIER_BRANCH_INVALID');
  if (!facts.taxInvoiceNumber?.trim()) problems.push('TAX_INVOICE_NUMBER_MISSING');
  if (facts.taxInvoiceDate === null) problems.push('TAX_INVOICE_DATE_MISSING');
  else if (monthKey(monthOfDate(facts.taxInvoiceDate)) > monthKey(monthOfDate(facts.dueDate)))
    problems.push('TAX_INVOICE_DATE_AFTER_DUE');
  return problems;
}

const line = (accountCode: string, debit: Money, credit: Money): JournalLine => ({
  accountCode,
  debit,
  credit,
});

/**
 * A claim moved to a later month (decision 0177): on the due date the VAT leaves 11610 for 11612 (Dr 11612 ·
 * Cr 11610) and on the first day of the claim month it comes back (Dr 11610 · Cr 11612), so each month's 11610
 * movement is exactly what that month's input tax report claims.
 */
export function deferredClaimLines(vat: Money): {
  readonly defer: JournalLine[];
  readonly claim: JournalLine[];
} {
  if (vat <= ZERO) throw new RangeError('a claim moves a positive VAT amount');
  return {
    defer: [line(INPUT_VAT_ACCOUNTS.deferred, vat, ZERO), line(INPUT_VAT_ACCOUNTS.input, ZERO, vat)],
    claim: [line(INPUT_VAT_ACCOUNTS.input, vat, ZERO), line(INPUT_VAT_ACCOUNTS.deferred, ZERO, vat)],
  };
}

/** Input VAT that cannot be claimed becomes a cost on its due date: Dr 53074 · Cr 11610. */
export function notClaimableLines(vat: Money): JournalLine[] {
  if (vat <= ZERO) throw new RangeError('a claim moves a positive VAT amount');
  return [line(INPUT_VAT_ACCOUNTS.nonRecoverable, vat, ZERO), line(INPUT_VAT_ACCOUNTS.input, ZERO, vat)];
}

/**
 * VAT self-assessed on a service bought from abroad (ภ.พ.36; thai-tax-reference §2.1, decision 0178): the
 * standard rate of the expense's date on the amount paid, rounded half-up; the buyer owes it to the RD (27113)
 * and may claim it as input VAT once the PP36 is paid (its receipt is the tax invoice), so until then it is
 * undue input VAT: Dr 11611 · Cr 27113.
 */
export function selfAssessedVat(
  base: Money,
  date: CalendarDate,
): { readonly vat: Money; readonly lines: JournalLine[] } {
  if (base <= ZERO) throw new RangeError('self-assessed VAT needs a positive base');
  const vat = percentOf(base, standardVatRate(date));
  return {
    vat,
    lines: [
      line(INPUT_VAT_ACCOUNTS.undue, vat, ZERO),
      line(INPUT_VAT_ACCOUNTS.selfAssessedPayable, ZERO, vat),
    ],
  };
}

/**
 * A paid ภ.พ.36 (decision 0200): its receipt is the tax invoice of the VAT self-assessed in its month, which
 * becomes claimable input VAT in the month the PP36 is paid: Dr 11610 · Cr 11611 for the amount paid.
 */
export function pp36ClaimLines(vat: Money): JournalLine[] {
  if (vat <= ZERO) throw new RangeError('a claim moves a positive VAT amount');
  return [line(INPUT_VAT_ACCOUNTS.input, vat, ZERO), line(INPUT_VAT_ACCOUNTS.undue, ZERO, vat)];
}
