// The printed stock count sheet (ใบตรวจนับสินค้า / Stock count, decision 0206): book and counted quantities, the
// difference, its value and reason, under the organisation's head, in the language and era asked for.
import type { StockPrintQuery } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import type { PdfFile } from '../../http/record-routes.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { renderStockCountHtml } from '../../pdf/stock-count-html.ts';
import { stockPrintHead } from '../stock/index.ts';
import { getStockCount } from './stock-counts.service.ts';

/** Stock count {id} of the organisation as its printed PDF (404 STOCK_COUNT.NOT_FOUND for an unknown id). */
export async function stockCountPdf(
  db: Database,
  renderer: PdfRenderer,
  organizationId: string,
  id: string,
  query: StockPrintQuery,
): Promise<PdfFile> {
  const count = await getStockCount(db, organizationId, id);
  const head = await stockPrintHead(db, organizationId, query);
  const html = renderStockCountHtml({
    ...head,
    number: count.number,
    date: count.date,
    voided: count.status === 'VOID',
    warehouse: count.warehouse_name,
    remarks: count.remarks,
    lines: count.lines.map((line) => ({
      code: line.item_code,
      name: line.item_name,
      onHand: line.on_hand_quantity,
      counted: line.counted_quantity,
      difference: line.difference,
      value: line.value,
      reason: line.reason,
    })),
    shortageValue: count.shortage_value,
    surplusValue: count.surplus_value,
  });
  return { bytes: await renderer.renderHtmlToPdf(html), fileName: `${count.number}.pdf` };
}
