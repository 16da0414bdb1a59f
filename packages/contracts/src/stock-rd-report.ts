// รายงานสินค้าและวัตถุดิบ (Revenue Code s.87(3), decision 0195): per warehouse and product, the month's receipts
// and issues with the running balance. GET /reports/stock-rd/organization/{orgId}?year&month&warehouseId[&itemId]
// [&format=pdf|xlsx].
import { z } from 'zod';
import { uuid } from './common.ts';

export const stockRdReportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
  warehouseId: uuid,
  itemId: uuid.optional(),
  format: z.enum(['json', 'pdf', 'xlsx']).default('json'),
});
export type StockRdReportQuery = z.infer<typeof stockRdReportQuery>;

const rdRow = z.object({
  date: z.string(),
  /** The document or stock count that moved the goods. */
  number: z.string(),
  /** Quantities at 4 places; received and issued are blank ('') when the move went the other way. */
  received: z.string(),
  issued: z.string(),
  balance: z.string(),
  /** Value of the goods on hand after the move (moving average, baht). */
  balanceValue: z.string(),
  /** The print's remark (Thai): the kind of move and its reason. */
  remark: z.string(),
  /** IN · OUT · RETURN · TRANSFER_IN · TRANSFER_OUT · ADJUSTMENT · REVERSAL, for a screen in another language. */
  moveType: z.string(),
  reason: z.string().optional(),
});

export const stockRdReportSchema = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    operator: z.object({ name: z.string(), taxId: z.string(), branch: z.string(), address: z.string() }),
    warehouse: z.string(),
    products: z.array(
      z.object({
        itemId: uuid,
        code: z.string(),
        name: z.string(),
        unit: z.string(),
        opening: z.object({ quantity: z.string(), value: z.string() }),
        rows: z.array(rdRow),
        totals: z.object({ received: z.string(), issued: z.string() }),
        closing: z.object({ quantity: z.string(), value: z.string() }),
      }),
    ),
  })
  .meta({ id: 'StockRdReport' });
export type StockRdReport = z.infer<typeof stockRdReportSchema>;
