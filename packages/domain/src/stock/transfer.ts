// An inter-warehouse transfer (issue 13 "Stock", decision 0192): products leave one of the organisation's
// warehouses and arrive at another, each line at the source's moving-average cost, so the value that leaves
// equals the value that arrives and the stock account (11510, both warehouses) does not move. These are the
// rules a transfer must keep before any card is touched; the API's schema and the database's CHECKs say the
// same (two different warehouses, at least one line, every quantity above zero).
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
