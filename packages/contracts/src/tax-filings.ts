// Wire shapes of Thai tax filings (issue #12): the output tax report, the PP30 worksheet and its close, the
// monthly filing desk (obligations, filed, paid) and the tax calendar across organisations. Money is a decimal
// string with two places; a tax month is yyyy-mm (Common Era on the wire; screens and prints show BE).
import { z } from 'zod';
import { compactObject, isoDateSchema, uuid } from './common.ts';
import { accountCode } from './ledger.ts';

const money = z.string().meta({ example: '1070.00' });

export const taxMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a tax month as yyyy-mm')
  .refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= 2000 && year <= 2200;
  }, 'The tax month must be between 2000 and 2200');

export const taxFilingForms = ['PP30', 'PND1', 'PND3', 'PND53', 'SSO', 'PP36'] as const;
export const taxFilingForm = z.enum(taxFilingForms);
export const filingChannel = z.enum(['PAPER', 'EFILING']);
export const obligationStates = ['NOT_DUE', 'READY', 'FILED', 'PAID', 'LATE'] as const;

export const taxMonthQuery = z.object({
  month: taxMonthSchema,
  format: z.enum(['json', 'csv', 'xlsx', 'pdf']).default('json'),
});

const totals = z.object({
  value: money,
  vat: money,
  standardBase: money,
  zeroRatedBase: money,
  exemptBase: money,
});

/** One row of a VAT report (sales: our tax documents; purchases: the supplier's tax invoice on RI / EXP). */
export const vatReportRow = z.object({
  line: z.number().int(),
  documentId: uuid,
  kind: z.enum(['INV', 'CA', 'RE', 'CN', 'DN', 'RI', 'EXP']),
  number: z.string(),
  date: z.string(),
  voided: z.boolean(),
  counterpartyName: z.string(),
  counterpartyTaxId: z.string(),
  counterpartyBranch: z.string(),
  value: money,
  vat: money,
  standardBase: money,
  zeroRatedBase: money,
  exemptBase: money,
});

export const vatReportOperator = z.object({
  name: z.string(),
  taxId: z.string().optional(),
  branch: z.string(),
  address: z.string().optional(),
});

export const vatReportPages = z.array(
  z.object({ page: z.number().int(), lines: z.array(z.number().int()), totals }),
);
export const vatReportTotals = totals;

export const outputTaxReport = z
  .object({
    month: z.string(),
    operator: vatReportOperator,
    rows: z.array(vatReportRow),
    pages: vatReportPages,
    totals,
    /** Exempt sales of the month on documents that are not tax invoices (PP30 boxes 1 and 3). */
    exemptSalesWithoutTaxInvoice: money,
  })
  .meta({ id: 'OutputTaxReport' });
export type OutputTaxReport = z.infer<typeof outputTaxReport>;

const boxes = z.object({
  box1: money,
  box2: money,
  box3: money,
  box4: money,
  box5: money,
  box6: money,
  box7: money,
  box8: money,
  box9: money,
  box10: money,
  box11: money,
  box12: money,
});

export const taxFiling = z
  .object({
    id: uuid,
    form: taxFilingForm,
    month: z.string(),
    channel: filingChannel,
    amount: money,
    boxes: boxes.optional(),
    excessChoice: z.enum(['CARRY_FORWARD', 'REFUND']).optional(),
    carriedForward: money,
    refund: money,
    closeEntryId: uuid.optional(),
    filedOn: z.string().optional(),
    filingReference: z.string().optional(),
    paidOn: z.string().optional(),
    paymentReference: z.string().optional(),
    paymentAccountCode: z.string().optional(),
    paymentEntryId: uuid.optional(),
    /** A paid PP36: the entry that made its VAT claimable input VAT (Dr 11610 · Cr 11611; decision 0200). */
    vatClaimEntryId: uuid.optional(),
  })
  .meta({ id: 'TaxFiling' });
export type TaxFiling = z.infer<typeof taxFiling>;

