// DELETE /bank-accounts/{id}: documents paid into it keep it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useDeleteBankAccount(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<undefined>(`/bank-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'bank-accounts'] }),
  });
}
