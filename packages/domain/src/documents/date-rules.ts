// Issue date, due date and credit days of a document (spec §4 "Date rules"). creditDays is kept as text, as
// the draft keeps it; a non-numeric value counts as 0. Each function takes the current terms and one change
// and returns the new terms, so the web form and the API apply the same rules.
import type { PaymentType } from '../constants/options.ts';
import { addDays, daysBetween, type CalendarDate } from '../thai/dates.ts';

export interface PaymentTerms {
  readonly paymentType: PaymentType;
  readonly date: CalendarDate;
  readonly dueDate: CalendarDate;
  readonly creditDays: string;
}

export const DEFAULT_CREDIT_DAYS = 30;

/** creditDays text → whole days; anything not a whole number is 0 (the API drops it, spec §5). */
export function creditDaysValue(creditDays: string | number | null | undefined): number {
  if (typeof creditDays === 'number') return Number.isInteger(creditDays) ? creditDays : 0;
  const text = (creditDays ?? '').trim();
  return /^-?\d+$/.test(text) ? Number(text) : 0;
}

/** Defaults of a new document (spec §3): credit, date today, due date today + 30, creditDays "30". */
export function defaultPaymentTerms(today: CalendarDate): PaymentTerms {
  return {
    paymentType: 'credit',
    date: today,
    dueDate: addDays(today, DEFAULT_CREDIT_DAYS),
    creditDays: String(DEFAULT_CREDIT_DAYS),
  };
}

/** Changing the issue date: credit → dueDate = date + creditDays; cash → dueDate follows the date. */
export function changeIssueDate(terms: PaymentTerms, date: CalendarDate): PaymentTerms {
  if (terms.paymentType === 'cash') return { ...terms, date, dueDate: date, creditDays: '0' };
  return { ...terms, date, dueDate: addDays(date, creditDaysValue(terms.creditDays)) };
}

/** Changing creditDays (credit mode): dueDate = date + creditDays. In cash mode it stays 0. */
export function changeCreditDays(terms: PaymentTerms, creditDays: string): PaymentTerms {
  if (terms.paymentType === 'cash') return { ...terms, creditDays: '0', dueDate: terms.date };
  return { ...terms, creditDays, dueDate: addDays(terms.date, creditDaysValue(creditDays)) };
}

/**
 * Changing the due date: creditDays = dueDate − date. If that is negative (a due date before the issue date),
 * the issue date is moved back by the previous credit days, counted from the new due date, so the document
 * keeps its previous credit period: date = dueDate − previous creditDays. (Our reading of "the issue date is
 * moved back by the previous credit days"; docs/decisions/0009.) In cash mode the due date follows the date.
 */
export function changeDueDate(terms: PaymentTerms, dueDate: CalendarDate): PaymentTerms {
  if (terms.paymentType === 'cash') return { ...terms, dueDate: terms.date, creditDays: '0' };
  const difference = daysBetween(terms.date, dueDate);
  if (difference >= 0) return { ...terms, dueDate, creditDays: String(difference) };
  const previous = Math.max(0, creditDaysValue(terms.creditDays));
  return { ...terms, dueDate, date: addDays(dueDate, -previous), creditDays: String(previous) };
}

/** Switching payment type: cash → creditDays 0 and dueDate = date; credit → back to the default 30 days. */
export function changePaymentType(terms: PaymentTerms, paymentType: PaymentType): PaymentTerms {
  if (paymentType === 'cash') return { ...terms, paymentType, creditDays: '0', dueDate: terms.date };
  if (terms.paymentType === 'credit') return terms;
  return {
    ...terms,
    paymentType,
    creditDays: String(DEFAULT_CREDIT_DAYS),
    dueDate: addDays(terms.date, DEFAULT_CREDIT_DAYS),
  };
}
