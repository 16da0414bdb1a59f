// DELETE /warehouses/{id}; the list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function deleteWarehouse(id: string): Promise<void> {
  return api.request<void>(`/warehouses/${id}`, { method: 'DELETE' });
}

export function useDeleteWarehouse(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWarehouse,
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'warehouses'] }),
  });
}
