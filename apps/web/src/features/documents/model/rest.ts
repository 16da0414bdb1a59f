// The rest of a quotation billed by partials: the API's progress.rest (domain remainderRequest) said as the
// draft fields of a partial of a given type, so the new document bills exactly what remains.
import type { SalesDocument } from '@banchee/contracts';
import type { PartialType } from '@banchee/domain';
import { trimZeros, type DocumentDraft } from './draft';

/**
 * The draft fields that bill exactly the rest of the quotation (the API's progress.rest) with this partial
 * type: the remaining percentage, the remaining amount (a percentage rest is also exactly the remaining
 * amount), or each line's remaining quantity. Null when there is no rest or it cannot be said this way.
 */
export function restOf(
  type: PartialType,
  progress: SalesDocument['progress'],
  draft: DocumentDraft,
): Partial<DocumentDraft> | null {
  const rest = progress?.rest;
  if (!rest) return null;
  if (type === 'PERCENTAGE' && rest.partialType === 'PERCENTAGE' && rest.partialPercent) {
    return { partialPercent: rest.partialPercent };
  }
  if (type === 'AMOUNT' && rest.partialType !== 'QUANTITY' && progress.remainingAmount) {
    return { partialAmount: rest.partialAmount ?? progress.remainingAmount };
  }
  if (type === 'QUANTITY' && rest.partialType === 'QUANTITY') {
    const byLine = new Map((rest.items ?? []).map((item) => [item.quotation_line_id, item.quantity]));
    return {
      items: draft.items.map((line) => ({
        ...line,
        quantity: trimZeros(byLine.get(line.quotation_line_id) ?? '0'),
      })),
    };
  }
  return null;
}
