// Where sales documents meet the ledger (issue 6, architecture §3.6, thai-tax-reference §11): the one place
// the documents module calls the journals module. Journal lines come from the domain's posting rules; the
// journals service checks accounts, contacts and locked periods and stores the entry in the caller's
// transaction, so a document and its entry are stored together or not at all.
//
//   invoice issued          postInvoice (a tax invoice → 27111; a services invoice not issued as one → 27112
//                           undue VAT; deposit deductions Dr 21510) — the tax point of documents.tax-point.ts
//   debit / credit note     27112 while the invoice they adjust is undue (documents.tax-point.ts)
//   debit / credit note     postDebitNote / postCreditNote (a credit note on a cash sale is refunded)
//   cash sale paid          postCashSale (RECEIVE PAYMENT; a cash sale is a sale and a payment at once)
//   receipt issued          postReceipt per invoice settled (with the WHT suffered and the services VAT that
//                           falls due); a billing note made from a quotation was never posted, so its receipt
//                           is the sale itself (receipt / tax invoice), a deposit billing note's goes to 21510
//   money account, fee      documents.payment.ts: cash → 11111, other methods → the bank account's GL; the
//                           bank fee (53033) and rounding (53094 / 49080) once per receipt or cash sale
//   void / un-pay           reverseEntry of every open entry of the document, dated the day it happens; a
//                           voided purchase bill's input VAT marks undone first (tax-filings, decision 0200)
//   reset of a void / edit  the entry again (an edit first reverses the old one)
//   supplier payment WHT    a payment slip, or a bill paid at once, issues its 50 ทวิ with its entry and voids
//                           them with it (documents.withholding.ts, the registry's withholdingCertificates)
// Quotations and billing notes post nothing: they are not accounting events.
import { sql, type Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  balancesByAccount,
  customerCreditUsed,
  DOCUMENT_KIND_INFO,
  journalLinesFromSigned,
  lineMovesStock,
  parseMoney,
  paymentCharges,
  postCashSale,
  postCreditNote,
  postDebitNote,
  postDepositReceipt,
  postInvoice,
  postReceipt,
  prorate,
  type JournalLine,
  splitCreditNote,
  type DocumentKind,
  type Money,
  type PostingRuleName,
} from '@banchee/domain';
import {
  documentEntry,
  postDocumentEntry,
  reverseEntry,
  type DocumentEntryInput,
  type EntryRow,
} from '../journals/index.ts';
import { collectableBalance } from './documents.progress.ts';
import { findChildLinks, findDocument, findParentLinks, type DocumentRow } from './documents.queries.ts';
import { adjustedDocumentOf, postingInputOf, taxPointOf, undueVatOnReceipt } from './documents.tax-point.ts';
import { asPayment, paymentOptionsOf } from './documents.payment.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import { PURCHASE_POSTING_RULES, purchasePaidAtOnceLines } from './documents.purchase-postings.ts';
import { issueWithholdingCertificates, voidWithholdingCertificates } from './documents.withholding.ts';
import { reverseStockEffect, stockEffectLines } from './documents.stock.ts';
import { bookedLineOf } from './documents.line-books.ts';
import type { LineDraft } from './documents.totals.ts';
import { reversalDateInOwnMonth, undoInputVatOfVoidedBill } from '../tax-filings/index.ts';
import { reversalDateOf } from './documents.vat-month.ts';

export interface PostingActor {
  readonly organizationId: string;
  readonly userId: string;
}

/**
 * A billing note made from a quotation (or a plain one) is collected by a receipt that is the sale itself:
 * Dr bank (net of WHT) · Dr 11630 · Cr revenue (or 21510 for a deposit) · Cr 27111, for the share received.
 */
async function billingNoteSaleLines(
  tx: Transaction,
  billingNote: DocumentRow,
  amount: Money,
  wht: Money,
  paymentAccount: string,
): Promise<JournalLine[]> {
  const input = await postingInputOf(tx, billingNote);
  const grand = input.totals.grandTotal;
  if (amount === grand) {
    return billingNote.isDeposit
      ? postDepositReceipt(input, { whtWithheld: wht, paymentAccount })
      : postCashSale(input, { whtWithheld: wht, paymentAccount });
  }
  // A partial receipt takes the note's VAT pro rata; revenue goes to the account of the note's first line.
  const vat = grand === 0n ? 0n : prorate(input.totals.vatTotal, amount, grand);
  const services = input.lineInfo?.[0]?.itemType === 'services';
  const revenue = billingNote.isDeposit
    ? ACCOUNTS.customerDeposits
    : services
      ? ACCOUNTS.salesServices
      : ACCOUNTS.salesGoods;
  return journalLinesFromSigned([
    [paymentAccount, amount - wht],
    [ACCOUNTS.whtDeductedAtSource, wht],
    [revenue, -(amount - vat)],
    [ACCOUNTS.outputVat, -vat],
  ]);
}

