import { describe, expect, it } from 'vitest';
import { inventoryAccountOptions } from './inventory-accounts';

const account = (code: string, nameEn: string, more: Partial<Record<string, unknown>> = {}) => ({
  code,
  nameTh: `ไทย ${code}`,
  nameEn,
  type: 'asset' as const,
  normalBalance: 'debit' as const,
  isPostable: true,
  isActive: true,
  ...more,
});

describe('inventoryAccountOptions', () => {
  it('keeps postable, active debit 115xx asset accounts in code order, named in the language shown', () => {
    const chart = [
      account('11520', 'Raw materials'),
      account('11500', 'Inventories', { isPostable: false }),
      account('11510', 'Merchandise inventory'),
      account('11590', 'Allowance for inventory write-down', { normalBalance: 'credit' }),
      account('11550', 'Supplies inventory', { isActive: false }),
      account('41110', 'Sales', { type: 'revenue', normalBalance: 'credit' }),
      account('11510.01', 'Sub-account'),
    ];
    expect(inventoryAccountOptions(chart, 'en')).toEqual([
      { value: '11510', label: '11510 Merchandise inventory' },
      { value: '11520', label: '11520 Raw materials' },
    ]);
    expect(inventoryAccountOptions(chart, 'th').map((o) => o.label)).toEqual([
      '11510 ไทย 11510',
      '11520 ไทย 11520',
    ]);
  });
});
