// The business reports (issue 15, decisions 0156–0157): GET /reports/{name}/organization/{organizationId}
// ?from&to&filters&format&lang for the sales, receivable, income-and-expense and project reports. Every one
// answers the same tabular shape — typed columns, rows of decimal strings with where a row drills down to,
// totals, an optional chart series and, where the ledger has the same figure, the reconciliation to it — so the
// web draws them with one frame and the API exports them with one CSV, XLSX and PDF writer.
import { z } from 'zod';
import { isoDateSchema } from './common.ts';

export const businessReportNames = [
  'sales',
  'sales-by-product',
  'sales-by-person',
  'sales-by-customer',
  'billing-notes',
  'receivables',
  'income-and-expense',
  'projects',
  // Purchases and withholding (decision 0174).
  'purchase-orders',
  'receiving-inventory',
  'receiving-inventory-by-product',
  'expenses',
  'payments',
  'withholding-tax',
  'inventory',
  'stock-card',
] as const;
export type BusinessReportName = (typeof businessReportNames)[number];

/** json (default), csv, xlsx or pdf (A4, captions and dates in `lang`: Buddhist-era dates in Thai). */
export const exportFormatSchema = z.enum(['json', 'csv', 'xlsx', 'pdf']).default('json');
export const reportLanguageSchema = z.enum(['th', 'en']).default('th');
/** The sales kinds a sales report may be narrowed to. */
export const salesReportKinds = ['INV', 'CA', 'DN', 'CN'] as const;

export const businessReportQuery = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  format: exportFormatSchema,
  lang: reportLanguageSchema,
  contactId: z.uuid().optional(),
  itemId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  salesName: z.string().trim().min(1).max(200).optional(),
  projectId: z.uuid().optional(),
  /** A document status in the spec's spelling ('PAYMENT DUE'); compared in upper case. */
  status: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((value) => value.toUpperCase())
    .optional(),
  kind: z.enum(salesReportKinds).optional(),
});
export type BusinessReportQuery = z.infer<typeof businessReportQuery>;
/** The filters of a business report (everything of the query but the period and the export options). */
export const businessReportFilterKeys = [
  'contactId',
  'itemId',
  'warehouseId',
  'salesName',
  'projectId',
  'status',
  'kind',
] as const;
export type BusinessReportFilterKey = (typeof businessReportFilterKeys)[number];

export const reportColumnTypes = ['text', 'date', 'money', 'quantity', 'count'] as const;
export type ReportColumnType = (typeof reportColumnTypes)[number];

const money = z.string().meta({ example: '1070.00' });

/** Where a row leads: a document, the sales report narrowed by a filter, or the journal book of a range. */
export const reportDrill = z.discriminatedUnion('type', [
  z.object({ type: z.literal('document'), documentKind: z.string(), documentId: z.uuid() }),
  z.object({
    type: z.literal('report'),
    report: z.enum(businessReportNames),
    filter: z.enum(businessReportFilterKeys),
    value: z.string(),
  }),
  z.object({ type: z.literal('ledger'), from: z.string(), to: z.string() }),
]);
export type ReportDrill = z.infer<typeof reportDrill>;

/**
 * Kinds of the sales report's reconciling items (decision 0237): revenue other documents recognise, and the
 * deposit invoices among the rows, which recognise none (negative; decision 0246).
 */
export const salesReconcilingItems = [
  'receiptSales',
  'depositsDeducted',
  'depositInvoices',
  'manualEntries',
] as const;
export type SalesReconcilingItem = (typeof salesReconcilingItems)[number];

export const businessReport = z
  .object({
    report: z.enum(businessReportNames),
    from: z.string(),
    to: z.string(),
    columns: z.array(z.object({ key: z.string(), type: z.enum(reportColumnTypes) })),
    /** Cells by column key: dates as yyyy-mm-dd, money as two-place decimals, quantities up to four places. */
    rows: z.array(z.object({ cells: z.record(z.string(), z.string()), drill: reportDrill.optional() })),
    /** Rows of the whole report; `rows` holds the first 1,000 of a long document list (exports hold all). */
    rowCount: z.number().int(),
    /** The total of every summed column, by key. */
    totals: z.record(z.string(), z.string()),
    /** The series a chart draws (sales by month, top products, aging buckets…), in display order. */
    chart: z
      .object({
        kind: z.enum(['month', 'top', 'bucket']),
        points: z.array(z.object({ label: z.string(), value: money })),
      })
      .optional(),
    /** The report's total beside the same figure in the ledger, where the ledger has one. */
    reconciliation: z
      .object({
        accounts: z.string(),
        report: money,
        ledger: money,
        reconciles: z.boolean(),
        /**
         * Stock on hand per inventory account (decision 0211), when the warehouses keep goods on more than one:
         * each account's stock value beside its ledger balance; `reconciles` above holds only if each does.
         */
        byAccount: z
          .array(z.object({ account: z.string(), report: money, ledger: money, reconciles: z.boolean() }))
          .optional(),
        /**
         * What the ledger holds besides the report's rows, computed from the documents (the sales report,
         * decision 0237): receipts that are the sale of a billing note (revenue at the receipt) and deposits
         * deducted on the final invoice (revenue recognised from 21510). `reconciles` above holds when the report
         * plus these equals the ledger.
         */
        items: z
          .array(
            z.object({
              item: z.enum(salesReconcilingItems),
              count: z.number().int(),
              amount: money,
            }),
          )
          .optional(),
      })
      .optional(),
  })
  .meta({ id: 'BusinessReport' });
export type BusinessReport = z.infer<typeof businessReport>;
