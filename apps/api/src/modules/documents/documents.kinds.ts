// Kind-specific rules of the sales documents, as data: the one documents module reads this table instead of
// branching on the kind. Which sources a kind may be made from (a quotation — in full, partially or as a
// deposit —, invoices it settles, the invoice or cash sale it adjusts), which statuses allow editing, and the
// namespace of its error codes (QUOTATION.INVALID_TRANSITION …).
import type { SalesDocumentKind } from '@banchee/contracts';
import { SALES_DOCUMENT_RESOURCES } from '@banchee/contracts';
import type { PartialType } from '@banchee/domain';

export interface DocumentKindRules {
  readonly kind: SalesDocumentKind;
  /** URL segment (quotations, billing-notes …). */
  readonly resource: string;
  /** Number prefix (spec §3): the kind code itself. */
  readonly prefix: string;
  /** Error code namespace. */
  readonly errorNamespace: string;
  /** Statuses in which PUT is accepted (and only while no active document hangs off it). */
  readonly editableStatuses: readonly string[];
  /** Made from a quotation: in full, as partials of these types (spec §2, §9), as a deposit. */
  readonly fromQuotation: {
    readonly full: boolean;
    readonly partialTypes: readonly PartialType[];
    readonly deposit: boolean;
  } | null;
  /** Kinds whose outstanding balance this kind collects or bills (receipts, cumulative billing notes). */
  readonly settles: readonly SalesDocumentKind[];
  /** Kinds this kind adjusts (credit and debit notes against an invoice or cash sale). */
  readonly adjusts: readonly SalesDocumentKind[];
  /** Answers show its balance (received, credited, debited, outstanding). */
  readonly showsBalance: boolean;
  /** Thai title printed on the PDF is chosen by the PDF module; this is the English name used in messages. */
  readonly label: string;
}

const ALL_PARTIALS: readonly PartialType[] = ['PERCENTAGE', 'AMOUNT', 'QUANTITY'];
/** Spec §2/§9: invoices and cash sales made from a quotation allow only PERCENTAGE and QUANTITY. */
const INVOICE_PARTIALS: readonly PartialType[] = ['PERCENTAGE', 'QUANTITY'];

export const DOCUMENT_KINDS = {
  QT: {
    kind: 'QT',
    resource: SALES_DOCUMENT_RESOURCES.QT,
    prefix: 'QT',
    errorNamespace: 'QUOTATION',
    editableStatuses: ['AWAITING', 'APPROVED'],
    fromQuotation: null,
    settles: [],
    adjusts: [],
    showsBalance: false,
    label: 'quotation',
  },
  BL: {
    kind: 'BL',
    resource: SALES_DOCUMENT_RESOURCES.BL,
    prefix: 'BL',
    errorNamespace: 'BILLING_NOTE',
    editableStatuses: ['AWAITING'],
    fromQuotation: { full: true, partialTypes: ALL_PARTIALS, deposit: true },
    settles: ['INV'],
    adjusts: [],
    showsBalance: true,
    label: 'billing note',
  },
  INV: {
    kind: 'INV',
    resource: SALES_DOCUMENT_RESOURCES.INV,
    prefix: 'INV',
    errorNamespace: 'INVOICE',
    editableStatuses: ['AWAITING'],
    fromQuotation: { full: true, partialTypes: INVOICE_PARTIALS, deposit: true },
    settles: [],
    adjusts: [],
    showsBalance: true,
    label: 'invoice',
  },
  CA: {
    kind: 'CA',
    resource: SALES_DOCUMENT_RESOURCES.CA,
    prefix: 'CA',
    errorNamespace: 'CASH_INVOICE',
    editableStatuses: ['AWAITING'],
    fromQuotation: { full: true, partialTypes: INVOICE_PARTIALS, deposit: true },
    settles: [],
    adjusts: [],
    showsBalance: true,
    label: 'cash sale',
  },
  RE: {
    kind: 'RE',
    resource: SALES_DOCUMENT_RESOURCES.RE,
    prefix: 'RE',
    errorNamespace: 'RECEIPT',
    editableStatuses: ['AWAITING'],
    fromQuotation: null,
    settles: ['INV', 'BL'],
    adjusts: [],
    showsBalance: false,
    label: 'receipt',
  },
  CN: {
    kind: 'CN',
    resource: SALES_DOCUMENT_RESOURCES.CN,
    prefix: 'CN',
    errorNamespace: 'CREDIT_NOTE',
    editableStatuses: ['AWAITING'],
    fromQuotation: null,
    settles: [],
    adjusts: ['INV', 'CA'],
    showsBalance: false,
    label: 'credit note',
  },
  DN: {
    kind: 'DN',
    resource: SALES_DOCUMENT_RESOURCES.DN,
    prefix: 'DN',
    errorNamespace: 'DEBIT_NOTE',
    editableStatuses: ['AWAITING'],
    fromQuotation: null,
    settles: [],
    adjusts: ['INV', 'CA'],
    showsBalance: false,
    label: 'debit note',
  },
} as const satisfies Record<SalesDocumentKind, DocumentKindRules>;

export function rulesOf(kind: SalesDocumentKind): DocumentKindRules {
  return DOCUMENT_KINDS[kind];
}

/** Statuses that take a document out of every balance and remaining-amount computation. */
export const INACTIVE_STATUSES: readonly string[] = ['VOID', 'REJECTED'];

export function isActiveStatus(status: string): boolean {
  return !INACTIVE_STATUSES.includes(status);
}
