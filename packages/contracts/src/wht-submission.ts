// Wire shapes of the WHT submission (issue #12, `accounting/withholdingtax-submission`, decision 0173): one tax
// month and form — the rows of the PND3 / PND53 attachment read from issued certificates by payment month, their
// totals beside the withholding the ledger holds (27230 / 27240), the desk's obligation (one filing state) and
// where to get the RD upload file (UTF-8 or CP874) and the attachment PDF. PND1 shows the desk's state only.
import { z } from 'zod';
import { uuid } from './common.ts';
import { taxMonthSchema, taxObligation } from './tax-filings.ts';

const money = z.string().meta({ example: '1070.00' });

export const whtSubmissionForms = ['PND1', 'PND3', 'PND53'] as const;
export type WhtSubmissionForm = (typeof whtSubmissionForms)[number];

export const whtFileLayouts = ['RD_PREP', 'RD_DIRECT'] as const;
export type WhtFileLayout = (typeof whtFileLayouts)[number];

export const whtSubmissionQuery = z.object({
  month: taxMonthSchema,
  form: z.enum(whtSubmissionForms),
  /** json (default), txt (the RD upload file) or pdf (the attachment in the RD layout). */
  format: z.enum(['json', 'txt', 'pdf']).default('json'),
  encoding: z.enum(['UTF-8', 'CP874']).default('UTF-8'),
  /**
   * The txt layout (decision 0241): RD_PREP, one pipe-delimited line per income line for RD Prep (default), or
   * RD_DIRECT, RD's direct-upload layout (an H header record and D records of up to three income lines).
   */
  layout: z.enum(whtFileLayouts).default('RD_PREP'),
  /** RD_DIRECT header: the sender's RD id (4 characters) and the e-Filing user id (both required there). */
  rd_sender_id: z.string().trim().max(4).optional(),
  rd_user_id: z.string().trim().max(20).optional(),
  /** RD_DIRECT header: "00" an ordinary return (default), "01"… an additional one. */
  rd_filing_type: z
    .string()
    .regex(/^\d{2}$/)
    .default('00'),
});
export type WhtSubmissionQuery = z.infer<typeof whtSubmissionQuery>;

export const whtSubmissionRow = z.object({
  line: z.number().int(),
  certificateId: uuid,
  certificateNumber: z.string(),
  paidOn: z.string(),
  taxId: z.string(),
  branch: z.string(),
  payeeName: z.string(),
  incomeDescription: z.string(),
  rate: z.string(),
  income: money,
  wht: money,
  /** RD condition code 1 withheld, 2 paid continuously, 3 paid one time; empty for "others". */
  condition: z.string(),
});

export const whtSubmission = z
  .object({
    form: z.enum(whtSubmissionForms),
    month: z.string(),
    /** CERTIFICATES: rows from issued 50 ทวิ; PAYROLL: PND1 rows live in the payroll run (its own file). */
    source: z.enum(['CERTIFICATES', 'PAYROLL']),
    rows: z.array(whtSubmissionRow),
    totals: z.object({ count: z.number().int(), income: money, wht: money }),
    /** The month's credits less debits of 27230 (PND3) / 27240 (PND53), before any filing payment. */
    ledger: money.optional(),
    reconciles: z.boolean().optional(),
    /** totals.wht − ledger: what the certificates withhold beyond the ledger (negative if less). */
    difference: money.optional(),
    /** The first row the RD file cannot take (a payee without a valid tax id…), if any. */
    fileProblem: z.object({ row: z.number().int(), field: z.string(), message: z.string() }).optional(),
    obligation: taxObligation.optional(),
    fileName: z.string().optional(),
  })
  .meta({ id: 'WhtSubmission' });
export type WhtSubmission = z.infer<typeof whtSubmission>;
