// The one document-kind registry (issue 11 §1, decision 0110): every layer — API, web, PDF, the SQL CHECK on
// documents.kind (kept equal by a test in packages/db) — reads a kind's facts here instead of branching on its
// code. A kind's SIDE picks its party, contact type and the product price it starts from; its ROLE picks the
// builder and the progress logic (an order is made into bills, a settlement collects or pays bills, an
// adjustment corrects a bill …). Posting rules stay explicit pure functions per case (Thai accounts are not
// mirror images of each other); the registry only names them, and the API looks the function up by that name.
import type { PartialType } from '../constants/options.ts';
import { DOCUMENT_KIND_INFO, DOCUMENT_KINDS, type DocumentKind } from './kinds.ts';
import { STATUSES_BY_KIND } from './life-cycles.ts';

export type DocumentSide = 'sales' | 'purchases';
/**
 * order: a proposal that posts nothing and is made into bills (quotation, purchase order).
 * bill: what creates a receivable or a payable (billing note, invoice, cash sale, receiving inventory, expense).
 * settlement: collects or pays bills (receipt, payment slip).
 * adjustment: corrects a bill after the fact (credit and debit notes).
 * certificate: a tax certificate issued on a payment (50 ทวิ).
 * transfer: moves value between the organisation's own places (none of the twelve kinds yet; stock transfer).
 */
export type DocumentRole = 'order' | 'bill' | 'settlement' | 'adjustment' | 'certificate' | 'transfer';
export type DocumentParty = 'client' | 'supplier';
export type PartyContactType = 'CLIENT' | 'SUPPLIER';

/** What a side decides: who the other party is and which product price a new line starts from. */
export interface DocumentSideInfo {
  readonly party: DocumentParty;
  /** contacts.contact_type of the party (spec §3). */
  readonly contactType: PartyContactType;
  /** The product field a new line's unit price is taken from (items contract). */
  readonly productPriceField: 'sale_price' | 'purchase_price';
  /** The product field saying that price includes VAT. */
  readonly productVatInclusiveField: 'sale_vat_inclusive' | 'purchase_vat_inclusive';
}

export const DOCUMENT_SIDES = {
  sales: {
    party: 'client',
    contactType: 'CLIENT',
    productPriceField: 'sale_price',
    productVatInclusiveField: 'sale_vat_inclusive',
  },
  purchases: {
    party: 'supplier',
    contactType: 'SUPPLIER',
    productPriceField: 'purchase_price',
    productVatInclusiveField: 'purchase_vat_inclusive',
  },
} as const satisfies Record<DocumentSide, DocumentSideInfo>;

/**
 * Names of the posting rules (pure functions of packages/domain/src/ledger/posting.ts, looked up by the API's
 * documents postings by this name). 'none': the kind is not an accounting event.
 */
export const POSTING_RULE_NAMES = [
  'none',
  'salesInvoice',
  'cashSale',
  'salesReceipt',
  'salesCreditNote',
  'salesDebitNote',
  'purchaseBill',
  'supplierPayment',
] as const;
export type PostingRuleName = (typeof POSTING_RULE_NAMES)[number];

/** Effects a kind has beyond its journal entry, by name. */
export const DOCUMENT_EFFECT_NAMES = [
  /** Output VAT stays undue (27112) until payment for services not issued as a tax invoice. */
  'undueOutputVat',
  /** Input VAT stays undue (11611) for services until they are paid. */
  'undueInputVat',
  /** Money moves: payment method, the organisation's account, bank fee and rounding. */
  'paymentCharges',
  /** Tax withheld on the payment: a 50 ทวิ certificate per payee and return (PND3 / PND53). */
  'withholdingCertificates',
  /** Tax withheld by the customer on our receipt (11630). */
  'withholdingSuffered',
  /** Goods come into a warehouse at their cost (stock moves, decision 0183). */
  'stockIn',
  /** Goods leave their warehouse at the moving average cost, posted with the sale: Dr 51118 · Cr 11510. */
  'stockOut',
  /** Goods returned (reason PRODUCT_RETURNED) come back at the cost they left with: Dr 11510 · Cr 51118. */
  'stockReturn',
] as const;
export type DocumentEffectName = (typeof DOCUMENT_EFFECT_NAMES)[number];

/** How a kind is made from an order (a quotation or a purchase order): in full, partially, as a deposit. */
export interface MadeFromOrder {
  readonly orderKind: DocumentKind;
  readonly full: boolean;
  readonly partialTypes: readonly PartialType[];
  readonly deposit: boolean;
}

