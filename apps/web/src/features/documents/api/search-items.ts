// GET /items/organization/{orgId}?page=1&limit=20&search: the product picker's options (spec §7 page size 20).
import type { ItemList } from '@banchee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function searchItems(organizationId: string, search: string, signal?: AbortSignal): Promise<ItemList> {
  return api.request<ItemList>(`/items/organization/${organizationId}`, {
    query: { page: 1, limit: 20, search: search.trim() },
    signal,
  });
}

export function useItemOptions(organizationId: string, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'items', 'list', { page: 1, search, picker: true }],
    queryFn: ({ signal }) => searchItems(organizationId, search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
