// Stock counts and adjustments (issue 13 "Stock", decision 0194): one warehouse's counted quantities, or
// surplus / shortage quantities with a reason, on a day. POST /stock-counts, GET /stock-counts/organization/
// {orgId}, GET /stock-counts/{id}, POST /stock-counts/{id}/status { action: VOID }.
import { z } from 'zod';
import { isoDateSchema, paginated, paginationQuery, text, timestamp, uuid } from './common.ts';
import { quantityInputSchema } from './documents.ts';

export const STOCK_ADJUSTMENT_DIRECTIONS = ['SURPLUS', 'SHORTAGE'] as const;

export const stockCountLineInput = z
  .object({
    itemId: uuid,
    /** What was counted on the shelf: the difference to the card is the adjustment. */
    countedQuantity: quantityInputSchema.optional(),
    /** Or an adjustment by quantity: goods found (SURPLUS) or missing (SHORTAGE). */
    direction: z.enum(STOCK_ADJUSTMENT_DIRECTIONS).optional(),
    quantity: quantityInputSchema.optional(),
    reason: text(200),
    /** Unit cost of goods found on an empty shelf (it has no average); elsewhere goods move at the average. */
    unitCost: quantityInputSchema.optional(),
  })
  .superRefine((line, ctx) => {
    const counted = line.countedQuantity !== undefined;
    const adjusted = line.direction !== undefined || line.quantity !== undefined;
    if (counted === adjusted) {
      ctx.addIssue({
        code: 'custom',
        path: ['countedQuantity'],
        message: 'Give either the counted quantity or a surplus / shortage quantity',
      });
    } else if (adjusted && (line.direction === undefined || line.quantity === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [line.direction === undefined ? 'direction' : 'quantity'],
        message: 'An adjustment needs its direction and quantity',
      });
    }
  });
export type StockCountLineInput = z.infer<typeof stockCountLineInput>;

export const createStockCountRequest = z.object({
  organizationId: uuid,
  warehouseId: uuid,
  date: isoDateSchema,
  remarks: text(1000).optional(),
  lines: z.array(stockCountLineInput).min(1).max(500),
});
export type CreateStockCountRequest = z.infer<typeof createStockCountRequest>;

export const stockCountStatusAction = z.object({ action: z.literal('VOID') });

export const stockCountLineSchema = z.object({
  item_id: uuid,
  item_code: z.string().optional(),
  item_name: z.string(),
  on_hand_quantity: z.string(),
  counted_quantity: z.string().optional(),
  /** Signed: + goods found, − goods missing. */
  difference: z.string(),
  /** Signed value the move carried (at the average cost). */
  value: z.string(),
  reason: z.string(),
});

export const stockCountSchema = z
  .object({
    id: uuid,
    organizationId: uuid,
    number: z.string(),
    date: z.string(),
    warehouse_id: uuid,
    warehouse_name: z.string(),
    remarks: z.string().optional(),
    status: z.enum(['POSTED', 'VOID']),
    /** Value of goods missing (Dr 51116) and found (Cr 51117). */
    shortage_value: z.string(),
    surplus_value: z.string(),
    journal_entry_id: uuid.optional(),
    lines: z.array(stockCountLineSchema),
    created_at: timestamp,
  })
  .meta({ id: 'StockCount' });
export type StockCount = z.infer<typeof stockCountSchema>;

export const stockCountListSchema = paginated(stockCountSchema.omit({ lines: true }));
export type StockCountList = z.infer<typeof stockCountListSchema>;
export const listStockCountsQuery = paginationQuery(50);
export type ListStockCountsQuery = z.infer<typeof listStockCountsQuery>;
