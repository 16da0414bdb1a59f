// GET /contacts/organization/{orgId}?page=1&limit=50&search&contact_type=CLIENT: the contact picker's options.
// (Features do not import each other, so the picker has its own small call rather than the contacts feature's.)
import type { ContactList } from '@banchee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function searchContacts(
  organizationId: string,
  search: string,
  signal?: AbortSignal,
): Promise<ContactList> {
  return api.request<ContactList>(`/contacts/organization/${organizationId}`, {
    query: { page: 1, limit: 50, search: search.trim(), contact_type: 'CLIENT' },
    signal,
  });
}

export function useContactOptions(organizationId: string, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'contacts', 'list', { page: 1, search, contactType: 'CLIENT', picker: true }],
    queryFn: ({ signal }) => searchContacts(organizationId, search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
