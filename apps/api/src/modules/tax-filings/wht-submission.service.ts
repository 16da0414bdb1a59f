// The WHT submission of a tax month and form (issue #12, decision 0173). One source: issued (not void) 50 ทวิ
// certificates of the form whose payment date (`date`) falls in the month, one row per certificate line — the
// certificate is what the payee holds and what the RD matches, and a payment slip's WHT reaches it through the
// certificate the slip issues. The same rows feed the JSON, the RD upload file and the attachment print; the
// totals stand beside the month's 27230 / 27240 withholding, and the filing state is the desk's (tax_filings).
import {
  and,
  asc,
  eq,
  gte,
  lte,
  whtCertificateLines,
  whtCertificates,
  type Database,
  type Transaction,
} from '@banchee/db';
import {
  buildRdDirectUploadFile,
  buildRdUploadFile,
  composeThaiAddress,
  HEAD_OFFICE_BRANCH,
  RD_DIRECT_MAX_LENGTHS,
  parseMoney,
  rdConditionCode,
  rdUploadFileName,
  rdUploadTotals,
  splitPayeeName,
  taxMonthEnd,
  validateRdUploadRows,
  whtAttachment,
  WITHHOLDING_INCOME_TYPES,
  whtIncomeDescription,
  type Money,
  type RdDirectPayee,
  type RdUploadRow,
  type ThaiAddress,
  type WithholdingIncomeTypeCode,
} from '@banchee/domain';
import type { WhtFileLayout, WhtSubmissionForm } from '@banchee/contracts';
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
  /** The payee's address parts the certificate kept (the direct layout's number and road fields). */
  readonly parts: ThaiAddress | null;
  readonly typeOfIncome: string;
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

const isIncomeType = (code: string): code is WithholdingIncomeTypeCode =>
  WITHHOLDING_INCOME_TYPES.some((t) => t.code === code);

/** The kind of income the row names (decision 0239): the line's text, else its type and rate, ≤ 100 characters. */
function incomeDescription(code: string, details: string | null, rate: string): string {
  if (!isIncomeType(code)) return details?.trim() || code;
  return whtIncomeDescription({ typeOfIncome: code, details, rate });
}

/**
 * The file's address fields. A certificate that kept the payee's parts (decision 0240) fills them: number and
 * road in the first field, then sub-district, district, province and postcode each in its own. A one-line
 * snapshot (older certificates, typed-in payees): a trailing five-digit postcode goes to the zip field, the rest
 * whole into the first address field (decision 0173).
 */
export function addressFields(
  address: string | null,
  parts: ThaiAddress | null = null,
): Pick<RdUploadRow, 'street' | 'street2' | 'city' | 'province' | 'zip'> {
  if (parts) {
    return {
      street: composeThaiAddress({ number: parts.number, road: parts.road }),
      street2: parts.subDistrict ?? '',
      city: parts.district ?? '',
      province: parts.province ?? '',
      zip: parts.postcode ?? '',
    };
  }
  const text = (address ?? '').replace(/\s+/g, ' ').trim();
  const match = /^(.*?)\s*(\d{5})$/.exec(text);
  return match ? { street: match[1] ?? '', zip: match[2] ?? '' } : { street: text, zip: '' };
}

/** Trailing zeros of the stored rate (numeric(7,4)) dropped: "3.0000" → "3", "1.5000" → "1.5". */
const rateText = (rate: string) => (rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate);

async function certificateRows(
  db: Database | Transaction,
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
      parts: c.contactAddressParts,
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
    parts: r.parts ?? null,
    typeOfIncome: r.typeOfIncome,
    rd: {
      taxId: r.taxId ?? '',
      // Individuals file as head office; a company keeps the branch printed on its certificate.
      branch: form === 'PND53' ? (r.branch ?? HEAD_OFFICE_BRANCH) : HEAD_OFFICE_BRANCH,
      ...splitPayeeName(form, r.name),
      ...addressFields(r.address, r.parts ?? null),
      paidOn: r.date,
      incomeDescription: incomeDescription(r.typeOfIncome, r.details, r.rate),
      rate: rateText(r.rate),
      income: parseMoney(r.income),
      wht: parseMoney(r.tax),
      condition: r.payer,
    },
  }));
}

/**
 * The attachment line (ลำดับที่) of each issued certificate of a month and form: the line of its first row in the
 * ใบแนบ (whtAttachment over the rows the upload file and the JSON take too), which its 50 ทวิ prints as
 * "ลำดับที่ … ในแบบ" (decision 0230).
 */
