// Withholding tax on a payment, by payer condition (thai-tax-reference §2.3): withheld at source, paid by the
// payer one time, or paid by the payer permanently (gross-up). Amounts are Money; rates percent strings.
import { divideHalfUp, pow10, PERCENT_SCALE } from '../money/decimal.ts';
import { parsePercent, percentOf, type Money } from '../money/money.ts';
import type { WithholdingPayerConditionCode } from '../constants/withholding.ts';

/** No WHT is due when a contract's amount is below 1,000.00 THB (except PND1 salaries), reference §2.2. */
export const WHT_MINIMUM_CONTRACT_AMOUNT: Money = 100000n;

export function isWithholdingRequired(contractAmount: Money): boolean {
  return contractAmount >= WHT_MINIMUM_CONTRACT_AMOUNT;
}

export interface WithholdingFigures {
  /** Income reported on the 50 Tawi and the PND attachment. */
  readonly income: Money;
  readonly wht: Money;
  /** What the payee receives in cash. */
  readonly payeeReceives: Money;
  /** The payer's total cost (cash paid + tax remitted). */
  readonly payerCost: Money;
}

/**
 * WHT on an agreed amount A at rate r:
 * - TAX_AT_SOURCE (and OTHERS): income A, WHT round(A·r), payee receives A − WHT;
 * - PAID_ONE_TIME: the payer bears the tax once: WHT round(A·r), income A + WHT (no tax on tax), payee gets A;
 * - PAID_CONTINUOUSLY: grossed up: income round(A / (1 − r)), WHT = income − A, payee gets A
 *   (10,000 at 3% → income 10,309.28, WHT 309.28).
 */
export function computeWithholding(
  amount: Money,
  percent: string,
  condition: WithholdingPayerConditionCode = 'TAX_AT_SOURCE',
): WithholdingFigures {
  const rate = parsePercent(percent);
  const hundred = 100n * pow10(PERCENT_SCALE);
  if (rate < 0n || rate >= hundred)
    throw new RangeError(`WHT rate must be at least 0 and below 100, got ${percent}`);
  switch (condition) {
    case 'PAID_ONE_TIME': {
      const wht = percentOf(amount, percent);
      return { income: amount + wht, wht, payeeReceives: amount, payerCost: amount + wht };
    }
    case 'PAID_CONTINUOUSLY': {
      const income = divideHalfUp(amount * hundred, hundred - rate);
      return { income, wht: income - amount, payeeReceives: amount, payerCost: income };
    }
    case 'TAX_AT_SOURCE':
    case 'OTHERS': {
      const wht = percentOf(amount, percent);
      return { income: amount, wht, payeeReceives: amount - wht, payerCost: amount };
    }
  }
}

/**
 * The return a payee's withholding goes on (thai-tax-reference §2.1, §9): PND53 for companies and juristic
 * partnerships — tax ids issued by the DBD start with 0 —, PND3 for individuals (personal ids start 1–8). A
 * payee without a usable tax id is treated as an individual (PND3), the return that needs no juristic number.
 */
export function withholdingReturnOfTaxId(taxId: string | null | undefined): 'PND3' | 'PND53' {
  const digits = (taxId ?? '').replace(/[\s-]/g, '');
  return /^0\d{12}$/.test(digits) ? 'PND53' : 'PND3';
}