/**
 * A receipt: each settled document's lines into the account the money went to, then the payment's bank fee
 * and rounding once for the whole receipt, netted per account (one money line, net of the fee).
 */
async function receiptLines(tx: Transaction, receipt: DocumentRow): Promise<JournalLine[]> {
  const options = await paymentOptionsOf(tx, receipt);
  const { paymentAccount = ACCOUNTS.bank } = options;
  const lines: JournalLine[] = [];
  for (const { link } of await findParentLinks(tx, receipt.organizationId, receipt.id)) {
    if (link.linkType !== 'RECEIPT') continue;
    const settled = await findDocument(tx, receipt.organizationId, link.parentId);
    if (!settled) continue;
    const amount = parseMoney(link.amount);
    const wht = parseMoney(link.whtAmount);
    // Kind-specific law, not a role: an invoice's VAT was output VAT at issue (or undue until this receipt);
    // a billing note made from a quotation was never posted, so its receipt is the sale itself.
    if (settled.kind === 'INV') {
      const vatBecomingDue = await undueVatOnReceipt(tx, settled, amount, receipt.id);
      lines.push(...postReceipt({ amount, whtWithheld: wht, vatBecomingDue, paymentAccount }));
    } else if (settled.kind === 'BL' && !settled.isCumulative) {
      lines.push(...(await billingNoteSaleLines(tx, settled, amount, wht, paymentAccount)));
    }
    // A cumulative billing note posts nothing itself: the receipt also settles each of its invoices.
  }
  if (lines.length === 0) return lines;
  lines.push(...journalLinesFromSigned(paymentCharges(options)));
  // Customer credit used (decision 0188): that part is paid from 21510, not into the money account.
  lines.push(
    ...journalLinesFromSigned(customerCreditUsed(parseMoney(receipt.customerCreditAmount), paymentAccount)),
  );
  return journalLinesFromSigned([...balancesByAccount(lines)]);
}

/**
 * What a credit note credits beyond what the invoice still owed before it (decision 0166): the invoice's
 * balance without this note (its other active receipts and notes counted), split by domain splitCreditNote.
 */
async function customerCreditOfNote(
  tx: Transaction,
  invoice: DocumentRow,
  note: DocumentRow,
  grandTotal: Money,
): Promise<Money> {
  if (invoice.kind !== 'INV') return 0n;
  const others = (await findChildLinks(tx, invoice.organizationId, invoice.id)).filter(
    (l) => l.link.childId !== note.id,
  );
  return splitCreditNote(grandTotal, collectableBalance(invoice, others).balance).customerCredit;
}

type PostingRule = (tx: Transaction, document: DocumentRow) => Promise<JournalLine[]>;

/**
 * The posting rules by the name the kind registry gives each kind (DocumentKindDefinition.postingRule): explicit
 * functions per case, because the Thai accounts of the two sides are not mirror images of each other.
 */
const POSTING_RULES: { readonly [Name in PostingRuleName]: PostingRule } = {
  none: () => Promise.resolve([]),
  salesInvoice: async (tx, document) =>
    postInvoice(await postingInputOf(tx, document), { issueAsTaxInvoice: document.issueAsTaxInvoice }),
  salesDebitNote: async (tx, document) => {
    const adjustsUndueVat = (await taxPointOf(tx, document)).vat === 'undue';
    return postDebitNote(await postingInputOf(tx, document), { adjustsUndueVat });
  },
  salesCreditNote: async (tx, document) => {
    const adjusted = await adjustedDocumentOf(tx, document);
    const input = await postingInputOf(tx, document);
    return postCreditNote(input, {
      // A credit note on a cash sale refunds the money; on an invoice it lowers the receivable, and what it
      // credits beyond what was still owed becomes customer credit (decision 0166).
      settlement:
        adjusted !== undefined && rulesOf(adjusted.kind).postingRule === 'cashSale' ? 'refund' : 'receivable',
      adjustsUndueVat: (await taxPointOf(tx, document)).vat === 'undue',
      customerCredit: adjusted
        ? await customerCreditOfNote(tx, adjusted, document, input.totals.grandTotal)
        : 0n,
    });
  },
  cashSale: async (tx, document) =>
    postCashSale(await postingInputOf(tx, document), await paymentOptionsOf(tx, document)),
  salesReceipt: receiptLines,
  ...PURCHASE_POSTING_RULES,
};

