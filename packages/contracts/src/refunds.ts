// Customer refunds (issue #10 §3, decision 0166): money paid back to a customer out of the credit a credit note
// left after the invoice was paid. POST /refunds, GET /refunds/organization/{orgId}, GET /refunds/{id},
// POST /refunds/{id}/status { action: VOID }, GET /refunds/{id}/pdf, GET /refunds/credit/{creditNoteId}.
import { z } from 'zod';
import { isoDateSchema, paginated, paginationQuery, text, timestamp, uuid } from './common.ts';
import { moneyInputSchema } from './documents.ts';

export const REFUND_PAYMENT_METHODS = ['CASH', 'TRANSFER', 'CHEQUE', 'CARD', 'PROMPTPAY', 'EWALLET'] as const;

export const createRefundRequest = z.object({
  organizationId: uuid,
  creditNoteId: uuid,
  date: isoDateSchema,
  amount: moneyInputSchema,
  paymentMethod: z.enum(REFUND_PAYMENT_METHODS),
  /** The organisation bank account the money leaves (any method but cash; 11121 when none is named). */
  paymentAccountId: uuid.optional(),
  chequeNumber: text(30).optional(),
  chequeDate: isoDateSchema.optional(),
  reference: text(100).optional(),
  /** A transfer fee the business pays on top (Dr 53033). */
  bankFee: moneyInputSchema.optional(),
  remarks: text(1000).optional(),
});
export type CreateRefundRequest = z.infer<typeof createRefundRequest>;

export const refundStatusAction = z.object({ action: z.literal('VOID') });

export const refundSchema = z
  .object({
    id: uuid,
    organizationId: uuid,
    number: z.string(),
    date: z.string(),
    credit_note_id: uuid,
    credit_note_number: z.string(),
    contact_id: uuid.optional(),
    contact_name: z.string().optional(),
    amount: z.string(),
    bank_fee: z.string(),
    payment_method: z.enum(REFUND_PAYMENT_METHODS),
    payment_account_id: uuid.optional(),
    cheque_number: z.string().optional(),
    cheque_date: z.string().optional(),
    reference: z.string().optional(),
    remarks: z.string().optional(),
    status: z.enum(['ISSUED', 'VOID']),
    journal_entry_id: uuid,
    created_at: timestamp,
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = paginated(refundSchema);
export type RefundList = z.infer<typeof refundListSchema>;
export const listRefundsQuery = paginationQuery(50);
export type ListRefundsQuery = z.infer<typeof listRefundsQuery>;

/** The customer credit a credit note left and what of it is still to refund. */
export const customerCreditSchema = z.object({
  credit_note_id: uuid,
  credit_note_number: z.string(),
  /** Posted to 21510 by the credit note (what it credited beyond what the customer still owed). */
  customer_credit: z.string(),
  refunded: z.string(),
  available: z.string(),
});
export type CustomerCredit = z.infer<typeof customerCreditSchema>;

/** GET /refunds/customer/{id}: a customer's open credit (decision 0188) — what a later receipt may use. */
export const customerCreditBalanceSchema = z.object({
  contact_id: uuid,
  /** Left in 21510 by the customer's credit notes after payment. */
  credit: z.string(),
  refunded: z.string(),
  /** Used by the customer's active receipts (customerCreditAmount). */
  used: z.string(),
  available: z.string(),
});
export type CustomerCreditBalance = z.infer<typeof customerCreditBalanceSchema>;
