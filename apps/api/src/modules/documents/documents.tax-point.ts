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
  lineTaxCodes,
  salesTaxPoint,
  undueVatLedger,
  type Money,
  type SalesPostingInput,
  type TaxPoint,
  type TaxPointDocumentKind,
  type TaxPointInput,
  type TaxPointLine,
  type UndueVatEvent,
} from '@banchee/domain';
import { DocumentFailure, validationFailed } from './documents.errors.ts';
import { isActiveStatus, rulesOf } from './documents.kinds.ts';
import {
  findChildLinks,
  findDocument,
  findLines,
  findParentLinks,
  updateDocumentRow,
  type Db,
  type DocumentRow,
  type LineRow,
  type LinkRow,
} from './documents.queries.ts';
import { computeTotals, type TotalsLineField } from './documents.totals.ts';

/** The columns a tax point reads of a document. */
export type TaxPointDocument = Pick<
  DocumentRow,
  | 'id'
  | 'organizationId'
  | 'kind'
  | 'status'
  | 'date'
  | 'issueAsTaxInvoice'
  | 'vatEnabled'
  | 'priceType'
  | 'discountAmount'
  | 'discountPercent'
  | 'isDeposit'
  | 'isCumulative'
>;

/** The columns a tax point reads of a line: its kind, goods or services, and its VAT type. */
export type TaxPointLineRow = Pick<LineRow, 'lineKind' | 'itemType' | 'vatType'>;

/** A line with what its totals are made of (the undue VAT of an invoice a note adjusts). */
export type TotalsLineRow = Pick<LineRow, 'itemType' | TotalsLineField>;

/** The columns a tax point reads of a link and of the document at its other end. */
export interface TaxPointLink {
  readonly link: Pick<LinkRow, 'linkType' | 'parentId' | 'childId' | 'amount'>;
  readonly document: Pick<DocumentRow, 'status' | 'grandTotal' | 'vatAmount'>;
}

/**
 * Where a tax point reads the stored documents it depends on: the transaction's reads (storedReads), or a
 * month read at once (documents.prefetch.ts), so the one rule below serves a document and a month alike.
 */
export interface TaxPointReads {
  document(organizationId: string, id: string): Promise<TaxPointDocument | undefined>;
  lines(document: TaxPointDocument): Promise<readonly TaxPointLineRow[]>;
  /** The lines with their amounts (only an undue-VAT walk reads them). */
  totalsLines(document: TaxPointDocument): Promise<readonly TotalsLineRow[]>;
  /** Links where the document is the child, with each parent (by parent number). */
  parents(document: TaxPointDocument): Promise<readonly TaxPointLink[]>;
  /** Links where the document is the parent, with each child (in the order they were made). */
  children(document: TaxPointDocument): Promise<readonly TaxPointLink[]>;
}

/** The tax point's reads through documents.queries.ts (what the transaction knows is not read again). */
export function storedReads(db: Db): TaxPointReads {
  return {
    document: (organizationId, id) => findDocument(db, organizationId, id),
    lines: (d) => findLines(db, d.organizationId, d.id),
    totalsLines: (d) => findLines(db, d.organizationId, d.id),
    parents: (d) => findParentLinks(db, d.organizationId, d.id),
    children: (d) => findChildLinks(db, d.organizationId, d.id),
  };
}

/** A stored line's goods or services, as the posting and the tax point take it. */
const itemTypeOf = (line: Pick<LineRow, 'itemType'>): 'goods' | 'services' =>
  line.itemType === 'SERVICE' ? 'services' : 'goods';

/** The domain's posting input of a document and its lines: its totals and, per line, goods/services and account. */
export function postingInputFrom(
  document: TaxPointDocument,
  lines: readonly TotalsLineRow[],
): SalesPostingInput {
  return {
    totals: computeTotals(document, lines),
    lineInfo: lines.map((line) => ({
      itemType: itemTypeOf(line),
      // A deposit is not revenue yet: it is owed to the customer until the final invoice deducts it (§11 h).
      revenueAccount: document.isDeposit ? ACCOUNTS.customerDeposits : null,
    })),
  };
}

