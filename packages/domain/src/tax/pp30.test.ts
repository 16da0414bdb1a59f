import { describe, expect, it } from 'vitest';
import { computePp30, reconcileVat, vatCloseEntry } from './pp30.ts';

const sum = (lines: readonly { debit: bigint; credit: bigint }[]) =>
  lines.reduce((a, l) => a + l.debit - l.credit, 0n);

describe('PP30 boxes', () => {
  it('payable month: sales 10,000 VAT7 + 3,000 VAT0 + 500 exempt, purchases 4,000 with 280 input, 100 carried', () => {
    const boxes = computePp30({
      standardRatedSales: 1_000_000n,
      zeroRatedSales: 300_000n,
      exemptSales: 50_000n,
      outputVat: 70_000n,
      claimedPurchases: 400_000n,
      inputVat: 28_000n,
      carriedForward: 10_000n,
    });
    // 1 = 13,500.00; 4 = 13,500 − 3,000 − 500 = 10,000.00; 8 = 700 − 280 = 420.00; 11 = 420 − 100 = 320.00
    expect(boxes).toEqual({
      box1: 1_350_000n,
      box2: 300_000n,
      box3: 50_000n,
      box4: 1_000_000n,
      box5: 70_000n,
      box6: 400_000n,
      box7: 28_000n,
      box8: 42_000n,
      box9: 0n,
      box10: 10_000n,
      box11: 32_000n,
      box12: 0n,
    });
  });

  it('excess month: input 900 over output 700 plus 100 carried → box 9 200, box 12 300', () => {
    const boxes = computePp30({
      standardRatedSales: 1_000_000n,
      zeroRatedSales: 0n,
      exemptSales: 0n,
      outputVat: 70_000n,
      claimedPurchases: 1_285_714n,
      inputVat: 90_000n,
      carriedForward: 10_000n,
    });
    expect([boxes.box8, boxes.box9, boxes.box11, boxes.box12]).toEqual([0n, 20_000n, 0n, 30_000n]);
  });

  it('carried forward larger than the tax due: 8 = 50, 10 = 120 → 11 = 0, 12 = 70', () => {
    const boxes = computePp30({
      standardRatedSales: 0n,
      zeroRatedSales: 0n,
      exemptSales: 0n,
      outputVat: 5_000n,
      claimedPurchases: 0n,
      inputVat: 0n,
      carriedForward: 12_000n,
    });
    expect([boxes.box8, boxes.box11, boxes.box12]).toEqual([5_000n, 0n, 7_000n]);
  });

  it('reconciliation shows a difference instead of hiding it', () => {
    expect(reconcileVat({ box5: 70_000n, box7: 28_000n }, { outputVat: 70_000n, inputVat: 28_000n })).toEqual(
      {
        outputDifference: 0n,
        inputDifference: 0n,
        reconciled: true,
      },
    );
    // a manual JV put 5.00 more into 27111
    expect(reconcileVat({ box5: 70_000n, box7: 28_000n }, { outputVat: 70_500n, inputVat: 28_000n })).toEqual(
      {
        outputDifference: 500n,
        inputDifference: 0n,
        reconciled: false,
      },
    );
  });
});

describe('VAT close entry', () => {
  it('payable: Dr 27111 700 · Cr 11610 280 + 100 · Cr 27120 320', () => {
    const close = vatCloseEntry(
      { outputVat: 70_000n, inputVat: 28_000n, carriedForward: 10_000n },
      'CARRY_FORWARD',
    );
    expect(close.lines).toEqual([
      { accountCode: '27111', debit: 70_000n, credit: 0n },
      { accountCode: '11610', debit: 0n, credit: 38_000n },
      { accountCode: '27120', debit: 0n, credit: 32_000n },
    ]);
    expect(close.payable).toBe(32_000n);
    expect(sum(close.lines)).toBe(0n);
  });

  it('excess carried forward: Dr 27111 700 · Cr 11610 700, 300 left in 11610', () => {
    const close = vatCloseEntry(
      { outputVat: 70_000n, inputVat: 90_000n, carriedForward: 10_000n },
      'CARRY_FORWARD',
    );
    expect(close.lines).toEqual([
      { accountCode: '27111', debit: 70_000n, credit: 0n },
      { accountCode: '11610', debit: 0n, credit: 70_000n },
    ]);
    expect([close.payable, close.refund, close.carriedForward]).toEqual([0n, 0n, 30_000n]);
  });

  it('excess refunded: Dr 27111 700 · Dr 11620 300 · Cr 11610 1,000', () => {
    const close = vatCloseEntry({ outputVat: 70_000n, inputVat: 90_000n, carriedForward: 10_000n }, 'REFUND');
    expect(close.lines).toEqual([
      { accountCode: '27111', debit: 70_000n, credit: 0n },
      { accountCode: '11620', debit: 30_000n, credit: 0n },
      { accountCode: '11610', debit: 0n, credit: 100_000n },
    ]);
    expect(close.refund).toBe(30_000n);
    expect(sum(close.lines)).toBe(0n);
  });

  it('nothing to close gives no lines', () => {
    expect(vatCloseEntry({ outputVat: 0n, inputVat: 0n, carriedForward: 0n }, 'CARRY_FORWARD').lines).toEqual(
      [],
    );
  });
});
