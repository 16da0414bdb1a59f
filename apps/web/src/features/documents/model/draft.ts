// The shared document draft of spec §3 — the working state of a new or open sales document — with its
// defaults (date today, dueDate today + 30, creditDays "30", priceType vat_exclusive, VAT on, credit, three
// blank lines), the date rules of spec §4 applied through the domain package, and the request bodies the
// editor sends (spec §5: empty fields dropped). Pure functions; the editor holds one draft in React state.
import type { SalesDocument } from '@banchee/contracts';
import {
  DOCUMENT_DEFAULTS,
  addDays,
  changeCreditDays,
  changeDueDate,
  changeIssueDate,
  changePaymentType,
  computeDocumentFlags,
  defaultPaymentTerms,
  isDecimalString,
  type DocumentLineInput,
  type DocumentTotalsInput,
  type PartialType,
  type PaymentTerms,
  type PaymentType,
  type PriceType,
} from '@banchee/domain';
import { compactPayload } from '../../../lib/payload';
import type { SalesDocumentKind } from './kinds';

export type LineVatType = 'VAT7' | 'VAT0' | 'EXEMPT';
export type LineItemType = 'PRODUCT' | 'SERVICE';

export interface DraftLine {
  /** Client-side identity for React lists; never sent. */
  key: string;
  item_id: string;
  item_type: LineItemType | '';
  name: string;
  sale_description: string;
  quantity: string;
  main_unit: string;
  sale_price: string;
  discount_amount: string;
  discount_percent: string;
  wht_percent: string;
  vat_type: LineVatType;
  /** QUANTITY partials: the quotation line this line bills. */
  quotation_line_id: string;
}

export interface DraftContact {
  contact_name: string;
  address: string;
  zipCode: string;
  taxId: string;
  branch: string;
}

export interface DocumentDraft {
  reference_no: string;
  date: string;
  dueDate: string;
  /** Kept as text, as the spec's draft keeps it. */
  creditDays: string;
  paymentType: PaymentType;
  priceType: PriceType;
  vatEnabled: boolean;
  discountAmount: string;
  discountPercent: string;
  /** The user turned the item columns on (they also show whenever a line has a value, spec §5). */
  showItemDiscount: boolean;
  showItemWHT: boolean;
  contactId: string;
  contact: DraftContact;
  remarks: string;
  notes: string;
  salesName: string;
  items: DraftLine[];
  // Made from another document (spec §3 "Linked documents", "Deposit", "Partial billing", "Credit/debit").
  partialPercent: string;
  partialAmount: string;
  depositValue: string;
  depositType: 'AMOUNT' | 'PERCENTAGE';
  whtAmount: string;
  reason: string;
  reasonDescription: string;
  collected_at: string;
  /** Receipts and cash sales: how the money came in (issue #10 §2). */
  payment: DraftPayment;
  /** Cumulative billing notes and receipts: further documents of the same customer. */
  extraTargets: string[];
  /** Invoices of taxable services only: issue as a tax invoice (default no, decision 0090). */
  issueAsTaxInvoice: boolean;
}

/** The payment fields of a receipt or cash sale, as typed (wire names). */
export interface DraftPayment {
  paymentMethod: string;
  paymentAccountId: string;
  paymentReference: string;
  chequeNumber: string;
  chequeDate: string;
  bankFee: string;
  roundingAmount: string;
}

export const EMPTY_PAYMENT: DraftPayment = {
  paymentMethod: '',
  paymentAccountId: '',
  paymentReference: '',
  chequeNumber: '',
  chequeDate: '',
  bankFee: '',
  roundingAmount: '',
};

/** What a new document is made from; drives the editor's source panel and the request body. */
export type DraftSource =
  | { readonly type: 'plain' }
  | { readonly type: 'existing'; readonly document: SalesDocument }
  | {
      readonly type: 'quotation';
      readonly quotation: SalesDocument;
      readonly mode: 'full' | 'partial' | 'deposit';
      readonly partialType: PartialType | null;
    }
  /** `partial`: a receipt for part of the balance (spec §4 "Partial Receipt", ?PARTIAL_TYPE=AMOUNT). */
  | { readonly type: 'settlement'; readonly target: SalesDocument; readonly partial: boolean }
  | { readonly type: 'adjustment'; readonly target: SalesDocument };

let keySequence = 0;
export function newLineKey(): string {
  keySequence += 1;
  return `line-${keySequence}`;
}

