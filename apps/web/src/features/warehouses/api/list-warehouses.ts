// GET /warehouses/organization/{id} → {data}. Failures are logged (spec §8) and shown with a retry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Warehouse } from './types';

export async function listWarehouses(organizationId: string): Promise<Warehouse[]> {
  try {
    const answer = await api.request<{ data: Warehouse[] }>(`/warehouses/organization/${organizationId}`);
    return answer.data;
  } catch (error) {
    console.error('Loading warehouses failed', error);
    throw error;
  }
}

export const warehousesQuery = (organizationId: string) =>
  queryOptions({ queryKey: [organizationId, 'warehouses'], queryFn: () => listWarehouses(organizationId) });

export function useWarehouses(organizationId: string) {
  return useQuery(warehousesQuery(organizationId));
}
