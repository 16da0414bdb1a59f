// A warehouse's inventory account (decision 0211): a postable, active, debit 115xx asset account of the chart,
// changed only while the warehouse holds no stock value.
import { describe, expect, it } from 'vitest';
import { checkInventoryAccount, checkInventoryAccountChange } from './inventory-account.ts';

const account = (code: string, more: Partial<Parameters<typeof checkInventoryAccount>[1] & object> = {}) => ({
  code,
  accountType: 'asset',
  normalBalance: 'debit',
  isPostable: true,
  isActive: true,
  ...more,
});

const codeOf = (result: ReturnType<typeof checkInventoryAccount>) =>
  result.ok ? 'ok' : `${result.error.code} ${result.error.details.path}`;

describe('checkInventoryAccount', () => {
  it('accepts the postable debit asset accounts under 115xx', () => {
    for (const code of ['11510', '11520', '11540', '11560'])
      expect(codeOf(checkInventoryAccount(code, account(code)))).toBe('ok');
  });

  it('refuses, naming inventoryAccountCode: unknown, heading, inactive, credit-balance, not 115xx', () => {
    const refused = 'WAREHOUSE.INVALID_INVENTORY_ACCOUNT inventoryAccountCode';
    expect(codeOf(checkInventoryAccount('11570', null))).toBe(refused);
    expect(codeOf(checkInventoryAccount('11500', account('11500', { isPostable: false })))).toBe(refused);
    expect(codeOf(checkInventoryAccount('11550', account('11550', { isActive: false })))).toBe(refused);
    expect(codeOf(checkInventoryAccount('11590', account('11590', { normalBalance: 'credit' })))).toBe(
      refused,
    );
    expect(codeOf(checkInventoryAccount('11610', account('11610')))).toBe(refused);
    expect(codeOf(checkInventoryAccount('1151', account('1151')))).toBe(refused);
  });
});

describe('checkInventoryAccountChange', () => {
  it('changes only a warehouse holding no stock value; naming the same account is no change', () => {
    expect(checkInventoryAccountChange('11510', '11520', 0n).ok).toBe(true);
    expect(checkInventoryAccountChange('11510', '11510', 40_000n).ok).toBe(true);
    const held = checkInventoryAccountChange('11510', '11520', 40_000n);
    expect(held.ok ? 'ok' : held.error.code).toBe('WAREHOUSE.ACCOUNT_HOLDS_STOCK');
    // a card below zero holds (negative) value too
    expect(checkInventoryAccountChange('11510', '11520', -100n).ok).toBe(false);
  });
});
