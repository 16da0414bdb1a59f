// GET /refunds/credit/{creditNoteId}: the customer credit a credit note left and what is still open.
import type { CustomerCredit } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const creditOfNoteQuery = (organizationId: string, creditNoteId: string | null) =>
  queryOptions({
    queryKey: [organizationId, 'refunds', 'credit', creditNoteId],
    queryFn: () => api.request<CustomerCredit>(`/refunds/credit/${creditNoteId ?? ''}`),
    enabled: creditNoteId !== null,
  });

export function useCreditOfNote(organizationId: string, creditNoteId: string | null) {
  return useQuery(creditOfNoteQuery(organizationId, creditNoteId));
}
