// Reading and applying the life-cycle tables of life-cycles.ts: a status or action given in any case, the actions
// a document may take, the status an action leads to (or a DOCUMENT.* error value), the code and web route of a
// create action, and the badge colour of a status. Pure functions over the tables.
import type { PartialType } from '../constants/options.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import { DOCUMENT_KIND_INFO, type DocumentKind } from './kinds.ts';
import {
  ACTIONS,
  LIFE_CYCLES,
  STATUS_BADGE_COLOURS,
  STATUSES_BY_KIND,
  type ActionDefinition,
  type BadgeColour,
  type CreateCode,
  type DocumentAction,
  type StatusOf,
} from './life-cycles.ts';

export type LifeCycleErrorCode =
  'DOCUMENT.UNKNOWN_STATUS' | 'DOCUMENT.UNKNOWN_ACTION' | 'DOCUMENT.ACTION_NOT_ALLOWED';
export type LifeCycleError = DomainError<LifeCycleErrorCode>;

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The kind's status matching `status` case-insensitively, or null. */
export function parseStatus<K extends DocumentKind>(kind: K, status: string): StatusOf<K> | null {
  const wanted = normalise(status);
  const statuses: readonly string[] = STATUSES_BY_KIND[kind];
  return (statuses.find((s) => s === wanted) as StatusOf<K> | undefined) ?? null;
}

/** The action matching `action` case-insensitively (by name or label), or null. */
export function parseAction(action: string): DocumentAction | null {
  const wanted = normalise(action);
  return (Object.keys(ACTIONS) as DocumentAction[]).find((name) => name === wanted) ?? null;
}

/** Actions offered for a document of `kind` in `status` (compared in upper case); [] for an unknown status. */
export function allowedActions(kind: DocumentKind, status: string): readonly DocumentAction[] {
  const parsed = parseStatus(kind, status);
  if (parsed === null) return [];
  const table: Readonly<Record<string, readonly DocumentAction[]>> = LIFE_CYCLES[kind].allowed;
  return table[parsed] ?? [];
}

/** The status a new document of `kind` is stored in (a payment slip is PAID once made, decision 0236). */
export function initialStatus<K extends DocumentKind>(kind: K): StatusOf<K> {
  const cycle = LIFE_CYCLES[kind];
  return 'initial' in cycle ? cycle.initial : 'AWAITING';
}

/** allowedActions with their definitions (label, create code, partial types), for menus. */
export function allowedActionDefinitions(
  kind: DocumentKind,
  status: string,
): readonly (ActionDefinition & { readonly action: DocumentAction })[] {
  return allowedActions(kind, status).map((action) => ({ action, ...ACTIONS[action] }));
}

/** Applies an action: the new status, or a DOCUMENT.* error value when the status or action does not allow it. */
export function applyAction<K extends DocumentKind>(
  kind: K,
  status: string,
  action: string,
): Result<StatusOf<K>, LifeCycleError> {
  const current = parseStatus(kind, status);
  if (current === null) {
    return err({
      code: 'DOCUMENT.UNKNOWN_STATUS',
      message: `${status} is not a status of ${kind}`,
      details: { kind, status },
    });
  }
  const parsedAction = parseAction(action);
  if (parsedAction === null) {
    return err({
      code: 'DOCUMENT.UNKNOWN_ACTION',
      message: `Unknown action ${action}`,
      details: { kind, action },
    });
  }
  const allowed = allowedActions(kind, current);
  if (!allowed.includes(parsedAction)) {
    return err({
      code: 'DOCUMENT.ACTION_NOT_ALLOWED',
      message: `${ACTIONS[parsedAction].label} is not allowed on a ${kind} in status ${current}`,
      details: { kind, status: current, action: parsedAction, allowed: [...allowed] },
    });
  }
  const results: { readonly [Action in DocumentAction]?: string } = LIFE_CYCLES[kind].results;
  return ok((results[parsedAction] ?? current) as StatusOf<K>);
}

/** Maps a create-action label ("Deposit Billing Note") to its code ("DEPOSIT_BL"); null if not a create action. */
export function createCodeForLabel(label: string): CreateCode | null {
  const action = parseAction(label);
  if (action === null) return null;
  const definition: ActionDefinition = ACTIONS[action];
  return definition.type === 'create' ? definition.createCode : null;
}

/**
 * The web route a create action opens (spec §2), e.g. /{orgId}/billing-notes/new?QT={id}&PARTIAL_TYPE=AMOUNT or
 * …&DEPOSIT=TRUE. The source document travels as a query parameter named after its kind (QT for quotations,
 * INV for invoices …). Null when the action is not a create action or the partial type is not accepted.
 */
export function createActionRoute(
  orgId: string,
  action: DocumentAction,
  source: { readonly kind: DocumentKind; readonly id: string },
  partialType?: PartialType,
): string | null {
  const definition: ActionDefinition = ACTIONS[action];
  if (definition.type !== 'create') return null;
  const segment = DOCUMENT_KIND_INFO[definition.targetKind].route;
  const params = [`${source.kind}=${encodeURIComponent(source.id)}`];
  if (definition.partialTypes.length > 0) {
    const type = partialType ?? definition.partialTypes[0];
    if (type === undefined || !definition.partialTypes.includes(type)) return null;
    params.push(`PARTIAL_TYPE=${type}`);
  }
  if (definition.deposit) params.push('DEPOSIT=TRUE');
  return `/${orgId}/${segment}/new?${params.join('&')}`;
}

export function statusBadgeColour(status: string): BadgeColour {
  const colours: Readonly<Record<string, BadgeColour>> = STATUS_BADGE_COLOURS;
  return colours[normalise(status)] ?? 'gray';
}
