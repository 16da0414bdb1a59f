// The journal lines of fixed assets (thai-tax-reference §11; decision 0142). Pure.
//
//   depreciation   Dr depreciation expense · Cr accumulated depreciation (per category, netted per account)
//   sale           Dr proceeds account · Dr accumulated depreciation · Cr asset cost · Cr 49880 gain (Dr a loss)
//   write-off      the same with no proceeds: the book value becomes a loss on 49880
import { journalLinesFromSigned, type JournalLine } from '../ledger/journal.ts';
import type { Money } from '../money/money.ts';

/** Gain (loss) on disposal of assets (chart 49880, a revenue account that takes losses as debits). */
export const ASSET_DISPOSAL_ACCOUNT = '49880';

export interface DepreciationCharge {
  readonly expenseAccount: string;
  readonly accumulatedAccount: string;
  readonly amount: Money;
}

/** One entry for many assets: expense debits and accumulated-depreciation credits, netted per account. */
export function postDepreciation(charges: readonly DepreciationCharge[]): JournalLine[] {
  const debits = charges.map((c) => [c.expenseAccount, c.amount] as const);
  const credits = charges.map((c) => [c.accumulatedAccount, -c.amount] as const);
  return journalLinesFromSigned([...debits, ...credits]);
}

export interface DisposalInput {
  readonly cost: Money;
  /** Accumulated depreciation at the disposal date (after the depreciation up to that day). */
  readonly accumulated: Money;
  /** What the buyer pays, before VAT; 0 for a write-off. */
  readonly proceeds: Money;
  readonly assetAccount: string;
  readonly accumulatedAccount: string;
  /** Where the proceeds go (cash, bank, other receivables); unused when there are none. */
  readonly proceedsAccount: string;
}

/** Book value at disposal, and the gain (positive) or loss (negative): proceeds − (cost − accumulated). */
export function disposalGain(input: Pick<DisposalInput, 'cost' | 'accumulated' | 'proceeds'>): {
  readonly bookValue: Money;
  readonly gain: Money;
} {
  const bookValue = input.cost - input.accumulated;
  return { bookValue, gain: input.proceeds - bookValue };
}

export function postDisposal(input: DisposalInput): JournalLine[] {
  const { gain } = disposalGain(input);
  return journalLinesFromSigned([
    [input.proceedsAccount, input.proceeds],
    [input.accumulatedAccount, input.accumulated],
    [input.assetAccount, -input.cost],
    [ASSET_DISPOSAL_ACCOUNT, -gain],
  ]);
}
