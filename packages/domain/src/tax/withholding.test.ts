// WHT by payer condition (thai-tax-reference §2.3 vectors) and the 1,000-baht contract threshold.
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { computeWithholding, isWithholdingRequired, withholdingReturnOfTaxId } from './withholding.ts';

describe('computeWithholding', () => {
  it('withheld at source: 10,000 at 3% → WHT 300, payee receives 9,700', () => {
    expect(computeWithholding(money(10000), '3.00')).toEqual({
      income: money(10000),
      wht: money(300),
      payeeReceives: money(9700),
      payerCost: money(10000),
    });
  });

  it('paid one time: income 10,300, WHT 300, payee receives 10,000', () => {
    expect(computeWithholding(money(10000), '3', 'PAID_ONE_TIME')).toEqual({
      income: money(10300),
      wht: money(300),
      payeeReceives: money(10000),
      payerCost: money(10300),
    });
  });

  it('paid continuously: grossed up to 10,309.28 with WHT 309.28', () => {
    expect(computeWithholding(money(10000), '3', 'PAID_CONTINUOUSLY')).toEqual({
      income: money(10309, 28),
      wht: money(309, 28),
      payeeReceives: money(10000),
      payerCost: money(10309, 28),
    });
    // rent 20,000 at 5%: 20,000 / 0.95 = 21,052.631… → 21,052.63
    expect(computeWithholding(money(20000), '5', 'PAID_CONTINUOUSLY').wht).toBe(money(1052, 63));
    expect(() => computeWithholding(money(1), '100')).toThrow();
  });

  it('requires WHT from 1,000.00 per contract', () => {
    expect(isWithholdingRequired(money(999, 99))).toBe(false);
    expect(isWithholdingRequired(money(1000))).toBe(true);
  });
});

describe('withholdingReturnOfTaxId', () => {
  it('puts juristic payees (tax id starting with 0) on PND53 and individuals on PND3', () => {
    expect(withholdingReturnOfTaxId('0105552029681')).toBe('PND53');
    expect(withholdingReturnOfTaxId('0-10-5-552-02968-1')).toBe('PND53');
    expect(withholdingReturnOfTaxId('3100600445635')).toBe('PND3');
    expect(withholdingReturnOfTaxId(null)).toBe('PND3');
    expect(withholdingReturnOfTaxId('')).toBe('PND3');
  });
});
