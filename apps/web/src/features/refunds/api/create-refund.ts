// POST /refunds: pay back part or all of a credit note's open credit.
import type { CreateRefundRequest, Refund } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useCreateRefund(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateRefundRequest, 'organizationId'>) =>
      api.request<Refund>('/refunds', { method: 'POST', body: { organizationId, ...input } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'refunds'] }),
  });
}
