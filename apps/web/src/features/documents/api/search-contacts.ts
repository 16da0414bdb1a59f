// GET /contacts/organization/{orgId}?page=1&limit=50&search&contact_type=CLIENT|SUPPLIER: the contact picker's
// options (clients on a sales document, suppliers on a purchase document).
// (Features do not import each other, so the picker has its own small call rather than the contacts feature's.)
import type { ContactList, ContactType } from '@banchee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function searchContacts(
  organizationId: string,
  search: string,
  contactType: ContactType,
  signal?: AbortSignal,
): Promise<ContactList> {
  return api.request<ContactList>(`/contacts/organization/${organizationId}`, {
    query: { page: 1, limit: 50, search: search.trim(), contact_type: contactType },
    signal,
  });
}

export function useContactOptions(
  organizationId: string,
  search: string,
  contactType: ContactType,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [organizationId, 'contacts', 'list', { page: 1, search, contactType, picker: true }],
    queryFn: ({ signal }) => searchContacts(organizationId, search, contactType, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
