// POST /accounts (add; the body carries organizationId) and PUT /accounts/{id} (rename, deactivate, reactivate:
// code, group and side never change). The chart and every report are refreshed afterwards.
import type { Account, CreateAccountRequest, UpdateAccountRequest } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export function createAccount(input: CreateAccountRequest): Promise<Account> {
  return api.request<Account>('/accounts', { method: 'POST', body: input });
}

export function updateAccount(id: string, input: UpdateAccountRequest): Promise<Account> {
  return api.request<Account>(`/accounts/${id}`, { method: 'PUT', body: input });
}

export function useCreateAccount(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateAccountRequest, 'organizationId'>) =>
      createAccount({ ...input, organizationId: orgId }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}

export function useUpdateAccount(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAccountRequest }) => updateAccount(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}
