// Wire shapes of the documents of the one engine (quotations … debit notes on the sales side, purchase orders,
// receiving inventory, expenses and payment slips on the purchase side): the kinds and their resources, and the
// document as the API answers. What a client sends (draft, create, update, status action, queries) is in
// documents-requests.ts, re-exported here. Field names are the spec's (snake or camel case as the spec writes
// them); money is a decimal string. The kind lists are the domain registry's (one list, decision 0110).
import { DOCUMENT_KIND_INFO, DOCUMENT_KINDS, type DocumentKind } from '@banchee/domain';
import { z } from 'zod';
import {
  DOCUMENT_LINE_ITEM_TYPES,
  DOCUMENT_LINE_VAT_TYPES,
  DOCUMENT_WHT_PAYERS,
  PARTIAL_TYPES_WIRE,
  PRICE_TYPES_WIRE,
  WHT_LINE_INCOME_TYPES,
  documentContactInputSchema,
} from './documents-requests.ts';

export * from './documents-requests.ts';

/** Every kind of the engine, by its number prefix (the registry's list). */
export { DOCUMENT_KINDS };
export type { DocumentKind };

type KindsOfSide<S extends string> = {
  [K in DocumentKind]: (typeof DOCUMENT_KIND_INFO)[K]['side'] extends S ? K : never;
}[DocumentKind];

/** The sales kinds (QT, BL, INV, CA, RE, CN, DN), read off the registry. */
export type SalesDocumentKind = KindsOfSide<'sales'>;
export const SALES_DOCUMENT_KINDS = DOCUMENT_KINDS.filter(
  (kind): kind is SalesDocumentKind => DOCUMENT_KIND_INFO[kind].side === 'sales',
);
/** The purchase kinds (PO, RI, EXP, WHT, PS), read off the registry. */
export type PurchaseDocumentKind = KindsOfSide<'purchases'>;

/** The URL segment (= API resource, web route) of every kind (architecture §4), read off the registry. */
export const DOCUMENT_RESOURCES = Object.fromEntries(
  DOCUMENT_KINDS.map((kind) => [kind, DOCUMENT_KIND_INFO[kind].route]),
) as { readonly [K in DocumentKind]: (typeof DOCUMENT_KIND_INFO)[K]['route'] };
export type DocumentResource = (typeof DOCUMENT_RESOURCES)[DocumentKind];
/** The sales kinds' segments (kept for the sales screens and reports that link to them). */
export const SALES_DOCUMENT_RESOURCES = Object.fromEntries(
  SALES_DOCUMENT_KINDS.map((kind) => [kind, DOCUMENT_RESOURCES[kind]]),
) as { readonly [K in SalesDocumentKind]: (typeof DOCUMENT_RESOURCES)[K] };
export type SalesDocumentResource = (typeof SALES_DOCUMENT_RESOURCES)[SalesDocumentKind];

// ---------------------------------------------------------------- answers

const money = z.string();

export const documentLineSchema = z.object({
  id: z.uuid(),
  item_id: z.uuid().optional(),
  item_type: z.enum(DOCUMENT_LINE_ITEM_TYPES),
  name: z.string(),
  sale_description: z.string().optional(),
  quantity: z.string(),
  main_unit: z.string().optional(),
  sale_price: z.string(),
  discount_amount: money.optional(),
  discount_percent: z.string().optional(),
  vat_type: z.enum(DOCUMENT_LINE_VAT_TYPES),
  wht_percent: z.string().optional(),
  wht_income_type: z.enum(WHT_LINE_INCOME_TYPES).optional(),
  /** The line's own warehouse, when not the document's. */
  warehouse_id: z.uuid().optional(),
  total: money,
  total_after_discount: money,
  tax_amount: money,
  wht_amount: money,
  grand_total: money,
  quotation_line_id: z.uuid().optional(),
  source_document_id: z.uuid().optional(),
  /** Purchase lines: the account booked (an expense account of spec §9, or 11510 inventory). */
  account_code: z.string().optional(),
});

export const documentTotalsSchema = z.object({
  subtotal: money,
  discount: money,
  depositDeducted: money,
  amountAfterDiscount: money,
  vatBase: money,
  vat: money,
  net_total: money,
  grand_total: money,
  whtAmount: money,
  amountDue: money,
  taxes: z.array(z.object({ vatType: z.string(), base: money, vat: money })),
});

export const documentLinkSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  status: z.string(),
  date: z.string(),
  grand_total: money,
  linkType: z.string(),
  partialType: z.string().optional(),
  percent: z.string().optional(),
  amount: money,
  whtAmount: money.optional(),
});

