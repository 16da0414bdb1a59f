// Rules between documents that keep the books true (issues #9 and #10): a locked period is never changed,
// a settlement or adjustment is never dated before what it settles or adjusts, and a credit note never takes
// more than is still creditable. Pure: the API loads the figures and dates, these decide. The same rules are
// enforced again by the API's schema (non-negative amounts) and by database constraints (migration 0005).
// See docs/decisions/0070–0072.
import { err, ok, type DomainError, type Result } from '../result.ts';
import { toMoneyString, type Money } from '../money/money.ts';
import { compareDates, type CalendarDate } from '../thai/dates.ts';

/** True when `date` is on or before the lock date (the books are closed up to and including it). */
export function isInLockedPeriod(date: CalendarDate, lockDate: CalendarDate | null): boolean {
  return lockDate !== null && compareDates(date, lockDate) <= 0;
}

export interface PeriodLockError extends DomainError<'LEDGER.PERIOD_LOCKED'> {
  readonly details: { readonly lockDate: CalendarDate; readonly date: CalendarDate; readonly which: string };
}

/**
 * Any change to a document whose current or new date is in a locked period is refused. `dates` are the
 * document's current date (absent for a new document) and its date after the change.
 */
export function checkPeriodOpen(
  dates: { readonly current?: CalendarDate; readonly next: CalendarDate },
  lockDate: CalendarDate | null,
): Result<void, PeriodLockError> {
  if (lockDate === null) return ok(undefined);
  for (const [which, date] of [
    ['current', dates.current],
    ['next', dates.next],
  ] as const) {
    if (date !== undefined && isInLockedPeriod(date, lockDate)) {
      return err({
        code: 'LEDGER.PERIOD_LOCKED',
        message: `The books are locked up to and including ${lockDate}: a document dated ${date} cannot change`,
        details: { lockDate, date, which },
      });
    }
  }
  return ok(undefined);
}

export type SourceDateError = DomainError<'DOCUMENT.BEFORE_SOURCE_DATE'>;

/** A receipt, credit or debit note is dated on or after the document it settles or adjusts (issue #10). */
export function checkNotBeforeSource(
  date: CalendarDate,
  source: { readonly number: string; readonly date: CalendarDate },
): Result<void, SourceDateError> {
  if (compareDates(date, source.date) >= 0) return ok(undefined);
  return err({
    code: 'DOCUMENT.BEFORE_SOURCE_DATE',
    message: `The date ${date} is before ${source.number} dated ${source.date}`,
    details: { sourceNumber: source.number, sourceDate: source.date },
  });
}

export interface CreditableInput {
  /** The adjusted document's grand total (with VAT). */
  readonly grandTotal: Money;
  /** Active debit notes on it (with VAT). */
  readonly debited: Money;
  /** Active credit notes on it (with VAT). */
  readonly credited: Money;
  /** Received on it by active receipts (WHT included). */
  readonly paid: Money;
  /**
   * True when what was paid is creditable too: a cash sale (its credit note posts a refund) and, since
   * decision 0166, an invoice (the part beyond what is still owed becomes customer credit, 21510). False
   * keeps the older rule: a credit note only lowers what is still owed.
   */
  readonly refunded: boolean;
}

/** What a new credit note may still take (with VAT): never below 0. */
export function creditableAmount(input: CreditableInput): Money {
  const value = input.grandTotal + input.debited - input.credited - (input.refunded ? 0n : input.paid);
  return value > 0n ? value : 0n;
}

export interface CreditNoteLimitError extends DomainError<'CREDIT_NOTE.EXCEEDS_CREDITABLE'> {
  /** Decimal strings ("64.20"). */
  readonly details: { readonly requested: string; readonly creditable: string; readonly paid: string };
}

/**
 * A credit note of `requested` (with VAT) fits what is still creditable: it never credits more than was
 * sold, and never pushes an invoice's balance below zero (docs/decisions/0071).
 */
export function checkCreditNoteAmount(
  requested: Money,
  input: CreditableInput,
): Result<void, CreditNoteLimitError> {
  const creditable = creditableAmount(input);
  if (requested <= creditable) return ok(undefined);
  const paidPart = !input.refunded && input.paid > 0n;
  return err({
    code: 'CREDIT_NOTE.EXCEEDS_CREDITABLE',
    message: paidPart
      ? `The credit ${toMoneyString(requested)} exceeds the ${toMoneyString(creditable)} still owed: ` +
        `${toMoneyString(input.paid)} is already paid`
      : `The credit ${toMoneyString(requested)} exceeds the ${toMoneyString(creditable)} still creditable`,
    details: {
      requested: toMoneyString(requested),
      creditable: toMoneyString(creditable),
      paid: toMoneyString(input.paid),
    },
  });
}
