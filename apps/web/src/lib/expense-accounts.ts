// The accounts an expense line, and an item's purchase account (decision 0247), may be booked to: spec §9
// "Expense accounts run from 51111.01 to 53032.99" (purchases, cost of goods and services, selling, staff,
// advertising, utilities, office expenses), of the organisation's own chart, postable and active; the range is
// the domain's isExpenseAccountCode, the one the API checks. GET /accounts/organization/{orgId} gives the chart;
// shared by the document editor (each purchase line) and the products screen (the item's purchase account).
import type { Account, AccountTreeNode } from '@banchee/contracts';
import { isExpenseAccountCode } from '@banchee/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

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
    .filter((account) => account.isPostable && account.isActive && isExpenseAccountCode(account.code))
    .map((account) => ({
      value: account.code,
      label: `${account.code} ${language === 'en' ? account.nameEn : account.nameTh}`,
    }));
}

export function useExpenseAccountOptions(organizationId: string, language: 'th' | 'en', enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'accounts', 'chart', { picker: 'expense' }],
    queryFn: ({ signal }) =>
      api.request<{ data: AccountTreeNode[] }>(`/accounts/organization/${organizationId}`, { signal }),
    select: (answer) => expenseAccountOptions(answer.data, language),
    enabled,
  });
}
