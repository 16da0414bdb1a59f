// A draft's lines booked where their goods and cost go (issue 24 items 1–2, decisions 0224 and 0247; the rules
// are the domain's lineTakesItemAccount and lineBookError): a purchase line of an item that names no account takes
// the item's purchase account (a stock product received into a warehouse its inventory account); then goods that
// move name a warehouse, a purchase bill's other lines name their account. Refused before anything is stored,
// with the field at fault (422, its code translated by the web app).
import {
  lineBookError,
  lineTakesItemAccount,
  type BookedLine,
  type DocumentKind,
  type LineBookError,
} from '@banchee/domain';
import { DocumentFailure } from './documents.errors.ts';
import type { Db } from './documents.queries.ts';
import { findItemPurchaseAccounts } from './documents.related.ts';
import type { LineDraft } from './documents.totals.ts';

const MESSAGES: Readonly<Record<LineBookError['code'], (line: number) => string>> = {
  'DOCUMENT.WAREHOUSE_REQUIRED': (line) =>
    `Line ${line} is a stock product: choose the warehouse its goods come into or leave`,
  'DOCUMENT.LINE_ACCOUNT_REQUIRED': (line) =>
    `Line ${line} brings no goods into stock: choose the expense account it is booked to (or give its item a purchase account)`,
  'DOCUMENT.INVENTORY_WITHOUT_STOCK': (line) =>
    `Line ${line} brings no goods into a warehouse, so it cannot be booked to inventory: choose an expense account`,
};

/** What the line-book rules read of a draft or stored line. */
export function bookedLineOf(
  line: Pick<LineDraft, 'lineKind' | 'itemId' | 'itemType' | 'accountCode' | 'warehouseId'>,
): BookedLine {
  return {
    lineKind: line.lineKind,
    itemId: line.itemId,
    itemType: line.itemType,
    accountCode: line.accountCode ?? null,
    warehouseId: line.warehouseId ?? null,
  };
}

/**
 * The lines with the account each takes from its item when it names none (decision 0247), read only when a line
 * of a kind whose lines name their account needs one. The account is stored on the line: changing the item later
 * changes no document already made.
 */
export async function withItemAccounts(
  db: Db,
  organizationId: string,
  kind: DocumentKind,
  lines: LineDraft[],
): Promise<LineDraft[]> {
  const wanting = (line: LineDraft): line is LineDraft & { itemId: string } =>
    (line.accountCode ?? null) === null && lineTakesItemAccount(kind, line);
  const ids = [...new Set(lines.filter(wanting).map((line) => line.itemId))];
  if (ids.length === 0) return lines;
  const accounts = await findItemPurchaseAccounts(db, organizationId, ids);
  return lines.map((line) => {
    const accountCode = wanting(line) ? accounts.get(line.itemId) : undefined;
    return accountCode === undefined ? line : { ...line, accountCode };
  });
}

export function assertLineBooks(
  kind: DocumentKind,
  headerWarehouseId: string | null,
  lines: readonly LineDraft[],
): void {
  lines.forEach((line, index) => {
    const error = lineBookError(kind, bookedLineOf(line), headerWarehouseId);
    if (!error) return;
    const message = MESSAGES[error.code](index + 1);
    const path = error.field === 'warehouseId' ? 'warehouseId' : `items.${index}.${error.field}`;
    throw new DocumentFailure(error.code, message, [{ path, message, code: error.code }]);
  });
}
