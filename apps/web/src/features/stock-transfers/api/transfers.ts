// GET /stock-transfers/organization/{id}?page&limit&search, GET /stock-transfers/{id}, POST /stock-transfers,
// POST /stock-transfers/{id}/void, GET /stock-transfers/{id}/pdf; and the products a line can pick (type
// PRODUCT only). A transfer or void moves stock, so the stock reports are reloaded with the transfers.
import type { CreateStockTransferRequest, Item, StockTransfer, StockTransferList } from '@banchee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { openInNewTab } from '../../../lib/binary';
import { printQuery, type PrintDefaults } from '../../../lib/print-defaults';
import type { Page } from '../../../lib/pagination';

export const TRANSFERS_PAGE_SIZE = 50;
const keys = {
  all: (organizationId: string) => [organizationId, 'stock-transfers'] as const,
};

export function useTransfers(organizationId: string, query: { page: number; search: string }) {
  return useQuery({
    queryKey: [...keys.all(organizationId), 'list', query],
    queryFn: () =>
      api.request<StockTransferList>(`/stock-transfers/organization/${organizationId}`, {
        query: { page: query.page, limit: TRANSFERS_PAGE_SIZE, search: query.search.trim() || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTransfer(organizationId: string, id: string | undefined) {
  return useQuery({
    queryKey: [...keys.all(organizationId), 'one', id],
    queryFn: () => api.request<StockTransfer>(`/stock-transfers/${id}`),
    enabled: id !== undefined,
  });
}

/** The organisation's products (services are not kept in stock), by name, for the line picker. */
export function useStockProducts(organizationId: string) {
  return useQuery({
    queryKey: [organizationId, 'items', 'products-for-transfer'],
    queryFn: async () => {
      const page = await api.request<Page<Item>>(`/items/organization/${organizationId}`, {
        query: { page: 1, limit: 500 },
      });
      return page.data.filter((item) => item.type === 'PRODUCT');
    },
  });
}

function useReloadStock(organizationId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.all(organizationId) }),
      client.invalidateQueries({ queryKey: [organizationId, 'accounting', 'report'] }),
    ]);
}

export function useCreateTransfer(organizationId: string) {
  const reload = useReloadStock(organizationId);
  return useMutation({
    mutationFn: (body: Omit<CreateStockTransferRequest, 'organizationId'>) =>
      api.request<StockTransfer>('/stock-transfers', { method: 'POST', body: { ...body, organizationId } }),
    onSuccess: reload,
  });
}

export function useVoidTransfer(organizationId: string) {
  const reload = useReloadStock(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      api.request<StockTransfer>(`/stock-transfers/${id}/void`, { method: 'POST', body: {} }),
    onSuccess: reload,
  });
}

/** Opens the transfer slip in a new tab, in the language and era of `defaults` (decision 0206). */
export function openTransferPdf(id: string, defaults: PrintDefaults): Promise<void> {
  return openInNewTab(`/stock-transfers/${id}/pdf`, printQuery(defaults), 'application/pdf');
}
