// GET /accounts/organization/{orgId}: the chart, narrowed to the accounts an expense line may be booked to
// (model/expense-accounts). Features do not import each other, so the picker has its own small call rather
// than the accounting feature's.
import type { AccountTreeNode } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { expenseAccountOptions } from '../model/expense-accounts';

export function useExpenseAccountOptions(organizationId: string, language: 'th' | 'en', enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'accounts', 'chart', { picker: 'expense' }],
    queryFn: ({ signal }) =>
      api.request<{ data: AccountTreeNode[] }>(`/accounts/organization/${organizationId}`, { signal }),
    select: (answer) => expenseAccountOptions(answer.data, language),
    enabled,
  });
}
