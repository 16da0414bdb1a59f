// The calls of the certificate screens: GET /wth/organization/{id}?page&search&status, GET /wth/{id},
// POST /wth, PUT /wth/{id}, POST /wth/{id}/status {action}, GET /wth/{id}/pdf, and the suppliers to pick a
// payee from (GET /contacts/organization/{id}?contact_type=SUPPLIER). Keys start with the organisation id.
import type { ContactList, Wth, WthInput, WthList } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { openInNewTab } from '../../../lib/binary';

export interface WthListParams {
  page: number;
  search: string;
  status: string;
}

const keys = {
  all: (orgId: string) => [orgId, 'wth'] as const,
  list: (orgId: string, params: WthListParams) => [orgId, 'wth', 'list', params] as const,
  one: (orgId: string, id: string) => [orgId, 'wth', 'one', id] as const,
};

export function useWthList(orgId: string, params: WthListParams) {
  return useQuery({
    queryKey: keys.list(orgId, params),
    queryFn: () =>
      api.request<WthList>(`/wth/organization/${orgId}`, {
        query: {
          page: params.page,
          limit: 20,
          search: params.search || undefined,
          status: params.status || undefined,
        },
      }),
  });
}

export function useWth(orgId: string, id: string | undefined) {
  return useQuery({
    queryKey: keys.one(orgId, id ?? ''),
    queryFn: () => api.request<Wth>(`/wth/${id ?? ''}`),
    enabled: id !== undefined,
  });
}

export function useSuppliers(orgId: string) {
  return useQuery({
    queryKey: [orgId, 'contacts', 'SUPPLIER'],
    queryFn: () =>
      api.request<ContactList>(`/contacts/organization/${orgId}`, {
        query: { contact_type: 'SUPPLIER', limit: 50 },
      }),
  });
}

export function useSaveWth(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: WthInput }) =>
      id
        ? api.request<Wth>(`/wth/${id}`, { method: 'PUT', body: input })
        : api.request<Wth>('/wth', { method: 'POST', body: { ...input, organizationId: orgId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(orgId) }),
  });
}

export function useWthAction(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: string }) =>
      api.request<Wth>(`/wth/${id}/status`, { method: 'POST', body: { action } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(orgId) }),
  });
}

/** Opens the 50 ทวิ (both copies) in a new tab. */
export function openWthPdf(id: string): Promise<void> {
  return openInNewTab(`/wth/${id}/pdf`, { copy: 'both' }, 'application/pdf');
}
