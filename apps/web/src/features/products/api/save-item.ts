// POST /items (create, body carries organizationId) and PUT /items/{id} (update). On create, empty
// fields are dropped and a SERVICE sends purchase_vat_inclusive as null (spec §5). After success the
// product list is reloaded (spec §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';
import type { Item, ItemInput } from './types';

export function toItemPayload(input: ItemInput): Partial<ItemInput> {
  const payload = compactPayload({ ...input });
  if (input.type === 'SERVICE') payload.purchase_vat_inclusive = null;
  return payload;
}

export async function createItem(organizationId: string, input: ItemInput): Promise<Item> {
  try {
    return await api.request<Item>('/items', {
      method: 'POST',
      body: { ...toItemPayload(input), organizationId },
    });
  } catch (error) {
    console.error('Creating the product failed', error);
    throw error;
  }
}

export function updateItem(id: string, input: ItemInput): Promise<Item> {
  return api.request<Item>(`/items/${id}`, { method: 'PUT', body: toItemPayload(input) });
}

export function useSaveItem(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ItemInput }) =>
      id ? updateItem(id, input) : createItem(organizationId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'items'] }),
  });
}
