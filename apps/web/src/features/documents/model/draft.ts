// The shared document draft of spec §3 — the working state of a new or open document — with its defaults
// (date today, dueDate today + 30, creditDays "30", priceType vat_exclusive, VAT on, credit, three blank
// lines). The date rules of spec §4 are in model/draft-terms.ts, a stored document as a draft is
// model/draft-from-document.ts, the request bodies the editor sends are model/payload.ts. Pure functions; the
// editor holds one draft in React state.
import type { DOCUMENT_WHT_PAYERS, SalesDocument, WHT_LINE_INCOME_TYPES } from '@banchee/contracts';
import {
  DOCUMENT_DEFAULTS,
  computeDocumentFlags,
  defaultPaymentTerms,
  isDecimalString,
  type DocumentLineInput,
  type DocumentTotalsInput,
  type PartialType,
  type PaymentType,
  type PriceType,
} from '@banchee/domain';
import type { EditorKind } from './kinds';

export type LineVatType = 'VAT7' | 'VAT0' | 'EXEMPT';
/** The 50 ทวิ income rows a purchase line's WHT may go on, and who bears a payment's WHT (contracts' lists). */
export type WhtIncomeType = (typeof WHT_LINE_INCOME_TYPES)[number];
export type WhtPayer = (typeof DOCUMENT_WHT_PAYERS)[number];
export type LineItemType = 'PRODUCT' | 'SERVICE';

export interface DraftLine {
  /** Client-side identity for React lists; never sent. */
  key: string;
  item_id: string;
  item_type: LineItemType | '';
  name: string;
  /** The line's description (wire: sale_description). */
  description: string;
  quantity: string;
  main_unit: string;
  /** The unit price as typed (wire: sale_price). */
  price: string;
  discount_amount: string;
  discount_percent: string;
  wht_percent: string;
  vat_type: LineVatType;
  /** QUANTITY partials: the quotation line this line bills. */
  quotation_line_id: string;
  /** Expense lines: the expense account the line is booked to (spec §9: 51111.01–53032.99). */
  account_code: string;
  /** Purchase lines with WHT: the 50 ทวิ income row ('' = the server's default, row 5). */
  wht_income_type: WhtIncomeType | '';
  /** Goods lines: the line's own warehouse ('' = the document's, decision 0224). */
  warehouse_id: string;
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
  /** The warehouse the goods of the lines come into or leave ('' = none chosen; every line's default). */
  warehouseId: string;
  items: DraftLine[];
  // Made from another document (spec §3 "Linked documents", "Deposit", "Partial billing", "Credit/debit").
  partialPercent: string;
  partialAmount: string;
  depositValue: string;
  depositType: 'AMOUNT' | 'PERCENTAGE';
  whtAmount: string;
  /** Receipts: customer credit (21510) used instead of money (decision 0188); kept once saved. */
  customerCreditAmount: string;
  reason: string;
  reasonDescription: string;
  collected_at: string;
  /** The project the document names (decision 0202), '' for none. */
  projectId: string;
  /** Receipts and cash sales: how the money came in (issue #10 §2). */
  payment: DraftPayment;
  /** Cumulative billing notes, receipts and payment slips: further documents of the same party (any kind the
   *  new document settles, e.g. receiving inventory and expenses on one payment slip). */
  extraTargets: DraftTarget[];
  /** Invoices of taxable services only: issue as a tax invoice (default no, decision 0090). */
  issueAsTaxInvoice: boolean;
  /** Purchase bills: the supplier's tax-invoice number and date, on which input VAT is claimed. */
  supplierTaxInvoiceNo: string;
  supplierTaxInvoiceDate: string;
  /** Supplier payments (payment slips, bills paid at once): who bears the WHT (decision 0171). */
  whtPayer: WhtPayer;
}

/** A further document a settlement collects, with its kind (its resource to load it from). */
export interface DraftTarget {
  readonly id: string;
  readonly kind: EditorKind;
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
    description: '',
    quantity: '',
    main_unit: '',
    price: '',
    discount_amount: '',
    discount_percent: '',
    wht_percent: '',
    vat_type: 'VAT7',
    quotation_line_id: '',
    account_code: '',
    wht_income_type: '',
    warehouse_id: '',
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
    warehouseId: '',
    items: Array.from({ length: DOCUMENT_DEFAULTS.blankLines }, blankLine),
    partialPercent: '',
    partialAmount: '',
    depositValue: '',
    depositType: 'PERCENTAGE',
    whtAmount: '',
    customerCreditAmount: '',
    reason: '',
    reasonDescription: '',
    collected_at: '',
    projectId: '',
    payment: { ...EMPTY_PAYMENT },
    extraTargets: [],
    issueAsTaxInvoice: false,
    supplierTaxInvoiceNo: '',
    supplierTaxInvoiceDate: '',
    whtPayer: 'TAX_AT_SOURCE',
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

// ---------------------------------------------------------------- lines and totals

/** A line the person has not touched: not counted, not sent. */
export function isBlankLine(line: DraftLine): boolean {
  return (
    line.name.trim() === '' && line.price.trim() === '' && line.item_id === '' && line.quantity.trim() === ''
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
    unitPrice: safeDecimal(line.price),
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
