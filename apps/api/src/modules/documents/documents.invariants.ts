// The invariants of issues #9 and #10 as the documents use cases enforce them, each rule decided by the domain
// (validation.ts, invariants.ts) and answered here with a 4xx naming the field:
//  - figures: no negative quantity or price, no discount larger than its line or the subtotal, no deposit
//    deduction larger than the document (VALIDATION.FAILED, details [{ path: "items.0.discount_amount", code }]);
//  - locked periods: no change to a document whose current or new date is on or before the lock date
//    (LEDGER.PERIOD_LOCKED on `date`), and no VOID of one (<KIND>.VOID_IN_LOCKED_PERIOD: issue a credit note);
//  - dates: a receipt or note is not dated before what it settles or adjusts (DOCUMENT.BEFORE_SOURCE_DATE);
//  - credit notes: never more than is still creditable (CREDIT_NOTE.EXCEEDS_CREDITABLE).
// Migration 0005 enforces the same under every route. Decisions 0070–0072.
import type { Transaction } from '@banchee/db';
import {
  checkCreditNoteAmount,
  checkNotBeforeSource,
  checkPeriodOpen,
  isInLockedPeriod,
  validateDocumentTotalsInput,
  type CreditableInput,
  type Money,
  type ValidationIssue,
  type DocumentKind,
} from '@banchee/domain';
import type { ErrorDetail } from '../../http/errors.ts';
import { readLedgerSettings } from '../journals/index.ts';
import { DocumentFailure } from './documents.errors.ts';
import { rulesOf } from './documents.kinds.ts';
import { findDocument, type DocumentRow, type LinkRow } from './documents.queries.ts';
import { toTotalsInput, type LineDraft, type TotalsHeader } from './documents.totals.ts';

/** The domain's names of a line's fields → the wire's (contracts documentLineFields). */
const WIRE_LINE_FIELDS: Readonly<Record<string, string>> = {
  quantity: 'quantity',
  unitPrice: 'sale_price',
  discountAmount: 'discount_amount',
  discountPercent: 'discount_percent',
  vatCode: 'vat_type',
  whtPercent: 'wht_percent',
};

/** "lines.0.unitPrice" → "items.0.sale_price", "lines" → "items"; header paths are the same on the wire. */
export function wirePath(domainPath: string): string {
  const match = /^lines(?:\.(\d+)\.(\w+))?$/.exec(domainPath);
  if (!match) return domainPath;
  if (match[1] === undefined || match[2] === undefined) return 'items';
  return `items.${match[1]}.${WIRE_LINE_FIELDS[match[2]] ?? match[2]}`;
}

function detailOf(issue: ValidationIssue): ErrorDetail {
  return {
    path: wirePath(issue.path),
    code: issue.code,
    message: issue.message,
    ...(issue.params ? { params: { ...issue.params } } : {}),
  };
}

/** Refuses figures that would total to a negative line, total, VAT or WHT, before anything is computed. */
export function assertValidFigures(header: TotalsHeader, lines: readonly LineDraft[]): void {
  const issues = validateDocumentTotalsInput(toTotalsInput(header, lines));
  const first = issues[0];
  if (first) throw new DocumentFailure('VALIDATION.FAILED', first.message, issues.map(detailOf));
}

/** The organisation's lock date, read FOR SHARE so a concurrent lock-date change waits for this change. */
async function lockDateOf(tx: Transaction, organizationId: string): Promise<string | null> {
  return (await readLedgerSettings(tx, organizationId, 'share')).lock_date;
}

/**
 * Any change to a document whose current date (`current`, absent for a new document) or new date (`next`)
 * is in a locked period is refused with LEDGER.PERIOD_LOCKED on the field `date`.
 */
export async function assertPeriodOpen(
  tx: Transaction,
  organizationId: string,
  dates: { current?: string; next: string },
  path = 'date',
): Promise<void> {
  const verdict = checkPeriodOpen(dates, await lockDateOf(tx, organizationId));
  if (verdict.ok) return;
  const { code, message, details } = verdict.error;
  const params = { lockDate: details.lockDate, date: details.date };
  throw new DocumentFailure(code, message, [{ path, code, message, params }]);
}

/**
 * The day a purchase bill paid at once was paid (collected_at, decision 0235) is neither before the bill
 * (DOCUMENT.BEFORE_SOURCE_DATE) nor in a locked period (LEDGER.PERIOD_LOCKED), both on the field collected_at.
 */
export async function assertBillPaymentDate(tx: Transaction, bill: DocumentRow): Promise<void> {
  const date = bill.collectedAt ?? bill.date;
  const verdict = checkNotBeforeSource(date, bill);
  if (!verdict.ok) {
    const { code, message } = verdict.error;
    throw new DocumentFailure(code, message, [
      { path: 'collected_at', code, message, params: { number: bill.number, date: bill.date } },
    ]);
  }
  await assertPeriodOpen(tx, bill.organizationId, { next: date }, 'collected_at');
}

/**
 * VOID of a document dated in a locked period is refused (decision 0072): the filed VAT month must not
 * change; the user issues a credit note dated in an open period instead.
 */
export async function assertVoidable(tx: Transaction, row: DocumentRow): Promise<void> {
  const lockDate = await lockDateOf(tx, row.organizationId);
  if (!isInLockedPeriod(row.date, lockDate)) return;
  const code = `${rulesOf(row.kind).errorNamespace}.VOID_IN_LOCKED_PERIOD`;
  const message =
    `${row.number} is dated ${row.date}, in the period locked up to ${lockDate ?? ''}: it cannot be voided. ` +
    'Issue a credit note dated in an open period instead.';
  throw new DocumentFailure(code, message, [
    { path: 'date', code, message, params: { lockDate: lockDate ?? '', date: row.date } },
  ]);
}

/** Links whose child settles or adjusts its parent: the child is never dated before the parent. */
const DATED_AFTER_PARENT: readonly string[] = ['RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE'];

/**
 * A receipt, credit note or debit note dated `date` is refused when it is before a document it settles or
 * adjusts (issue #10), with DOCUMENT.BEFORE_SOURCE_DATE on the field `date`.
 */
export async function assertSettlementDates(
  tx: Transaction,
  organizationId: string,
  date: string,
  links: readonly Pick<LinkRow, 'parentId' | 'linkType'>[],
): Promise<void> {
  const parentIds = new Set(
    links.filter((l) => DATED_AFTER_PARENT.includes(l.linkType)).map((l) => l.parentId),
  );
  for (const parentId of parentIds) {
    const source = await findDocument(tx, organizationId, parentId);
    if (!source) continue;
    const verdict = checkNotBeforeSource(date, source);
    if (verdict.ok) continue;
    const { code, message } = verdict.error;
    throw new DocumentFailure(code, message, [
      { path: 'date', code, message, params: { number: source.number, date: source.date } },
    ]);
  }
}

/** A credit note of `requested` (with VAT) must fit what is still creditable on the document it adjusts. */
export function assertCreditable(kind: DocumentKind, requested: Money, creditable: CreditableInput): void {
  if (kind !== 'CN') return;
  const verdict = checkCreditNoteAmount(requested, creditable);
  if (verdict.ok) return;
  const { code, message, details } = verdict.error;
  throw new DocumentFailure(code, message, [{ path: 'items', code, message, params: { ...details } }]);
}
