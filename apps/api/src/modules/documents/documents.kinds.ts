// Kind-specific rules of the documents module, read from the domain's one kind registry (issue 11 §1,
// decision 0110): which sources a kind may be made from (an order — in full, partially or as a deposit —,
// bills it settles, the bill it adjusts), which statuses allow editing, its error-code namespace
// (QUOTATION.INVALID_TRANSITION …) and its resource. The module reads this instead of branching on the kind.
import { DOCUMENT_REGISTRY, type DocumentKind, type DocumentKindDefinition } from '@banchee/domain';

export type DocumentKindRules = DocumentKindDefinition;

export function rulesOf(kind: DocumentKind): DocumentKindRules {
  return DOCUMENT_REGISTRY[kind];
}

/** Statuses that take a document out of every balance and remaining-amount computation. */
export const INACTIVE_STATUSES: readonly string[] = ['VOID', 'REJECTED'];

export function isActiveStatus(status: string): boolean {
  return !INACTIVE_STATUSES.includes(status);
}
