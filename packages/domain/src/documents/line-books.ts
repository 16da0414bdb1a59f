// Where a line's goods and cost go (issue 24 items 1–2, decision 0224), read from the kind registry:
//
//   goods that move     a product line of a kind that moves goods in or out of a warehouse (stockIn, stockOut);
//                       on a kind that brings goods in, only one booked to inventory (no account, or 11510 that
//                       stands for the warehouse's inventory account). Its warehouse is the line's own, else the
//                       document's; without one the line is refused, never skipped in silence.
//   a purchase bill's   every other line names the account it is booked to (an expense account; a free line
//   other lines         says goods or service through its item type). None: refused. Inventory (11510) on a line
//                       whose goods do not come into stock: refused (the inventory account would hold value that
//                       no warehouse holds).
//
// A credit note that returns goods (stockReturn) takes them back into the warehouse they left, so it asks for none.
import { ACCOUNTS } from '../constants/accounts.ts';
import { DOCUMENT_KINDS, type DocumentKind } from './kinds.ts';
import { DOCUMENT_REGISTRY } from './registry.ts';

export interface BookedLine {
  readonly itemId: string | null;
  readonly itemType: 'PRODUCT' | 'SERVICE';
  /** The account the user chose (purchase lines), null for none. */
  readonly accountCode: string | null;
  /** The line's own warehouse, null when it takes the document's. */
  readonly warehouseId: string | null;
}

export type LineBookErrorCode =
  'DOCUMENT.WAREHOUSE_REQUIRED' | 'DOCUMENT.LINE_ACCOUNT_REQUIRED' | 'DOCUMENT.INVENTORY_WITHOUT_STOCK';

export interface LineBookError {
  readonly code: LineBookErrorCode;
  /** The line's field at fault (items.N.<field>); a missing warehouse is the header's warehouseId. */
  readonly field: 'warehouseId' | 'account_code';
}

/** The kind's lines take goods out of (stockOut) or bring them into (stockIn) a warehouse. */
export function kindMovesStock(kind: DocumentKind): boolean {
  const { effects } = DOCUMENT_REGISTRY[kind];
  return effects.includes('stockIn') || effects.includes('stockOut');
}

/**
 * The kind's editor names a warehouse: it moves goods itself, or it is the order that a kind moving goods is made
 * from (a quotation's invoice, a purchase order's receiving inherits the warehouse).
 */
export function kindNamesWarehouse(kind: DocumentKind): boolean {
  return (
    kindMovesStock(kind) ||
    DOCUMENT_KINDS.some(
      (other) => DOCUMENT_REGISTRY[other].fromOrder?.orderKind === kind && kindMovesStock(other),
    )
  );
}

/** The line's goods move with a document of `kind` (see the header). */
export function lineMovesStock(kind: DocumentKind, line: BookedLine): boolean {
  if (!kindMovesStock(kind) || line.itemId === null || line.itemType !== 'PRODUCT') return false;
  if (!DOCUMENT_REGISTRY[kind].effects.includes('stockIn')) return true;
  return line.accountCode === null || line.accountCode === ACCOUNTS.inventory;
}

/** Why the line cannot be booked on a document of `kind` whose header names `headerWarehouseId`, or null. */
export function lineBookError(
  kind: DocumentKind,
  line: BookedLine,
  headerWarehouseId: string | null,
): LineBookError | null {
  if (lineMovesStock(kind, line)) {
    return (line.warehouseId ?? headerWarehouseId) === null
      ? { code: 'DOCUMENT.WAREHOUSE_REQUIRED', field: 'warehouseId' }
      : null;
  }
  if (DOCUMENT_REGISTRY[kind].postingRule !== 'purchaseBill') return null;
  if (line.accountCode === null) return { code: 'DOCUMENT.LINE_ACCOUNT_REQUIRED', field: 'account_code' };
  if (line.accountCode === ACCOUNTS.inventory) {
    return { code: 'DOCUMENT.INVENTORY_WITHOUT_STOCK', field: 'account_code' };
  }
  return null;
}
