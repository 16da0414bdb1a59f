// The state an editor page opens with (spec §2: new and detail pages reset the document state): an open
// document as it is stored; a new document made from a quotation (?QT=…, with PARTIAL_TYPE or DEPOSIT=TRUE),
// from the invoice or billing note a receipt settles (?INV=… / ?BL=…), from the invoice or cash sale a note
// adjusts; or a blank document with the spec §3 defaults.
import type { SalesDocument } from '@banchee/contracts';
import { parseMoney, prorate, toMoneyString, type PartialType } from '@banchee/domain';
import {
  blankLine,
  isBlankLine,
  newDraft,
  trimZeros,
  type DocumentDraft,
  type DraftLine,
  type DraftSource,
} from './draft';
import { draftFromDocument, draftFromParent } from './draft-from-document';
import { factsOf, type EditorKind } from './kinds';
import { restOf } from './rest';

export interface EditorState {
  readonly source: DraftSource;
  readonly draft: DocumentDraft;
}

export interface InitialInput {
  /** The open document (/{id} pages). */
  readonly document?: SalesDocument;
  /** The document a new one is made from (?QT=…, ?INV=…, ?BL=…, ?CA=…). */
  readonly parent?: SalesDocument;
  readonly params: URLSearchParams;
  readonly today: string;
  /** The organisation's default salesperson (spec §1 is_default). */
  readonly salesName: string;
}

function partialTypeOf(kind: EditorKind, requested: string | null): PartialType | null {
  if (requested === null) return null;
  // The partial types the kind accepts when made from an order (registry: all three for a billing note,
  // PERCENTAGE and QUANTITY for an invoice or cash sale).
  const allowed: readonly PartialType[] = factsOf(kind).fromOrder?.partialTypes ?? [];
  const match = allowed.find((type) => type === requested.toUpperCase());
  // An unknown or disallowed type (hand-edited URL) falls back to the first the kind accepts.
  return match ?? allowed[0] ?? null;
}

export function initialEditorState(kind: EditorKind, input: InitialInput): EditorState {
  if (input.document) {
    return {
      source: { type: 'existing', document: input.document },
      draft: draftFromDocument(input.document),
    };
  }
  const state = newEditorState(kind, input);
  // A cash sale is paid when it is made (its posting waits for Receive Payment): the money is cash unless the
  // user says otherwise (issue #10 §4).
  if (factsOf(kind).postsOn === 'payment' && state.draft.payment.paymentMethod === '') {
    return {
      ...state,
      draft: { ...state.draft, payment: { ...state.draft.payment, paymentMethod: 'CASH' } },
    };
  }
  return state;
}

function newEditorState(kind: EditorKind, input: InitialInput): EditorState {
  const { parent, params, today, salesName } = input;
  if (!parent) return { source: { type: 'plain' }, draft: newDraft(today, salesName) };

  const draft = draftFromParent(parent, today, salesName);
  const facts = factsOf(kind);
  if (factsOf(parent.kind).role === 'order') {
    const deposit = (params.get('DEPOSIT') ?? '').toUpperCase() === 'TRUE';
    const partialType = deposit ? null : partialTypeOf(kind, params.get('PARTIAL_TYPE'));
    const mode = deposit ? 'deposit' : partialType ? 'partial' : 'full';
    const progress = parent.progress;
    if (partialType === 'PERCENTAGE') draft.partialPercent = progress?.remainingPercentage ?? '100.00';
    if (partialType === 'AMOUNT')
      draft.partialAmount = progress?.remainingAmount ?? parent.totals.amountAfterDiscount;
    if (partialType === 'QUANTITY') {
      // Start from what is still unbilled on each quotation line.
      draft.items = draft.items.map((line) => {
        const remaining = progress?.remainingQuantities?.find((q) => q.lineId === line.quotation_line_id);
        return remaining ? { ...line, quantity: trimZeros(remaining.remaining) } : line;
      });
    }
    // After earlier partials, exactly the rest in the mode they used (no satang lost).
    const rest = partialType ? restOf(partialType, progress, draft) : null;
    return {
      source: { type: 'quotation', quotation: parent, mode, partialType },
      draft: rest ? { ...draft, ...rest } : draft,
    };
  }
  if (facts.settles.includes(parent.kind)) {
    // Only a settlement (a receipt) collects part of a balance; a billing note bills it whole.
    const settlement = facts.role === 'settlement';
    const partial = settlement && (params.get('PARTIAL_TYPE') ?? '').toUpperCase() === 'AMOUNT';
    if (partial) draft.partialAmount = parent.progress?.balance ?? parent.grand_total;
    if (settlement) {
      draft.collected_at = today;
      // The WHT suffered carries over from the invoice or billing note (its share of what is collected).
      if (!partial) draft.whtAmount = carriedWht(parent);
    }
    return { source: { type: 'settlement', target: parent, partial }, draft };
  }
  // Credit and debit notes: the lines of the difference, starting from the adjusted document's lines.
  const items: DraftLine[] = draft.items.map((line) => ({ ...line, quotation_line_id: '' }));
  if (items.every(isBlankLine) || items.length === 0) items.push(blankLine());
  return { source: { type: 'adjustment', target: parent }, draft: { ...draft, items } };
}

/** The WHT of `parent` for its balance, pro rata (what the API defaults to); '' when there is none. */
export function carriedWht(parent: SalesDocument): string {
  const wht = parseMoney(parent.totals.whtAmount);
  const grand = parseMoney(parent.grand_total);
  const balance = parseMoney(parent.progress?.balance ?? parent.grand_total);
  if (wht === 0n || grand === 0n) return '';
  return toMoneyString(prorate(wht, balance, grand));
}

/** carriedWht of each document a cumulative receipt settles, summed; '' when none withholds. */
export function carriedWhtOfAll(targets: readonly SalesDocument[]): string {
  const total = targets.reduce((sum, target) => sum + parseMoney(carriedWht(target) || '0'), 0n);
  return total === 0n ? '' : toMoneyString(total);
}
