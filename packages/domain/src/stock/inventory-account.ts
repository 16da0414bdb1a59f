// The inventory account of a warehouse (issue 13 "Stock", decision 0211): each warehouse keeps its goods on one
// postable asset account of the organisation's chart under 115xx (11510 merchandise by default, 11520 raw
// materials, 11540 finished goods, …), and every stock posting of its goods uses it. The contra account 11590
// (allowance for write-down, credit balance) holds no goods. The account is changed only while the warehouse
// holds no stock value: the moves already posted stay on the account they were posted to. The API's schema
// (five digits 115xx) and the database's CHECK and foreign key say the same.
import { ACCOUNTS } from '../constants/accounts.ts';
import type { Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';

/** What the chart says of the account a warehouse names (null: the organisation's chart has no such code). */
export interface InventoryAccountCandidate {
  readonly code: string;
  readonly accountType: string;
  readonly normalBalance: string;
  readonly isPostable: boolean;
  readonly isActive: boolean;
}

export type InventoryAccountErrorCode =
  'WAREHOUSE.INVALID_INVENTORY_ACCOUNT' | 'WAREHOUSE.ACCOUNT_HOLDS_STOCK';

export type InventoryAccountError = DomainError<InventoryAccountErrorCode> & {
  readonly details: { readonly path: 'inventoryAccountCode' };
};

export const DEFAULT_INVENTORY_ACCOUNT = ACCOUNTS.inventory;
/** Five digits under 115xx (the heading 11500 is not postable in the chart). */
export const INVENTORY_ACCOUNT_PATTERN = /^115\d\d$/;

const failure = (code: InventoryAccountErrorCode, message: string): Result<never, InventoryAccountError> =>
  err({ code, message, details: { path: 'inventoryAccountCode' } });

/** Whether a warehouse may keep its goods on `account` (the chart's row for the code it names). */
export function checkInventoryAccount(
  code: string,
  account: InventoryAccountCandidate | null,
): Result<true, InventoryAccountError> {
  const usable =
    INVENTORY_ACCOUNT_PATTERN.test(code) &&
    account !== null &&
    account.accountType === 'asset' &&
    account.normalBalance === 'debit' &&
    account.isPostable &&
    account.isActive;
  if (!usable) {
    return failure(
      'WAREHOUSE.INVALID_INVENTORY_ACCOUNT',
      `${code} is not a postable inventory (115xx asset) account of this organisation's chart`,
    );
  }
  return ok(true);
}

/** Whether a warehouse holding `stockValue` may move from account `from` to `to` (only when it holds none). */
export function checkInventoryAccountChange(
  from: string,
  to: string,
  stockValue: Money,
): Result<true, InventoryAccountError> {
  if (from !== to && stockValue !== 0n) {
    return failure(
      'WAREHOUSE.ACCOUNT_HOLDS_STOCK',
      `The warehouse holds stock on ${from}: its account changes only when it holds no stock value`,
    );
  }
  return ok(true);
}
