// The purchase account of an item (issue 24 item 2, decision 0247): the account a purchase line of the item is
// booked to when it names none (documents/line-books.ts accountFromItem). It is an account a purchase line may
// choose: an expense account of spec §9 (51111.01–53032.99), of the organisation's own chart, postable and active.
// Inventory (11510) is not one: a stock product received into a warehouse goes to that warehouse's account
// without it, and anything else booked to inventory would be refused (DOCUMENT.INVENTORY_WITHOUT_STOCK).
import { isExpenseAccountCode } from '../constants/accounts.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';

/** What the chart says of the code an item names (null: the organisation's chart has no such code). */
export interface ChartAccountState {
  readonly isPostable: boolean;
  readonly isActive: boolean;
}

export type ItemPurchaseAccountError = DomainError<'ITEM.INVALID_PURCHASE_ACCOUNT'> & {
  readonly details: { readonly path: 'purchase_account_code' };
};

/** Whether an item may name `code` (the chart's row for it) as its purchase account. */
export function checkItemPurchaseAccount(
  code: string,
  account: ChartAccountState | null,
): Result<true, ItemPurchaseAccountError> {
  if (isExpenseAccountCode(code) && account !== null && account.isPostable && account.isActive)
    return ok(true);
  return err({
    code: 'ITEM.INVALID_PURCHASE_ACCOUNT',
    message: `${code} is not an active, postable expense account (51111.01–53032.99) of this organisation's chart`,
    details: { path: 'purchase_account_code' },
  });
}
