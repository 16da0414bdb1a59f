// Wire shapes of what a client sends to the documents of the one engine: the draft of spec §3 as the API
// accepts it (lines, header, payment fields), the create and update requests, the status action, the list
// query and the PDF query. Field names are the spec's. Money goes over the wire as decimal strings ("1070.00");
// numbers are accepted on input and turned into decimal strings before any arithmetic, so no float ever
// reaches a total. The answers are in documents.ts.
import { z } from 'zod';
import { dropEmpty, isoDateSchema, nonNegativeDecimal } from './common.ts';

const decimalInput = (places: number, label: string) =>
  nonNegativeDecimal(places, `Expected ${label}: a non-negative decimal with at most ${places} places`);

/** Money: up to 2 places. */
export const moneyInputSchema = decimalInput(2, 'an amount');
/** Quantities and unit prices: up to 4 places. */
export const quantityInputSchema = decimalInput(4, 'a quantity or price');
/** Percent 0–100, up to 4 places (compared as text: no float). */
export const percentInputSchema = decimalInput(4, 'a percentage').refine(
  (text) => /^0*(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/.test(text),
  'A percentage cannot exceed 100',
);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

export const documentContactInputSchema = z.object({
  contact_name: text(300).min(1).optional(),
  address: optionalText(1000),
  zipCode: z
    .string()
    .regex(/^\d{5}$/, 'Expected a 5-digit postcode')
    .optional(),
  taxId: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13}$/, 'Expected a 13-digit tax id'))
    .optional(),
  branch: z
    .string()
    .regex(/^\d{5}$/, 'Expected a 5-digit branch code (00000 = head office)')
    .optional(),
});
/** spec §5: empty, null and undefined fields are dropped before validation (here and in every input). */
export const documentContactSchema = z.preprocess(dropEmpty, documentContactInputSchema);
export type DocumentContact = z.infer<typeof documentContactInputSchema>;

export const DOCUMENT_LINE_VAT_TYPES = ['VAT7', 'VAT0', 'EXEMPT'] as const;
export const DOCUMENT_LINE_ITEM_TYPES = ['PRODUCT', 'SERVICE'] as const;
/** Income rows of the 50 ทวิ a purchase line's WHT may go on (migration 0026, decision 0170). */
export const WHT_LINE_INCOME_TYPES = ['2', '3', '5'] as const;
/** Who bears the WHT of a payment slip or of a bill paid at once (decision 0171: gross-up when the payer does). */
export const DOCUMENT_WHT_PAYERS = ['TAX_AT_SOURCE', 'PAID_ONE_TIME', 'PAID_CONTINUOUSLY'] as const;

/** One line of the draft (spec §3 line item). Computed figures sent by a client are ignored. */
const documentLineFields = z.object({
  item_id: z.uuid().optional(),
  /** Product or service: chooses the revenue account and the credit-note reason list. Default PRODUCT. */
  item_type: z.enum(DOCUMENT_LINE_ITEM_TYPES).optional(),
  name: text(500).min(1, 'A line needs a name'),
  sale_description: optionalText(5000),
  quantity: quantityInputSchema,
  main_unit: optionalText(50),
  sale_price: quantityInputSchema,
  discount_amount: moneyInputSchema.optional(),
  discount_percent: percentInputSchema.optional(),
  /** VAT treatment of the line (thai-tax-reference §1.2). Default VAT7. */
  vat_type: z.enum(DOCUMENT_LINE_VAT_TYPES).optional(),
  wht_percent: percentInputSchema.optional(),
  /** QUANTITY partials: the order line (quotation or purchase order) this line bills. */
  quotation_line_id: z.uuid().optional(),
  /**
   * Purchase lines: the account booked — an expense account (spec §9, 51111.01–53032.99), or 11510 inventory for a
   * product received into a warehouse (its default). Needed on every other line of a receiving or an expense.
   */
  account_code: z
    .string()
    .trim()
    .regex(/^\d{5}(\.\d{2})?$/, 'Expected an account code such as 53032.01')
    .optional(),
  /** Purchase lines with WHT: the 50 ทวิ income row (2 fees, 3 royalties, 5 services/rent/…; default 5). */
  wht_income_type: z.enum(WHT_LINE_INCOME_TYPES).optional(),
  /** Goods lines: the warehouse the goods come into or leave when not the document's warehouseId (decision 0224). */
  warehouse_id: z.uuid().optional(),
});
export const documentLineInputSchema = z.preprocess(dropEmpty, documentLineFields);
export type DocumentLineInput = z.infer<typeof documentLineFields>;

