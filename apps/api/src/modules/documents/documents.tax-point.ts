// The tax point of stored documents (issue #10 §1; domain documents/tax-point.ts; decisions 0090, 0091): the one
// place the documents module asks the domain's salesTaxPoint, for the postings, the API answer (taxPoint) and
// the print, so the title and the ledger cannot disagree. Also the undue-VAT walk of a services invoice (its
// receipts and notes in the order they were made: what each receipt moves 27112 → 27111, whether a note adjusts
// undue VAT) and the buyer particulars a tax invoice must carry (s.86/4).
import {
  purchaseTaxPoint,
  ACCOUNTS,
  invoiceUndueVat,
  missingTaxInvoiceParticulars,
  parseMoney,
  salesTaxPoint,
  taxPointOfPosting,
  undueVatLedger,
  type Money,
  type SalesPostingInput,
  type TaxPoint,
  type UndueVatEvent,
} from '@banchee/domain';
import { DocumentFailure, validationFailed } from './documents.errors.ts';
import { lineDraftOf } from './documents.drafts.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import {
  findChildLinks,
  findDocument,
  findLines,
  findParentLinks,
  updateDocumentRow,
  type Db,
  type DocumentRow,
  type LinkWithDocument,
} from './documents.queries.ts';
import { computeTotals } from './documents.totals.ts';

/** The domain's posting input of a stored document: its totals and, per line, goods/services and account. */
export async function postingInputOf(db: Db, document: DocumentRow): Promise<SalesPostingInput> {
  const lines = await findLines(db, document.organizationId, document.id);
  return {
    totals: computeTotals(document, lines.map(lineDraftOf)),
    lineInfo: lines.map((line) => ({
      itemType: line.itemType === 'SERVICE' ? 'services' : 'goods',
      // A deposit is not revenue yet: it is owed to the customer until the final invoice deducts it (§11 h).
      revenueAccount: document.isDeposit ? ACCOUNTS.customerDeposits : null,
    })),
  };
}

/** An invoice's tax point from its lines and the stored "issue as tax invoice" choice. */
function invoiceTaxPoint(invoice: DocumentRow, input: SalesPostingInput): TaxPoint {
  return taxPointOfPosting('INV', input, { issueAsTaxInvoice: invoice.issueAsTaxInvoice });
}

interface UndueWalk {
  /** The invoice's links to its receipts and notes, active ones, in the order they were made. */
  readonly events: readonly LinkWithDocument[];
  readonly vat: readonly Money[];
  readonly undue: readonly boolean[];
}

/**
 * The undue VAT of a services invoice through its active receipts and notes (domain undueVatLedger), with
 * `extra` (a receipt or note being made now) appended. Zero everywhere for an invoice whose VAT is due.
 */
async function undueWalk(db: Db, invoice: DocumentRow, extra?: UndueVatEvent): Promise<UndueWalk> {
  const input = await postingInputOf(db, invoice);
  const pool = invoiceUndueVat(input, { issueAsTaxInvoice: invoice.issueAsTaxInvoice });
  const events = (await findChildLinks(db, invoice.organizationId, invoice.id)).filter(
    (l) =>
      isActiveStatus(l.document.status) &&
      (l.link.linkType === 'RECEIPT' ||
        l.link.linkType === 'CREDIT_NOTE' ||
        l.link.linkType === 'DEBIT_NOTE'),
  );
  const ledgerEvents = events.map((l): UndueVatEvent =>
    l.link.linkType === 'RECEIPT'
      ? { type: 'receipt', amount: parseMoney(l.link.amount) }
      : {
          type: 'note',
          kind: l.link.linkType === 'CREDIT_NOTE' ? 'CN' : 'DN',
          grandTotal: parseMoney(l.document.grandTotal),
          vat: parseMoney(l.document.vatAmount),
        },
  );
  if (invoiceTaxPoint(invoice, input).vat !== 'undue') {
    const none = [...ledgerEvents, ...(extra ? [extra] : [])];
    return { events, vat: none.map(() => 0n), undue: none.map(() => false) };
  }
  const ledger = undueVatLedger(
    { grandTotal: input.totals.grandTotal, vat: pool },
    extra ? [...ledgerEvents, extra] : ledgerEvents,
  );
  return { events, ...ledger };
}

/**
 * The undue VAT that falls due when `receiptId` (stored) collects `invoice`, or, without an id, when a new
 * receipt collects `amount` of it. The receipt's printed VAT and its posting both come from here.
 */
export async function undueVatOnReceipt(
  db: Db,
  invoice: DocumentRow,
  amount: Money,
  receiptId?: string,
): Promise<Money> {
  if (receiptId !== undefined) {
    const walk = await undueWalk(db, invoice);
    const index = walk.events.findIndex((l) => l.link.childId === receiptId);
    if (index >= 0) return walk.vat[index] ?? 0n;
  }
  const walk = await undueWalk(db, invoice, { type: 'receipt', amount });
  return walk.vat[walk.vat.length - 1] ?? 0n;
}

