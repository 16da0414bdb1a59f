// Wire shapes of the books: chart of accounts, journal entries (manual JVs and their reversal), period control
// (lock date, year-end close, opening balances) and the reports (trial balance, general ledger, journal book,
// profit and loss, balance sheet, receivable aging). Money is a decimal string with two places ("1070.00",
// negative with a leading "-"); dates are yyyy-mm-dd. Field names are camelCase like the rest of the API.
import { z } from 'zod';
import {
  dropEmpty,
  fiscalYearSchema,
  isoDateSchema,
  pagination,
  paginationQuery,
  timestamp,
  uuid,
} from './common.ts';
import { moneyInputSchema } from './documents.ts';

/** 5 digits, optionally a 2-digit sub-account: 11310, 51111.01. */
export const accountCode = z
  .string()
  .trim()
  .regex(/^[1-5]\d{4}(\.\d{2})?$/, 'an account code like 11310 or 51111.01');
export const accountTypeSchema = z.enum(['asset', 'liability', 'equity', 'revenue', 'expense']);
export const normalBalanceSchema = z.enum(['debit', 'credit']);
export const journalEntryKindSchema = z.enum(['MANUAL', 'DOCUMENT', 'REVERSAL', 'OPENING', 'CLOSING']);
const name = z.string().trim().min(1).max(200);
const note = z.string().trim().min(1).max(500);
/** A signed amount in answers: "1070.00", "-500.00". */
const money = z.string().meta({ example: '1070.00' });
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
/** json (default), csv or xlsx (a download) or pdf (A4, printed in Thai and English). */
export const reportFormatSchema = z.enum(['json', 'csv', 'xlsx', 'pdf']).default('json');

// ---------------------------------------------------------------- chart of accounts

export const accountListQuery = z.object({
  asOf: isoDateSchema.optional(),
  search: z.string().trim().max(200).optional(),
  includeInactive: booleanQuery.optional(),
});

export const createAccountRequest = z.preprocess(
  dropEmpty,
  z.object({
    organizationId: uuid,
    code: accountCode,
    nameTh: name,
    nameEn: name,
    isPostable: z.boolean(),
    parentCode: accountCode.optional(),
    normalBalance: normalBalanceSchema.optional(),
  }),
);
export type CreateAccountRequest = z.infer<typeof createAccountRequest>;

export const updateAccountRequest = z
  .preprocess(
    dropEmpty,
    z.object({ nameTh: name.optional(), nameEn: name.optional(), isActive: z.boolean().optional() }),
  )
  .refine((body) => Object.keys(body).length > 0, 'Send nameTh, nameEn or isActive');
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

