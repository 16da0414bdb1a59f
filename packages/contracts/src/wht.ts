// Withholding-tax certificates (50 ทวิ, route `wth`, issue #11 §2; decisions 0123, 0126): the spec's wthDoc
// (form_type, form_year, payer, payer_others, providentFund) and up to three withholding lines (line_number,
// type_of_income, type_of_income_other_details, tax_rate, amount, vat_type). GET /wth/organization/{orgId},
// POST /wth, GET|PUT /wth/{id}, POST /wth/{id}/status { action }, GET /wth/{id}/pdf. The business rules (which
// choice needs which field, form vs income type, figures) are @banchee/domain validateWhtCertificate's.
import { z } from 'zod';
import {
  branchCode,
  compactObject,
  isoDateSchema,
  nonNegativeDecimal,
  paginated,
  paginationQuery,
  taxId,
  text,
  timestamp,
  uuid,
} from './common.ts';

export const WHT_FORM_TYPES = ['PND1A', 'PND1A_SPECIAL', 'PND2', 'PND3', 'PND2A', 'PND3A', 'PND53'] as const;
export const WHT_PAYERS = ['TAX_AT_SOURCE', 'PAID_CONTINUOUSLY', 'PAID_ONE_TIME', 'OTHERS'] as const;
export const WHT_LINE_VAT_TYPES = ['EXCLUSIVE', 'INCLUSIVE'] as const;
export const WHT_STATUSES = ['AWAITING', 'ISSUED', 'VOID'] as const;

const moneyIn = nonNegativeDecimal(2, 'an amount with at most 14 digits and 2 places');
const percentIn = nonNegativeDecimal(2, 'a percent with at most 2 places');

export const wthLineInput = compactObject({
  line_number: z.number().int().min(1).max(3),
  type_of_income: z.string().trim().min(1).max(8),
  type_of_income_other_details: text(200).optional(),
  tax_rate: percentIn,
  amount: moneyIn,
  vat_type: z.enum(WHT_LINE_VAT_TYPES).default('EXCLUSIVE'),
});
export type WthLineInput = z.infer<typeof wthLineInput>;

export const wthDocInput = compactObject({
  form_type: z.enum(WHT_FORM_TYPES),
  /** Common-Era year (spec default 2025). */
  form_year: z.number().int().min(2000).max(2200),
  payer: z.enum(WHT_PAYERS).default('TAX_AT_SOURCE'),
  payer_others: text(200).optional(),
  providentFund: compactObject({
    provident_license_no: text(60).optional(),
    provident_amount: moneyIn.optional(),
    provident_social_sec_fund: moneyIn.optional(),
  }).optional(),
});
export type WthDocInput = z.infer<typeof wthDocInput>;

/** The payee as printed (snapshot of the contact, or typed in). */
export const wthPayeeInput = compactObject({
  contact_name: text(200),
  address: text(1000).optional(),
  taxId: taxId.optional(),
  branch: branchCode.optional(),
});

const wthFields = {
  /** Date paid: the date on the income rows. */
  date: isoDateSchema,
  /** Date the certificate is issued (under the signature); the date paid by default. */
  issue_date: isoDateSchema.optional(),
  book_number: text(30).optional(),
  /**
   * ลำดับที่ … ในแบบ: the payee's line in the PND attachment, typed for the forms this app files no attachment of;
   * on PND3 / PND53 the server sets it (the issued certificate's line in its month's attachment, decision 0230)
   * and what is typed is not kept.
   */
  sequence_in_form: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'a line number of the PND attachment')
    .optional(),
  contactId: uuid.optional(),
  contact: wthPayeeInput.optional(),
  wthDoc: wthDocInput,
  wht_lines: z.array(wthLineInput).min(1).max(3),
  remarks: text(1000).optional(),
};

export const wthInput = compactObject(wthFields).meta({ id: 'WthInput' });
export type WthInput = z.infer<typeof wthInput>;

export const createWthRequest = compactObject({
  ...wthFields,
  organizationId: uuid,
  /** Made from a payment slip: its id (when payment slips exist). */
  paymentSlipId: uuid.optional(),
}).meta({ id: 'CreateWthRequest' });
export type CreateWthRequest = z.infer<typeof createWthRequest>;

export const wthStatusAction = z
  .object({ action: z.string().trim().min(1).max(40) })
  .meta({ id: 'WthStatusAction' });

export const wthLine = z.object({
  line_number: z.number().int(),
  type_of_income: z.string(),
  type_of_income_other_details: z.string().optional(),
  tax_rate: z.string(),
  amount: z.string(),
  vat_type: z.enum(WHT_LINE_VAT_TYPES),
  /** The income as printed (grossed up when the payer bears the tax) and the tax of the line. */
  income: z.string(),
  tax: z.string(),
});

export const wth = z
  .object({
    id: uuid,
    organizationId: uuid,
    number: z.string(),
    status: z.enum(WHT_STATUSES),
    date: z.string(),
    issue_date: z.string(),
    book_number: z.string().optional(),
    sequence_in_form: z.string().optional(),
    contactId: uuid.optional(),
    contact: z.object({
      contact_name: z.string(),
      address: z.string().optional(),
      taxId: z.string().optional(),
      branch: z.string().optional(),
    }),
    paymentSlipId: uuid.optional(),
    wthDoc: z.object({
      form_type: z.enum(WHT_FORM_TYPES),
      form_year: z.number().int(),
      payer: z.enum(WHT_PAYERS),
      payer_others: z.string().optional(),
      providentFund: z
        .object({
          provident_license_no: z.string().optional(),
          provident_amount: z.string().optional(),
          provident_social_sec_fund: z.string().optional(),
        })
        .optional(),
    }),
    wht_lines: z.array(wthLine),
    remarks: z.string().optional(),
    total_amount: z.string(),
    total_tax: z.string(),
    /** The total tax in Thai words. */
    total_tax_text: z.string(),
    /** Actions the life cycle allows now (spec §4). */
    actions: z.array(z.string()),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Wth' });
export type Wth = z.infer<typeof wth>;

export const wthListQuery = paginationQuery(20).extend({
  status: z.enum(WHT_STATUSES).optional(),
});
export const wthList = paginated(wth).meta({ id: 'WthList' });
export type WthList = z.infer<typeof wthList>;

export const wthPdfQuery = z.object({ copy: z.enum(['both', '1', '2']).default('both') });