export interface DocumentKindDefinition {
  readonly kind: DocumentKind;
  readonly nameEn: string;
  readonly nameTh: string;
  /** Short English name used in messages ("a credit note in status VOID …"). */
  readonly label: string;
  /** Web route segment and API resource (spec §2). */
  readonly route: string;
  /** Default numbering prefix (spec §3). */
  readonly prefix: string;
  readonly side: DocumentSide;
  readonly role: DocumentRole;
  readonly party: DocumentParty;
  readonly contactType: PartyContactType;
  readonly productPriceField: DocumentSideInfo['productPriceField'];
  readonly productVatInclusiveField: DocumentSideInfo['productVatInclusiveField'];
  /** Statuses of its life cycle (life-cycles.ts). */
  readonly statuses: readonly string[];
  /** Statuses in which the document may be edited (PUT), and only while no active document hangs off it. */
  readonly editableStatuses: readonly string[];
  /** Error-code namespace (QUOTATION.INVALID_TRANSITION …). */
  readonly errorNamespace: string;
  /** Made from an order, or null. */
  readonly fromOrder: MadeFromOrder | null;
  /** Kinds whose outstanding balance this kind collects, bills or pays. */
  readonly settles: readonly DocumentKind[];
  /** Kinds this kind adjusts. */
  readonly adjusts: readonly DocumentKind[];
  /** Answers show its balance (paid, credited, debited, outstanding). */
  readonly showsBalance: boolean;
  readonly postingRule: PostingRuleName;
  /** When the posting rule runs: when the document is made, or when it is paid (a cash sale). */
  readonly postsOn: 'create' | 'payment';
  readonly effects: readonly DocumentEffectName[];
  /**
   * The document names a project of its organisation (documents.project_id, chosen in the editor; the projects
   * report counts its entry's revenue and expense lines towards it). Every kind but the tax certificate, which
   * is issued on a payment and carries no figures of its own (decision 0202).
   */
  readonly carriesProject: boolean;
}

type KindFacts = Omit<
  DocumentKindDefinition,
  | 'kind'
  | 'nameEn'
  | 'nameTh'
  | 'label'
  | 'route'
  | 'prefix'
  | 'side'
  | 'party'
  | 'contactType'
  | 'productPriceField'
  | 'productVatInclusiveField'
  | 'statuses'
  | 'carriesProject'
>;

const ALL_PARTIALS: readonly PartialType[] = ['PERCENTAGE', 'AMOUNT', 'QUANTITY'];
/** Spec §2/§9: invoices and cash sales made from a quotation allow only PERCENTAGE and QUANTITY. */
const INVOICE_PARTIALS: readonly PartialType[] = ['PERCENTAGE', 'QUANTITY'];
/** A purchase order is received or expensed in full or by quantities (issue 11 §2). */
const RECEIVING_PARTIALS: readonly PartialType[] = ['QUANTITY'];

const fromQuotation = (partialTypes: readonly PartialType[]): MadeFromOrder => ({
  orderKind: 'QT',
  full: true,
  partialTypes,
  deposit: true,
});
const fromPurchaseOrder: MadeFromOrder = {
  orderKind: 'PO',
  full: true,
  partialTypes: RECEIVING_PARTIALS,
  deposit: false,
};

const LABELS = {
  QT: 'quotation',
  BL: 'billing note',
  INV: 'invoice',
  CA: 'cash sale',
  RE: 'receipt',
  CN: 'credit note',
  DN: 'debit note',
  PO: 'purchase order',
  RI: 'receiving inventory',
  EXP: 'expense',
  WHT: 'withholding-tax certificate',
  PS: 'payment slip',
} as const satisfies Record<DocumentKind, string>;

