// The printed transfer slip (ใบโอนสินค้าระหว่างคลัง / Inter-warehouse transfer, decisions 0192, 0206): the transfer as
// the API answers it under the organisation's head, in the language and era asked for (the sales documents' rule).
import type { StockPrintQuery } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import type { PdfFile } from '../../http/record-routes.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { renderStockTransferHtml } from '../../pdf/stock-transfer-html.ts';
import { stockPrintHead } from '../stock/index.ts';
import { getTransfer } from './transfers.service.ts';

/** Transfer {id} of the organisation as its printed PDF (404 STOCK_TRANSFER.NOT_FOUND for an unknown id). */
export async function transferPdf(
  db: Database,
  renderer: PdfRenderer,
  organizationId: string,
  id: string,
  query: StockPrintQuery,
): Promise<PdfFile> {
  const transfer = await getTransfer(db, organizationId, id);
  const head = await stockPrintHead(db, organizationId, query);
  const html = renderStockTransferHtml({
    ...head,
    number: transfer.number,
    date: transfer.date,
    voided: transfer.status === 'VOID',
    voidDate: transfer.voidDate,
    from: transfer.from.name,
    to: transfer.to.name,
    note: transfer.note,
    items: transfer.items,
    totalValue: transfer.totalValue,
  });
  return { bytes: await renderer.renderHtmlToPdf(html), fileName: `${transfer.number}.pdf` };
}
