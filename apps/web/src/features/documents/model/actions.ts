// The action menu of a document: exactly the actions the API offers (its allowedActions), grouped into
// status changes, create actions, partials (one entry per partial type, spec §2) and deposits. Create actions
// become links to the /new routes of spec §2 (?QT=…&PARTIAL_TYPE=…, ?QT=…&DEPOSIT=TRUE), built by the domain's
// createActionRoute; a partial receipt is marked PARTIAL_TYPE=AMOUNT so the receipt page asks for an amount.
import {
  ACTIONS,
  createActionRoute,
  kindDefinition,
  type ActionDefinition,
  parseAction,
  type DocumentAction,
  type DocumentKind,
  type PartialType,
} from '@banchee/domain';

export interface StatusMenuEntry {
  readonly type: 'status';
  readonly action: DocumentAction;
  /** Void and reject take a document out of every balance: the menu asks first. */
  readonly destructive: boolean;
  /** Receive Payment, Paid and Edit Payment say how the money moved: the menu asks for it first. */
  readonly recordsPayment: boolean;
}

export interface CreateMenuEntry {
  readonly type: 'create';
  readonly action: DocumentAction;
  readonly partialType: PartialType | null;
  readonly to: string;
}

export interface ActionMenuModel {
  readonly status: readonly StatusMenuEntry[];
  readonly create: readonly CreateMenuEntry[];
  readonly partial: readonly CreateMenuEntry[];
  readonly deposit: readonly CreateMenuEntry[];
}

const DESTRUCTIVE: readonly DocumentAction[] = ['VOID', 'REJECTED'];
/** The actions whose request carries the payment fields (the API's recordsPayment: a cash sale, a purchase bill). */
export const PAYMENT_ACTIONS = [
  'RECEIVE PAYMENT',
  'PAID',
  'EDIT PAYMENT',
] as const satisfies readonly DocumentAction[];
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export function actionMenuModel(
  organizationId: string,
  document: {
    readonly id: string;
    readonly kind: DocumentKind;
    readonly allowedActions: readonly string[];
  },
): ActionMenuModel {
  const status: StatusMenuEntry[] = [];
  const create: CreateMenuEntry[] = [];
  const partial: CreateMenuEntry[] = [];
  const deposit: CreateMenuEntry[] = [];
  const source = { kind: document.kind, id: document.id };
  for (const name of document.allowedActions) {
    const action = parseAction(name);
    if (action === null) continue; // an action this client does not know is not offered
    const definition = ACTIONS[action];
    if (definition.type === 'status') {
      status.push({
        type: 'status',
        action,
        destructive: DESTRUCTIVE.includes(action),
        recordsPayment: (PAYMENT_ACTIONS as readonly DocumentAction[]).includes(action),
      });
      continue;
    }
    if (definition.partialTypes.length > 0) {
      for (const partialType of definition.partialTypes) {
        const to = createActionRoute(organizationId, action, source, partialType);
        if (to) partial.push({ type: 'create', action, partialType, to });
      }
      continue;
    }
    const to = createActionRoute(organizationId, action, source);
    if (!to) continue;
    if (definition.deposit) deposit.push({ type: 'create', action, partialType: null, to });
    else if (definition.createCode === 'PARTIAL_RE') {
      partial.push({ type: 'create', action, partialType: 'AMOUNT', to: `${to}&PARTIAL_TYPE=AMOUNT` });
    } else {
      create.push({ type: 'create', action, partialType: null, to });
      // A kind made from an order by quantities without a partial action of its own (receiving inventory and
      // expenses from a purchase order, issue 11 §2): the same action, in part.
      for (const partialType of orderPartialsOf(definition.targetKind, document.kind))
        partial.push({ type: 'create', action, partialType, to: `${to}&PARTIAL_TYPE=${partialType}` });
    }
  }
  return { status, create, partial, deposit };
}

/** Partial types `target` may be made in from a `source` order when no action of its own makes it partially. */
function orderPartialsOf(target: DocumentKind, source: DocumentKind): readonly PartialType[] {
  const fromOrder = kindDefinition(target).fromOrder;
  if (fromOrder?.orderKind !== source) return [];
  const ownPartialAction = Object.values(ACTIONS).some(
    (other: ActionDefinition) =>
      other.type === 'create' && other.targetKind === target && other.partialTypes.length > 0,
  );
  return ownPartialAction ? [] : fromOrder.partialTypes;
}

export function isEmptyMenu(model: ActionMenuModel): boolean {
  return model.status.length + model.create.length + model.partial.length + model.deposit.length === 0;
}
