// Stock counts and adjustments (issue 13 "Stock", decision 0194): what a counted line does to a card. A line
// either gives the counted quantity (the difference is counted − on hand) or a surplus / shortage quantity
// with a reason. A shortage leaves at the moving average (like a sale); a surplus comes in at the card's
// current average cost (value × surplus / on hand, half-up), or — only when the shelf is empty and so has no
// average — at the unit cost the line gives. The ledger side: shortages Dr 51116 (สินค้าเสียหาย สูญหาย และ
// ขาดบัญชี) · Cr 11510; surpluses Dr 11510 · Cr 51117 (ปรับปรุงมูลค่าสินค้าคงเหลือ).
import { journalLinesFromSigned, type JournalLine } from '../ledger/journal.ts';
import { ACCOUNTS } from '../constants/accounts.ts';
import { divideHalfUp, formatDecimal, pow10, QUANTITY_SCALE } from '../money/decimal.ts';
import type { Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import { valueAtUnitCost, type StockBalance, type StockMoveInput } from './moving-average.ts';

/** Shortage (goods missing) and surplus (goods found) accounts of a stock count (decision 0194). */
export const STOCK_COUNT_ACCOUNTS = {
  shortage: '51116',
  surplus: '51117',
} as const;

export type StockCountLineInput =
  | { readonly mode: 'counted'; readonly counted: bigint; readonly unitCost?: bigint | undefined }
  | {
      readonly mode: 'adjust';
      readonly direction: 'SURPLUS' | 'SHORTAGE';
      readonly quantity: bigint;
      readonly unitCost?: bigint | undefined;
    };

export interface StockCountLinePlan {
  /** Signed difference at QUANTITY_SCALE (+ surplus, − shortage, 0 when the count agrees). */
  readonly difference: bigint;
  /** The move to write, null when the count agrees with the card. */
  readonly move: StockMoveInput | null;
}

export type StockCountErrorCode =
  | 'STOCK_COUNT.NO_DIFFERENCE'
  | 'STOCK_COUNT.UNIT_COST_REQUIRED'
  | 'STOCK_COUNT.UNIT_COST_UNUSED'
  | 'STOCK_COUNT.TOO_LARGE'
  | 'STOCK.INSUFFICIENT';
export type StockCountError = DomainError<StockCountErrorCode>;

const units = (quantity: bigint) => formatDecimal(quantity, QUANTITY_SCALE);

/** What a card can hold (numeric(18,4) units, numeric(18,2) baht): beyond it the count is refused, not stored. */
const MAX_QUANTITY = pow10(14 + QUANTITY_SCALE);
const MAX_VALUE: Money = pow10(16 + 2);
const tooLarge = (): StockCountError => ({
  code: 'STOCK_COUNT.TOO_LARGE',
  message: 'The warehouse would hold more units or value than the books can record',
});

/** What a count line does to a card standing at `balance`, or why it is refused. */
export function planStockCountLine(
  balance: StockBalance,
  input: StockCountLineInput,
): Result<StockCountLinePlan, StockCountError> {
  const difference =
    input.mode === 'counted'
      ? input.counted - balance.quantity
      : input.direction === 'SURPLUS'
        ? input.quantity
        : -input.quantity;
  if (input.mode === 'adjust' && input.quantity === 0n) {
    return err({ code: 'STOCK_COUNT.NO_DIFFERENCE', message: 'An adjustment needs a quantity above zero' });
  }
  if (input.unitCost !== undefined && !(difference > 0n && balance.quantity === 0n)) {
    return err({
      code: 'STOCK_COUNT.UNIT_COST_UNUSED',
      message: 'A unit cost is only taken for goods found on an empty shelf: others move at the average',
    });
  }
  if (difference === 0n) return ok({ difference, move: null });
  if (difference < 0n) {
    if (-difference > balance.quantity) {
      return err({
        code: 'STOCK.INSUFFICIENT',
        message: `Only ${units(balance.quantity)} on hand, ${units(-difference)} needed`,
        details: { onHand: units(balance.quantity), needed: units(-difference) },
      });
    }
    return ok({ difference, move: { direction: 'out', quantity: -difference } });
  }
  if (balance.quantity === 0n) {
    if (input.unitCost === undefined) {
      return err({
        code: 'STOCK_COUNT.UNIT_COST_REQUIRED',
        message: 'The shelf is empty, so it has no average cost: give the unit cost of the goods found',
      });
    }
    const value = valueAtUnitCost(input.unitCost, difference);
    if (difference >= MAX_QUANTITY || value >= MAX_VALUE) return err(tooLarge());
    return ok({ difference, move: { direction: 'in', quantity: difference, value } });
  }
  const value = divideHalfUp(balance.value * difference, balance.quantity);
  if (balance.quantity + difference >= MAX_QUANTITY || balance.value + value >= MAX_VALUE)
    return err(tooLarge());
  return ok({ difference, move: { direction: 'in', quantity: difference, value } });
}

/**
 * The entry of a count from the signed values its moves carried: shortages (negative) Dr 51116 · Cr the
 * warehouse's inventory account (11510 unless it names another, decision 0211), surpluses (positive) Dr that
 * account · Cr 51117. Empty when no move carried value.
 */
export function postStockCount(
  values: readonly Money[],
  inventoryAccount: string = ACCOUNTS.inventory,
): JournalLine[] {
  const shortage = values.filter((v) => v < 0n).reduce((sum, v) => sum - v, 0n);
  const surplus = values.filter((v) => v > 0n).reduce((sum, v) => sum + v, 0n);
  return journalLinesFromSigned([
    [STOCK_COUNT_ACCOUNTS.shortage, shortage],
    [inventoryAccount, surplus],
    [inventoryAccount, -shortage],
    [STOCK_COUNT_ACCOUNTS.surplus, -surplus],
  ]);
}
