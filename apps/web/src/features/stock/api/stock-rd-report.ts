// GET /reports/stock-rd/organization/{orgId} (decision 0195): the รายงานสินค้าและวัตถุดิบ of a warehouse for a
// month as JSON for the page, and its PDF (RD layout) or XLSX as files.
import type { StockRdReport } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fetchFile } from '../../../lib/download';

export interface StockRdParams {
  readonly year: number;
  readonly month: number;
  readonly warehouseId: string | null;
}

const path = (organizationId: string) => `/reports/stock-rd/organization/${organizationId}`;

export function useStockRdReport(organizationId: string, params: StockRdParams) {
  return useQuery({
    queryKey: [organizationId, 'stock-on-hand', 'rd', params],
    enabled: params.warehouseId !== null,
    queryFn: () =>
      api.request<StockRdReport>(path(organizationId), {
        query: { year: params.year, month: params.month, warehouseId: params.warehouseId ?? '' },
      }),
  });
}

export async function downloadStockRd(
  organizationId: string,
  params: StockRdParams,
  format: 'pdf' | 'xlsx',
): Promise<Blob> {
  const accept =
    format === 'pdf'
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const response = await fetchFile(
    path(organizationId),
    { year: params.year, month: params.month, warehouseId: params.warehouseId ?? '', format },
    accept,
  );
  return response.blob();
}
