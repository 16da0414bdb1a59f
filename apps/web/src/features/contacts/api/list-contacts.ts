// GET /contacts/organization/{id}?page=1&limit=50&contact_type&search → {data, pagination}. contact_type
// is sent only when SUPPLIER or CLIENT. On failure the list is empty with null pagination (spec §8).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/pagination';
import { CONTACTS_PAGE_SIZE, contactTypes, type Contact, type ContactType } from './types';

export interface ListContactsParams {
  page: number;
  search: string;
  contactType: ContactType | 'ALL';
}

export async function listContacts(
  organizationId: string,
  params: ListContactsParams,
): Promise<Page<Contact>> {
  try {
    return await api.request<Page<Contact>>(`/contacts/organization/${organizationId}`, {
      query: {
        page: params.page,
        limit: CONTACTS_PAGE_SIZE,
        contact_type: contactTypes.includes(params.contactType as ContactType)
          ? params.contactType
          : undefined,
        search: params.search.trim(),
      },
    });
  } catch (error) {
    console.error('Loading contacts failed', error);
    return { data: [], pagination: null };
  }
}

export const contactsListQuery = (organizationId: string, params: ListContactsParams) =>
  queryOptions({
    queryKey: [organizationId, 'contacts', 'list', params],
    queryFn: () => listContacts(organizationId, params),
    placeholderData: keepPreviousData,
  });

export function useContacts(organizationId: string, params: ListContactsParams) {
  return useQuery(contactsListQuery(organizationId, params));
}
