// Perpetual moving weighted average cost per product and warehouse (issue 13 "Stock", decision 0183). A
// balance is a quantity (at QUANTITY_SCALE, 4 places) and a value (satang). Goods coming in add their cost;
// goods going out leave at the average (value × qty / on hand, half-up), and the last unit out takes the whole
// remaining value so that an empty shelf is worth exactly nothing. Negative stock is refused unless the caller
// allows it (the organisation setting, for sales: decision 0205): then goods leave at the average — or, on an
// empty shelf, at the last known unit cost — and the next goods in first cover the negative quantity, the
// difference between their cost and the cost the missing units left at being a COGS correction. A card's value
// always has the sign of its quantity (and is 0 when the quantity is).
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
  /** Signed quantity and value of the move (out and undo negative): what the card's value changed by. */
  readonly quantity: bigint;
  readonly value: Money;
  /**
   * Goods in on a negative card: what their cost for the units that covered the shortfall exceeds the cost
   * those units left at (+ Dr 51118 · Cr 11510, − the opposite). The move's value is its cost less this.
   */
  readonly correction: Money;
  readonly after: StockBalance;
}

/** How a move may treat the card (decision 0205): by default nothing goes below zero. */
export interface StockMoveOptions {
  /** Goods out (and undone receipts) may take the quantity below zero. */
  readonly allowNegative?: boolean;
  /** Baht per unit × 10⁴: the cost goods leave at when nothing is on hand (the card's last known cost). */
  readonly lastUnitCost?: bigint;
}

export type StockErrorCode = 'STOCK.INSUFFICIENT' | 'STOCK.COST_USED' | 'STOCK.INVALID_MOVE';
export type StockError = DomainError<StockErrorCode>;

const units = (quantity: bigint) => formatDecimal(quantity, QUANTITY_SCALE);

/** Value and quantity agree in sign, and an empty shelf is worth nothing. */
function coherent(balance: StockBalance): boolean {
  const { quantity, value } = balance;
  return quantity > 0n ? value >= 0n : quantity < 0n ? value <= 0n : value === 0n;
}

/** unit cost (baht at 4 places) × quantity (4 places) → satang, half-up. */
export function valueAtUnitCost(unitCost: bigint, quantity: bigint): Money {
  return divideHalfUp(unitCost * quantity, pow10(QUANTITY_SCALE + QUANTITY_SCALE - 2));
}

/** Goods in: on a negative card they first cover the shortfall, its cost corrected to theirs. */
function goodsIn(balance: StockBalance, quantity: bigint, value: Money): AppliedStockMove {
  let correction = 0n;
  if (balance.quantity < 0n) {
    const covered = quantity < -balance.quantity ? quantity : -balance.quantity;
    const leftAt = costOfShare(-balance.value, -balance.quantity, covered);
    correction = costOfShare(value, quantity, covered) - leftAt;
  }
  const moved = value - correction;
  const after = { quantity: balance.quantity + quantity, value: balance.value + moved };
  return { quantity, value: moved, correction, after };
}

/** The balance after `move`, or why it is refused. */
export function applyStockMove(
  balance: StockBalance,
  move: StockMoveInput,
  options: StockMoveOptions = {},
): Result<AppliedStockMove, StockError> {
  if (move.quantity < 0n || ('value' in move && move.value < 0n)) {
    return err({ code: 'STOCK.INVALID_MOVE', message: 'A stock move takes a positive quantity and value' });
  }
  if (move.direction === 'in') return ok(goodsIn(balance, move.quantity, move.value));
  if (move.quantity > balance.quantity && !options.allowNegative) {
    return err({
      code: 'STOCK.INSUFFICIENT',
      message: `Only ${units(balance.quantity)} on hand, ${units(move.quantity)} needed`,
      details: { onHand: units(balance.quantity), needed: units(move.quantity) },
    });
  }
  if (move.direction === 'undo') {
    const after = { quantity: balance.quantity - move.quantity, value: balance.value - move.value };
    // What is left must still be worth something coherent: the cost taken back was partly used by sales.
    if (!coherent(after)) {
      return err({
        code: 'STOCK.COST_USED',
        message: 'The cost of these goods has been used by later sales: return or reverse them first',
      });
    }
    return ok({ quantity: -move.quantity, value: -move.value, correction: 0n, after });
  }
  // Out at the average (of what is on hand, or of what is missing on a negative card); the last unit out takes
  // the whole remaining value; on an empty shelf, at the last known unit cost.
  const value =
    move.quantity === balance.quantity
      ? balance.value
      : balance.quantity === 0n
        ? valueAtUnitCost(options.lastUnitCost ?? 0n, move.quantity)
        : divideHalfUp(balance.value * move.quantity, balance.quantity);
  const after = { quantity: balance.quantity - move.quantity, value: balance.value - value };
  return ok({ quantity: -move.quantity, value: -value, correction: 0n, after });
}

/**
 * The card's last known unit cost after `applied` (baht per unit × 10⁴): its average while it holds (or lacks)
 * goods; when it is empty, the unit cost of the last move's goods (before any correction); else `previous`.
 */
export function lastKnownUnitCost(applied: AppliedStockMove, previous: bigint): bigint {
  if (applied.after.quantity !== 0n) return averageUnitCost(applied.after);
  const cost = applied.value + applied.correction;
  if (applied.quantity !== 0n) return averageUnitCost({ quantity: applied.quantity, value: cost });
  return previous;
}

/** Average unit cost of a balance at 4 places (baht per unit × 10⁴; positive for a negative card), 0 when empty. */
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