/** The journal lines a document posts when it is issued (or paid, for a cash sale); [] when none. */
function issueLines(tx: Transaction, document: DocumentRow): Promise<JournalLine[]> {
  return POSTING_RULES[rulesOf(document.kind).postingRule](tx, document);
}

/**
 * The document's entry, with its stock effect (documents.stock.ts) unless `stock` is false: a purchase bill
 * paid or un-paid again keeps its goods where they are.
 */
async function post(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  stock = true,
): Promise<void> {
  const lines = await issueLines(tx, document);
  if (stock) lines.push(...(await stockEffectLines(tx, document)));
  await postLines(tx, actor, document, lines);
}

/**
 * A purchase bill paid at once (Paid, Edit Payment): its payment entry besides the bill's, dated the day it was
 * paid (decision 0235).
 */
async function postPaidAtOnce(tx: Transaction, actor: PostingActor, bill: DocumentRow): Promise<void> {
  await postLines(tx, actor, asPayment(bill), await purchasePaidAtOnceLines(tx, bill));
}

/** The document's own entry of `all` (zero lines left out; undefined when none is left). */
function entryInputOf(document: DocumentRow, all: readonly JournalLine[]): DocumentEntryInput | undefined {
  const lines = all.filter((l) => l.debit !== 0n || l.credit !== 0n);
  if (lines.length === 0) return undefined;
  return {
    date: document.date,
    label: DOCUMENT_KIND_INFO[document.kind].nameTh,
    source: { documentId: document.id, kind: document.kind },
    lines: lines.map((line) => ({ ...line, contactId: document.contactId })),
  };
}

async function postLines(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  all: readonly JournalLine[],
): Promise<void> {
  const input = entryInputOf(document, all);
  if (input) await postDocumentEntry(tx, actor.organizationId, input, actor.userId);
}

/**
 * Whether a new document posts nothing besides its own entry when it is created: no WHT certificates (a
 * settlement's) and no stock moves (no line whose goods move, decision 0224).
 */
export function postsOnlyItsEntry(kind: DocumentKind, lines: readonly LineDraft[]): boolean {
  return (
    rulesOf(kind).role !== 'settlement' && !lines.some((line) => lineMovesStock(kind, bookedLineOf(line)))
  );
}

/**
 * The entry a new document posts when it is created, computed before it is stored (documents.create.ts decides
 * when that may be: a document without links that postsOnlyItsEntry), checked and ready to ride in the
 * document's own statement (decision 0221); undefined when it posts nothing now.
 */
export async function entryOnCreate(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  lines: readonly LineDraft[],
): Promise<EntryRow | undefined> {
  if (!postsOnlyItsEntry(document.kind, lines)) {
    throw new Error(`a new ${document.kind} posts more than its entry: it is posted after it is stored`);
  }
  if (rulesOf(document.kind).postsOn !== 'create') return undefined;
  const input = entryInputOf(document, await issueLines(tx, document));
  return input && documentEntry(tx, actor.organizationId, input, actor.userId);
}

/**
 * Reverses every entry the document posted that is not reversed yet, dated `date` (the day of the change), and
 * with `stock` the goods it moved.
 */
async function reverseOpenEntries(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  date: string,
  reason: string,
  stock = true,
): Promise<void> {
  // A purchase-side change keeps each reversal in its entry's month while that month is open (decision 0242).
  const purchases = rulesOf(document.kind).side === 'purchases';
  const dateFor = (entryDate: string) =>
    purchases ? reversalDateInOwnMonth(tx, actor.organizationId, entryDate, date) : Promise.resolve(date);
  if (stock) await reverseStockEffect(tx, document, await dateFor(document.date), actor.userId);
  const open = await tx.execute<{ id: string; date: string }>(sql`
    SELECT e.id, e.entry_date::text AS date FROM journal_entries e
    WHERE e.organization_id = ${actor.organizationId} AND e.source_document_id = ${document.id}
      AND e.kind = 'DOCUMENT'
      AND NOT EXISTS (SELECT 1 FROM journal_entries r
                      WHERE r.organization_id = e.organization_id AND r.reverses_entry_id = e.id)
    ORDER BY e.number`);
  for (const entry of open.rows) {
    await reverseEntry(
      tx,
      actor.organizationId,
      entry.id,
      { date: await dateFor(entry.date), reason: `${reason} ${document.number}` },
      actor.userId,
    );
  }
}

