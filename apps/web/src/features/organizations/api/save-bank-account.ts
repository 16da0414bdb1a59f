// POST /bank-accounts (body carries organizationId): a new bank account; the API opens its 11121.NN.
import type { BankAccount, BankAccountInput } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';

export function useCreateBankAccount(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccountInput) =>
      api.request<BankAccount>('/bank-accounts', {
        method: 'POST',
        body: { ...compactPayload(input), organizationId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'bank-accounts'] }),
  });
}
