// The WHT submission of a tax month and form (issue #12, decision 0173). One source: issued (not void) 50 ทวิ
// certificates of the form whose payment date (`date`) falls in the month, one row per certificate line — the
// certificate is what the payee holds and what the RD matches, and a payment slip's WHT reaches it through the
// certificate the slip issues. The same rows feed the JSON, the RD upload file and the attachment print; the
// totals stand beside the month's 27230 / 27240 withholding, and the filing state is the desk's (tax_filings).
import { and, asc, eq, gte, lte, whtCertificateLines, whtCertificates, type Database } from '@banchee/db';
import {
  buildRdUploadFile,
  HEAD_OFFICE_BRANCH,
  parseMoney,
  rdConditionCode,
  rdUploadFileName,
  rdUploadTotals,
  splitPayeeName,
  taxMonthEnd,
  validateRdUploadRows,
  WITHHOLDING_INCOME_TYPES,
  type Money,
  type RdUploadRow,
} from '@banchee/domain';
import type { WhtSubmissionForm } from '@banchee/contracts';
import { AppError, validationError } from '../../http/errors.ts';
import { encodeTextFile, type TextFileEncoding } from '../../http/text-encoding.ts';
import { operatorOf, type TaxOperator } from './output-tax.service.ts';
import {
  monthText,
  obligationsOf,
  withheldInMonth,
  type Obligation,
  type TaxMonth,
} from './tax-filings.service.ts';

export interface WhtSubmissionRow {
  readonly certificateId: string;
  readonly certificateNumber: string;
  readonly payeeName: string;
  readonly rd: RdUploadRow;
}

export interface WhtSubmissionData {
  readonly form: WhtSubmissionForm;
  readonly month: TaxMonth;
  readonly operator: TaxOperator;
  readonly rows: readonly WhtSubmissionRow[];
  readonly totals: { count: number; income: Money; wht: Money };
  /** PND3 / PND53: the month's withholding in the ledger. */
  readonly ledger?: Money;
  readonly fileProblem?: { row: number; field: string; message: string };
  readonly obligation?: Obligation;
}

function incomeDescription(code: string, details: string | null): string {
  const type = WITHHOLDING_INCOME_TYPES.find((t) => t.code === code);
  if (details && details.trim() !== '') return details.trim();
  return type?.nameTh ?? code;
}

/**
 * The snapshot address is one text (the certificate prints it so): a trailing five-digit postcode goes to the zip
 * field, the rest whole into the first address field (decision 0173).
 */
export function addressFields(address: string | null): { street: string; zip: string } {
  const text = (address ?? '').replace(/\s+/g, ' ').trim();
  const match = /^(.*?)\s*(\d{5})$/.exec(text);
  return match ? { street: match[1] ?? '', zip: match[2] ?? '' } : { street: text, zip: '' };
}

/** Trailing zeros of the stored rate (numeric(7,4)) dropped: "3.0000" → "3", "1.5000" → "1.5". */
const rateText = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

