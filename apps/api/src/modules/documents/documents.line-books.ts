// A draft's lines booked where their goods and cost go (issue 24 items 1–2, decision 0224; the rule is the
// domain's lineBookError): goods that move name a warehouse, a purchase bill's other lines name their account.
// Refused before anything is stored, with the field at fault (422, its code translated by the web app).
import { lineBookError, type BookedLine, type DocumentKind, type LineBookError } from '@banchee/domain';
import { DocumentFailure } from './documents.errors.ts';
import type { LineDraft } from './documents.totals.ts';

const MESSAGES: Readonly<Record<LineBookError['code'], (line: number) => string>> = {
  'DOCUMENT.WAREHOUSE_REQUIRED': (line) =>
    `Line ${line} is a stock product: choose the warehouse its goods come into or leave`,
  'DOCUMENT.LINE_ACCOUNT_REQUIRED': (line) =>
    `Line ${line} brings no goods into stock: choose the expense account it is booked to`,
  'DOCUMENT.INVENTORY_WITHOUT_STOCK': (line) =>
    `Line ${line} brings no goods into a warehouse, so it cannot be booked to inventory: choose an expense account`,
};

/** What the line-book rules read of a draft or stored line. */
export function bookedLineOf(
  line: Pick<LineDraft, 'itemId' | 'itemType' | 'accountCode' | 'warehouseId'>,
): BookedLine {
  return {
    itemId: line.itemId,
    itemType: line.itemType,
    accountCode: line.accountCode ?? null,
    warehouseId: line.warehouseId ?? null,
  };
}

export function assertLineBooks(
  kind: DocumentKind,
  headerWarehouseId: string | null,
  lines: readonly LineDraft[],
): void {
  lines.forEach((line, index) => {
    if (line.lineKind !== 'item') return;
    const error = lineBookError(kind, bookedLineOf(line), headerWarehouseId);
    if (!error) return;
    const message = MESSAGES[error.code](index + 1);
    const path = error.field === 'warehouseId' ? 'warehouseId' : `items.${index}.${error.field}`;
    throw new DocumentFailure(error.code, message, [{ path, message, code: error.code }]);
  });
}
