// DELETE /contacts/{id}; the contact lists reload afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function deleteContact(id: string): Promise<void> {
  return api.request<void>(`/contacts/${id}`, { method: 'DELETE' });
}

export function useDeleteContact(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'contacts'] }),
  });
}
