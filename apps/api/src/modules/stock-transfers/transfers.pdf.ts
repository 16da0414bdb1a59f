// The printed transfer slip (ใบโอนสินค้าระหว่างคลัง, decision 0192): the transfer as the API answers it, with the
// organisation's name, address and tax id, in Buddhist-era dates unless the organisation prints in the Common Era.
import { sql, type Database } from '@banchee/db';
import type { PdfFile } from '../../http/record-routes.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { renderStockTransferHtml } from '../../pdf/stock-transfer-html.ts';
import { getTransfer } from './transfers.service.ts';

/** Transfer {id} of the organisation as its printed PDF (404 STOCK_TRANSFER.NOT_FOUND for an unknown id). */
export async function transferPdf(
  db: Database,
  renderer: PdfRenderer,
  organizationId: string,
  id: string,
): Promise<PdfFile> {
  const transfer = await getTransfer(db, organizationId, id);
  const { rows } = await db.execute<{
    name: string;
    address: string | null;
    tax_id: string | null;
    print_era: string | null;
  }>(sql`SELECT name, address, tax_id, print_era FROM organizations WHERE id = ${organizationId}`);
  const organization = rows[0];
  const html = renderStockTransferHtml({
    organization: {
      name: organization?.name ?? '',
      address: organization?.address ?? undefined,
      taxId: organization?.tax_id ?? undefined,
    },
    number: transfer.number,
    date: transfer.date,
    buddhistEra: organization?.print_era !== 'CE',
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
