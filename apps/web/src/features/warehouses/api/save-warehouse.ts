// POST /warehouses (body carries organizationId) and PUT /warehouses/{id}; the list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';
import type { Warehouse, WarehouseInput } from './types';

export function createWarehouse(organizationId: string, input: WarehouseInput): Promise<Warehouse> {
  return api.request<Warehouse>('/warehouses', {
    method: 'POST',
    body: { ...compactPayload({ ...input }), organizationId },
  });
}

export function updateWarehouse(id: string, input: WarehouseInput): Promise<Warehouse> {
  return api.request<Warehouse>(`/warehouses/${id}`, { method: 'PUT', body: compactPayload({ ...input }) });
}

export function useSaveWarehouse(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: WarehouseInput }) =>
      id ? updateWarehouse(id, input) : createWarehouse(organizationId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'warehouses'] }),
  });
}