/** The domain's posting input of a stored document (its lines read, or known to the transaction). */
export async function postingInputOf(db: Db, document: DocumentRow): Promise<SalesPostingInput> {
  return postingInputFrom(document, await findLines(db, document.organizationId, document.id));
}

/**
 * The item lines of a document and its lines as its tax point sees them: goods or services and the tax code
 * (the totals' own rule, lineTaxCodes). The same as the posting input's (postingTaxPointLines), without
 * computing the amounts, which no tax point reads: a month's report takes thousands of tax points
 * (decision 0216).
 */
export function taxPointLinesFrom(
  document: Pick<TaxPointDocument, 'vatEnabled' | 'priceType'>,
  lines: readonly TaxPointLineRow[],
): TaxPointLine[] {
  const codes = lineTaxCodes({
    vatEnabled: document.vatEnabled,
    priceType: document.priceType,
    lines: lines.map((line) => ({ vatCode: line.vatType })),
  });
  return lines.flatMap((line, i) =>
    line.lineKind === 'item' ? [{ itemType: itemTypeOf(line), taxCode: codes[i] ?? 'NONVAT' }] : [],
  );
}

/** The tax point of a document as its own kind (or `kind`), from its lines. */
async function taxPointFromLines(
  reads: TaxPointReads,
  document: TaxPointDocument,
  options: Omit<TaxPointInput, 'kind' | 'lines'> & { readonly kind?: TaxPointDocumentKind } = {},
): Promise<TaxPoint> {
  const lines = taxPointLinesFrom(document, await reads.lines(document));
  return salesTaxPoint({ kind: document.kind as TaxPointDocumentKind, ...options, lines });
}

/** An invoice's tax point from its lines and the stored "issue as tax invoice" choice. */
function invoiceTaxPoint(reads: TaxPointReads, invoice: TaxPointDocument): Promise<TaxPoint> {
  return taxPointFromLines(reads, invoice, { issueAsTaxInvoice: invoice.issueAsTaxInvoice });
}

interface UndueWalk {
  /** The invoice's links to its receipts and notes, active ones, in the order they were made. */
  readonly events: readonly TaxPointLink[];
  readonly vat: readonly Money[];
  readonly undue: readonly boolean[];
}

/**
 * The undue VAT of a services invoice through its active receipts and notes (domain undueVatLedger), with
 * `extra` (a receipt or note being made now) appended. Zero everywhere for an invoice whose VAT is due.
 */