export function blankLine(): DraftLine {
  return {
    key: newLineKey(),
    item_id: '',
    item_type: '',
    name: '',
    sale_description: '',
    quantity: '',
    main_unit: '',
    sale_price: '',
    discount_amount: '',
    discount_percent: '',
    wht_percent: '',
    vat_type: 'VAT7',
    quotation_line_id: '',
  };
}

const emptyContact: DraftContact = { contact_name: '', address: '', zipCode: '', taxId: '', branch: '' };

/** A new document (spec §3 defaults). `today` is the business date (Asia/Bangkok). */
export function newDraft(today: string, salesName = ''): DocumentDraft {
  const terms = defaultPaymentTerms(today);
  return {
    reference_no: '',
    date: terms.date,
    dueDate: terms.dueDate,
    creditDays: terms.creditDays,
    paymentType: terms.paymentType,
    priceType: DOCUMENT_DEFAULTS.priceType,
    vatEnabled: DOCUMENT_DEFAULTS.vatEnabled,
    discountAmount: '',
    discountPercent: '',
    showItemDiscount: false,
    showItemWHT: false,
    contactId: '',
    contact: { ...emptyContact },
    remarks: '',
    notes: '',
    salesName,
    items: Array.from({ length: DOCUMENT_DEFAULTS.blankLines }, blankLine),
    partialPercent: '',
    partialAmount: '',
    depositValue: '',
    depositType: 'PERCENTAGE',
    whtAmount: '',
    reason: '',
    reasonDescription: '',
    collected_at: '',
    payment: { ...EMPTY_PAYMENT },
    extraTargets: [],
    issueAsTaxInvoice: false,
  };
}

/** "30.00" → "30": percent fields show without trailing zeros so they match the option list's values. */
function percentField(value: string | undefined): string {
  if (!value) return '';
  return value;
}

export function lineFromDocument(line: SalesDocument['items'][number]): DraftLine {
  return {
    key: newLineKey(),
    item_id: line.item_id ?? '',
    item_type: line.item_type,
    name: line.name,
    sale_description: line.sale_description ?? '',
    quantity: trimZeros(line.quantity),
    main_unit: line.main_unit ?? '',
    sale_price: trimZeros(line.sale_price),
    discount_amount: line.discount_amount && line.discount_amount !== '0.00' ? line.discount_amount : '',
    discount_percent: percentField(line.discount_percent),
    wht_percent: percentField(line.wht_percent),
    vat_type: line.vat_type,
    quotation_line_id: '',
  };
}

/** "2.0000" → "2", "1500.5000" → "1500.50": quantities and prices as a person would type them. */
export function trimZeros(value: string): string {
  if (!value.includes('.')) return value;
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed === '') return whole;
  return `${whole}.${trimmed.length === 1 ? `${trimmed}0` : trimmed}`;
}

function contactOf(document: SalesDocument): DraftContact {
  return {
    contact_name: document.contact?.contact_name ?? document.contact_name ?? '',
    address: document.contact?.address ?? '',
    zipCode: document.contact?.zipCode ?? '',
    taxId: document.contact?.taxId ?? '',
    branch: document.contact?.branch ?? '',
  };
}

/** An open document as a draft (its own figures, for editing or display). */
export function draftFromDocument(document: SalesDocument): DocumentDraft {
  const items = document.items.map(lineFromDocument);
  const flags = computeDocumentFlags(
    document.items.map((line) => ({
      discountAmount: line.discount_amount,
      discountPercent: line.discount_percent,
      whtAmount: line.wht_amount,
      whtPercent: line.wht_percent,
    })),
  );
  return {
    ...newDraft(document.date),
    reference_no: document.reference_no ?? '',
    date: document.date,
    dueDate: document.dueDate ?? document.date,
    creditDays: String(document.creditDays ?? 0),
    paymentType: document.paymentType,
    priceType: document.priceType,
    vatEnabled: document.vatEnabled,
    discountAmount:
      document.discountAmount && document.discountAmount !== '0.00' ? document.discountAmount : '',
    discountPercent: percentField(document.discountPercent),
    showItemDiscount: flags.showItemDiscount,
    showItemWHT: flags.showItemWHT,
    contactId: document.contactId ?? '',
    contact: contactOf(document),
    remarks: document.remarks ?? '',
    notes: document.notes ?? '',
    salesName: document.salesName ?? '',
    items,
    partialPercent: document.partialPercent ?? '',
    partialAmount: document.partialAmount ?? '',
    depositValue: document.depositValue ?? '',
    reason: document.reason ?? '',
    reasonDescription: document.reasonDescription ?? '',
    collected_at: document.collected_at ?? '',
    issueAsTaxInvoice: document.issueAsTaxInvoice ?? false,
    payment: {
      paymentMethod: document.paymentMethod ?? '',
      paymentAccountId: document.paymentAccountId ?? '',
      paymentReference: document.paymentReference ?? '',
      chequeNumber: document.chequeNumber ?? '',
      chequeDate: document.chequeDate ?? '',
      bankFee: document.bankFee ?? '',
      roundingAmount: document.roundingAmount ?? '',
    },
  };
}

