// GET /accounts/organization/{id}?asOf&search&includeInactive → the chart as a depth-first list with balances
// on each account's normal side (headers sum their descendants); a search keeps the ancestors of matches.
import type { AccountTreeNode } from '@banchee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export interface ChartParams {
  asOf?: string;
  search?: string;
  includeInactive?: boolean;
}

export function listAccounts(orgId: string, params: ChartParams): Promise<{ data: AccountTreeNode[] }> {
  return api.request<{ data: AccountTreeNode[] }>(`/accounts/organization/${orgId}`, {
    query: {
      asOf: params.asOf,
      search: params.search?.trim(),
      includeInactive: params.includeInactive ? 'true' : undefined,
    },
  });
}

export const chartQuery = (orgId: string, params: ChartParams) =>
  queryOptions({
    queryKey: accountingKeys.chart(orgId, params),
    queryFn: () => listAccounts(orgId, params),
    placeholderData: keepPreviousData,
  });

export function useChart(orgId: string, params: ChartParams) {
  return useQuery(chartQuery(orgId, params));
}

/** Active postable accounts, for the account pickers of the journal form and the general ledger. */
export function usePostableAccounts(orgId: string) {
  return useQuery({
    ...chartQuery(orgId, {}),
    select: (answer) => answer.data.filter((account) => account.isPostable && account.isActive),
  });
}
