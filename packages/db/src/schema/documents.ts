// Sales documents (architecture §3.4–3.5): one documents table for every kind, with lines, links, events and
// the gapless number counters. Drizzle mirror of migrations/0002_documents.sql — the SQL file is the source of
// truth (composite foreign keys and checks live there); this file only gives queries their types. numeric
// columns come back as decimal strings, so money never passes through a JS float.
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '@banchee/domain';
import { organizations, users } from './platform.ts';

/** Every kind of the domain's registry (migration 0010 keeps the SQL CHECK equal; kind-registry.test.ts). */
export const documentKinds = DOCUMENT_KINDS;
export const documentPriceTypes = ['vat_exclusive', 'vat_inclusive', 'no_vat'] as const;
export const documentPaymentTypes = ['credit', 'cash'] as const;
export const documentPartialTypes = ['PERCENTAGE', 'AMOUNT', 'QUANTITY'] as const;
export const documentLineVatTypes = ['VAT7', 'VAT0', 'EXEMPT'] as const;
export const documentLineItemTypes = ['PRODUCT', 'SERVICE'] as const;
export const documentLineKinds = ['item', 'deposit_deduction'] as const;
export const documentLinkTypes = [
  'FULL',
  'PARTIAL',
  'DEPOSIT',
  'DEPOSIT_DEDUCTION',
  'CUMULATIVE',
  'RECEIPT',
  'CREDIT_NOTE',
  'DEBIT_NOTE',
] as const;

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const decimal4 = (name: string) => numeric(name, { precision: 18, scale: 4 });
const percent = (name: string) => numeric(name, { precision: 7, scale: 4 });
const isoDate = (name: string) => date(name, { mode: 'string' });
const orgId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** One VAT code's share of a document, as stored in documents.tax_breakdown (decimal strings). */
export interface StoredTaxBreakdown {
  /** VAT7, VAT0, EXEMPT, or NONVAT when the document carries no VAT. */
  vatType: string;
  base: string;
  vat: string;
}

