// GET /contacts/{id}: one contact for the edit page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Contact } from './types';

export function getContact(id: string): Promise<Contact> {
  return api.request<Contact>(`/contacts/${encodeURIComponent(id)}`);
}

export const contactQuery = (organizationId: string, id: string) =>
  queryOptions({ queryKey: [organizationId, 'contacts', 'one', id], queryFn: () => getContact(id) });

export function useContact(organizationId: string, id: string | undefined) {
  return useQuery({ ...contactQuery(organizationId, id ?? ''), enabled: id !== undefined });
}
