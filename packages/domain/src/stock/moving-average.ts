// Perpetual moving weighted average cost per product and warehouse (issue 13 "Stock", decision 0183). A
// balance is a quantity (at QUANTITY_SCALE, 4 places) and a value (satang). Goods coming in add their cost;
// goods going out leave at the average (value × qty / on hand, half-up), and the last unit out takes the whole
// remaining value so that an empty shelf is worth exactly nothing. Quantities and values never go below zero
// (negative stock is refused: the organisation setting that would allow it is not built).
import { divideHalfUp, pow10, QUANTITY_SCALE, formatDecimal } from '../money/decimal.ts';
import type { Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';

export interface StockBalance {
  /** Quantity on hand at QUANTITY_SCALE (1 unit = 10000n). */
  readonly quantity: bigint;
  readonly value: Money;
}

export const EMPTY_STOCK: StockBalance = { quantity: 0n, value: 0n };

/**
 * in: goods arrive at a known cost (a receipt, a return at the cost it left with, a transfer in).
 * out: goods leave at the average cost (a sale, a transfer out). Both quantities are positive.
 * undo: an earlier 'in' taken back exactly (its quantity and value leave, e.g. a voided receiving).
 */
export type StockMoveInput =
  | { readonly direction: 'in'; readonly quantity: bigint; readonly value: Money }
  | { readonly direction: 'out'; readonly quantity: bigint }
  | { readonly direction: 'undo'; readonly quantity: bigint; readonly value: Money };

export interface AppliedStockMove {
  /** Signed quantity and value of the move (out and undo negative). */
  readonly quantity: bigint;
  readonly value: Money;
  readonly after: StockBalance;
}

export type StockErrorCode = 'STOCK.INSUFFICIENT' | 'STOCK.COST_USED' | 'STOCK.INVALID_MOVE';
export type StockError = DomainError<StockErrorCode>;

const units = (quantity: bigint) => formatDecimal(quantity, QUANTITY_SCALE);

/** The balance after `move`, or why it is refused. */
export function applyStockMove(
  balance: StockBalance,
  move: StockMoveInput,
): Result<AppliedStockMove, StockError> {
  if (move.quantity < 0n || ('value' in move && move.value < 0n)) {
    return err({ code: 'STOCK.INVALID_MOVE', message: 'A stock move takes a positive quantity and value' });
  }
  if (move.direction === 'in') {
    const after = { quantity: balance.quantity + move.quantity, value: balance.value + move.value };
    return ok({ quantity: move.quantity, value: move.value, after });
  }
  if (move.quantity > balance.quantity) {
    return err({
      code: 'STOCK.INSUFFICIENT',
      message: `Only ${units(balance.quantity)} on hand, ${units(move.quantity)} needed`,
      details: { onHand: units(balance.quantity), needed: units(move.quantity) },
    });
  }
  if (move.direction === 'undo') {
    const after = { quantity: balance.quantity - move.quantity, value: balance.value - move.value };
    // What is left must still be worth something coherent: the cost taken back was partly used by sales.
    if (after.value < 0n || (after.quantity === 0n && after.value !== 0n)) {
      return err({
        code: 'STOCK.COST_USED',
        message: 'The cost of these goods has been used by later sales: return or reverse them first',
      });
    }
    return ok({ quantity: -move.quantity, value: -move.value, after });
  }
  const value =
    move.quantity === balance.quantity
      ? balance.value
      : divideHalfUp(balance.value * move.quantity, balance.quantity);
  const after = { quantity: balance.quantity - move.quantity, value: balance.value - value };
  return ok({ quantity: -move.quantity, value: -value, after });
}

/** Average unit cost of a balance at 4 places (baht per unit × 10⁴), 0 when empty. */
export function averageUnitCost(balance: StockBalance): bigint {
  if (balance.quantity === 0n) return 0n;
  // value (satang, scale 2) / quantity (scale 4) → baht per unit at scale 4: value × 10⁶ / quantity / 10²
  return divideHalfUp(balance.value * pow10(QUANTITY_SCALE + QUANTITY_SCALE - 2), balance.quantity);
}

/** The cost of `quantity` units at `value` for `ofQuantity` units (a return at the cost it left with). */
export function costOfShare(value: Money, ofQuantity: bigint, quantity: bigint): Money {
  if (ofQuantity === 0n) return 0n;
  return quantity === ofQuantity ? value : divideHalfUp(value * quantity, ofQuantity);
}
