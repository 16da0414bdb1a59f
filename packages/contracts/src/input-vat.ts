// Wire shapes of input VAT (issue #12; decisions 0176–0178): the input (purchase) tax report of a claim month,
// the manage-purchase-VAT list and its choice, and the foreign input tax (ภ.พ.36) report. Money is a decimal
// string with two places; a tax month is yyyy-mm (Common Era on the wire).
import { z } from 'zod';
import { compactObject, uuid } from './common.ts';
import {
  taxMonthSchema,
  vatReportOperator,
  vatReportPages,
  vatReportRow,
  vatReportTotals,
} from './tax-filings.ts';

const money = z.string().meta({ example: '700.00' });

export const purchaseTaxInvoiceProblems = [
  'SUPPLIER_TAX_ID_MISSING',
  'SUPPLIER_TAX_ID_INVALID',
  'SUPPLIER_BRANCH_INVALID',
  'TAX_INVOICE_NUMBER_MISSING',
  'TAX_INVOICE_DATE_MISSING',
  'TAX_INVOICE_DATE_AFTER_DUE',
] as const;
export const inputVatStates = ['UNDUE', 'CLAIMED', 'BLOCKED', 'NOT_CLAIMABLE'] as const;
/** A bill's input VAT in parts (decision 0245): its goods' (due at the bill) and its services' (due when paid). */
export const inputVatParts = ['GOODS', 'SERVICES'] as const;

export const inputTaxReport = z
  .object({
    month: z.string(),
    operator: vatReportOperator,
    rows: z.array(
      vatReportRow.extend({
        /** Our receiving inventory / expense number (the row's number is the supplier's tax invoice). */
        documentNumber: z.string(),
        /** Claimed after the month of its tax invoice. */
        late: z.boolean(),
      }),
    ),
    pages: vatReportPages,
    totals: vatReportTotals,
  })
  .meta({ id: 'InputTaxReport' });
export type InputTaxReport = z.infer<typeof inputTaxReport>;

export const purchaseTaxInvoice = z
  .object({
    documentId: uuid,
    part: z.enum(inputVatParts),
    /** The bill has both parts, each a purchase tax invoice of its own. */
    split: z.boolean(),
    kind: z.enum(['RI', 'EXP']),
    number: z.string(),
    date: z.string(),
    supplierName: z.string(),
    supplierTaxId: z.string().optional(),
    supplierBranch: z.string().optional(),
    taxInvoiceNumber: z.string().optional(),
    taxInvoiceDate: z.string().optional(),
    base: money,
    vat: money,
    dueDate: z.string().optional(),
    window: z.object({ first: z.string(), last: z.string() }).optional(),
    problems: z.array(z.enum(purchaseTaxInvoiceProblems)),
    state: z.enum(inputVatStates),
    claimMonth: z.string().optional(),
    late: z.boolean(),
    chosen: z.boolean(),
  })
  .meta({ id: 'PurchaseTaxInvoice' });
export type PurchaseTaxInvoice = z.infer<typeof purchaseTaxInvoice>;

export const purchaseVatList = z
  .object({ month: z.string(), invoices: z.array(purchaseTaxInvoice) })
  .meta({ id: 'PurchaseVatList' });
export type PurchaseVatList = z.infer<typeof purchaseVatList>;

export const choosePurchaseVatRequest = compactObject({
  organizationId: uuid,
  documentId: uuid,
  /** The part of the bill's VAT; needed when the bill has both (decision 0245). */
  part: z.enum(inputVatParts).optional(),
  action: z.enum(['CLAIM', 'NOT_CLAIMABLE', 'RESET']),
  /** The claim month (CLAIM only). */
  month: taxMonthSchema.optional(),
});
export type ChoosePurchaseVatRequest = z.infer<typeof choosePurchaseVatRequest>;

export const taxInvoiceChecks = z
  .object({
    month: z.string(),
    /** Purchase tax invoices whose input VAT does not count until fixed or marked not claimable. */
    purchases: z.array(purchaseTaxInvoice),
    /** Issued sales tax invoices of the month lacking an s.86/4 particular (paths as the issue-time rule's). */
    sales: z.array(
      z.object({
        documentId: uuid,
        kind: z.string(),
        number: z.string(),
        date: z.string(),
        missing: z.array(
          z.enum([
            'seller.name',
            'seller.address',
            'seller.taxId',
            'contact.contact_name',
            'contact.address',
            'contact.branch',
          ]),
        ),
      }),
    ),
  })
  .meta({ id: 'TaxInvoiceChecks' });
export type TaxInvoiceChecks = z.infer<typeof taxInvoiceChecks>;

export const foreignInputTaxReport = z
  .object({
    month: z.string(),
    rows: z.array(
      z.object({
        documentId: uuid,
        number: z.string(),
        date: z.string(),
        supplierName: z.string(),
        base: money,
        vat: money,
      }),
    ),
    totals: z.object({ base: money, vat: money }),
    /** The month's expenses without Thai VAT not marked yet (candidates for a service from abroad). */
    candidates: z.array(
      z.object({
        documentId: uuid,
        number: z.string(),
        date: z.string(),
        supplierName: z.string(),
        base: money,
      }),
    ),
    /** The PP36 of the month: its amount is totals.vat, due on this date (online filing). */
    dueDate: z.string(),
  })
  .meta({ id: 'ForeignInputTaxReport' });
export type ForeignInputTaxReport = z.infer<typeof foreignInputTaxReport>;

export const markForeignServiceRequest = compactObject({
  organizationId: uuid,
  /** An expense (EXP) without Thai VAT. */
  documentId: uuid,
  /** true: a service bought from abroad (posts the PP36 VAT); false: undo. */
  foreign: z.boolean(),
});
