// Input VAT of purchase tax invoices (issue #12; decisions 0176, 0177, 0245): each receiving inventory or expense
// with VAT, in its parts (input-vat.invoices.ts: the goods' VAT due at the bill, the services' at the payment,
// whose receipt is the tax invoice), the checks its tax invoice passes, and the tax month each part is claimed in
// — by default the due month, or a later month of the window the user chooses, or not claimable (a cost).
// Choices post through the journals service and are refused into a closed VAT month or a locked period. The
// input tax report reads from here.
import type { Database, Transaction } from '@banchee/db';
import {
  deferredClaimLines,
  isInClaimWindow,
  monthKey,
  monthOfDate,
  monthOfKey,
  notClaimableLines,
  taxMonthEnd,
  toMoneyString,
  type CalendarDate,
  type TaxMonthRef,
} from '@banchee/domain';
import { AppError, validationError } from '../../http/errors.ts';
import { checkDateOpen, postEntry, reverseEntry } from '../journals/index.ts';
import { invoicesOf, type InputVatPart, type PurchaseTaxInvoice } from './input-vat.invoices.ts';
import {
  deleteClaim,
  findClaims,
  findClaimsOfDocument,
  findPurchaseVatRows,
  findPurchaseVatRowsOfMonth,
  insertClaim,
  type InputVatClaimRow,
  type PurchaseVatRow,
} from './input-vat.queries.ts';
import { findFiling, lastClosedVatMonth } from './tax-filings.queries.ts';

type Db = Database | Transaction;

export type { InputVatPart, InputVatState, PurchaseTaxInvoice } from './input-vat.invoices.ts';

/** Every purchase tax invoice of the organisation with its claim state. */
export async function listPurchaseTaxInvoices(db: Db, organizationId: string): Promise<PurchaseTaxInvoice[]> {
  return withClaims(db, organizationId, findPurchaseVatRows(db, organizationId));
}

async function withClaims(
  db: Db,
  organizationId: string,
  rows: Promise<PurchaseVatRow[]>,
): Promise<PurchaseTaxInvoice[]> {
  const [found, claims] = await Promise.all([rows, findClaims(db, organizationId)]);
  const byDocument = new Map<string, InputVatClaimRow[]>();
  for (const c of claims) byDocument.set(c.documentId, [...(byDocument.get(c.documentId) ?? []), c]);
  return found.flatMap((row) => invoicesOf(row, byDocument.get(row.id) ?? []));
}

/**
 * The manage-purchase-VAT view of a month: what is claimed in it, and what is still open (undue, blocked, or
 * due with the month inside its window and claimed elsewhere by default) so the user can place it.
 */
export async function purchaseTaxInvoicesOfMonth(
  db: Db,
  organizationId: string,
  m: TaxMonthRef,
): Promise<PurchaseTaxInvoice[]> {
  const all = await listPurchaseTaxInvoices(db, organizationId);
  const key = monthKey(m);
  const end = taxMonthEnd(m.year, m.month);
  return all.filter((inv) => {
    if (inv.claimMonth && monthKey(inv.claimMonth) === key) return true;
    if (inv.state === 'UNDUE') return inv.date <= end;
    if (inv.state === 'BLOCKED') return inv.window !== null && isInClaimWindow(inv.window, m);
    if (inv.state === 'NOT_CLAIMABLE')
      return inv.dueDate !== null && monthKey(monthOfDate(inv.dueDate)) === key;
    // claimed in another month: listed where it could still move to (its window), not before its due month.
    return inv.window !== null && isInClaimWindow(inv.window, m);
  });
}

/**
 * Input VAT whose claim window ended before month m and that is neither claimed nor written off (its tax invoice
 * failed a check until too late): listed on month m's desk to write off as a cost (decision 0227).
 */
export async function expiredInputVat(
  db: Db,
  organizationId: string,
  m: TaxMonthRef,
): Promise<PurchaseTaxInvoice[]> {
  const key = monthKey(m);
  return (await listPurchaseTaxInvoices(db, organizationId)).filter(
    (inv) => inv.state === 'BLOCKED' && inv.window !== null && monthKey(inv.window.last) < key,
  );
}

