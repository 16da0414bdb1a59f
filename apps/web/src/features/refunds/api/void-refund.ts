// POST /refunds/{id}/status { action: VOID }: the refund's entry is reversed and the credit is open again.
import type { Refund } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useVoidRefund(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<Refund>(`/refunds/${id}/status`, { method: 'POST', body: { action: 'VOID' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'refunds'] }),
  });
}
