// The choices of the report filters and the journal lines: customers, products (first page of a search) and
// projects. Read-only calls of other modules' list routes; a failure leaves the picker empty.
import type { ProjectList } from '@banchee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export interface Choice {
  value: string;
  label: string;
}

interface Named {
  id: string;
  code?: string;
  name?: string;
  contact_name?: string;
}

const LOOKUP_LIMIT = 50;

function choicesOf(rows: readonly Named[]): Choice[] {
  return rows.map((row) => ({
    value: row.id,
    label: [row.code, row.name ?? row.contact_name].filter(Boolean).join(' '),
  }));
}

/** Customers (contacts) or products (items) matching `search`. */
export function useLookup(orgId: string, what: 'contacts' | 'items', search: string) {
  return useQuery({
    queryKey: [...accountingKeys.all(orgId), 'lookup', what, search],
    queryFn: async () => {
      const page = await api.request<{ data: Named[] }>(`/${what}/organization/${orgId}`, {
        query: { page: 1, limit: LOOKUP_LIMIT, search: search.trim() || undefined },
      });
      return choicesOf(page.data);
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The organisation's warehouses (GET /warehouses/organization/{id}). */
export function useWarehouses(orgId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...accountingKeys.all(orgId), 'warehouses'],
    queryFn: async () =>
      choicesOf((await api.request<{ data: Named[] }>(`/warehouses/organization/${orgId}`)).data),
    staleTime: 30_000,
  });
}

export const projectsKey = (orgId: string) => [...accountingKeys.all(orgId), 'projects'] as const;

/** Every live project of the organisation (GET /projects/organization/{id}). */
export function useProjects(orgId: string) {
  return useQuery({
    queryKey: projectsKey(orgId),
    queryFn: () => api.request<ProjectList>(`/projects/organization/${orgId}`),
  });
}