/** The invoices claimed in month m (the input tax report's rows). */
export async function claimedInMonth(
  db: Db,
  organizationId: string,
  m: TaxMonthRef,
): Promise<PurchaseTaxInvoice[]> {
  // Only the bills that may fall in the month are read (a superset; invoicesOf places each).
  const month = { ...m, from: `${m.year}-${pad(m.month)}-01`, to: taxMonthEnd(m.year, m.month) };
  const all = await withClaims(db, organizationId, findPurchaseVatRowsOfMonth(db, organizationId, month));
  return all.filter((inv) => inv.claimMonth !== null && monthKey(inv.claimMonth) === monthKey(m));
}

export type InputVatChoice =
  | { readonly action: 'CLAIM'; readonly month: TaxMonthRef }
  | { readonly action: 'NOT_CLAIMABLE' }
  | { readonly action: 'RESET' };

const pad = (n: number) => String(n).padStart(2, '0');
const text = (m: TaxMonthRef) => `${m.year}-${pad(m.month)}`;

function inputVatError(code: string, message: string, path: string, params?: Record<string, string>) {
  return new AppError(code, message, { details: [{ path, message, ...(params ? { params } : {}) }] });
}

/** Refused when the VAT month is closed (its PP30 recorded) or the date is in a locked period. */
async function assertMonthOpen(tx: Transaction, organizationId: string, date: CalendarDate, path: string) {
  const m = monthOfDate(date);
  if (await findFiling(tx, organizationId, 'PP30', m.year, m.month)) {
    throw inputVatError('INPUT_VAT.MONTH_CLOSED', `The VAT of ${text(m)} is closed`, path, {
      month: text(m),
    });
  }
  await checkDateOpen(tx, organizationId, date);
}

const firstDay = (m: TaxMonthRef): CalendarDate => `${text(m)}-01`;

/**
 * The day input VAT becomes a cost: its due date, or — its month's VAT closed with it still in 11610 (expired
 * while its tax invoice failed a check) — the first day of the month after the last closed PP30, where that
 * month's worksheet sees 11610 come back to what it claims (decision 0227).
 */
async function writeOffDate(tx: Transaction, organizationId: string, dueDate: CalendarDate) {
  const due = monthOfDate(dueDate);
  if (!(await findFiling(tx, organizationId, 'PP30', due.year, due.month))) return dueDate;
  const last = await lastClosedVatMonth(tx, organizationId);
  const next = last ? firstDay(monthOfKey(monthKey(last) + 1)) : dueDate;
  return next > dueDate ? next : dueDate;
}

/** Undoes a previous choice: its entries are reversed on their own dates (both months must still be open). */
async function undoClaim(
  tx: Transaction,
  organizationId: string,
  claim: InputVatClaimRow,
  inv: PurchaseTaxInvoice,
) {
  if (inv.dueDate) await assertMonthOpen(tx, organizationId, inv.dueDate, 'documentId');
  if (claim.claimYear !== null && claim.claimMonth !== null) {
    const m = { year: claim.claimYear, month: claim.claimMonth };
    await assertMonthOpen(tx, organizationId, firstDay(m), 'month');
  }
  const reason = 'เปลี่ยนการใช้สิทธิภาษีซื้อ · input VAT claim changed';
  if (claim.claimEntryId && inv.dueDate) {
    const m = { year: claim.claimYear ?? 0, month: claim.claimMonth ?? 1 };
    await reverseEntry(tx, organizationId, claim.claimEntryId, { date: firstDay(m), reason });
  }
  if (claim.deferEntryId && inv.dueDate)
    await reverseEntry(tx, organizationId, claim.deferEntryId, { date: inv.dueDate, reason });
  await deleteClaim(tx, organizationId, claim.id);
}

/**
 * Places one purchase tax invoice's input VAT (one part of a bill: `part`, needed when the bill has both; else
 * 400 at part): CLAIM in a month of its window (checks must pass), NOT_CLAIMABLE (Dr 53074 · Cr 11610 on the due
 * date) or RESET to the default (claimed in the due month when it passes the checks). Unknown documents and
 * other organisations' answer 404.
 */