async function undueWalk(
  reads: TaxPointReads,
  invoice: TaxPointDocument,
  extra?: UndueVatEvent,
): Promise<UndueWalk> {
  const events = (await reads.children(invoice)).filter(
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
  if ((await invoiceTaxPoint(reads, invoice)).vat !== 'undue') {
    const none = [...ledgerEvents, ...(extra ? [extra] : [])];
    return { events, vat: none.map(() => 0n), undue: none.map(() => false) };
  }
  const input = postingInputFrom(invoice, await reads.totalsLines(invoice));
  const pool = invoiceUndueVat(input, { issueAsTaxInvoice: invoice.issueAsTaxInvoice });
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
  const reads = storedReads(db);
  if (receiptId !== undefined) {
    const walk = await undueWalk(reads, invoice);
    const index = walk.events.findIndex((l) => l.link.childId === receiptId);
    if (index >= 0) return walk.vat[index] ?? 0n;
  }
  const walk = await undueWalk(reads, invoice, { type: 'receipt', amount });
  return walk.vat[walk.vat.length - 1] ?? 0n;
}

/** Whether the note `noteId` against `invoice` adjusts its undue VAT (made while something was still to collect). */
async function noteAdjustsUndueVat(
  reads: TaxPointReads,
  invoice: TaxPointDocument,
  noteId: string,
): Promise<boolean> {
  if (invoice.kind !== 'INV') return false;
  const walk = await undueWalk(reads, invoice);
  const index = walk.events.findIndex((l) => l.link.childId === noteId);
  if (index >= 0) return walk.undue[index] ?? false;
  // A note no longer active (void): as if it were made now.
  const now = await undueWalk(reads, invoice, { type: 'note', kind: 'CN', grandTotal: 0n, vat: 0n });
  return now.undue.at(-1) ?? false;
}

/** Whether the documents a receipt settles make it the tax point (decision 0091). */
async function receiptSettlesUndueVat(reads: TaxPointReads, receipt: TaxPointDocument): Promise<boolean> {
  for (const { link } of await reads.parents(receipt)) {
    if (link.linkType !== 'RECEIPT') continue;
    const document = await reads.document(receipt.organizationId, link.parentId);
    if (!document) continue;
    if (document.kind === 'INV' && (await invoiceTaxPoint(reads, document)).vat === 'undue') return true;
    // A billing note that is not cumulative was never posted: its receipt is the sale itself (a cash sale).
    if (
      document.kind === 'BL' &&
      !document.isCumulative &&
      (await taxPointFromLines(reads, document, { kind: 'CA' })).isTaxInvoice
    )
      return true;
  }
  return false;
}

/** The link of a note to the document it adjusts (its CREDIT_NOTE / DEBIT_NOTE parent). */
function adjustedLinkOf<L extends TaxPointLink>(parents: readonly L[]): L | undefined {
  return parents.find((l) => l.link.linkType === 'CREDIT_NOTE' || l.link.linkType === 'DEBIT_NOTE');
}

/** The document the note adjusts (its CREDIT_NOTE / DEBIT_NOTE parent). */
export async function adjustedDocumentOf(db: Db, note: DocumentRow): Promise<DocumentRow | undefined> {
  const adjusted = adjustedLinkOf(await findParentLinks(db, note.organizationId, note.id));
  return adjusted ? findDocument(db, note.organizationId, adjusted.link.parentId) : undefined;
}

/** The tax point of a stored document: tax-invoice status, legal title, due/undue VAT, citation of notes. */
export function taxPointOf(db: Db, row: DocumentRow): Promise<TaxPoint> {
  return taxPointFrom(storedReads(db), row);
}

/** The tax point of a document, reading what it depends on through `reads`. */
export async function taxPointFrom(reads: TaxPointReads, row: TaxPointDocument): Promise<TaxPoint> {
  switch (row.kind) {
    case 'INV':
      return invoiceTaxPoint(reads, row);
    case 'RE':
      return salesTaxPoint({
        kind: 'RE',
        lines: [],
        settlesUndueVat: await receiptSettlesUndueVat(reads, row),
      });
    case 'CN':
    case 'DN': {
      const link = adjustedLinkOf(await reads.parents(row));
      const adjusted = link ? await reads.document(row.organizationId, link.link.parentId) : undefined;
      const adjustsUndueVat = adjusted ? await noteAdjustsUndueVat(reads, adjusted, row.id) : false;
      return taxPointFromLines(reads, row, { adjustsUndueVat });
    }
    case 'QT':
    case 'BL':
    case 'CA':
      return taxPointFromLines(reads, row);
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

/**
 * A cash sale awaiting its payment is not a sale yet (decision 0226): its tax point is the payment (s.78/1, the
 * receipt/tax invoice is issued with the money) and it posts nothing until then, so the output tax report and
 * PP30 leave it out — the report's one rule with the ledger (postsOn 'payment' in the kind registry).
 */
export function awaitsItsSale(row: Pick<DocumentRow, 'kind' | 'status'>): boolean {
  return (
    rulesOf(row.kind).postsOn === 'payment' && rulesOf(row.kind).side === 'sales' && row.status === 'AWAITING'
  );
}

/**
 * Whether a sales document is a row of the output tax report (decision 0146): a tax invoice, a receipt that is
 * the tax point, a cash sale paid; a credit or debit note adjusting due VAT with a taxable line.
 */
export function isOutputTaxDocument(
  row: Pick<DocumentRow, 'kind' | 'status' | 'taxBreakdown'>,
  point: TaxPoint,
): boolean {
  if (awaitsItsSale(row)) return false;
  if (row.kind === 'CN' || row.kind === 'DN') {
    return point.vat === 'due' && row.taxBreakdown.some((t) => t.vatType === 'VAT7' || t.vatType === 'VAT0');
  }
  return point.isTaxInvoice;
}
