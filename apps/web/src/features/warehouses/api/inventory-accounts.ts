// GET /accounts/organization/{orgId}: the chart, narrowed to the accounts a warehouse may keep its goods on
// (model/inventory-accounts). Features do not import each other, so the picker has its own small call.
import type { AccountTreeNode } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { inventoryAccountOptions } from '../model/inventory-accounts';

export function useInventoryAccountOptions(organizationId: string, language: 'th' | 'en', enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'accounts', 'chart', { picker: 'inventory' }],
    queryFn: ({ signal }) =>
      api.request<{ data: AccountTreeNode[] }>(`/accounts/organization/${organizationId}`, { signal }),
    select: (answer) => inventoryAccountOptions(answer.data, language),
    enabled,
  });
}