export const documents = pgTable(
  'documents',
  {
    organizationId: orgId(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    date: isoDate('date').notNull(),
    dueDate: isoDate('due_date'),
    referenceNo: text('reference_no'),
    reference: text('reference'),
    projectId: uuid('project_id'),
    detail: text('detail'),
    warehouseId: uuid('warehouse_id'),
    priceType: text('price_type', { enum: documentPriceTypes }).notNull().default('vat_exclusive'),
    vatEnabled: boolean('vat_enabled').notNull().default(true),
    discountAmount: money('discount_amount'),
    discountPercent: percent('discount_percent'),
    paymentType: text('payment_type', { enum: documentPaymentTypes }).notNull().default('credit'),
    creditDays: integer('credit_days'),
    currency: text('currency').notNull().default('THB'),
    contactId: uuid('contact_id'),
    contactName: text('contact_name'),
    contactAddress: text('contact_address'),
    contactZipCode: text('contact_zip_code'),
    contactTaxId: text('contact_tax_id'),
    contactBranch: text('contact_branch'),
    remarks: text('remarks'),
    notes: text('notes'),
    salesName: text('sales_name'),
    subtotal: money('subtotal').notNull().default('0'),
    discountTotal: money('discount_total').notNull().default('0'),
    depositDeducted: money('deposit_deducted').notNull().default('0'),
    amountAfterDiscount: money('amount_after_discount').notNull().default('0'),
    vatBase: money('vat_base').notNull().default('0'),
    vatAmount: money('vat_amount').notNull().default('0'),
    netTotal: money('net_total').notNull().default('0'),
    grandTotal: money('grand_total').notNull().default('0'),
    whtAmount: money('wht_amount').notNull().default('0'),
    amountDue: money('amount_due').notNull().default('0'),
    taxBreakdown: jsonb('tax_breakdown').$type<StoredTaxBreakdown[]>().notNull().default([]),
    parentQuotationId: uuid('parent_quotation_id'),
    partialType: text('partial_type', { enum: documentPartialTypes }),
    partialPercent: percent('partial_percent'),
    partialAmount: money('partial_amount'),
    isDeposit: boolean('is_deposit').notNull().default(false),
    depositValue: money('deposit_value'),
    isCumulative: boolean('is_cumulative').notNull().default(false),
    reasonCode: text('reason_code'),
    reasonDescription: text('reason_description'),
    originalAmount: money('original_amount'),
    paymentMethod: text('payment_method'),
    /** PS, and RI/EXP paid at once: who bears the WHT (migration 0026; null = withheld at source). */
    whtPayer: text('wht_payer', { enum: ['TAX_AT_SOURCE', 'PAID_ONE_TIME', 'PAID_CONTINUOUSLY'] }),
    paymentBank: text('payment_bank'),
    paymentReference: text('payment_reference'),
    collectedAt: isoDate('collected_at'),
    /** INV holding taxable services only: issue it as a tax invoice (migration 0008, decision 0090). */
    issueAsTaxInvoice: boolean('issue_as_tax_invoice'),
    paymentAccountId: uuid('payment_account_id'),
    chequeNumber: text('cheque_number'),
    chequeDate: isoDate('cheque_date'),
    bankFee: money('bank_fee').notNull().default('0'),
    roundingAmount: money('rounding_amount').notNull().default('0'),
    /** Receipts: customer credit (21510) used to settle, instead of money (migration 0032, decision 0188). */
    customerCreditAmount: money('customer_credit_amount').notNull().default('0'),
    /** Receiving inventory and expenses: the supplier's tax invoice (migration 0015). */
    supplierTaxInvoiceNo: text('supplier_tax_invoice_no'),
    supplierTaxInvoiceDate: isoDate('supplier_tax_invoice_date'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('documents_number_key').on(t.organizationId, t.number),
  ],
);

export const documentLines = pgTable(
  'document_lines',
  {
    organizationId: orgId(),
    id: uuid('id').notNull(),
    documentId: uuid('document_id').notNull(),
    position: integer('position').notNull(),
    lineKind: text('line_kind', { enum: documentLineKinds }).notNull().default('item'),
    itemId: uuid('item_id'),
    itemType: text('item_type', { enum: documentLineItemTypes }).notNull().default('PRODUCT'),
    name: text('name').notNull(),
    saleDescription: text('sale_description'),
    quantity: decimal4('quantity').notNull(),
    mainUnit: text('main_unit'),
    salePrice: decimal4('sale_price').notNull(),
    discountAmount: money('discount_amount'),
    discountPercent: percent('discount_percent'),
    vatType: text('vat_type', { enum: documentLineVatTypes }).notNull().default('VAT7'),
    whtPercent: percent('wht_percent'),
    total: money('total').notNull().default('0'),
    totalAfterDiscount: money('total_after_discount').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    whtAmount: money('wht_amount').notNull().default('0'),
    grandTotal: money('grand_total').notNull().default('0'),
    sourceLineId: uuid('source_line_id'),
    sourceDocumentId: uuid('source_document_id'),
    /** Purchase lines: the account booked (migration 0015). */
    accountCode: text('account_code'),
    /** Purchase lines: the 50 ทวิ income row of the line's WHT (migration 0026; null = 5). */
    whtIncomeType: text('wht_income_type', { enum: ['2', '3', '5'] }),
    /** Goods lines: the warehouse the goods come into or leave when not the document's (migration 0051). */
    warehouseId: uuid('warehouse_id'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('document_lines_position_key').on(t.organizationId, t.documentId, t.position),
  ],
);

export const documentLinks = pgTable(
  'document_links',
  {
    organizationId: orgId(),
    id: uuid('id').notNull(),
    parentId: uuid('parent_id').notNull(),
    childId: uuid('child_id').notNull(),
    linkType: text('link_type', { enum: documentLinkTypes }).notNull(),
    partialType: text('partial_type', { enum: documentPartialTypes }),
    percent: percent('percent'),
    amount: money('amount').notNull().default('0'),
    whtAmount: money('wht_amount').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('document_links_pair_key').on(t.organizationId, t.parentId, t.childId, t.linkType),
  ],
);

export const documentEvents = pgTable(
  'document_events',
  {
    organizationId: orgId(),
    id: uuid('id').notNull(),
    documentId: uuid('document_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: uuid('user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const documentCounters = pgTable(
  'document_counters',
  {
    organizationId: orgId(),
    prefix: text('prefix').notNull(),
    dateKey: isoDate('date_key').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.prefix, t.dateKey] })],
);
