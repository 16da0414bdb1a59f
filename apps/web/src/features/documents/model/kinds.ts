// The seven sales document kinds as the screens see them: route segment (= API resource), the statuses a
// list can filter on, when a document may still be edited, and which query parameter of a /new route names
// the document it is made from (spec §2: ?QT=…; the same pattern for ?INV=…, ?BL=…, ?CA=…).
import {
  SALES_DOCUMENT_KINDS,
  SALES_DOCUMENT_RESOURCES,
  type SalesDocument,
  type SalesDocumentKind,
  type SalesDocumentResource,
} from '@banchee/contracts';
import { STATUSES_BY_KIND } from '@banchee/domain';

export type { SalesDocumentKind, SalesDocumentResource };
export { SALES_DOCUMENT_KINDS };

export function resourceOf(kind: SalesDocumentKind): SalesDocumentResource {
  return SALES_DOCUMENT_RESOURCES[kind];
}

export function kindOfResource(resource: string): SalesDocumentKind | null {
  return SALES_DOCUMENT_KINDS.find((kind) => SALES_DOCUMENT_RESOURCES[kind] === resource) ?? null;
}

export function statusesOf(kind: SalesDocumentKind): readonly string[] {
  return STATUSES_BY_KIND[kind];
}

/**
 * Statuses in which the API accepts PUT (apps/api documents.kinds.ts editableStatuses). Kept here as data so
 * the editor can show a read-only document as such; the server still decides and answers 409 otherwise.
 */
const EDITABLE_STATUSES: Record<SalesDocumentKind, readonly string[]> = {
  QT: ['AWAITING', 'APPROVED'],
  BL: ['AWAITING'],
  INV: ['AWAITING'],
  CA: ['AWAITING'],
  RE: ['AWAITING'],
  CN: ['AWAITING'],
  DN: ['AWAITING'],
};

const INACTIVE = ['VOID', 'REJECTED'];

export interface Editability {
  /** The header (dates, contact, remarks …) may be changed. */
  readonly header: boolean;
  /** Lines, price terms and discounts may be changed (not when they come from a parent document). */
  readonly figures: boolean;
}

export function editabilityOf(document: SalesDocument): Editability {
  const activeChildren = document.links.children.some((child) => !INACTIVE.includes(child.status));
  const header = EDITABLE_STATUSES[document.kind].includes(document.status) && !activeChildren;
  return { header, figures: header && document.links.parents.length === 0 };
}

/** Kinds a /new page of `kind` may be made from, by the query parameter naming the source. */
export const SOURCE_PARAMS: Record<SalesDocumentKind, readonly SalesDocumentKind[]> = {
  QT: [],
  BL: ['QT', 'INV'],
  INV: ['QT'],
  CA: ['QT'],
  RE: ['INV', 'BL'],
  CN: ['INV', 'CA'],
  DN: ['INV', 'CA'],
};
