// An item's purchase account (decision 0247): an active, postable expense account of spec §9 in the chart.
import { describe, expect, it } from 'vitest';
import { checkItemPurchaseAccount } from './item-purchase-account.ts';

const usable = { isPostable: true, isActive: true };
const refusal = (code: string) => ({
  ok: false,
  error: {
    code: 'ITEM.INVALID_PURCHASE_ACCOUNT',
    message: `${code} is not an active, postable expense account (51111.01–53032.99) of this organisation's chart`,
    details: { path: 'purchase_account_code' },
  },
});

describe('checkItemPurchaseAccount', () => {
  it('accepts an active, postable expense account of the range, at both ends', () => {
    expect(checkItemPurchaseAccount('53025', usable)).toEqual({ ok: true, value: true });
    expect(checkItemPurchaseAccount('51111.01', usable)).toEqual({ ok: true, value: true });
    expect(checkItemPurchaseAccount('53032.99', usable)).toEqual({ ok: true, value: true });
  });

  it('refuses a code the chart does not have, a header, or an inactive account, at purchase_account_code', () => {
    expect(checkItemPurchaseAccount('53025', null)).toEqual(refusal('53025'));
    expect(checkItemPurchaseAccount('53020', { isPostable: false, isActive: true })).toEqual(
      refusal('53020'),
    );
    expect(checkItemPurchaseAccount('53025', { isPostable: true, isActive: false })).toEqual(
      refusal('53025'),
    );
  });

  it('refuses accounts outside the expense range: inventory, input VAT, bank charges, revenue', () => {
    expect(checkItemPurchaseAccount('11510', usable)).toEqual(refusal('11510'));
    expect(checkItemPurchaseAccount('11610', usable)).toEqual(refusal('11610'));
    expect(checkItemPurchaseAccount('53033', usable)).toEqual(refusal('53033'));
    expect(checkItemPurchaseAccount('41110', usable)).toEqual(refusal('41110'));
  });
});