const FACTS = {
  QT: {
    role: 'order',
    editableStatuses: ['AWAITING', 'APPROVED'],
    errorNamespace: 'QUOTATION',
    fromOrder: null,
    settles: [],
    adjusts: [],
    showsBalance: false,
    postingRule: 'none',
    postsOn: 'create',
    effects: [],
  },
  BL: {
    role: 'bill',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'BILLING_NOTE',
    fromOrder: fromQuotation(ALL_PARTIALS),
    // A cumulative billing note bills invoices; it posts nothing (its receipt does).
    settles: ['INV'],
    adjusts: [],
    showsBalance: true,
    postingRule: 'none',
    postsOn: 'create',
    effects: [],
  },
  INV: {
    role: 'bill',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'INVOICE',
    fromOrder: fromQuotation(INVOICE_PARTIALS),
    settles: [],
    adjusts: [],
    showsBalance: true,
    postingRule: 'salesInvoice',
    postsOn: 'create',
    effects: ['undueOutputVat', 'stockOut'],
  },
  CA: {
    role: 'bill',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'CASH_INVOICE',
    fromOrder: fromQuotation(INVOICE_PARTIALS),
    settles: [],
    adjusts: [],
    showsBalance: true,
    postingRule: 'cashSale',
    postsOn: 'payment',
    effects: ['paymentCharges', 'withholdingSuffered', 'stockOut'],
  },
  RE: {
    role: 'settlement',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'RECEIPT',
    fromOrder: null,
    settles: ['INV', 'BL'],
    adjusts: [],
    showsBalance: false,
    postingRule: 'salesReceipt',
    postsOn: 'create',
    effects: ['paymentCharges', 'withholdingSuffered', 'undueOutputVat'],
  },
  CN: {
    role: 'adjustment',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'CREDIT_NOTE',
    fromOrder: null,
    settles: [],
    adjusts: ['INV', 'CA'],
    showsBalance: false,
    postingRule: 'salesCreditNote',
    postsOn: 'create',
    effects: ['undueOutputVat', 'stockReturn'],
  },
  DN: {
    role: 'adjustment',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'DEBIT_NOTE',
    fromOrder: null,
    settles: [],
    adjusts: ['INV', 'CA'],
    showsBalance: false,
    postingRule: 'salesDebitNote',
    postsOn: 'create',
    effects: ['undueOutputVat'],
  },
  PO: {
    role: 'order',
    editableStatuses: ['AWAITING', 'APPROVED'],
    errorNamespace: 'PURCHASE_ORDER',
    fromOrder: null,
    settles: [],
    adjusts: [],
    showsBalance: false,
    postingRule: 'none',
    postsOn: 'create',
    effects: [],
  },
  RI: {
    role: 'bill',
    editableStatuses: ['AWAITING', 'APPROVED'],
    errorNamespace: 'RECEIVING_INVENTORY',
    fromOrder: fromPurchaseOrder,
    settles: [],
    adjusts: [],
    showsBalance: true,
    postingRule: 'purchaseBill',
    postsOn: 'create',
    effects: ['undueInputVat', 'stockIn', 'withholdingCertificates'],
  },
  EXP: {
    role: 'bill',
    editableStatuses: ['AWAITING', 'APPROVED'],
    errorNamespace: 'EXPENSE',
    fromOrder: fromPurchaseOrder,
    settles: [],
    adjusts: [],
    showsBalance: true,
    postingRule: 'purchaseBill',
    postsOn: 'create',
    effects: ['undueInputVat', 'withholdingCertificates'],
  },
  WHT: {
    role: 'certificate',
    editableStatuses: ['AWAITING'],
    errorNamespace: 'WITHHOLDING_TAX',
    fromOrder: null,
    settles: [],
    adjusts: [],
    showsBalance: false,
    postingRule: 'none',
    postsOn: 'create',
    effects: [],
  },
  PS: {
    role: 'settlement',
    editableStatuses: ['AWAITING', 'PAID'],
    errorNamespace: 'PAYMENT_SLIP',
    fromOrder: null,
    settles: ['RI', 'EXP'],
    adjusts: [],
    showsBalance: false,
    postingRule: 'supplierPayment',
    postsOn: 'create',
    effects: ['paymentCharges', 'withholdingCertificates', 'undueInputVat'],
  },
} as const satisfies Record<DocumentKind, KindFacts>;

function definitionOf(kind: DocumentKind): DocumentKindDefinition {
  const info = DOCUMENT_KIND_INFO[kind];
  return {
    kind,
    nameEn: info.nameEn,
    nameTh: info.nameTh,
    label: LABELS[kind],
    route: info.route,
    prefix: info.prefix,
    side: info.side,
    ...DOCUMENT_SIDES[info.side],
    statuses: STATUSES_BY_KIND[kind],
    ...FACTS[kind],
    carriesProject: FACTS[kind].role !== 'certificate',
  };
}

/** The registry: one definition per kind, in DOCUMENT_KINDS order. */
export const DOCUMENT_REGISTRY: { readonly [K in DocumentKind]: DocumentKindDefinition } = Object.fromEntries(
  DOCUMENT_KINDS.map((kind) => [kind, definitionOf(kind)]),
) as { readonly [K in DocumentKind]: DocumentKindDefinition };

export function kindDefinition(kind: DocumentKind): DocumentKindDefinition {
  return DOCUMENT_REGISTRY[kind];
}
