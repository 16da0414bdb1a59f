// Bank fee and rounding difference of a payment (issue #10 §2), with hand-computed figures.
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { computeDocumentTotals } from '../documents/totals.ts';
import { numberingDateKey } from '../documents/numbering.ts';
import { isBalanced, journalLinesFromSigned, type JournalLine } from './journal.ts';
import { paymentCharges, postCashSale, postReceipt } from './posting.ts';

const dr = (accountCode: string, baht: number, satang = 0): JournalLine => ({
  accountCode,
  debit: money(baht, satang),
  credit: 0n,
});
const cr = (accountCode: string, baht: number, satang = 0): JournalLine => ({
  accountCode,
  debit: 0n,
  credit: money(baht, satang),
});

describe('payment charges', () => {
  it('receipt of 10,700 with 300 WHT, a 25 bank fee and 0.50 short: the bank gets 10,374.50', () => {
    const lines = postReceipt({
      amount: money(10_700),
      whtWithheld: money(300),
      paymentAccount: '11121.01',
      bankFee: money(25),
      rounding: -money(0, 50),
    });
    expect(lines).toEqual([
      dr('11121.01', 10_374, 50),
      dr('11630', 300),
      dr('53033', 25),
      dr('53094', 0, 50),
      cr('11310', 10_700),
    ]);
    expect(isBalanced(lines)).toBe(true);
  });

  it('cash sale of 1,069.99 paid 1,070.00 in cash: Cr 49080 rounding gain 0.01', () => {
    const totals = computeDocumentTotals({
      priceType: 'vat_inclusive',
      vatEnabled: true,
      date: '2026-11-21',
      lines: [{ quantity: '1', unitPrice: '1069.99' }],
    });
    // 1,069.99 incl. VAT: base 999.99, VAT 70.00.
    const lines = postCashSale({ totals }, { paymentAccount: '11111', rounding: money(0, 1) });
    expect(lines).toEqual([dr('11111', 1_070), cr('49080', 0, 1), cr('41110', 999, 99), cr('27111', 70)]);
    expect(isBalanced(lines)).toBe(true);
  });

  it('charges alone balance and vanish when there are none', () => {
    expect(journalLinesFromSigned(paymentCharges({}))).toEqual([]);
    expect(
      journalLinesFromSigned(paymentCharges({ paymentAccount: '11121.02', bankFee: money(15) })),
    ).toEqual([cr('11121.02', 15), dr('53033', 15)]);
  });
});

describe('numberingDateKey', () => {
  it('keys the counter by day, month, year or never', () => {
    expect(numberingDateKey('2026-11-21', 'daily')).toBe('2026-11-21');
    expect(numberingDateKey('2026-11-21', 'monthly')).toBe('2026-11-01');
    expect(numberingDateKey('2026-11-21', 'yearly')).toBe('2026-01-01');
    expect(numberingDateKey('2026-11-21', 'never')).toBe('0001-01-01');
    expect(() => numberingDateKey('2026-02-30', 'monthly')).toThrow(RangeError);
  });
});
