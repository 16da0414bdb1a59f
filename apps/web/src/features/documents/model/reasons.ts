// The reasons a credit or debit note offers (spec §9 lists, by product / service): those of the lines' item
// types. A note over goods and services offers both lists, grouped under their type, so the two "other"
// reasons (and any reason both lists name alike) are never two identical entries.
import {
  CREDIT_NOTE_REASONS_PRODUCT,
  CREDIT_NOTE_REASONS_SERVICE,
  DEBIT_NOTE_REASONS,
  type DocumentReason,
} from '@banchee/domain';
import type { DocumentDraft } from './draft';

type ItemType = DocumentReason['itemType'];

/** Reasons offered for the lines' item types (a line without a product counts as a product, as on the server). */
export function reasonsFor(
  kind: 'CN' | 'DN',
  draft: Pick<DocumentDraft, 'items'>,
): readonly DocumentReason[] {
  const types = new Set(draft.items.filter((l) => l.name.trim() !== '').map((l) => l.item_type || 'PRODUCT'));
  if (types.size === 0) types.add('PRODUCT');
  const all: readonly DocumentReason[] =
    kind === 'CN' ? [...CREDIT_NOTE_REASONS_PRODUCT, ...CREDIT_NOTE_REASONS_SERVICE] : DEBIT_NOTE_REASONS;
  return all.filter((reason) => types.has(reason.itemType));
}

export interface ReasonOption {
  readonly value: string;
  readonly label: string;
}
export type ReasonOptions = readonly ReasonOption[] | readonly { group: string; items: ReasonOption[] }[];

/** Select data: a flat list for one item type; one group per type (in the lists' order) for both. */
export function reasonOptions(
  reasons: readonly DocumentReason[],
  language: 'th' | 'en',
  groupLabels: Readonly<Record<ItemType, string>>,
): ReasonOptions {
  const option = (reason: DocumentReason): ReasonOption => ({
    value: reason.code,
    label: language === 'th' ? reason.nameTh : reason.nameEn,
  });
  const types = [...new Set(reasons.map((reason) => reason.itemType))];
  if (types.length <= 1) return reasons.map(option);
  return types.map((type) => ({
    group: groupLabels[type],
    items: reasons.filter((reason) => reason.itemType === type).map(option),
  }));
}