async function certificateRows(
  db: Database,
  organizationId: string,
  form: 'PND3' | 'PND53',
  m: TaxMonth,
): Promise<WhtSubmissionRow[]> {
  const c = whtCertificates;
  const l = whtCertificateLines;
  const found = await db
    .select({
      id: c.id,
      number: c.number,
      date: c.date,
      name: c.contactName,
      address: c.contactAddress,
      taxId: c.contactTaxId,
      branch: c.contactBranch,
      payer: c.payer,
      typeOfIncome: l.typeOfIncome,
      details: l.typeOfIncomeOtherDetails,
      rate: l.taxRate,
      income: l.income,
      tax: l.tax,
    })
    .from(c)
    .innerJoin(l, and(eq(l.organizationId, c.organizationId), eq(l.certificateId, c.id)))
    .where(
      and(
        eq(c.organizationId, organizationId),
        eq(c.status, 'ISSUED'),
        eq(c.formType, form),
        gte(c.date, `${monthText(m)}-01`),
        lte(c.date, taxMonthEnd(m.year, m.month)),
      ),
    )
    .orderBy(asc(c.date), asc(c.number), asc(l.lineNumber));
  return found.map((r) => ({
    certificateId: r.id,
    certificateNumber: r.number,
    payeeName: r.name,
    rd: {
      taxId: r.taxId ?? '',
      // Individuals file as head office; a company keeps the branch printed on its certificate.
      branch: form === 'PND53' ? (r.branch ?? HEAD_OFFICE_BRANCH) : HEAD_OFFICE_BRANCH,
      ...splitPayeeName(form, r.name),
      ...addressFields(r.address),
      paidOn: r.date,
      incomeDescription: incomeDescription(r.typeOfIncome, r.details),
      rate: rateText(r.rate),
      income: parseMoney(r.income),
      wht: parseMoney(r.tax),
      condition: r.payer,
    },
  }));
}

const fieldOf = (details: Readonly<Record<string, unknown>> | undefined): string => {
  const field = details?.field;
  return typeof field === 'string' ? field : '';
};

/** The submission of a month and form: rows, totals, the ledger beside them and the desk's obligation. */
export async function getWhtSubmission(
  db: Database,
  organizationId: string,
  form: WhtSubmissionForm,
  m: TaxMonth,
  today: string,
): Promise<WhtSubmissionData> {
  const operator = await operatorOf(db, organizationId);
  const obligation = (await obligationsOf(db, organizationId, m, m, today)).find((o) => o.form === form);
  const base = { form, month: m, operator, ...(obligation ? { obligation } : {}) };
  if (form === 'PND1') {
    return { ...base, rows: [], totals: { count: 0, income: 0n, wht: 0n } };
  }
  const rows = await certificateRows(db, organizationId, form, m);
  const totals = rdUploadTotals(rows.map((r) => r.rd));
  const ledger = await withheldInMonth(db, organizationId, form, m);
  const valid = validateRdUploadRows(
    form,
    rows.map((r) => r.rd),
  );
  const fileProblem = valid.ok
    ? undefined
    : {
        row: Number(valid.error.details?.row ?? 0) + 1,
        field: fieldOf(valid.error.details),
        message: valid.error.message,
      };
  return { ...base, rows, totals, ledger, ...(fileProblem ? { fileProblem } : {}) };
}

export interface FileAnswer {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly fileName: string;
}

/** The RD upload file of the submission in the chosen encoding; 422 with the row at fault if it cannot be made. */
export function whtSubmissionFile(data: WhtSubmissionData, encoding: TextFileEncoding): FileAnswer {
  if (data.form === 'PND1') {
    throw validationError(
      [{ path: 'query.form', message: 'The PND1 file is made from the payroll run' }],
      'The PND1 file comes from payroll.',
    );
  }
  const text = buildRdUploadFile(
    data.form,
    data.rows.map((r) => r.rd),
  );
  if (!text.ok) {
    const row = Number(text.error.details?.row ?? 0);
    const certificate = data.rows[row]?.certificateNumber ?? '';
    throw new AppError(text.error.code, `${certificate}: ${text.error.message}`, {
      details: [{ path: `rows.${row}.${fieldOf(text.error.details)}`, message: text.error.message }],
    });
  }
  const encoded = encodeTextFile(text.value, encoding);
  if (!encoded.ok) {
    throw validationError(
      [
        {
          path: 'query.encoding',
          message: `"${encoded.offending}" on line ${encoded.line} has no CP874 form`,
        },
      ],
      'The file cannot be written in this encoding.',
    );
  }
  return {
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    fileName: rdUploadFileName(data.form, data.month.year, data.month.month),
  };
}

/** The RD condition code of a row for the screen ('' for a condition the file does not take). */
export const conditionOf = (row: RdUploadRow) => rdConditionCode(row.condition) ?? '';