export const PRICE_TYPES_WIRE = ['vat_exclusive', 'vat_inclusive', 'no_vat'] as const;
export const PARTIAL_TYPES_WIRE = ['PERCENTAGE', 'AMOUNT', 'QUANTITY'] as const;

/** A signed amount of at most 2 places ("-0.25", "0.50"): the rounding difference of a payment. */
export const signedMoneyInputSchema = z
  .union([z.string().trim(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(z.string().regex(/^[+-]?\d{1,14}(\.\d{1,2})?$/, 'Expected an amount with at most 2 places'));

/**
 * Receipts, cash sales and the Receive Payment action: how the money came in (issue #10 §2). paymentMethod is
 * one of CASH, TRANSFER, CHEQUE, CARD, PROMPTPAY, EWALLET (checked by the API against the domain's list);
 * every method but cash names the organisation bank account (paymentAccountId) it went into.
 */
export const paymentFields = {
  paymentMethod: text(50)
    .transform((value) => value.toUpperCase())
    .optional(),
  paymentBank: optionalText(50),
  paymentReference: optionalText(100),
  collected_at: isoDateSchema.optional(),
  paymentAccountId: z.uuid().optional(),
  chequeNumber: optionalText(30),
  chequeDate: isoDateSchema.optional(),
  /** Kept by the bank (Dr 53033). */
  bankFee: moneyInputSchema.optional(),
  /** Paid more (+) or less (−) than due, at most 1.00 either way. */
  roundingAmount: signedMoneyInputSchema.optional(),
};

export const paymentFieldsSchema = z.object(paymentFields);
export type PaymentFieldsInput = z.infer<typeof paymentFieldsSchema>;

/** Fields a draft may carry whatever its kind (spec §3 header, tax, payment, contact). */
const draftFields = {
  reference_no: optionalText(100),
  reference: optionalText(300),
  /** An active project of the organisation (decision 0202); absent: an update keeps the document's own. */
  projectId: z.uuid().optional(),
  /**
   * true: the document names no project — an update takes its project off, a new document does not inherit the
   * project of the document it is made from. Payloads drop null, so this is how a picker is cleared.
   */
  noProject: z.boolean().optional(),
  detail: optionalText(2000),
  /**
   * The warehouse the goods of its lines come into or leave (every line's default, decision 0224); needed when a
   * line of an invoice, cash sale or receiving names a product.
   */
  warehouseId: z.uuid().optional(),
  date: isoDateSchema.optional(),
  dueDate: isoDateSchema.optional(),
  priceType: z.enum(PRICE_TYPES_WIRE).optional(),
  vatEnabled: z.boolean().optional(),
  discountAmount: moneyInputSchema.optional(),
  discountPercent: percentInputSchema.optional(),
  paymentType: z.enum(['credit', 'cash']).optional(),
  /** Kept as text by the draft; a whole number of days 0–3650. */
  creditDays: z
    .union([z.string().trim(), z.number()])
    .transform((value) => String(value))
    .pipe(z.string().regex(/^\d{1,4}$/, 'Expected a whole number of days'))
    .transform(Number)
    .pipe(z.number().int().max(3650))
    .optional(),
  /** The contact picked from the address book; its details are copied unless `contact` overrides them. */
  contactId: z.uuid().optional(),
  /** The draft's selectedContact (spec §3): the picked contact or its id; same as contactId. */
  selectedContact: z.union([z.uuid(), z.object({ id: z.uuid() })]).optional(),
  contact: documentContactSchema.optional(),
  remarks: optionalText(5000),
  notes: optionalText(5000),
  salesName: optionalText(200),
  items: z.array(documentLineInputSchema).max(500).optional(),
  ...paymentFields,
  /**
   * Invoices holding taxable services only: issue the invoice as a tax invoice (all VAT due at issue) instead
   * of leaving the tax invoice to the receipt (default). Invoices with taxable goods always are tax invoices:
   * false is refused for them (decision 0090).
   */
  issueAsTaxInvoice: z.boolean().optional(),
  /** Receiving inventory and expenses: the supplier's tax invoice, needed to claim the input VAT (s.82/3). */
  supplierTaxInvoiceNo: optionalText(100),
  supplierTaxInvoiceDate: isoDateSchema.optional(),
};

/**
 * POST /{resource}. Besides the draft: made from a quotation (parentQuotationId with partialType and its
 * figure, or isDeposit with depositValue), cumulative (cumulativeInvoices), against one document
 * (selectedInvoice: the invoice/billing note a receipt settles, or the invoice/cash sale a note adjusts).
 */
export const createDocumentSchema = z.preprocess(
  dropEmpty,
  z
    .object({
      organizationId: z.uuid(),
      ...draftFields,
      parentQuotationId: z.uuid().optional(),
      partialType: z.enum(PARTIAL_TYPES_WIRE).optional(),
      /** PERCENTAGE partials (and percentage deposits with depositType PERCENTAGE): percent of the quotation. */
      partialPercent: percentInputSchema.optional(),
      /** AMOUNT partials: amount in the quotation's price terms. Partial receipts: amount (with VAT) received. */
      partialAmount: moneyInputSchema.optional(),
      isDeposit: z.boolean().optional(),
      /** The deposit: an amount in the quotation's price terms, or a percent when depositType is PERCENTAGE. */
      depositValue: moneyInputSchema.optional(),
      depositType: z.enum(['AMOUNT', 'PERCENTAGE']).optional(),
      isCumulative: z.boolean().optional(),
      cumulativeInvoices: z.array(z.uuid()).min(1).max(200).optional(),
      selectedInvoice: z.uuid().optional(),
      /** Receipts: withholding tax the customer deducted (default: the settled documents' WHT pro rata). */
      whtAmount: moneyInputSchema.optional(),
      /** Payment slips, receiving inventory and expenses (paid at once): who bears the WHT (default withheld). */
      whtPayer: z.enum(DOCUMENT_WHT_PAYERS).optional(),
      /** Receipts: customer credit (21510) used instead of money, at most the customer's open credit (0188). */
      customerCreditAmount: moneyInputSchema.optional(),
      /** Credit/debit notes: a reason code of the domain's lists, and its text for the "other" reasons. */
      reason: optionalText(100),
      reasonDescription: optionalText(1000),
    })
    .meta({ id: 'SalesDocumentCreate' }),
);
export type CreateDocumentInput = z.infer<typeof createDocumentSchema>;

/** PUT /{resource}/{id}: the draft fields while the document is editable (links cannot change). */
export const updateDocumentSchema = z.preprocess(
  dropEmpty,
  z
    .object({
      ...draftFields,
      /** Receiving inventory and expenses: who bears the WHT when paid (a payment slip keeps its own: 400). */
      whtPayer: z.enum(DOCUMENT_WHT_PAYERS).optional(),
    })
    .meta({ id: 'SalesDocumentUpdate' }),
);
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;

/** POST /{resource}/{id}/status. Actions are compared in upper case (spec §4). */
export const documentStatusActionSchema = z.preprocess(
  dropEmpty,
  z.object({
    action: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .transform((value) => value.toUpperCase()),
    /** RECEIVE PAYMENT on a cash sale: how the money came in (stored on the document before it posts). */
    ...paymentFields,
  }),
);
export type DocumentStatusActionInput = z.infer<typeof documentStatusActionSchema>;

/** GET /{resource}/organization/{orgId}. */
export const listDocumentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(200).optional(),
  status: z.string().trim().max(40).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

export const PDF_QUERY_COPIES = ['original', 'copy', 'both'] as const;
export const documentPdfQuerySchema = z.object({
  copy: z.enum(PDF_QUERY_COPIES).default('original'),
  be: z.enum(['0', '1']).optional(),
  /** Default: the organisation's print language (Thai unless set). */
  lang: z.enum(['th', 'en']).optional(),
});
