// Questions asked of the document-kind registry (registry.ts): the kinds of a side or role, the kind of a
// route, who settles or adjusts a kind, and what may be made from what by the life cycles' create actions.
import { DOCUMENT_KINDS, type DocumentKind } from './kinds.ts';
import { ACTIONS, LIFE_CYCLES, type CreateActionDefinition, type DocumentAction } from './life-cycles.ts';
import { DOCUMENT_REGISTRY, type DocumentRole, type DocumentSide } from './registry.ts';

/** Kinds of one side, in registry order. */
export function kindsOfSide(side: DocumentSide): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => DOCUMENT_REGISTRY[kind].side === side);
}

/** Kinds playing a role, in registry order. */
export function kindsWithRole(role: DocumentRole): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => DOCUMENT_REGISTRY[kind].role === role);
}

/** Kinds whose documents may name a project (the SQL CHECK documents_project_kind holds the others to none). */
export function kindsCarryingProject(): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => DOCUMENT_REGISTRY[kind].carriesProject);
}

/** The kind whose route (API resource, web segment) is `route`, or null. */
export function kindOfRoute(route: string): DocumentKind | null {
  return DOCUMENT_KINDS.find((kind) => DOCUMENT_REGISTRY[kind].route === route) ?? null;
}

/** Kinds that settle `kind` (receipts and billing notes for an invoice …). */
export function settledBy(kind: DocumentKind): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((other) => DOCUMENT_REGISTRY[other].settles.includes(kind));
}

/** Kinds that adjust `kind` (credit and debit notes for an invoice or cash sale). */
export function adjustedBy(kind: DocumentKind): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((other) => DOCUMENT_REGISTRY[other].adjusts.includes(kind));
}

export interface CreateActionOf {
  readonly action: DocumentAction;
  readonly definition: CreateActionDefinition;
}

/** The create actions a document of `kind` offers in any status (what may be made from it), deduplicated. */
export function createActionsFrom(kind: DocumentKind): readonly CreateActionOf[] {
  const allowed: Readonly<Record<string, readonly DocumentAction[]>> = LIFE_CYCLES[kind].allowed;
  const actions = [...new Set(Object.values(allowed).flat())];
  return actions.flatMap((action) => {
    const definition = ACTIONS[action];
    return definition.type === 'create' ? [{ action, definition }] : [];
  });
}

/** Kinds `kind` may be made from by a create action (spec §4 menus). */
export function madeFrom(kind: DocumentKind): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((source) =>
    createActionsFrom(source).some(({ definition }) => definition.targetKind === kind),
  );
}
