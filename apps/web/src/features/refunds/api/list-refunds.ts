// GET /refunds/organization/{orgId}: the organisation's refunds, newest first (decision 0166).
import type { RefundList } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const refundsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'refunds'],
    queryFn: () =>
      api.request<RefundList>(`/refunds/organization/${organizationId}`, { query: { limit: 200 } }),
  });

export function useRefunds(organizationId: string) {
  return useQuery(refundsQuery(organizationId));
}
