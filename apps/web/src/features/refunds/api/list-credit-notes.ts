// GET /credit-notes/organization/{orgId}: the credit notes a refund may repay.
import type { SalesDocumentList } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const creditNotesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'credit-notes', 'for-refund'],
    queryFn: () =>
      api.request<SalesDocumentList>(`/credit-notes/organization/${organizationId}`, {
        query: { limit: 200 },
      }),
  });

export function useCreditNotes(organizationId: string) {
  return useQuery(creditNotesQuery(organizationId));
}
