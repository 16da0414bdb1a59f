// An inter-warehouse transfer (issue 13 "Stock", decision 0192): products leave one of the organisation's
// warehouses and arrive at another, each line at the source's moving-average cost, so the value that leaves
// equals the value that arrives. These are the rules a transfer must keep before any card is touched; the API's
// schema and the database's CHECKs say the same (two different warehouses, at least one line, every quantity
// above zero). Its entry (decision 0211): between warehouses on different inventory accounts, Dr the
// destination's · Cr the source's at the value that left; on one account nothing moves in the ledger.
import { journalLinesFromSigned, type JournalLine } from '../ledger/journal.ts';
import { postCostCorrections } from '../ledger/posting.ts';
import type { Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';

export interface StockTransferInput {
  readonly fromWarehouseId: string;
  readonly toWarehouseId: string;
  readonly lines: readonly { readonly itemId: string; readonly quantity: bigint }[];
}

export type StockTransferErrorCode =
  'STOCK_TRANSFER.SAME_WAREHOUSE' | 'STOCK_TRANSFER.NO_LINES' | 'STOCK_TRANSFER.QUANTITY_NOT_POSITIVE';

export type StockTransferError = DomainError<StockTransferErrorCode> & {
  /** The field at fault: toWarehouseId, items, items.N.quantity. */
  readonly details: { readonly path: string };
};

/** Why the transfer cannot be made, naming the field at fault; ok when it can. */
export function checkStockTransfer(input: StockTransferInput): Result<true, StockTransferError> {
  if (input.fromWarehouseId === input.toWarehouseId) {
    return err({
      code: 'STOCK_TRANSFER.SAME_WAREHOUSE',
      message: 'Goods are transferred to another warehouse than the one they leave',
      details: { path: 'toWarehouseId' },
    });
  }
  if (input.lines.length === 0) {
    return err({
      code: 'STOCK_TRANSFER.NO_LINES',
      message: 'A transfer moves at least one product',
      details: { path: 'items' },
    });
  }
  const zero = input.lines.findIndex((line) => line.quantity <= 0n);
  if (zero >= 0) {
    return err({
      code: 'STOCK_TRANSFER.QUANTITY_NOT_POSITIVE',
      message: 'Each line moves a quantity above zero',
      details: { path: `items.${zero}.quantity` },
    });
  }
  return ok(true);
}

/** One line of a transfer as it moved: the inventory accounts of its two warehouses and the value that left. */
export interface TransferredValue {
  readonly fromAccount: string;
  readonly toAccount: string;
  readonly value: Money;
}

/**
 * The transfer's entry: per line Dr `toAccount` · Cr `fromAccount` at the value that left, plus the COGS
 * corrections of arrivals on negative cards (per inventory account); netted per account, so warehouses on one
 * account leave only the corrections (usually nothing: no entry).
 */
export function postStockTransfer(
  moved: readonly TransferredValue[],
  corrections: ReadonlyMap<string, Money> = new Map(),
): JournalLine[] {
  const lines = moved.flatMap((m) => [[m.toAccount, m.value] as const, [m.fromAccount, -m.value] as const]);
  const corrected = postCostCorrections(corrections).map((l) => [l.accountCode, l.debit - l.credit] as const);
  return journalLinesFromSigned([...lines, ...corrected]);
}