/**
 * A new document made from `parent` (a quotation, the invoice a receipt settles, the invoice a note adjusts):
 * the parent's customer, price terms, salesperson and remarks, its lines, dated today with the parent's
 * credit period (spec §4 date rules).
 */
export function draftFromParent(parent: SalesDocument, today: string, salesName: string): DocumentDraft {
  const base = draftFromDocument(parent);
  let terms: PaymentTerms = defaultPaymentTerms(today);
  if (parent.paymentType === 'cash') terms = changePaymentType(terms, 'cash');
  else terms = changeCreditDays(terms, String(parent.creditDays ?? DOCUMENT_DEFAULTS.creditDays));
  return {
    ...base,
    ...terms,
    salesName: base.salesName || salesName,
    items: parent.items.map((line) => ({ ...lineFromDocument(line), quotation_line_id: line.id })),
    partialPercent: '',
    partialAmount: '',
    depositValue: '',
    reason: '',
    reasonDescription: '',
    collected_at: '',
    payment: { ...EMPTY_PAYMENT },
  };
}

// ---------------------------------------------------------------- date rules (spec §4)

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

// ---------------------------------------------------------------- lines and totals

/** A line the person has not touched: not counted, not sent. */
export function isBlankLine(line: DraftLine): boolean {
  return (
    line.name.trim() === '' &&
    line.sale_price.trim() === '' &&
    line.item_id === '' &&
    line.quantity.trim() === ''
  );
}

/** A field being typed may not be a number yet; the live totals count it as 0 (validation reports it). */
export function safeDecimal(value: string): string {
  const text = value.trim().replace(/,/g, '');
  return text !== '' && isDecimalString(text) && !text.startsWith('-') ? text : '0';
}

function lineTotalsInput(line: DraftLine): DocumentLineInput {
  return {
    quantity: safeDecimal(line.quantity),
    unitPrice: safeDecimal(line.sale_price),
    discountAmount: safeDecimal(line.discount_amount),
    discountPercent: safeDecimal(line.discount_percent),
    vatCode: line.vat_type,
    whtPercent: safeDecimal(line.wht_percent),
  };
}

/** The draft as the domain's totals input (live totals, spec §3 net_total / grand_total). */
export function totalsInputOf(draft: DocumentDraft): DocumentTotalsInput {
  return {
    priceType: draft.priceType,
    vatEnabled: draft.vatEnabled,
    discountAmount: safeDecimal(draft.discountAmount),
    discountPercent: safeDecimal(draft.discountPercent),
    date: draft.date,
    lines: draft.items.filter((line) => !isBlankLine(line)).map(lineTotalsInput),
  };
}

/** spec §5: the item columns show when any line has a value above 0, or when the person turned them on. */
export function visibleColumns(draft: DocumentDraft): { discount: boolean; wht: boolean } {
  const flags = computeDocumentFlags(
    draft.items.map((line) => ({
      discountAmount: safeDecimal(line.discount_amount),
      discountPercent: safeDecimal(line.discount_percent),
      whtPercent: safeDecimal(line.wht_percent),
    })),
  );
  return {
    discount: draft.showItemDiscount || flags.showItemDiscount,
    wht: draft.showItemWHT || flags.showItemWHT,
  };
}

// ---------------------------------------------------------------- request bodies

type Body = Record<string, unknown>;

function positive(value: string): boolean {
  return safeDecimal(value) !== '0' && /[1-9]/.test(safeDecimal(value));
}

function linePayload(line: DraftLine, options: { withSource: boolean }): Body {
  return compactPayload({
    item_id: line.item_id,
    item_type: line.item_type,
    name: line.name.trim(),
    sale_description: line.sale_description,
    quantity: line.quantity.trim().replace(/,/g, ''),
    main_unit: line.main_unit,
    sale_price: line.sale_price.trim().replace(/,/g, ''),
    // A percent above 0 wins over an amount (domain rule); send only the one that counts.
    discount_percent: positive(line.discount_percent) ? line.discount_percent : '',
    discount_amount: positive(line.discount_percent)
      ? ''
      : positive(line.discount_amount)
        ? line.discount_amount
        : '',
    vat_type: line.vat_type,
    wht_percent: positive(line.wht_percent) ? line.wht_percent : '',
    quotation_line_id: options.withSource ? line.quotation_line_id : '',
  });
}