export async function attachmentLinesOf(
  db: Database | Transaction,
  organizationId: string,
  form: 'PND3' | 'PND53',
  m: TaxMonth,
): Promise<Map<string, number>> {
  const rows = await certificateRows(db, organizationId, form, m);
  const certificateOf = new Map(rows.map((r) => [r.rd, r.certificateId]));
  const lines = new Map<string, number>();
  for (const page of whtAttachment(rows.map((r) => r.rd)).pages) {
    for (const { line, row } of page.rows) {
      const id = certificateOf.get(row);
      if (id !== undefined && !lines.has(id)) lines.set(id, line);
    }
  }
  return lines;
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

export interface WhtFileOptions {
  readonly encoding: TextFileEncoding;
  readonly layout: WhtFileLayout;
  readonly senderId?: string | undefined;
  readonly userId?: string | undefined;
  readonly filingType: string;
}

/** The RD Prep layout: one line per income line; 422 naming the row at fault. */
function rdPrepText(form: 'PND3' | 'PND53', rows: readonly WhtSubmissionRow[]): string {
  const text = buildRdUploadFile(
    form,
    rows.map((r) => r.rd),
  );
  if (text.ok) return text.value;
  const row = Number(text.error.details?.row ?? 0);
  const certificate = rows[row]?.certificateNumber ?? '';
  throw new AppError(text.error.code, `${certificate}: ${text.error.message}`, {
    details: [{ path: `rows.${row}.${fieldOf(text.error.details)}`, message: text.error.message }],
  });
}

/** The certificates of the rows in order, each with its lines (rows come one per certificate line). */
function payeesOf(rows: readonly WhtSubmissionRow[]): { number: string; payee: RdDirectPayee }[] {
  const byCertificate = new Map<string, { number: string; payee: RdDirectPayee }>();
  for (const row of rows) {
    const line = {
      paidOn: row.rd.paidOn,
      rate: row.rd.rate ?? '0',
      income: row.rd.income,
      wht: row.rd.wht,
      incomeDescription: row.rd.incomeDescription ?? '',
      condition: row.rd.condition,
    };
    const found = byCertificate.get(row.certificateId);
    if (found) {
      byCertificate.set(row.certificateId, {
        ...found,
        payee: { ...found.payee, lines: [...found.payee.lines, line] },
      });
      continue;
    }
    // A one-line address (no parts): in the number field when it fits (20), else in the 80-character village
    // field, the record's widest free text before the road — never cut (decision 0241).
    const oneLine = row.parts ? '' : (row.rd.street ?? '');
    const fits = [...oneLine].length <= RD_DIRECT_MAX_LENGTHS.number;
    byCertificate.set(row.certificateId, {
      number: row.certificateNumber,
      payee: {
        taxId: row.rd.taxId,
        title: row.rd.title ?? '',
        firstName: row.rd.name ?? row.rd.firstName ?? '',
        lastName: row.rd.name === undefined ? (row.rd.lastName ?? '') : '',
        address: {
          number: row.parts ? (row.parts.number ?? '') : fits ? oneLine : '',
          village: fits ? '' : oneLine,
          road: row.parts?.road ?? '',
          subDistrict: row.rd.street2 ?? '',
          district: row.rd.city ?? '',
          province: row.rd.province ?? '',
          postcode: row.rd.zip ?? '',
        },
        lines: [line],
      },
    });
  }
  return [...byCertificate.values()];
}

const HEADER_QUERY_FIELDS: Readonly<Record<string, string>> = {
  sender_id: 'query.rd_sender_id',
  user_id: 'query.rd_user_id',
};

/**
 * RD's direct-upload layout (decision 0241): the payer files its own return (sender = payer, role 1, the
 * organisation's name as the department), the section flags from the rows' income types (s.3 เตรส for the s.3
 * เตรส row, the third flag — s.50 on PND3, s.69 ทวิ on PND53 — for any other), no surcharge.
 */
function rdDirectText(data: WhtSubmissionData & { form: 'PND3' | 'PND53' }, options: WhtFileOptions): string {
  const taxId = data.operator.taxId ?? '';
  const s3 = data.rows.some((r) => r.typeOfIncome === '5');
  const other = data.rows.some((r) => r.typeOfIncome !== '5');
  const certificates = payeesOf(data.rows);
  const text = buildRdDirectUploadFile(
    data.form,
    {
      senderId: options.senderId ?? '',
      senderTaxId: taxId,
      senderBranch: data.operator.branch,
      senderRole: '1',
      payerTaxId: taxId,
      payerBranch: data.operator.branch,
      departmentName: data.operator.name,
      sections: [s3, false, other],
      largeTaxpayer: false,
      year: data.month.year,
      month: data.month.month,
      branchType: '',
      filingType: options.filingType,
      surcharge: 0n,
      transferAmount: 0n,
      userId: options.userId ?? '',
      formFlag: '0',
    },
    certificates.map((c) => c.payee),
  );
  if (text.ok) return text.value;
  const detail = text.error.details?.at;
  const at = typeof detail === 'string' ? detail : '';
  const field = fieldOf(text.error.details);
  if (at === 'header') {
    const path = HEADER_QUERY_FIELDS[field] ?? `operator.${field}`;
    throw validationError([{ path, message: text.error.message }], 'The RD file header cannot be made.');
  }
  const index = Number(/^payees\.(\d+)/.exec(at)?.[1] ?? 0);
  throw new AppError(text.error.code, `${certificates[index]?.number ?? ''}: ${text.error.message}`, {
    details: [{ path: `certificates.${index}.${field}`, message: text.error.message }],
  });
}

/** The RD upload file of the submission in the chosen layout and encoding; 4xx naming what is at fault. */
export function whtSubmissionFile(data: WhtSubmissionData, options: WhtFileOptions): FileAnswer {
  const { encoding } = options;
  if (data.form === 'PND1') {
    throw validationError(
      [{ path: 'query.form', message: 'The PND1 file is made from the payroll run' }],
      'The PND1 file comes from payroll.',
    );
  }
  const text =
    options.layout === 'RD_DIRECT'
      ? rdDirectText({ ...data, form: data.form }, options)
      : rdPrepText(data.form, data.rows);
  const encoded = encodeTextFile(text, encoding);
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
