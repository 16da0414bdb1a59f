// The accounts an expense line may be booked to: spec §9 "Expense accounts run from 51111.01 to 53032.99"
// (purchases, cost of goods and services, selling, staff, advertising, utilities, office expenses), of the
// organisation's own chart, postable and active. Codes compare by their five-digit account, then by their
// two-digit sub-account (none counts as .00).
import type { Account } from '@banchee/contracts';

export const EXPENSE_ACCOUNT_RANGE = { from: '51111.01', to: '53032.99' } as const;

/** "53032.99" → [53032, 99]; "51118" → [51118, 0]; null when not a chart code. */
function codeParts(code: string): readonly [number, number] | null {
  const match = /^(\d{5})(?:\.(\d{2}))?$/.exec(code);
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? '0')];
}

function compareCodes(a: readonly [number, number], b: readonly [number, number]): number {
  return a[0] !== b[0] ? a[0] - b[0] : a[1] - b[1];
}

export function isExpenseLineAccount(code: string): boolean {
  const parts = codeParts(code);
  const from = codeParts(EXPENSE_ACCOUNT_RANGE.from);
  const to = codeParts(EXPENSE_ACCOUNT_RANGE.to);
  if (!parts || !from || !to) return false;
  return compareCodes(parts, from) >= 0 && compareCodes(parts, to) <= 0;
}

export interface AccountOption {
  readonly value: string;
  readonly label: string;
}

/** The picker's options: postable, active accounts in the range, "51111.01 ซื้อสินค้า - ในประเทศ", chart order. */
export function expenseAccountOptions(
  accounts: readonly Pick<Account, 'code' | 'nameTh' | 'nameEn' | 'isPostable' | 'isActive'>[],
  language: 'th' | 'en',
): AccountOption[] {
  return accounts
    .filter((account) => account.isPostable && account.isActive && isExpenseLineAccount(account.code))
    .map((account) => ({
      value: account.code,
      label: `${account.code} ${language === 'en' ? account.nameEn : account.nameTh}`,
    }));
}