/** Whether the note `noteId` against `invoice` adjusts its undue VAT (made while something was still to collect). */
async function noteAdjustsUndueVat(db: Db, invoice: DocumentRow, noteId: string): Promise<boolean> {
  if (invoice.kind !== 'INV') return false;
  const walk = await undueWalk(db, invoice);
  const index = walk.events.findIndex((l) => l.link.childId === noteId);
  if (index >= 0) return walk.undue[index] ?? false;
  // A note no longer active (void): as if it were made now.
  const now = await undueWalk(db, invoice, { type: 'note', kind: 'CN', grandTotal: 0n, vat: 0n });
  return now.undue.at(-1) ?? false;
}

/** Whether the documents a receipt settles make it the tax point (decision 0091). */
async function receiptSettlesUndueVat(db: Db, receipt: DocumentRow): Promise<boolean> {
  for (const { link } of await findParentLinks(db, receipt.organizationId, receipt.id)) {
    if (link.linkType !== 'RECEIPT') continue;
    const document = await findDocument(db, receipt.organizationId, link.parentId);
    if (!document) continue;
    const input = await postingInputOf(db, document);
    if (document.kind === 'INV' && invoiceTaxPoint(document, input).vat === 'undue') return true;
    // A billing note that is not cumulative was never posted: its receipt is the sale itself (a cash sale).
    if (document.kind === 'BL' && !document.isCumulative && taxPointOfPosting('CA', input).isTaxInvoice)
      return true;
  }
  return false;
}

/** The document the note adjusts (its CREDIT_NOTE / DEBIT_NOTE parent). */
export async function adjustedDocumentOf(db: Db, note: DocumentRow): Promise<DocumentRow | undefined> {
  const [adjusted] = (await findParentLinks(db, note.organizationId, note.id)).filter(
    (l) => l.link.linkType === 'CREDIT_NOTE' || l.link.linkType === 'DEBIT_NOTE',
  );
  return adjusted ? findDocument(db, note.organizationId, adjusted.link.parentId) : undefined;
}

/** The tax point of a stored document: tax-invoice status, legal title, due/undue VAT, citation of notes. */
export async function taxPointOf(db: Db, row: DocumentRow): Promise<TaxPoint> {
  switch (row.kind) {
    case 'INV':
      return invoiceTaxPoint(row, await postingInputOf(db, row));
    case 'RE':
      return salesTaxPoint({ kind: 'RE', lines: [], settlesUndueVat: await receiptSettlesUndueVat(db, row) });
    case 'CN':
    case 'DN': {
      const adjusted = await adjustedDocumentOf(db, row);
      const adjustsUndueVat = adjusted ? await noteAdjustsUndueVat(db, adjusted, row.id) : false;
      return taxPointOfPosting(row.kind, await postingInputOf(db, row), { adjustsUndueVat });
    }
    case 'QT':
    case 'BL':
    case 'CA':
      return taxPointOfPosting(row.kind, await postingInputOf(db, row));
    case 'PO':
    case 'RI':
    case 'EXP':
    case 'WHT':
    case 'PS':
      return purchaseTaxPoint(row.kind);
  }
}

/**
 * Stores the "issue as tax invoice" choice of an invoice (decision 0090). Refused on other kinds, and `false`
 * on an invoice with taxable goods (it is a tax invoice at delivery whatever the user wants). Returns the row
 * as it now is.
 */
export async function applyTaxInvoiceChoice(
  db: Db,
  row: DocumentRow,
  issueAsTaxInvoice: boolean | undefined,
): Promise<DocumentRow> {
  if (issueAsTaxInvoice === undefined) return row;
  if (row.kind !== 'INV') {
    throw validationFailed('issueAsTaxInvoice', 'Only an invoice is issued as a tax invoice by choice');
  }
  const updated = { ...row, issueAsTaxInvoice };
  if (!issueAsTaxInvoice && (await taxPointOf(db, updated)).choice === 'forced') {
    throw validationFailed(
      'issueAsTaxInvoice',
      'An invoice with taxable goods is a tax invoice: the goods are delivered with it (s.78)',
    );
  }
  await updateDocumentRow(db, row.organizationId, row.id, { issueAsTaxInvoice });
  return updated;
}

/**
 * s.86/4(3) and DG Notifications 196/197: a tax invoice names the buyer with an address, and for a buyer with
 * a tax id its head office or branch. Refused with every missing field's path (the document is not stored).
 */
export async function assertTaxInvoiceParticulars(db: Db, row: DocumentRow): Promise<void> {
  if (!(await taxPointOf(db, row)).isTaxInvoice) return;
  // The buyer's particulars (the seller's are the organisation's, listed on the monthly tax desk).
  const messages = {
    'contact.contact_name': 'A tax invoice names the buyer',
    'contact.address': "A tax invoice carries the buyer's address",
    'contact.branch': 'A buyer with a tax id needs its head office (00000) or branch number on a tax invoice',
  } as Record<string, string>;
  const missing = missingTaxInvoiceParticulars(
    {
      sellerName: null,
      sellerAddress: null,
      sellerTaxId: null,
      buyerName: row.contactName,
      buyerAddress: row.contactAddress,
      buyerTaxId: row.contactTaxId,
      buyerBranch: row.contactBranch,
    },
    { seller: false },
  ).map((path) => ({ path, message: messages[path] ?? path }));
  if (missing.length === 0) return;
  throw new DocumentFailure(
    `${rulesOf(row.kind).errorNamespace}.TAX_INVOICE_PARTICULARS`,
    `A tax invoice needs the buyer's ${missing.map((m) => m.path.replace('contact.', '')).join(', ')}`,
    missing,
  );
}
