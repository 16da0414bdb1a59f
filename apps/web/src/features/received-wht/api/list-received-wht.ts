// GET /received-wht/organization/{id}?year&status&contactId → the tracked documents, per customer and in total;
// GET /received-wht/organization/{id}/years → tax withheld per year. Keys start with the organisation id.
import type { ReceivedWhtList, ReceivedWhtYears } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type StatusFilter = 'MISSING' | 'RECEIVED' | 'ALL';

export const receivedWhtKeys = {
  all: (orgId: string) => [orgId, 'received-wht'] as const,
  list: (orgId: string, year: number | undefined, status: StatusFilter) =>
    [orgId, 'received-wht', 'list', { year, status }] as const,
  years: (orgId: string) => [orgId, 'received-wht', 'years'] as const,
};

export const receivedWhtListQuery = (orgId: string, year: number | undefined, status: StatusFilter) =>
  queryOptions({
    queryKey: receivedWhtKeys.list(orgId, year, status),
    queryFn: () =>
      api.request<ReceivedWhtList>(`/received-wht/organization/${orgId}`, { query: { year, status } }),
  });

export function useReceivedWht(orgId: string, year: number | undefined, status: StatusFilter) {
  return useQuery(receivedWhtListQuery(orgId, year, status));
}

export function useReceivedWhtYears(orgId: string) {
  return useQuery({
    queryKey: receivedWhtKeys.years(orgId),
    queryFn: () => api.request<ReceivedWhtYears>(`/received-wht/organization/${orgId}/years`),
  });
}
