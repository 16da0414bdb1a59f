// What partial documents and deposits made from a quotation share (partial.ts, deposit.ts): their errors, the
// money a PERCENTAGE or AMOUNT request asks for, the rounding of the last percentage, and the (tax code, WHT
// rate) groups of lines.
import { PERCENT_SCALE, divideHalfUp, formatDecimal, pow10 } from '../money/decimal.ts';
import { parseMoney, parsePercent, percentOf, toMoneyString, type Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import type { LineTaxCode } from '../tax/vat.ts';
import type { DepositRequest } from './deposit.ts';
import type { DocumentLineInput } from './totals.ts';

export type PartialErrorCode =
  | 'QUOTATION.OVER_BILLED'
  | 'QUOTATION.NOTHING_TO_BILL'
  | 'QUOTATION.INVALID_PARTIAL'
  | 'QUOTATION.PARTIAL_TYPE_NOT_ALLOWED';

export type PartialError = DomainError<PartialErrorCode>;

export const HUNDRED_PERCENT = 100n * pow10(PERCENT_SCALE);

/** amount / whole as a percent string with two places, half-up ("30.00"); "0.00" when whole is 0. */
export function percentString(amount: Money, whole: Money): string {
  if (whole === 0n) return '0.00';
  return formatDecimal(divideHalfUp(amount * 10000n, whole), 2);
}

export function overBilled(requested: Money, remaining: Money): PartialError {
  return {
    code: 'QUOTATION.OVER_BILLED',
    message: `The requested amount ${toMoneyString(requested)} exceeds the quotation's remaining ${toMoneyString(remaining)}`,
    details: { requested: toMoneyString(requested), remaining: toMoneyString(remaining) },
  };
}

/** The money a PERCENTAGE (of `whole`, half-up) or AMOUNT request asks for; above 0 and at most 100%. */
export function portionOf(whole: Money, request: DepositRequest): Result<Money, PartialError> {
  if (request.type === 'PERCENTAGE') {
    const percent = parsePercent(request.percent);
    if (percent <= 0n || percent > HUNDRED_PERCENT) {
      return err({
        code: 'QUOTATION.INVALID_PARTIAL',
        message: 'The percentage must be above 0 and at most 100',
        details: { percent: request.percent },
      });
    }
    return ok(percentOf(whole, request.percent));
  }
  const amount = parseMoney(request.amount);
  if (amount <= 0n) return err({ code: 'QUOTATION.INVALID_PARTIAL', message: 'The amount must be above 0' });
  return ok(amount);
}

/**
 * A PERCENTAGE request is rounded half-up on its own, so after earlier percentage documents the last "50%"
 * can come out a satang above what remains (100.01: 50% → 50.01, then 50% → 50.01 > 50.00). A percentage that
 * overshoots the remaining amount by no more than half a hundredth of a percentage point of the whole (the
 * precision of a two-place percent) takes exactly what remains; a larger overshoot stays over-billing.
 */
export function settleRoundingOverrun(
  request: DepositRequest,
  portion: Money,
  whole: Money,
  remaining: Money,
): Money {
  if (request.type !== 'PERCENTAGE' || portion <= remaining || remaining <= 0n) return portion;
  // whole × 0.005 / 100, rounded up to the next satang.
  const tolerance = (whole * 5n + 99_999n) / 100_000n;
  return portion - remaining <= tolerance ? remaining : portion;
}

export interface LineGroup {
  readonly key: string;
  readonly vatCode: LineTaxCode;
  readonly whtPercent: string | null;
}

/** The (tax code, WHT rate) group of a line: deposits and their deductions are kept per group. */
export function lineGroup(line: Pick<DocumentLineInput, 'vatCode' | 'whtPercent'>): LineGroup {
  const vatCode = line.vatCode ?? 'VAT7';
  const whtPercent = line.whtPercent && parsePercent(line.whtPercent) > 0n ? line.whtPercent : null;
  const key = `${vatCode}|${whtPercent === null ? '0' : formatDecimal(parsePercent(whtPercent), PERCENT_SCALE)}`;
  return { key, vatCode, whtPercent };
}
