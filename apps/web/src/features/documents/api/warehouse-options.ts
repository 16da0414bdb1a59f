// GET /warehouses/organization/{orgId}: the warehouses the editor offers (header and lines, decision 0224), oldest
// first — the first is the organisation's main warehouse, the default of a new document. The same query (key and
// shape: the list's data) as the other features that read the warehouses, so they share one cache entry.
// (Features do not import each other, so the editor has its own small call.)
import type { WarehouseList } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useWarehouseOptions(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'warehouses'],
    queryFn: async () =>
      (await api.request<WarehouseList>(`/warehouses/organization/${organizationId}`)).data,
    enabled,
  });
}
