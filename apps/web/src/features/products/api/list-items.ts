// GET /items/organization/{id}?page&limit=20&search → {data, pagination}. Failures are logged (spec §8)
// and shown as an error state with a retry button.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/pagination';
import { ITEMS_PAGE_SIZE, type Item } from './types';

export interface ListItemsParams {
  page: number;
  search: string;
}

export async function listItems(
  organizationId: string,
  { page, search }: ListItemsParams,
): Promise<Page<Item>> {
  try {
    return await api.request<Page<Item>>(`/items/organization/${organizationId}`, {
      query: { page, limit: ITEMS_PAGE_SIZE, search: search.trim() },
    });
  } catch (error) {
    console.error('Loading products failed', error);
    throw error;
  }
}

export const itemsListQuery = (organizationId: string, params: ListItemsParams) =>
  queryOptions({
    queryKey: [organizationId, 'items', 'list', params],
    queryFn: () => listItems(organizationId, params),
    // Keep the current rows on screen while the next page or search loads: no layout jump.
    placeholderData: keepPreviousData,
  });

export function useItems(organizationId: string, params: ListItemsParams) {
  return useQuery(itemsListQuery(organizationId, params));
}
