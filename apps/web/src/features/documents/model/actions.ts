// The action menu of a document: exactly the actions the API offers (its allowedActions), grouped into
// status changes, create actions, partials (one entry per partial type, spec §2) and deposits. Create actions
// become links to the /new routes of spec §2 (?QT=…&PARTIAL_TYPE=…, ?QT=…&DEPOSIT=TRUE), built by the domain's
// createActionRoute; a partial receipt is marked PARTIAL_TYPE=AMOUNT so the receipt page asks for an amount.
import type { SalesDocumentKind } from '@banchee/contracts';
import {
  ACTIONS,
  createActionRoute,
  parseAction,
  type DocumentAction,
  type PartialType,
} from '@banchee/domain';

export interface StatusMenuEntry {
  readonly type: 'status';
  readonly action: DocumentAction;
  /** Void and reject take a document out of every balance: the menu asks first. */
  readonly destructive: boolean;
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

export function actionMenuModel(
  organizationId: string,
  document: {
    readonly id: string;
    readonly kind: SalesDocumentKind;
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
      status.push({ type: 'status', action, destructive: DESTRUCTIVE.includes(action) });
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
    } else create.push({ type: 'create', action, partialType: null, to });
  }
  return { status, create, partial, deposit };
}

export function isEmptyMenu(model: ActionMenuModel): boolean {
  return model.status.length + model.create.length + model.partial.length + model.deposit.length === 0;
}