/** Whether the document issues WHT certificates when it pays (PS at once; RI / EXP when paid at once). */
const issuesCertificates = (document: DocumentRow) =>
  rulesOf(document.kind).effects.includes('withholdingCertificates');

/** A paying document's certificates: the old ones voided (`renew`), then its current ones issued. */
async function certificatesOf(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  change: 'issue' | 'void' | 'renew',
): Promise<void> {
  if (!issuesCertificates(document)) return;
  if (change !== 'issue') await voidWithholdingCertificates(tx, actor, document);
  if (change !== 'void') await issueWithholdingCertificates(tx, actor, asPayment(document));
}

/** A new document: bills, settlements and notes post at once; a cash sale waits for its payment. */
export async function postingsOnCreate(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
): Promise<void> {
  if (rulesOf(document.kind).postsOn === 'create') await post(tx, actor, document);
  if (rulesOf(document.kind).role === 'settlement') await certificatesOf(tx, actor, document, 'issue');
}

/** Statuses of a purchase bill in which it has been paid at once (its payment entry is posted). */
export const PAID_AT_ONCE_STATUSES: readonly string[] = ['PAID', 'GOT RECEIPT'];

/** A life-cycle change from `before` to status `next`, on `today`. */
export async function postingsOnStatus(
  tx: Transaction,
  actor: PostingActor,
  before: DocumentRow,
  next: string,
  today: string,
  action = '',
): Promise<void> {
  const after = { ...before, status: next };
  const rules = rulesOf(before.kind);
  // A tax document's reversal stays in the month of its report row (decision 0227).
  const undoOn = await reversalDateOf(tx, before, today);
  if (!isActiveStatus(next)) {
    // Void or rejected: every entry still open is reversed (orders and certificates have none); a purchase
    // bill's input VAT marks first (decision 0200).
    if (isActiveStatus(before.status) && rules.side === 'purchases' && rules.role === 'bill') {
      await undoInputVatOfVoidedBill(tx, actor.organizationId, before.id, today, actor.userId, before.status);
    }
    if (isActiveStatus(before.status)) await reverseOpenEntries(tx, actor, after, undoOn, next);
    if (isActiveStatus(before.status)) await certificatesOf(tx, actor, after, 'void');
  } else if (rules.postsOn === 'payment') {
    if (next === 'PAID' && before.status !== 'PAID') await post(tx, actor, after);
    if (before.status === 'PAID' && next === 'AWAITING')
      await reverseOpenEntries(tx, actor, after, undoOn, 'RESET');
    // Paid differently (Edit Payment on a cash sale): the sale and its payment again, as paid now.
    if (before.status === 'PAID' && next === 'PAID' && action === 'EDIT PAYMENT') {
      await reverseOpenEntries(tx, actor, after, undoOn, action);
      await post(tx, actor, after);
    }
  } else if (!isActiveStatus(before.status)) {
    await post(tx, actor, after);
    if (rules.role === 'settlement') await certificatesOf(tx, actor, after, 'issue');
  } else if (rules.side === 'purchases' && rules.role === 'bill') {
    const wasPaid = PAID_AT_ONCE_STATUSES.includes(before.status);
    const isPaid = PAID_AT_ONCE_STATUSES.includes(next);
    if (wasPaid && (!isPaid || action === 'EDIT PAYMENT')) {
      // Un-paid (reset) or paid differently: the bill and its payment again from scratch.
      await reverseOpenEntries(tx, actor, after, today, action || 'RESET', false);
      await post(tx, actor, after, false);
      await certificatesOf(tx, actor, after, 'void');
    }
    if (isPaid && (!wasPaid || action === 'EDIT PAYMENT')) {
      await postPaidAtOnce(tx, actor, after);
      await certificatesOf(tx, actor, after, 'issue');
    }
  }
}

/** An edited document: its old entry is reversed on `today` and the new figures are posted. */
export async function postingsOnUpdate(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  today: string,
): Promise<void> {
  const rules = rulesOf(document.kind);
  if (rules.postingRule === 'none') return;
  if (rules.postsOn === 'payment' && document.status !== 'PAID') return;
  await reverseOpenEntries(tx, actor, document, today, 'EDIT');
  await post(tx, actor, document);
  if (PAID_AT_ONCE_STATUSES.includes(document.status) && rules.side === 'purchases') {
    await postPaidAtOnce(tx, actor, document);
  }
  if (rules.role === 'settlement' || PAID_AT_ONCE_STATUSES.includes(document.status)) {
    await certificatesOf(tx, actor, document, 'renew');
  }
}