export const documentEventSchema = z.object({
  action: z.string(),
  fromStatus: z.string().optional(),
  toStatus: z.string(),
  userId: z.uuid().optional(),
  at: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** Quotations: what is still to bill. Invoices, cash sales and billing notes: what is still to collect. */
export const documentProgressSchema = z.object({
  remainingAmount: money.optional(),
  remainingPercentage: z.string().optional(),
  remainingQuantities: z
    .array(z.object({ lineId: z.uuid(), ordered: z.string(), remaining: z.string() }))
    .optional(),
  /** Quotations billed by partials: the partial that bills exactly the rest (create-request fields). */
  rest: z
    .object({
      partialType: z.enum(PARTIAL_TYPES_WIRE),
      partialPercent: z.string().optional(),
      partialAmount: money.optional(),
      items: z.array(z.object({ quotation_line_id: z.uuid(), quantity: z.string() })).optional(),
    })
    .optional(),
  deposited: money.optional(),
  credited: money.optional(),
  debited: money.optional(),
  paid: money.optional(),
  balance: money.optional(),
});

/**
 * What the tax-point rule says of a document: whether it is a tax invoice, its title in Thai and English,
 * where its VAT goes (due 27111 / undue 27112 / none), whether "issue as tax invoice" is open to the user
 * (INV holding taxable services only) and, for notes, what the adjusted document is cited as.
 */
export const documentTaxPointSchema = z.object({
  isTaxInvoice: z.boolean(),
  title: z.object({ th: z.string(), en: z.string() }),
  vat: z.enum(['due', 'undue', 'none']),
  choice: z.enum(['forced', 'open', 'none']),
  cites: z.enum(['taxInvoice', 'invoice']).optional(),
});
export type DocumentTaxPoint = z.infer<typeof documentTaxPointSchema>;

export const documentSummarySchema = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    kind: z.enum(DOCUMENT_KINDS),
    number: z.string(),
    status: z.string(),
    date: z.string(),
    dueDate: z.string().optional(),
    reference_no: z.string().optional(),
    contactId: z.uuid().optional(),
    contact_name: z.string().optional(),
    net_total: money,
    vat_amount: money,
    grand_total: money,
    createdAt: z.string(),
  })
  .meta({ id: 'SalesDocumentSummary' });

export const documentSchema = documentSummarySchema
  .extend({
    reference: z.string().optional(),
    projectId: z.uuid().optional(),
    detail: z.string().optional(),
    warehouseId: z.uuid().optional(),
    priceType: z.enum(PRICE_TYPES_WIRE),
    vatEnabled: z.boolean(),
    discountAmount: money.optional(),
    discountPercent: z.string().optional(),
    paymentType: z.enum(['credit', 'cash']),
    creditDays: z.number().int().optional(),
    currency: z.string(),
    contact: documentContactInputSchema.optional(),
    remarks: z.string().optional(),
    notes: z.string().optional(),
    salesName: z.string().optional(),
    totals: documentTotalsSchema,
    parentQuotationId: z.uuid().optional(),
    partialType: z.enum(PARTIAL_TYPES_WIRE).optional(),
    partialPercent: z.string().optional(),
    partialAmount: money.optional(),
    isDeposit: z.boolean(),
    depositValue: money.optional(),
    isCumulative: z.boolean(),
    reason: z.string().optional(),
    reasonDescription: z.string().optional(),
    supplierTaxInvoiceNo: z.string().optional(),
    supplierTaxInvoiceDate: z.string().optional(),
    originalAmount: money.optional(),
    paymentMethod: z.string().optional(),
    paymentBank: z.string().optional(),
    paymentReference: z.string().optional(),
    collected_at: z.string().optional(),
    /** INV: the stored "issue as tax invoice" choice (absent: the default). */
    issueAsTaxInvoice: z.boolean().optional(),
    /** The legal title and tax-invoice status (domain salesTaxPoint: the print and the postings agree). */
    taxPoint: documentTaxPointSchema,
    paymentAccountId: z.uuid().optional(),
    chequeNumber: z.string().optional(),
    chequeDate: z.string().optional(),
    bankFee: money.optional(),
    roundingAmount: money.optional(),
    /** Receipts: customer credit used instead of money (decision 0188). */
    customerCreditAmount: money.optional(),
    showItemDiscount: z.boolean(),
    showItemWHT: z.boolean(),
    items: z.array(documentLineSchema),
    links: z.object({ parents: z.array(documentLinkSchema), children: z.array(documentLinkSchema) }),
    history: z.array(documentEventSchema),
    allowedActions: z.array(z.string()),
    progress: documentProgressSchema.optional(),
    /** PS, RI, EXP: who bears the WHT (absent: withheld at source). */
    whtPayer: z.enum(DOCUMENT_WHT_PAYERS).optional(),
    /** PS, and RI/EXP paid at once: the 50 ทวิ certificates the payment issued (voided ones included). */
    whtCertificates: z
      .array(
        z.object({
          id: z.uuid(),
          number: z.string(),
          status: z.string(),
          form_type: z.string(),
          total_amount: money,
          total_tax: money,
        }),
      )
      .optional(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SalesDocument' });
export type SalesDocument = z.infer<typeof documentSchema>;
export type SalesDocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentListSchema = z
  .object({
    data: z.array(documentSummarySchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  })
  .meta({ id: 'SalesDocumentList' });
export type SalesDocumentList = z.infer<typeof documentListSchema>;
