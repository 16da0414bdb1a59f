// The dashboard's real counts, read from the list endpoints with limit=1: only pagination.total is used.
// Keys sit under each resource's prefix so creating or deleting a contact or product refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/pagination';

async function total(path: string, query: Record<string, string | number> = {}): Promise<number> {
  const answer = await api.request<Page<unknown>>(path, { query: { page: 1, limit: 1, ...query } });
  return answer.pagination?.total ?? answer.data.length;
}

export const contactCountQuery = (organizationId: string, contactType?: 'CLIENT' | 'SUPPLIER') =>
  queryOptions({
    queryKey: [organizationId, 'contacts', 'count', contactType ?? 'ALL'],
    queryFn: () =>
      total(`/contacts/organization/${organizationId}`, contactType ? { contact_type: contactType } : {}),
  });

export const itemCountQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'items', 'count'],
    queryFn: () => total(`/items/organization/${organizationId}`),
  });

export const warehouseCountQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'warehouses'],
    queryFn: async () =>
      (await api.request<{ data: unknown[] }>(`/warehouses/organization/${organizationId}`)).data,
    select: (rows: unknown[]) => rows.length,
  });

export function useDashboardCounts(organizationId: string) {
  return {
    contacts: useQuery(contactCountQuery(organizationId)),
    clients: useQuery(contactCountQuery(organizationId, 'CLIENT')),
    suppliers: useQuery(contactCountQuery(organizationId, 'SUPPLIER')),
    items: useQuery(itemCountQuery(organizationId)),
    warehouses: useQuery(warehouseCountQuery(organizationId)),
  };
}
