// The document kinds as the screens see them. Every fact about a kind — its route segment (= API resource),
// statuses, when it may still be edited, its party and the product price it starts from, what a /new page
// may be made from — is read from the domain's one kind registry (decision 0110); the web keeps no table of
// its own. The one editor serves every kind but the 50 ทวิ certificate, which has its own form (features/wht).
import { DOCUMENT_RESOURCES, type DocumentResource, type SalesDocument } from '@banchee/contracts';

export type { DocumentResource };
import {
  DOCUMENT_KINDS,
  kindDefinition,
  STATUSES_BY_KIND,
  type DocumentKind,
  type DocumentKindDefinition,
} from '@banchee/domain';

/** The kinds of the one editor: the registry's kinds less the certificate role (WHT, its own form). */
export type EditorKind = Exclude<DocumentKind, 'WHT'>;
export const EDITOR_KINDS: readonly EditorKind[] = DOCUMENT_KINDS.filter(
  (kind): kind is EditorKind => kindDefinition(kind).role !== 'certificate',
);

export function resourceOf(kind: DocumentKind): DocumentResource {
  return DOCUMENT_RESOURCES[kind];
}

export function kindOfResource(resource: string): EditorKind | null {
  return EDITOR_KINDS.find((kind) => DOCUMENT_RESOURCES[kind] === resource) ?? null;
}

export function statusesOf(kind: DocumentKind): readonly string[] {
  return STATUSES_BY_KIND[kind];
}

/** The registry's facts of a kind (side, role, party, contact type, price field, sources …). */
export function factsOf(kind: DocumentKind): DocumentKindDefinition {
  return kindDefinition(kind);
}

const INACTIVE = ['VOID', 'REJECTED'];

export interface Editability {
  /** The header (dates, contact, remarks …) may be changed. */
  readonly header: boolean;
  /** Lines, price terms and discounts may be changed (not when they come from a parent document). */
  readonly figures: boolean;
}

/**
 * Statuses in which the API accepts PUT are the registry's editableStatuses; the editor shows a read-only
 * document as such, and the server still decides (409 otherwise).
 */
export function editabilityOf(document: SalesDocument): Editability {
  const activeChildren = document.links.children.some((child) => !INACTIVE.includes(child.status));
  const header = factsOf(document.kind).editableStatuses.includes(document.status) && !activeChildren;
  return { header, figures: header && document.links.parents.length === 0 };
}

/**
 * Kinds a /new page of `kind` may be made from, each named by its query parameter (?QT=…, ?INV=…): the order
 * it is made from, the documents it settles, the documents it adjusts.
 */
export function sourceKindsOf<K extends DocumentKind>(kind: K): readonly DocumentKind[] {
  const facts = factsOf(kind);
  return [...(facts.fromOrder ? [facts.fromOrder.orderKind] : []), ...facts.settles, ...facts.adjusts];
}

/** sourceKindsOf for the kinds the editor serves (a certificate is never the source of a document). */
export function editorSourceKindsOf(kind: EditorKind): readonly EditorKind[] {
  return sourceKindsOf(kind).filter((source): source is EditorKind =>
    (EDITOR_KINDS as readonly string[]).includes(source),
  );
}

/** A document of this kind cannot exist without the document it adjusts (credit and debit notes). */
export function needsTarget(kind: DocumentKind): boolean {
  return factsOf(kind).role === 'adjustment';
}

/** The kind records how money moved: method, the organisation's account, reference, fee (receipts, cash sales, payment slips). */
export function hasPaymentFields(kind: DocumentKind): boolean {
  return factsOf(kind).effects.includes('paymentCharges');
}

/** A payment that withholds tax from the party (a payment slip issues 50 ทวิ): its WHT comes from the bills' lines. */
export function withholdsOnPayment(kind: DocumentKind): boolean {
  return factsOf(kind).effects.includes('withholdingCertificates');
}

/** A customer's settlement (the receipt): it may pay part of what it settles from the customer's credit (0188). */
export function usesCustomerCredit(kind: DocumentKind): boolean {
  const facts = factsOf(kind);
  return facts.role === 'settlement' && facts.party === 'client';
}

/**
 * Payment terms (credit days, due date) belong to documents that leave something owed: not to what records money
 * that came in (receipts, cash sales) nor to a credit note, which reduces a balance. Their prints show none
 * either (documents.pdf).
 */
export function hasPaymentTerms(kind: DocumentKind): boolean {
  const facts = factsOf(kind);
  return !hasPaymentFields(kind) && facts.role !== 'settlement' && kind !== 'CN';
}

/**
 * The status a document is shown with. Receipts, credit and debit notes have the one-row life cycle of decision
 * 0004 whose live status is stored as AWAITING; nothing awaits on them: a receipt records money received (shown
 * as PAID), a note is issued (shown as ISSUED). Stored statuses, filters and actions are unchanged (decision 0188).
 */
const SHOWN_STATUS: Partial<Record<DocumentKind, Readonly<Record<string, string>>>> = {
  RE: { AWAITING: 'PAID' },
  CN: { AWAITING: 'ISSUED' },
  DN: { AWAITING: 'ISSUED' },
};

export function shownStatusOf(kind: DocumentKind | undefined, status: string): string {
  return (kind && SHOWN_STATUS[kind]?.[status]) ?? status;
}

/** A bill from a supplier: it records the supplier's tax-invoice number and date (to claim input VAT). */
export function recordsSupplierInvoice(kind: DocumentKind): boolean {
  const facts = factsOf(kind);
  return facts.side === 'purchases' && facts.role === 'bill';
}
