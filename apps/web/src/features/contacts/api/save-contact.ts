// POST /contacts (body carries organizationId) and PUT /contacts/{id}. Empty fields are dropped, and
// credit_days is dropped when it is not numeric (spec §5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';
import type { Contact, ContactInput } from './types';

export function toContactPayload(input: ContactInput): Partial<ContactInput> {
  const { credit_days: creditDays, ...rest } = input;
  const payload: Partial<ContactInput> = compactPayload({ ...rest });
  const text = creditDays === undefined ? '' : String(creditDays).trim();
  if (/^\d+$/.test(text)) payload.credit_days = Number(text);
  return payload;
}

export function createContact(organizationId: string, input: ContactInput): Promise<Contact> {
  return api.request<Contact>('/contacts', {
    method: 'POST',
    body: { ...toContactPayload(input), organizationId },
  });
}

export function updateContact(id: string, input: ContactInput): Promise<Contact> {
  return api.request<Contact>(`/contacts/${id}`, { method: 'PUT', body: toContactPayload(input) });
}

export function useSaveContact(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContactInput }) =>
      id ? updateContact(id, input) : createContact(organizationId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'contacts'] }),
  });
}
