// Inter-warehouse transfers (issue 13 "Stock", decision 0192): GET /stock-transfers/organization/{id}?page&limit&
// search&status, POST /stock-transfers, GET /stock-transfers/{id}, POST /stock-transfers/{id}/void,
// GET /stock-transfers/{id}/pdf. Quantities are decimal strings (4 places), values money strings.
import { z } from 'zod';
import { compactObject, isoDateSchema, paginated, paginationQuery, timestamp } from './common.ts';
import { quantityInputSchema } from './documents.ts';

export const stockTransferStatusSchema = z.enum(['DONE', 'VOID']);
export type StockTransferStatus = z.infer<typeof stockTransferStatusSchema>;

/** A quantity above zero (the domain and the database refuse zero too). */
const positiveQuantity = quantityInputSchema.refine(
  (text) => /[1-9]/.test(text),
  'A transfer line moves a quantity above zero',
);

export const stockTransferLineInput = z.object({
  itemId: z.uuid(),
  quantity: positiveQuantity,
});

export const createStockTransferRequest = compactObject({
  organizationId: z.uuid(),
  fromWarehouseId: z.uuid(),
  toWarehouseId: z.uuid(),
  date: isoDateSchema,
  note: z.string().trim().max(1000).optional(),
  items: z.array(stockTransferLineInput).min(1).max(200),
})
  .refine((body) => body.fromWarehouseId !== body.toWarehouseId, {
    message: 'Goods are transferred to another warehouse than the one they leave',
    path: ['toWarehouseId'],
  })
  .meta({ id: 'CreateStockTransferRequest' });
export type CreateStockTransferRequest = z.infer<typeof createStockTransferRequest>;

export const voidStockTransferRequest = compactObject({
  /** The day the goods go back (their REVERSAL moves); today when absent. */
  date: isoDateSchema.optional(),
}).meta({ id: 'VoidStockTransferRequest' });
export type VoidStockTransferRequest = z.infer<typeof voidStockTransferRequest>;

const warehouseRef = z.object({ id: z.uuid(), name: z.string(), code: z.string().optional() });

export const stockTransferLine = z.object({
  itemId: z.uuid(),
  code: z.string().optional(),
  name: z.string(),
  unit: z.string().optional(),
  quantity: z.string(),
  /** The average unit cost the goods left the source with (4 places) and the value they carried (money). */
  unitCost: z.string(),
  value: z.string(),
});

export const stockTransfer = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    number: z.string(),
    date: isoDateSchema,
    status: stockTransferStatusSchema,
    voidDate: isoDateSchema.optional(),
    from: warehouseRef,
    to: warehouseRef,
    note: z.string().optional(),
    items: z.array(stockTransferLine),
    /** The value moved: what left the source, equal to what arrived (money). */
    totalValue: z.string(),
    /**
     * The transfer's own journal entry (Dr the destination's inventory account · Cr the source's, and any
     * negative-stock correction); absent when nothing was posted (both warehouses on one account).
     */
    journalEntry: z.object({ id: z.uuid(), number: z.string() }).optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'StockTransfer' });
export type StockTransfer = z.infer<typeof stockTransfer>;

export const stockTransferSummary = stockTransfer
  .omit({ items: true })
  .extend({ lineCount: z.number().int() });
export type StockTransferSummary = z.infer<typeof stockTransferSummary>;

export const stockTransferListQuery = paginationQuery(50).extend({
  status: stockTransferStatusSchema.optional(),
});
export const stockTransferList = paginated(stockTransferSummary).meta({ id: 'StockTransferList' });
export type StockTransferList = z.infer<typeof stockTransferList>;

/**
 * The print of a transfer or a stock count (decision 0206), chosen like the sales documents': lang=th|en
 * (default: the organisation's print language), be=1|0 Buddhist or Common Era dates (default: the
 * organisation's document era, else BE on Thai prints by its print era, CE on English ones).
 */
export const stockPrintQuery = z.object({
  lang: z.enum(['th', 'en']).optional(),
  be: z.enum(['0', '1']).optional(),
});
export type StockPrintQuery = z.infer<typeof stockPrintQuery>;