export const pp30Worksheet = z
  .object({
    month: z.string(),
    boxes,
    /** Where box 6 and 7 come from: the ledger (11610) until the purchase tax report exists. */
    inputSource: z.enum(['LEDGER', 'PURCHASE_REPORT']),
    ledger: z.object({ outputVat: money, inputVat: money }),
    reconciliation: z.object({ outputDifference: money, inputDifference: money, reconciled: z.boolean() }),
    dueDates: z.object({ paper: z.string(), efiling: z.string() }),
    closed: z.boolean(),
    filing: taxFiling.optional(),
    /** The earliest earlier month with VAT in the ledger whose VAT is not closed: it is closed first (0225). */
    earlierOpenMonth: z.string().optional(),
  })
  .meta({ id: 'Pp30Worksheet' });
export type Pp30Worksheet = z.infer<typeof pp30Worksheet>;

export const closeVatMonthRequest = compactObject({
  organizationId: uuid,
  month: taxMonthSchema,
  excessChoice: z.enum(['CARRY_FORWARD', 'REFUND']).default('CARRY_FORWARD'),
  channel: filingChannel.default('EFILING'),
  /** Close even though box 5 or 7 differs from the ledger (the entry posts the return; the difference stays). */
  acceptDifference: z.boolean().default(false),
});

export const fileReturnRequest = compactObject({
  organizationId: uuid,
  form: taxFilingForm,
  month: taxMonthSchema,
  filedOn: isoDateSchema,
  reference: z.string().trim().min(1).max(100),
  channel: filingChannel.optional(),
});

export const payReturnRequest = compactObject({
  organizationId: uuid,
  form: taxFilingForm,
  month: taxMonthSchema,
  paidOn: isoDateSchema,
  /** The bank or cash account paid from (default 11121). */
  paymentAccountCode: accountCode.optional(),
  reference: z.string().trim().max(100).optional(),
});

export const taxObligation = z.object({
  organizationId: uuid,
  organizationName: z.string(),
  form: taxFilingForm,
  month: z.string(),
  dueDate: z.string(),
  amount: money,
  state: z.enum(obligationStates),
  /** Every form on the desk is built now (PND1 and social security since payroll, decision 0180): always true;
   *  kept so a client written against the field keeps working. */
  available: z.boolean(),
  filing: taxFiling.optional(),
});
export type TaxObligation = z.infer<typeof taxObligation>;

/** Input VAT whose claim window ended before the desk's month, not claimed nor written off (decision 0227). */
export const expiredInputVat = z.object({
  documentId: uuid,
  /** The part of the bill's VAT (decision 0245). */
  part: z.enum(['GOODS', 'SERVICES']),
  kind: z.enum(['RI', 'EXP']),
  number: z.string(),
  supplierName: z.string(),
  taxInvoiceNumber: z.string().optional(),
  taxInvoiceDate: z.string().optional(),
  vat: money,
  /** The last month it could have been claimed in (yyyy-mm). */
  lastClaimMonth: z.string(),
});
export type ExpiredInputVat = z.infer<typeof expiredInputVat>;

export const taxDesk = z
  .object({
    month: z.string(),
    today: z.string(),
    obligations: z.array(taxObligation),
    /** To write off as a cost (Dr 53074 · Cr 11610) with the "not claimable" choice. */
    expiredInputVat: z.array(expiredInputVat),
  })
  .meta({ id: 'TaxDesk' });
export type TaxDesk = z.infer<typeof taxDesk>;

export const taxCalendarQuery = z.object({ from: taxMonthSchema, to: taxMonthSchema });
export const taxCalendar = z
  .object({ from: z.string(), to: z.string(), today: z.string(), obligations: z.array(taxObligation) })
  .meta({ id: 'TaxCalendar' });
export type TaxCalendar = z.infer<typeof taxCalendar>;

export const taxCalendarFeed = z.object({ path: z.string() }).meta({ id: 'TaxCalendarFeed' });
