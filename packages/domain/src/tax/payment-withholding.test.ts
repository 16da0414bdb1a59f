import { describe, expect, it } from 'vitest';
import { parseMoney, toMoneyString } from '../money/money.ts';
import { paymentWithholding } from './payment-withholding.ts';

const m = parseMoney;
const s = (value: bigint | undefined) => (value === undefined ? 'missing' : toMoneyString(value));

describe('paymentWithholding', () => {
  it('one bill paid in full: 3% on 10,000 = 300, one line, one certificate', () => {
    const result = paymentWithholding([
      { key: 'a', paid: m('10700'), grandTotal: m('10700'), bases: [{ percent: '3', base: m('10000') }] },
    ]);
    expect(result.lines).toEqual([
      {
        typeOfIncome: '5',
        percent: '3.00',
        base: m('10000'),
        income: m('10000'),
        tax: m('300'),
        details: '',
      },
    ]);
    expect(result.certificates).toHaveLength(1);
    expect(s(result.byBill.get('a'))).toBe('300.00');
    expect(s(result.taxBorne)).toBe('0.00');
  });

  it('adds bases of one rate across bills and allocates the rounded tax back', () => {
    // 3% of 100.10 = 3.003 → 3.00 and of 100.20 = 3.006 → 3.01: 6.01 line by line; together 3% of 200.30
    // = 6.009 → 6.01, allocated 100.10 : 100.20 → 3.00 and 3.01.
    const result = paymentWithholding([
      {
        key: 'a',
        paid: m('100.10'),
        grandTotal: m('100.10'),
        bases: [{ percent: '3.00', base: m('100.10') }],
      },
      { key: 'b', paid: m('100.20'), grandTotal: m('100.20'), bases: [{ percent: '3', base: m('100.20') }] },
    ]);
    expect(result.lines.map((l) => [l.percent, s(l.base), s(l.tax)])).toEqual([['3.00', '200.30', '6.01']]);
    expect([s(result.byBill.get('a')), s(result.byBill.get('b'))]).toEqual(['3.00', '3.01']);
    expect(s(result.totalTax)).toBe('6.01');
  });

  it('a partial payment takes the base pro rata; rate 0 is no line', () => {
    // Paid 5,350 of 10,700: base 10,000 × 5,350 / 10,700 = 5,000; 3% = 150.
    const result = paymentWithholding([
      {
        key: 'a',
        paid: m('5350'),
        grandTotal: m('10700'),
        bases: [
          { percent: '0', base: m('500') },
          { percent: '3', base: m('10000') },
        ],
      },
    ]);
    expect(result.lines.map((l) => [s(l.base), s(l.tax)])).toEqual([['5000.00', '150.00']]);
  });

  it('four (type, rate) lines make two certificates: three lines and one', () => {
    const result = paymentWithholding([
      {
        key: 'a',
        paid: m('4000'),
        grandTotal: m('4000'),
        bases: [
          { percent: '5', base: m('1000') },
          { percent: '1', base: m('1000') },
          { percent: '3', base: m('1000') },
          { percent: '2', base: m('1000') },
        ],
      },
    ]);
    // Ordered by rate: 1%, 2%, 3% | 5%; tax 10 + 20 + 30 + 50 = 110.
    expect(result.certificates.map((c) => c.map((l) => l.percent))).toEqual([
      ['1.00', '2.00', '3.00'],
      ['5.00'],
    ]);
    expect(s(result.totalTax)).toBe('110.00');
  });

  it('the payer bearing the tax grosses it up: 10,000 net at 3% → income 10,309.28, tax 309.28', () => {
    // 10,000 / 0.97 = 10,309.278… → 10,309.28; tax = 10,309.28 − 10,000 = 309.28, all borne by the payer.
    const result = paymentWithholding(
      [{ key: 'a', paid: m('10700'), grandTotal: m('10700'), bases: [{ percent: '3', base: m('10000') }] }],
      'PAID_CONTINUOUSLY',
    );
    expect(result.lines.map((l) => [s(l.income), s(l.tax)])).toEqual([['10309.28', '309.28']]);
    expect(s(result.taxBorne)).toBe('309.28');
    expect(s(result.byBill.get('a'))).toBe('309.28');
    // Once: tax 3% of 10,000 = 300, income 10,300.
    const once = paymentWithholding(
      [{ key: 'a', paid: m('10000'), grandTotal: m('10000'), bases: [{ percent: '3', base: m('10000') }] }],
      'PAID_ONE_TIME',
    );
    expect(once.lines.map((l) => [s(l.income), s(l.tax)])).toEqual([['10300.00', '300.00']]);
    expect(s(once.taxBorne)).toBe('300.00');
  });

  it('a line names its bases’ kinds of income, each once in the order met, blanks left out (0239)', () => {
    const result = paymentWithholding([
      {
        key: 'a',
        paid: m('3000'),
        grandTotal: m('3000'),
        bases: [
          { percent: '5', base: m('1000'), details: ' ค่าเช่า ' },
          { percent: '5', base: m('500'), details: 'ค่าบริการ' },
          { percent: '5', base: m('500'), details: 'ค่าเช่า' },
          { percent: '5', base: m('500'), details: '  ' },
          { percent: '3', base: m('500') },
        ],
      },
      {
        key: 'b',
        paid: m('100'),
        grandTotal: m('100'),
        bases: [{ percent: '3', base: m('100'), details: 'ค่าจ้างทำของ' }],
      },
    ]);
    // 5% of 2,500 = 125.00; 3% of 600 = 18.00.
    expect(result.lines.map((l) => [l.percent, s(l.base), s(l.tax), l.details])).toEqual([
      ['3.00', '600.00', '18.00', 'ค่าจ้างทำของ'],
      ['5.00', '2500.00', '125.00', 'ค่าเช่า, ค่าบริการ'],
    ]);
  });
});
