// Deposits taken on a quotation (spec §2 ?DEPOSIT=TRUE) and the deposit deduction lines of the final invoice
// (thai-tax-reference §1.4, §11 h).
import { allocate, multiplyQuantity, toMoneyString, type Money } from '../money/money.ts';
import { err, ok, type Result } from '../result.ts';
import type { CalendarDate } from '../thai/dates.ts';
import {
  lineGroup,
  overBilled,
  percentString,
  portionOf,
  settleRoundingOverrun,
  type LineGroup,
  type PartialError,
} from './partial-shares.ts';
import {
  computeDocumentTotals,
  type DocumentLineInput,
  type DocumentTotals,
  type DocumentTotalsInput,
  type TotalsOptions,
} from './totals.ts';

export type DepositRequest =
  | { readonly type: 'PERCENTAGE'; readonly percent: string }
  | { readonly type: 'AMOUNT'; readonly amount: string };

export interface DepositResult {
  readonly input: Omit<DocumentTotalsInput, 'lines'> & { readonly lines: readonly DocumentLineInput[] };
  readonly totals: DocumentTotals;
  /** The deposit's amountAfterDiscount (quotation price terms). */
  readonly amount: Money;
  readonly percent: string;
  /** The quotation amount not yet covered by deposits. */
  readonly remainingAmount: Money;
}

/**
 * A deposit document for a quotation: the deposit is spread over the quotation's (tax code, WHT rate) groups
 * in proportion to their amounts, one one-unit line per group, so the deposit carries the same VAT treatment
 * and WHT as what it pays for (thai-tax-reference §1.4: a deposit received is a tax point for its portion).
 */
export function computeDeposit(
  quotation: DocumentTotalsInput,
  depositedSoFar: Money,
  request: DepositRequest,
  date: CalendarDate,
  options: TotalsOptions = {},
): Result<DepositResult, PartialError> {
  const quotationTotals = computeDocumentTotals(quotation, options);
  const whole = quotationTotals.amountAfterDiscount;
  if (whole <= 0n) {
    return err({
      code: 'QUOTATION.NOTHING_TO_BILL',
      message: 'The quotation has no amount to take a deposit on',
    });
  }
  const asked = portionOf(whole, request);
  if (!asked.ok) return asked;
  const remainingBefore = whole - depositedSoFar;
  const deposit = settleRoundingOverrun(request, asked.value, whole, remainingBefore);
  if (deposit > remainingBefore) return err(overBilled(deposit, remainingBefore));

  const groups = new Map<string, LineGroup & { weight: Money }>();
  quotation.lines.forEach((line, i) => {
    if (line.kind === 'deposit_deduction') return;
    const group = lineGroup(line);
    const weight = (groups.get(group.key)?.weight ?? 0n) + (quotationTotals.lines[i]?.net ?? 0n);
    groups.set(group.key, { ...group, weight });
  });
  const groupList = [...groups.values()];
  const shares = allocate(
    deposit,
    groupList.map((g) => g.weight),
  );
  const lines = groupList.flatMap((group, k): DocumentLineInput[] => {
    const share = shares[k] ?? 0n;
    return share === 0n
      ? []
      : [
          {
            quantity: '1',
            unitPrice: toMoneyString(share),
            vatCode: group.vatCode,
            whtPercent: group.whtPercent,
          },
        ];
  });
  const input = { priceType: quotation.priceType, vatEnabled: quotation.vatEnabled, date, lines };
  const totals = computeDocumentTotals(input, options);
  return ok({
    input,
    totals,
    amount: totals.amountAfterDiscount,
    percent: percentString(totals.amountAfterDiscount, whole),
    remainingAmount: remainingBefore - totals.amountAfterDiscount,
  });
}

/**
 * The deduction lines a final invoice adds for earlier deposit documents: one line per (tax code, WHT rate)
 * carrying the deposits' amounts, marked kind 'deposit_deduction' so computeDocumentTotals subtracts them
 * from that code's VAT base. The deposits must use the final document's price terms.
 */
export function depositDeductionLines(
  depositLines: readonly Pick<DocumentLineInput, 'quantity' | 'unitPrice' | 'vatCode' | 'whtPercent'>[],
): DocumentLineInput[] {
  const groups = new Map<string, LineGroup & { amount: Money }>();
  for (const line of depositLines) {
    const group = lineGroup(line);
    const amount = (groups.get(group.key)?.amount ?? 0n) + multiplyQuantity(line.quantity, line.unitPrice);
    groups.set(group.key, { ...group, amount });
  }
  return [...groups.values()].map((g) => ({
    kind: 'deposit_deduction' as const,
    quantity: '1',
    unitPrice: toMoneyString(g.amount),
    vatCode: g.vatCode,
    whtPercent: g.whtPercent,
  }));
}