/** Header fields every kind and every source accepts. creditDays is dropped when not numeric (spec §5). */
function headerPayload(draft: DocumentDraft): Body {
  return {
    reference_no: draft.reference_no,
    date: draft.date,
    dueDate: draft.paymentType === 'credit' ? draft.dueDate : '',
    creditDays: /^\d+$/.test(draft.creditDays.trim()) ? Number(draft.creditDays.trim()) : undefined,
    paymentType: draft.paymentType,
    contactId: draft.contactId,
    contact: {
      contact_name: draft.contact.contact_name,
      address: draft.contact.address,
      zipCode: draft.contact.zipCode,
      taxId: draft.contact.taxId.replace(/[\s-]/g, ''),
      branch: draft.contact.branch,
    },
    remarks: draft.remarks,
    notes: draft.notes,
    salesName: draft.salesName,
    // Empty for kinds without payment fields; compactPayload drops them.
    ...draft.payment,
  };
}

/** Price terms, document discount and lines: only for documents whose figures are their own. */
function figuresPayload(draft: DocumentDraft): Body {
  return {
    priceType: draft.priceType,
    vatEnabled: draft.vatEnabled,
    discountPercent: positive(draft.discountPercent) ? draft.discountPercent : '',
    discountAmount: positive(draft.discountPercent)
      ? ''
      : positive(draft.discountAmount)
        ? draft.discountAmount
        : '',
    items: draft.items
      .filter((line) => !isBlankLine(line))
      .map((line) => linePayload(line, { withSource: false })),
  };
}

/** POST /{resource}: the draft, plus what the document is made from. */
export function createPayload(
  kind: SalesDocumentKind,
  organizationId: string,
  draft: DocumentDraft,
  source: DraftSource,
): Body {
  const body: Body = { organizationId, ...headerPayload(draft) };
  switch (source.type) {
    case 'plain':
    case 'existing':
      Object.assign(body, figuresPayload(draft));
      break;
    case 'quotation':
      body.parentQuotationId = source.quotation.id;
      if (source.mode === 'deposit') {
        Object.assign(body, {
          isDeposit: true,
          depositType: draft.depositType,
          depositValue: draft.depositValue.trim(),
        });
      } else if (source.mode === 'partial' && source.partialType) {
        body.partialType = source.partialType;
        if (source.partialType === 'PERCENTAGE') body.partialPercent = draft.partialPercent.trim();
        if (source.partialType === 'AMOUNT') body.partialAmount = draft.partialAmount.trim();
        if (source.partialType === 'QUANTITY') {
          body.items = draft.items
            .filter((line) => line.quotation_line_id !== '' && positive(line.quantity))
            .map((line) => linePayload(line, { withSource: true }));
        }
      }
      break;
    case 'settlement': {
      const ids = [source.target.id, ...draft.extraTargets];
      if (ids.length > 1) Object.assign(body, { isCumulative: true, cumulativeInvoices: ids });
      else body.selectedInvoice = source.target.id;
      if (kind === 'RE') {
        // A receipt for less than the balance is a partial receipt (spec §4 "Partial Receipt").
        if (ids.length === 1 && draft.partialAmount.trim() !== '')
          body.partialAmount = draft.partialAmount.trim();
        if (draft.whtAmount.trim() !== '') body.whtAmount = draft.whtAmount.trim();
        body.collected_at = draft.collected_at;
      }
      break;
    }
    case 'adjustment':
      Object.assign(body, {
        selectedInvoice: source.target.id,
        reason: draft.reason,
        reasonDescription: draft.reasonDescription,
        items: figuresPayload(draft).items,
      });
      break;
  }
  return compactPayload(body);
}

/** PUT /{resource}/{id}: the header, and the figures only when they are the document's own. */
export function updatePayload(draft: DocumentDraft, figures: boolean): Body {
  return compactPayload({ ...headerPayload(draft), ...(figures ? figuresPayload(draft) : {}) });
}

/**
 * The draft lines a request carries, in order: validation errors name them by index ("items.2.name"), and
 * the editor shows each message on the line it belongs to.
 */
export function sentLines(draft: DocumentDraft, source: DraftSource): DraftLine[] {
  if (source.type === 'quotation') {
    return source.mode === 'partial' && source.partialType === 'QUANTITY'
      ? draft.items.filter((line) => line.quotation_line_id !== '' && positive(line.quantity))
      : [];
  }
  if (source.type === 'settlement') return [];
  return draft.items.filter((line) => !isBlankLine(line));
}
