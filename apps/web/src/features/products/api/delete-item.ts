// DELETE /items/{id}; the product list is reloaded afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function deleteItem(id: string): Promise<void> {
  return api.request<void>(`/items/${id}`, { method: 'DELETE' });
}

export function useDeleteItem(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'items'] }),
  });
}