export const account = z
  .object({
    id: uuid,
    code: z.string(),
    nameTh: z.string(),
    nameEn: z.string(),
    group: z.number().int(),
    type: accountTypeSchema,
    normalBalance: normalBalanceSchema,
    isPostable: z.boolean(),
    isActive: z.boolean(),
    parentCode: z.string().optional(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof account>;

/** A node of the chart tree, listed depth-first: `level` 0 is a group root, children follow their parent. */
export const accountTreeNode = account
  .extend({
    level: z.number().int(),
    /** On the account's normal side; a header sums its descendants. */
    balance: money,
    lineCount: z.number().int(),
    hasChildren: z.boolean(),
  })
  .meta({ id: 'AccountTreeNode' });
export type AccountTreeNode = z.infer<typeof accountTreeNode>;
export const accountTree = z.object({ data: z.array(accountTreeNode) });

// ---------------------------------------------------------------- journal entries

export const journalLineInput = z.preprocess(
  dropEmpty,
  z.object({
    accountCode,
    debit: moneyInputSchema.default('0'),
    credit: moneyInputSchema.default('0'),
    contactId: uuid.optional(),
    description: note.optional(),
    /** The project the line counts towards (an active project of the organisation; decision 0155). */
    projectId: uuid.optional(),
  }),
);
export type JournalLineInput = z.infer<typeof journalLineInput>;

export const createJournalRequest = z.preprocess(
  dropEmpty,
  z.object({
    organizationId: uuid,
    date: isoDateSchema,
    description: note,
    lines: z.array(journalLineInput).min(2).max(500),
  }),
);
export type CreateJournalRequest = z.infer<typeof createJournalRequest>;

export const reverseJournalRequest = z.object({ date: isoDateSchema, reason: note });
export type ReverseJournalRequest = z.infer<typeof reverseJournalRequest>;

export const journalListQuery = paginationQuery(20).extend({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  kind: journalEntryKindSchema.optional(),
});

const entryLink = z.object({ id: uuid, number: z.string(), date: z.string() });

export const journalLine = z.object({
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountNameTh: z.string(),
  accountNameEn: z.string(),
  debit: money,
  credit: money,
  contactId: uuid.optional(),
  contactName: z.string().optional(),
  description: z.string().optional(),
  projectId: uuid.optional(),
  projectName: z.string().optional(),
});

export const sourceDocumentLink = z.object({
  documentId: uuid,
  kind: z.string(),
  number: z.string(),
});

export const journalEntry = z
  .object({
    id: uuid,
    number: z.string().meta({ example: 'JV202611210001' }),
    date: z.string(),
    kind: journalEntryKindSchema,
    description: z.string(),
    /** The sales/purchase document that posted it (open it at /{orgId}/{resource}/{documentId}). */
    source: sourceDocumentLink.optional(),
    reverses: entryLink.optional(),
    reversedBy: entryLink.optional(),
    reversalReason: z.string().optional(),
    isClosing: z.boolean(),
    closesFiscalYear: z.number().int().optional(),
    createdAt: timestamp,
    totalDebit: money,
    totalCredit: money,
    lines: z.array(journalLine),
  })
  .meta({ id: 'JournalEntry' });
export type JournalEntry = z.infer<typeof journalEntry>;
export const journalEntryList = z.object({ data: z.array(journalEntry), pagination });

// ---------------------------------------------------------------- periods

export const lockDateRequest = z.object({ organizationId: uuid, lockDate: isoDateSchema.nullable() });
export const fiscalYearRequest = z.object({
  organizationId: uuid,
  fiscalYear: fiscalYearSchema,
  reason: note.optional(),
});
export const openingBalancesRequest = z.preprocess(
  dropEmpty,
  z.object({
    organizationId: uuid,
    date: isoDateSchema,
    lines: z.array(journalLineInput).min(2).max(2000),
  }),
);
export type OpeningBalancesRequest = z.infer<typeof openingBalancesRequest>;

export const periodStatus = z
  .object({
    lockDate: z.string().optional(),
    conversionDate: z.string().optional(),
    closedYears: z.array(z.object({ fiscalYear: z.number().int(), entryId: uuid, number: z.string() })),
    openingEntry: z.object({ entryId: uuid, number: z.string(), date: z.string() }).optional(),
  })
  .meta({ id: 'PeriodStatus' });
export type PeriodStatus = z.infer<typeof periodStatus>;

// ---------------------------------------------------------------- reports

export const dateRangeQuery = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  format: reportFormatSchema,
});
export const asOfQuery = z.object({ asOf: isoDateSchema, format: reportFormatSchema });
export const generalLedgerQuery = dateRangeQuery.extend({
  accountCode,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export const journalBookQuery = dateRangeQuery.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const agingQuery = asOfQuery.extend({ accountCode: accountCode.optional() });

const debitCredit = z.object({ debit: money, credit: money });
const accountRef = { code: z.string(), nameTh: z.string(), nameEn: z.string() };

export const trialBalanceReport = z
  .object({
    from: z.string(),
    to: z.string(),
    rows: z.array(
      z.object({
        ...accountRef,
        group: z.number().int(),
        normalBalance: normalBalanceSchema,
        opening: debitCredit,
        period: debitCredit,
        closing: debitCredit,
      }),
    ),
    totals: z.object({ opening: debitCredit, period: debitCredit, closing: debitCredit }),
    balanced: z.boolean(),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalanceReport = z.infer<typeof trialBalanceReport>;

export const generalLedgerReport = z
  .object({
    account: z.object({ ...accountRef, normalBalance: normalBalanceSchema }),
    from: z.string(),
    to: z.string(),
    opening: money,
    /** The balance before this page's first line (equals opening on page 1). */
    pageOpening: money,
    lines: z.array(
      z.object({
        entryId: uuid,
        number: z.string(),
        date: z.string(),
        description: z.string(),
        source: sourceDocumentLink.optional(),
        contactId: uuid.optional(),
        contactName: z.string().optional(),
        debit: money,
        credit: money,
        balance: money,
      }),
    ),
    pagination,
    totalDebit: money,
    totalCredit: money,
    closing: money,
  })
  .meta({ id: 'GeneralLedger' });
export type GeneralLedgerReport = z.infer<typeof generalLedgerReport>;

export const journalBookReport = z
  .object({
    from: z.string(),
    to: z.string(),
    data: z.array(journalEntry),
    pagination,
    totals: debitCredit,
  })
  .meta({ id: 'JournalBook' });
export type JournalBookReport = z.infer<typeof journalBookReport>;

const statementSection = z.object({
  ...accountRef,
  accounts: z.array(z.object({ ...accountRef, amount: money })),
  total: money,
});

export const profitAndLossReport = z
  .object({
    from: z.string(),
    to: z.string(),
    revenue: z.array(statementSection),
    expenses: z.array(statementSection),
    totalRevenue: money,
    totalExpenses: money,
    grossProfit: money,
    netProfit: money,
  })
  .meta({ id: 'ProfitAndLoss' });
export type ProfitAndLossReport = z.infer<typeof profitAndLossReport>;

export const balanceSheetReport = z
  .object({
    asOf: z.string(),
    assets: z.array(statementSection),
    liabilities: z.array(statementSection),
    equity: z.array(statementSection),
    unclosedPriorYearsProfit: money,
    currentYearProfit: money,
    totalAssets: money,
    totalLiabilities: money,
    totalEquity: money,
    totalLiabilitiesAndEquity: money,
    balanced: z.boolean(),
  })
  .meta({ id: 'BalanceSheet' });
export type BalanceSheetReport = z.infer<typeof balanceSheetReport>;

const agingFigures = {
  notDue: money,
  days1to30: money,
  days31to60: money,
  days61to90: money,
  over90: money,
  total: money,
};

export const receivableAgingReport = z
  .object({
    asOf: z.string(),
    accountCode: z.string(),
    rows: z.array(
      z.object({ contactId: uuid.optional(), contactName: z.string().optional(), ...agingFigures }),
    ),
    totals: z.object(agingFigures),
    accountBalance: money,
    reconciles: z.boolean(),
  })
  .meta({ id: 'ReceivableAging' });
export type ReceivableAgingReport = z.infer<typeof receivableAgingReport>;

/** GET /reports/ap-aging: what the organisation owes each supplier by age; reconciles to 21210. */
export const payableAgingReport = receivableAgingReport.meta({ id: 'PayableAging' });
export type PayableAgingReport = z.infer<typeof payableAgingReport>;

/** GET /reports/supplier-statement?contactId&from&to: one supplier's bills and payments on 21210. */
export const supplierStatementQuery = dateRangeQuery.extend({ contactId: uuid });

export const supplierStatementReport = z
  .object({
    from: z.string(),
    to: z.string(),
    accountCode: z.string(),
    contactId: uuid,
    contactName: z.string(),
    /** What was owed to the supplier before `from` (Σcredit − Σdebit on 21210). */
    opening: money,
    rows: z.array(
      z.object({
        date: z.string(),
        entryNumber: z.string(),
        documentId: uuid.optional(),
        kind: z.string().optional(),
        number: z.string().optional(),
        description: z.string(),
        /** Bills (credits to 21210). */
        billed: money,
        /** Payments and other reductions (debits to 21210). */
        paid: money,
        balance: money,
      }),
    ),
    totals: z.object({ billed: money, paid: money }),
    closing: money,
  })
  .meta({ id: 'SupplierStatement' });
export type SupplierStatementReport = z.infer<typeof supplierStatementReport>;
