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
//   void / un-pay           reverseEntry of every open entry of the document, dated the day it happens
//   reset of a void / edit  the entry again (an edit first reverses the old one)
// Quotations and billing notes post nothing: they are not accounting events.
import { sql, type Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  balancesByAccount,
  DOCUMENT_KIND_INFO,
  journalLinesFromSigned,
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
  type Money,
} from '@banchee/domain';
import { postEntry, reverseEntry } from '../journals/journals.service.ts';
import { findDocument, findParentLinks, type DocumentRow } from './documents.queries.ts';
import { adjustedDocumentOf, postingInputOf, taxPointOf, undueVatOnReceipt } from './documents.tax-point.ts';
import { paymentOptionsOf } from './documents.payment.ts';

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
  return journalLinesFromSigned([...balancesByAccount(lines)]);
}

/** The journal lines a document posts when it is issued (or paid, for a cash sale); [] when none. */
async function issueLines(tx: Transaction, document: DocumentRow): Promise<JournalLine[]> {
  switch (document.kind) {
    case 'INV':
      return postInvoice(await postingInputOf(tx, document), {
        issueAsTaxInvoice: document.issueAsTaxInvoice,
      });
    case 'DN': {
      const adjustsUndueVat = (await taxPointOf(tx, document)).vat === 'undue';
      return postDebitNote(await postingInputOf(tx, document), { adjustsUndueVat });
    }
    case 'CN': {
      const adjusted = await adjustedDocumentOf(tx, document);
      return postCreditNote(await postingInputOf(tx, document), {
        settlement: adjusted?.kind === 'CA' ? 'refund' : 'receivable',
        adjustsUndueVat: (await taxPointOf(tx, document)).vat === 'undue',
      });
    }
    case 'CA':
      return postCashSale(await postingInputOf(tx, document), await paymentOptionsOf(tx, document));
    case 'RE':
      return receiptLines(tx, document);
    case 'QT':
    case 'BL':
      return [];
  }
}

async function post(tx: Transaction, actor: PostingActor, document: DocumentRow): Promise<void> {
  const lines = (await issueLines(tx, document)).filter((l) => l.debit !== 0n || l.credit !== 0n);
  if (lines.length === 0) return;
  await postEntry(
    tx,
    actor.organizationId,
    {
      date: document.date,
      description: `${DOCUMENT_KIND_INFO[document.kind].nameTh} ${document.number}`,
      source: { documentId: document.id, kind: document.kind, number: document.number },
      lines: lines.map((line) => ({ ...line, contactId: document.contactId })),
    },
    actor.userId,
  );
}

/** Reverses every entry the document posted that is not reversed yet, dated `date` (the day of the change). */
async function reverseOpenEntries(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  date: string,
  reason: string,
): Promise<void> {
  const open = await tx.execute<{ id: string }>(sql`
    SELECT e.id FROM journal_entries e
    WHERE e.organization_id = ${actor.organizationId} AND e.source_document_id = ${document.id}
      AND e.kind = 'DOCUMENT'
      AND NOT EXISTS (SELECT 1 FROM journal_entries r
                      WHERE r.organization_id = e.organization_id AND r.reverses_entry_id = e.id)
    ORDER BY e.number`);
  for (const { id } of open.rows) {
    await reverseEntry(
      tx,
      actor.organizationId,
      id,
      { date, reason: `${reason} ${document.number}` },
      actor.userId,
    );
  }
}

/** A new document: invoices, receipts and notes post at once; a cash sale waits for its payment. */
export async function postingsOnCreate(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
): Promise<void> {
  if (document.kind !== 'CA') await post(tx, actor, document);
}

/** A life-cycle change from `before` to status `next`, on `today`. */
export async function postingsOnStatus(
  tx: Transaction,
  actor: PostingActor,
  before: DocumentRow,
  next: string,
  today: string,
): Promise<void> {
  const after = { ...before, status: next };
  if (next === 'VOID') {
    await reverseOpenEntries(tx, actor, after, today, 'VOID');
  } else if (before.kind === 'CA') {
    if (next === 'PAID' && before.status !== 'PAID') await post(tx, actor, after);
    if (before.status === 'PAID' && next === 'AWAITING')
      await reverseOpenEntries(tx, actor, after, today, 'RESET');
  } else if (before.status === 'VOID') {
    await post(tx, actor, after);
  }
}

/** An edited document: its old entry is reversed on `today` and the new figures are posted. */
export async function postingsOnUpdate(
  tx: Transaction,
  actor: PostingActor,
  document: DocumentRow,
  today: string,
): Promise<void> {
  if (document.kind === 'QT' || document.kind === 'BL') return;
  if (document.kind === 'CA' && document.status !== 'PAID') return;
  await reverseOpenEntries(tx, actor, document, today, 'EDIT');
  await post(tx, actor, document);
}
