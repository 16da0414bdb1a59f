// Disposal, sale and write-off postings against hand-computed figures; every entry balances.
import { describe, expect, it } from 'vitest';
import { isBalanced } from '../ledger/journal.ts';
import { money } from '../money/money.ts';
import { disposalGain, postDepreciation, postDisposal } from './disposal.ts';

const machine = {
  cost: money(120_000),
  assetAccount: '12440',
  accumulatedAccount: '12441',
  proceedsAccount: '11121',
};

describe('fixed-asset postings', () => {
  it('sells at a gain: Dr bank 80,000 · Dr 12441 50,000 · Cr 12440 120,000 · Cr 49880 10,000', () => {
    // book value 120,000 − 50,000 = 70,000; gain 80,000 − 70,000 = 10,000
    const input = { ...machine, accumulated: money(50_000), proceeds: money(80_000) };
    expect(disposalGain(input)).toEqual({ bookValue: money(70_000), gain: money(10_000) });
    const lines = postDisposal(input);
    expect(lines).toEqual([
      { accountCode: '11121', debit: money(80_000), credit: 0n },
      { accountCode: '12441', debit: money(50_000), credit: 0n },
      { accountCode: '12440', debit: 0n, credit: money(120_000) },
      { accountCode: '49880', debit: 0n, credit: money(10_000) },
    ]);
    expect(isBalanced(lines)).toBe(true);
  });

  it('sells at a loss: 60,000.50 for a book value of 70,000 → Dr 49880 9,999.50', () => {
    const lines = postDisposal({ ...machine, accumulated: money(50_000), proceeds: money(60_000, 50) });
    expect(lines.find((l) => l.accountCode === '49880')).toEqual({
      accountCode: '49880',
      debit: money(9_999, 50),
      credit: 0n,
    });
    expect(isBalanced(lines)).toBe(true);
  });

  it('writes off: the whole book value 70,000 is a loss, no proceeds line', () => {
    const lines = postDisposal({ ...machine, accumulated: money(50_000), proceeds: 0n });
    expect(lines).toEqual([
      { accountCode: '12441', debit: money(50_000), credit: 0n },
      { accountCode: '12440', debit: 0n, credit: money(120_000) },
      { accountCode: '49880', debit: money(70_000), credit: 0n },
    ]);
  });

  it('nets a run over categories sharing an expense account', () => {
    // furniture 1,000.00 and office equipment 250.25 share 53063: Dr 53063 1,250.25
    const lines = postDepreciation([
      { expenseAccount: '53063', accumulatedAccount: '12451', amount: money(1_000) },
      { expenseAccount: '53063', accumulatedAccount: '12461', amount: money(250, 25) },
      { expenseAccount: '53064', accumulatedAccount: '12471', amount: money(99, 99) },
    ]);
    expect(lines).toEqual([
      { accountCode: '53063', debit: money(1_250, 25), credit: 0n },
      { accountCode: '53064', debit: money(99, 99), credit: 0n },
      { accountCode: '12451', debit: 0n, credit: money(1_000) },
      { accountCode: '12461', debit: 0n, credit: money(250, 25) },
      { accountCode: '12471', debit: 0n, credit: money(99, 99) },
    ]);
    expect(isBalanced(lines)).toBe(true);
  });
});
