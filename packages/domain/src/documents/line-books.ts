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
// Only item lines are booked here: a deposit deduction line posts to customer deposits (ledger/posting.ts).
//
// A line of an item that names no account takes the item's purchase account (decision 0247), unless it is a
// product that a receiving (or the purchase order it is made from) brings into its warehouse's inventory.
import { ACCOUNTS } from '../constants/accounts.ts';
import { DOCUMENT_KINDS, type DocumentKind } from './kinds.ts';
import { DOCUMENT_REGISTRY } from './registry.ts';
import type { LineKind } from './totals.ts';

export interface BookedLine {
  /** Only item lines are booked to an account or a warehouse here. */
  readonly lineKind: LineKind;
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
 * The kinds made from an order of `kind` (a quotation's billing note, invoice and cash sale; a purchase order's
 * receiving and expense), in registry order; none for a kind that is no order.
 */
export function kindsMadeFromOrder(kind: DocumentKind): readonly DocumentKind[] {
  return DOCUMENT_KINDS.filter((other) => DOCUMENT_REGISTRY[other].fromOrder?.orderKind === kind);
}

/** The kind, or a kind made from it as from an order, is one that `test` holds of: the order's lines carry over. */
function kindOrItsBills(kind: DocumentKind, test: (kind: DocumentKind) => boolean): boolean {
  return test(kind) || kindsMadeFromOrder(kind).some(test);
}

/**
 * The kind's editor names a warehouse: it moves goods itself, or it is the order that a kind moving goods is made
 * from (a quotation's invoice, a purchase order's receiving inherits the warehouse).
 */
export function kindNamesWarehouse(kind: DocumentKind): boolean {
  return kindOrItsBills(kind, kindMovesStock);
}

/**
 * Each line names the account it is booked to: purchase bills (their posting rule), and the purchase order they
 * are made from, whose lines' accounts the bill takes (decision 0224).
 */
export function kindChoosesLineAccounts(kind: DocumentKind): boolean {
  return kindOrItsBills(kind, (each) => DOCUMENT_REGISTRY[each].postingRule === 'purchaseBill');
}

/**
 * A product line of the kind may go into stock instead of to an account (receiving inventory, and the purchase
 * order it is made from): its account is left empty (its warehouse's inventory) unless booked to an expense.
 */
export function kindReceivesIntoStock(kind: DocumentKind): boolean {
  return kindOrItsBills(kind, (each) => DOCUMENT_REGISTRY[each].effects.includes('stockIn'));
}

/** What the account a line takes from its item reads of the line: its item and type. */
export type ItemAccountLine = Pick<BookedLine, 'itemId' | 'itemType'>;

/**
 * A line of `kind` that names no account takes its item's purchase account (decision 0247): a line of an item, on a
 * kind whose lines name their account (purchase bills and their order), unless it is a product that the kind
 * brings into its warehouse (its inventory account, as a line without an account always had).
 */
export function lineTakesItemAccount(kind: DocumentKind, line: ItemAccountLine): boolean {
  if (line.itemId === null || !kindChoosesLineAccounts(kind)) return false;
  return !(line.itemType === 'PRODUCT' && kindReceivesIntoStock(kind));
}

/**
 * The account a line of `kind` that names none takes from its item: the item's purchase account when the line
 * takes one (lineTakesItemAccount), else null. Null also when the item has none: the line is then refused as
 * before when its bill needs an account (DOCUMENT.LINE_ACCOUNT_REQUIRED).
 */
export function accountFromItem(
  kind: DocumentKind,
  line: ItemAccountLine,
  itemPurchaseAccount: string | null,
): string | null {
  return lineTakesItemAccount(kind, line) ? itemPurchaseAccount : null;
}

/** The line's goods move with a document of `kind` (see the header). */
export function lineMovesStock(kind: DocumentKind, line: BookedLine): boolean {
  if (line.lineKind !== 'item' || !kindMovesStock(kind)) return false;
  if (line.itemId === null || line.itemType !== 'PRODUCT') return false;
  if (!DOCUMENT_REGISTRY[kind].effects.includes('stockIn')) return true;
  return line.accountCode === null || line.accountCode === ACCOUNTS.inventory;
}

/** Why the line cannot be booked on a document of `kind` whose header names `headerWarehouseId`, or null. */
export function lineBookError(
  kind: DocumentKind,
  line: BookedLine,
  headerWarehouseId: string | null,
): LineBookError | null {
  if (line.lineKind !== 'item') return null;
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