export async function choosePurchaseVat(
  tx: Transaction,
  organizationId: string,
  documentId: string,
  choice: InputVatChoice,
  userId: string,
  /** Which part of the bill's VAT (decision 0245); may be left out when the bill has one. */
  part?: InputVatPart,
): Promise<PurchaseTaxInvoice> {
  const [row] = await findPurchaseVatRows(tx, organizationId, documentId);
  if (!row) throw new AppError('INPUT_VAT.NOT_FOUND', 'No purchase tax invoice with VAT has this id');
  const claims = await findClaimsOfDocument(tx, organizationId, documentId);
  const invoices = invoicesOf(row, claims);
  const inv =
    part === undefined && invoices.length === 1 ? invoices[0] : invoices.find((i) => i.part === part);
  if (!inv) {
    const message =
      part === undefined
        ? 'The bill has goods and services VAT: name the part (GOODS or SERVICES)'
        : `The bill has no ${part} VAT`;
    throw validationError([{ path: 'part', message }]);
  }
  const existing = claims.find((c) => c.part === inv.part) ?? (invoices.length === 1 ? claims[0] : undefined);
  if (inv.dueDate === null || inv.window === null) {
    throw inputVatError(
      'INPUT_VAT.NOT_DUE',
      'Its services VAT is undue until the bill is paid',
      'documentId',
    );
  }
  if (existing) await undoClaim(tx, organizationId, existing, inv);
  const dueDate = inv.dueDate;
  const describe = (what: string) => `${what} ${row.number} · ${inv.taxInvoiceNumber ?? ''}`.trim();
  if (choice.action === 'NOT_CLAIMABLE') {
    const date = await writeOffDate(tx, organizationId, dueDate);
    await assertMonthOpen(tx, organizationId, date, 'documentId');
    const entry = await postEntry(
      tx,
      organizationId,
      {
        date,
        description: describe('ภาษีซื้อขอคืนไม่ได้ · non-recoverable input VAT'),
        lines: notClaimableLines(inv.vat),
      },
      userId,
    );
    await insertClaim(tx, {
      organizationId,
      documentId,
      part: inv.part,
      status: 'NOT_CLAIMABLE',
      vat: toMoneyString(inv.vat),
      deferEntryId: entry.id,
      createdBy: userId,
    });
  } else if (choice.action === 'CLAIM') {
    const m = choice.month;
    if (inv.problems.length > 0) {
      throw new AppError('INPUT_VAT.CHECKS_FAILED', 'The supplier tax invoice fails its checks', {
        details: inv.problems.map((code) => ({ path: 'documentId', message: code, code })),
      });
    }
    if (!isInClaimWindow(inv.window, m)) {
      throw inputVatError('INPUT_VAT.OUTSIDE_WINDOW', `${text(m)} is outside the claim window`, 'month', {
        first: text(inv.window.first),
        last: text(inv.window.last),
      });
    }
    await assertMonthOpen(tx, organizationId, firstDay(m), 'month');
    let entries: { defer: string; claim: string } | null = null;
    if (monthKey(m) !== monthKey(monthOfDate(dueDate))) {
      await assertMonthOpen(tx, organizationId, dueDate, 'documentId');
      const lines = deferredClaimLines(inv.vat);
      const defer = await postEntry(
        tx,
        organizationId,
        {
          date: dueDate,
          description: describe(`ภาษีซื้อรอใช้สิทธิ ${text(m)} · input VAT deferred`),
          lines: lines.defer,
        },
        userId,
      );
      const claim = await postEntry(
        tx,
        organizationId,
        { date: firstDay(m), description: describe('ใช้สิทธิภาษีซื้อ · input VAT claimed'), lines: lines.claim },
        userId,
      );
      entries = { defer: defer.id, claim: claim.id };
    }
    await insertClaim(tx, {
      organizationId,
      documentId,
      part: inv.part,
      status: 'CLAIMED',
      claimYear: m.year,
      claimMonth: m.month,
      vat: toMoneyString(inv.vat),
      deferEntryId: entries?.defer ?? null,
      claimEntryId: entries?.claim ?? null,
      createdBy: userId,
    });
  }
  const [after] = await findPurchaseVatRows(tx, organizationId, documentId);
  const placed = after
    ? invoicesOf(after, await findClaimsOfDocument(tx, organizationId, documentId)).find(
        (i) => i.part === inv.part,
      )
    : undefined;
  if (!placed) throw new Error('purchase tax invoice vanished');
  return placed;
}
