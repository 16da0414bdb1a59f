// The accounts a warehouse may keep its goods on (decision 0211): the organisation's postable, active 115xx
// asset accounts with a debit balance (11510 merchandise, 11520 raw materials, …; not the heading 11500 nor the
// write-down allowance 11590), "11520 วัตถุดิบ", in chart order. The API checks the same and answers 422
// WAREHOUSE.INVALID_INVENTORY_ACCOUNT otherwise.
import type { Account } from '@banchee/contracts';
import { INVENTORY_ACCOUNT_PATTERN } from '@banchee/domain';

export interface InventoryAccountOption {
  readonly value: string;
  readonly label: string;
}

export function inventoryAccountOptions(
  accounts: readonly Pick<
    Account,
    'code' | 'nameTh' | 'nameEn' | 'type' | 'normalBalance' | 'isPostable' | 'isActive'
  >[],
  language: 'th' | 'en',
): InventoryAccountOption[] {
  return accounts
    .filter(
      (a) =>
        INVENTORY_ACCOUNT_PATTERN.test(a.code) &&
        a.type === 'asset' &&
        a.normalBalance === 'debit' &&
        a.isPostable &&
        a.isActive,
    )
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((a) => ({ value: a.code, label: `${a.code} ${language === 'en' ? a.nameEn : a.nameTh}` }));
}
