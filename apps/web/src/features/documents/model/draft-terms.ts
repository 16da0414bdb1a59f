// The date rules of spec §4 on the draft (issue date, credit days, due date, payment type), applied through the
// domain package, and the credit period a picked contact brings. Pure functions over model/draft's draft.
import {
  addDays,
  changeCreditDays,
  changeDueDate,
  changeIssueDate,
  changePaymentType,
  type PaymentTerms,
  type PaymentType,
} from '@banchee/domain';
import type { DocumentDraft } from './draft';

function termsOf(draft: DocumentDraft): PaymentTerms {
  return {
    paymentType: draft.paymentType,
    date: draft.date,
    dueDate: draft.dueDate,
    creditDays: draft.creditDays,
  };
}

function withTerms(draft: DocumentDraft, terms: PaymentTerms): DocumentDraft {
  return { ...draft, ...terms };
}

export const dateRules = {
  date: (draft: DocumentDraft, date: string) => withTerms(draft, changeIssueDate(termsOf(draft), date)),
  creditDays: (draft: DocumentDraft, creditDays: string) =>
    withTerms(draft, changeCreditDays(termsOf(draft), creditDays)),
  dueDate: (draft: DocumentDraft, dueDate: string) =>
    withTerms(draft, changeDueDate(termsOf(draft), dueDate)),
  paymentType: (draft: DocumentDraft, paymentType: PaymentType) =>
    withTerms(draft, changePaymentType(termsOf(draft), paymentType)),
};

/** The contact's own credit period, when the address book has one, replaces the default (credit mode). */
export function applyContactCreditDays(draft: DocumentDraft, creditDays: number | undefined): DocumentDraft {
  if (creditDays === undefined || draft.paymentType === 'cash') return draft;
  return { ...draft, creditDays: String(creditDays), dueDate: addDays(draft.date, creditDays) };
}
