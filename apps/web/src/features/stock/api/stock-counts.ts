// The stock counts API (decision 0194): GET /stock-counts/organization/{orgId}, POST /stock-counts,
// GET /stock-counts/{id}, POST /stock-counts/{id}/status { action: VOID }, GET /stock-counts/{id}/pdf?lang&be
// (decision 0206), and what a warehouse holds now (the inventory report narrowed
// to the warehouse) for the count sheet.
import type {
  BusinessReport,
  CreateStockCountRequest,
  ItemList,
  StockCount,
  StockCountList,
} from '@banchee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { openInNewTab } from '../../../lib/binary';
import { printQuery, type PrintDefaults } from '../../../lib/print-defaults';

export const stockCountsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'stock-counts'],
    queryFn: () =>
      api.request<StockCountList>(`/stock-counts/organization/${organizationId}`, { query: { limit: 200 } }),
  });

export function useStockCounts(organizationId: string) {
  return useQuery(stockCountsQuery(organizationId));
}

/** One count with its lines. */
export function useStockCount(organizationId: string, id: string | undefined) {
  return useQuery({
    queryKey: [organizationId, 'stock-counts', id],
    enabled: id !== undefined,
    queryFn: () => api.request<StockCount>(`/stock-counts/${id ?? ''}`),
  });
}

/** Opens the count sheet in a new tab, in the language and era of `defaults`. */
export function openStockCountPdf(id: string, defaults: PrintDefaults): Promise<void> {
  return openInNewTab(`/stock-counts/${id}/pdf`, printQuery(defaults), 'application/pdf');
}

function useInvalidate(organizationId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [organizationId, 'stock-counts'] }),
      client.invalidateQueries({ queryKey: [organizationId, 'stock-on-hand'] }),
    ]);
}

export function useCreateStockCount(organizationId: string) {
  const invalidate = useInvalidate(organizationId);
  return useMutation({
    mutationFn: (input: Omit<CreateStockCountRequest, 'organizationId'>) =>
      api.request<StockCount>('/stock-counts', { method: 'POST', body: { organizationId, ...input } }),
    onSuccess: invalidate,
  });
}

export function useVoidStockCount(organizationId: string) {
  const invalidate = useInvalidate(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      api.request<StockCount>(`/stock-counts/${id}/status`, { method: 'POST', body: { action: 'VOID' } }),
    onSuccess: invalidate,
  });
}

export interface OnHand {
  readonly itemId: string;
  readonly code: string;
  readonly name: string;
  readonly quantity: string;
}

/** What the warehouse's cards hold now, per product (the inventory report narrowed to the warehouse). */
export function useOnHand(organizationId: string, warehouseId: string | null, today: string) {
  return useQuery({
    queryKey: [organizationId, 'stock-on-hand', warehouseId],
    enabled: warehouseId !== null,
    queryFn: async (): Promise<OnHand[]> => {
      const report = await api.request<BusinessReport>(`/reports/inventory/organization/${organizationId}`, {
        query: { from: today, to: today, warehouseId: warehouseId ?? '' },
      });
      return report.rows.map((row) => ({
        itemId: row.drill?.type === 'report' ? row.drill.value : '',
        code: row.cells.code ?? '',
        name: row.cells.name ?? '',
        quantity: row.cells.quantity ?? '0',
      }));
    },
  });
}

/** Products (not services) whose name or code matches, for adding a line the warehouse has no card of yet. */
export function useProductSearch(organizationId: string, search: string) {
  return useQuery({
    queryKey: [organizationId, 'items', 'products', search],
    queryFn: async () => {
      const page = await api.request<ItemList>(`/items/organization/${organizationId}`, {
        query: { page: 1, limit: 20, search: search.trim() },
      });
      return page.data.filter((item) => item.type === 'PRODUCT');
    },
  });
}

/** The organisation's warehouses to count (GET /warehouses/organization/{id}). */
export function useWarehouseList(organizationId: string) {
  return useQuery({
    queryKey: [organizationId, 'warehouses'],
    queryFn: async () =>
      (
        await api.request<{ data: { id: string; name: string }[] }>(
          `/warehouses/organization/${organizationId}`,
        )
      ).data,
  });
}
