// GET /bank-accounts/organization/{id}: the organisation's bank accounts, oldest first. Shared by the
// organisation settings (where they are kept) and the document editor (where payments name one).
import type { BankAccountList } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export const bankAccountsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'bank-accounts'],
    queryFn: () =>
      api.request<BankAccountList>(`/bank-accounts/organization/${encodeURIComponent(organizationId)}`),
  });

export function useBankAccounts(organizationId: string) {
  return useQuery(bankAccountsQuery(organizationId));
}
