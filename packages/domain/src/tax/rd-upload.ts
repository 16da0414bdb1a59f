// The RD Prep upload text file for the PND1, PND3 and PND53 attachments (thai-tax-reference §2.5; decision 0145):
// one pipe-delimited line per payment, no header, Buddhist-era dates DDMMYYYY, payer condition 1/2/3, cancelled
// certificates kept with zero amounts. The column order is data (RD_UPLOAD_LAYOUTS) so a layout can be adjusted
// without code. This module yields text; encoding (UTF-8 or CP874) happens in the API.
import { formatDecimal, groupThousands, isDecimalString, PERCENT_SCALE } from '../money/decimal.ts';
import { parsePercent, toMoneyString, ZERO, type Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import { parseCalendarDate, toBuddhistYear, type CalendarDate } from '../thai/dates.ts';
import { isValidBranchNumber, isValidThaiTaxId, normaliseTaxId, HEAD_OFFICE_BRANCH } from '../thai/tax-id.ts';
import {
  WITHHOLDING_PAYER_CONDITIONS,
  type WithholdingPayerConditionCode,
} from '../constants/withholding.ts';

export const RD_UPLOAD_FORMS = ['PND1', 'PND3', 'PND53'] as const;
export type RdUploadForm = (typeof RD_UPLOAD_FORMS)[number];

/** The fields a layout may name, in any order. */
export const RD_UPLOAD_FIELDS = [
  'income_code',
  'row',
  'tax_id',
  'branch',
  'title',
  'first_name',
  'last_name',
  'name',
  'street',
  'street2',
  'city',
  'province',
  'zip',
  'date',
  'income_description',
  'rate',
  'base',
  'wht',
  'condition',
] as const;
export type RdUploadField = (typeof RD_UPLOAD_FIELDS)[number];

export interface RdUploadLayout {
  readonly fields: readonly RdUploadField[];
  /** 'grouped' writes 1,234.56 (OCA 16.0), 'plain' writes 1234.56. */
  readonly amounts: 'grouped' | 'plain';
  /** 'decimal' writes 3.00, 'integer' writes 3 (OCA 16.0), a fractional rate keeps its places. */
  readonly rate: 'decimal' | 'integer';
}

/** The OCA/Ecosoft default layouts (§2.5): PND1 10 fields, PND3 17, PND53 16. */
export const RD_UPLOAD_LAYOUTS: Readonly<Record<RdUploadForm, RdUploadLayout>> = {
  PND1: {
    fields: [
      'income_code',
      'row',
      'tax_id',
      'title',
      'first_name',
      'last_name',
      'date',
      'base',
      'wht',
      'condition',
    ],
    amounts: 'grouped',
    rate: 'decimal',
  },
  PND3: {
    fields: [
      'row',
      'tax_id',
      'branch',
      'title',
      'first_name',
      'last_name',
      'street',
      'street2',
      'city',
      'province',
      'zip',
      'date',
      'income_description',
      'rate',
      'base',
      'wht',
      'condition',
    ],
    amounts: 'grouped',
    rate: 'decimal',
  },
  PND53: {
    fields: [
      'row',
      'tax_id',
      'branch',
      'title',
      'name',
      'street',
      'street2',
      'city',
      'province',
      'zip',
      'date',
      'income_description',
      'rate',
      'base',
      'wht',
      'condition',
    ],
    amounts: 'grouped',
    rate: 'decimal',
  },
};

/** PND1 income codes (§2.1): 401N salary, 4012 s.40(2) to an employee, 402I / 402E s.40(2) to others. */
export const PND1_INCOME_CODES = ['401N', '4012', '402I', '402E'] as const;

/** One payment (one line of a 50 Tawi) as the file needs it. */
export interface RdUploadRow {
  /** PND1 only. */
  readonly incomeCode?: string;
  readonly taxId: string;
  /** Five digits; individuals and PND1 payees are head office "00000". */
  readonly branch?: string;
  readonly title?: string;
  /** Individuals (PND1, PND3). */
  readonly firstName?: string;
  readonly lastName?: string;
  /** Juristic persons (PND53): the registered name without the title. */
  readonly name?: string;
  readonly street?: string;
  readonly street2?: string;
  readonly city?: string;
  readonly province?: string;
  readonly zip?: string;
  readonly paidOn: CalendarDate;
  readonly incomeDescription?: string;
  /** Percent string ("3", "1.5"). */
  readonly rate?: string;
  readonly income: Money;
  readonly wht: Money;
  readonly condition: WithholdingPayerConditionCode;
  /** A cancelled certificate keeps its line with zero amounts. */
  readonly cancelled?: boolean;
}

export interface RdUploadOptions {
  /** Defaults to RD_UPLOAD_LAYOUTS[form]. */
  readonly layout?: RdUploadLayout;
  /** Every line, the last too, ends with it. CRLF by default (RD Prep is a Windows program). */
  readonly lineEnding?: 'CRLF' | 'LF';
}

export type RdUploadErrorCode = 'RD_UPLOAD.INVALID_ROW';
export type RdUploadError = DomainError<RdUploadErrorCode>;

const FILE_CONDITIONS: ReadonlySet<string> = new Set(['1', '2', '3']);

/** The file's condition code (1 withheld, 2 paid continuously, 3 paid one time); null for OTHERS. */
export function rdConditionCode(condition: WithholdingPayerConditionCode): string | null {
  const code = WITHHOLDING_PAYER_CONDITIONS.find((c) => c.code === condition)?.fileCode;
  return code !== undefined && FILE_CONDITIONS.has(code) ? code : null;
}

/** DDMMYYYY in the Buddhist era: 2026-01-05 → "05012569". */
export function rdDate(date: CalendarDate): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  const dd = String(parts.day).padStart(2, '0');
  const mm = String(parts.month).padStart(2, '0');
  return `${dd}${mm}${toBuddhistYear(parts.year)}`;
}

/** Text for one cell: line breaks, tabs and pipes become spaces, runs of spaces collapse, ends trimmed. */
export function rdText(text: string | undefined): string {
  return (text ?? '')
    .replace(/[|\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function rdAmount(amount: Money, layout: RdUploadLayout): string {
  const plain = toMoneyString(amount);
  return layout.amounts === 'grouped' ? groupThousands(plain) : plain;
}

function rdRate(rate: string | undefined, layout: RdUploadLayout): string {
  if (rate === undefined || rate.trim() === '') return '';
  const scaled = parsePercent(rate);
  const text = formatDecimal(scaled, PERCENT_SCALE);
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (layout.rate === 'integer') return trimmed === '' ? whole : `${whole}.${trimmed}`;
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}

/** Checks every row the file needs; the first fault is reported with its row index and field. */
export function validateRdUploadRows(
  form: RdUploadForm,
  rows: readonly RdUploadRow[],
): Result<true, RdUploadError> {
  for (const [index, row] of rows.entries()) {
    const fault = rowFault(form, row);
    if (fault)
      return err({
        code: 'RD_UPLOAD.INVALID_ROW',
        message: `row ${index + 1}: ${fault.message}`,
        details: { row: index, field: fault.field },
      });
  }
  return ok(true);
}

function rowFault(form: RdUploadForm, row: RdUploadRow): { field: string; message: string } | null {
  if (!isValidThaiTaxId(row.taxId))
    return { field: 'taxId', message: 'tax id must be 13 digits with a valid check digit' };
  if (row.branch !== undefined && !isValidBranchNumber(row.branch))
    return { field: 'branch', message: 'branch must be 5 digits' };
  if (parseCalendarDate(row.paidOn) === null) return { field: 'paidOn', message: 'date is not valid' };
  if (rdConditionCode(row.condition) === null)
    return { field: 'condition', message: 'the file takes payer conditions 1, 2 or 3 only' };
  if (row.rate !== undefined && row.rate.trim() !== '' && !isDecimalString(row.rate.trim()))
    return { field: 'rate', message: 'rate must be a decimal percent' };
  if (row.income < ZERO || row.wht < ZERO) return { field: 'income', message: 'amounts cannot be negative' };
  if (row.wht > row.income) return { field: 'wht', message: 'tax cannot exceed the income' };
  if (form === 'PND1' && !(PND1_INCOME_CODES as readonly string[]).includes(row.incomeCode ?? ''))
    return { field: 'incomeCode', message: 'PND1 needs an income code 401N, 4012, 402I or 402E' };
  if (form === 'PND53' && rdText(row.name ?? '') === '')
    return { field: 'name', message: 'name is required' };
  if (form !== 'PND53' && rdText(row.firstName) === '')
    return { field: 'firstName', message: 'first name is required' };
  return null;
}

function cell(field: RdUploadField, row: RdUploadRow, index: number, layout: RdUploadLayout): string {
  const zeroed = row.cancelled === true;
  switch (field) {
    case 'income_code':
      return rdText(row.incomeCode);
    case 'row':
      return String(index + 1);
    case 'tax_id':
      return normaliseTaxId(row.taxId) ?? '';
    case 'branch':
      return row.branch ?? HEAD_OFFICE_BRANCH;
    case 'title':
      return rdText(row.title);
    case 'first_name':
      return rdText(row.firstName);
    case 'last_name':
      return rdText(row.lastName);
    case 'name':
      return rdText(row.name ?? [row.firstName, row.lastName].filter(Boolean).join(' '));
    case 'street':
      return rdText(row.street);
    case 'street2':
      return rdText(row.street2);
    case 'city':
      return rdText(row.city);
    case 'province':
      return rdText(row.province);
    case 'zip':
      return rdText(row.zip);
    case 'date':
      return rdDate(row.paidOn);
    case 'income_description':
      return rdText(row.incomeDescription);
    case 'rate':
      return rdRate(row.rate, layout);
    case 'base':
      return rdAmount(zeroed ? ZERO : row.income, layout);
    case 'wht':
      return rdAmount(zeroed ? ZERO : row.wht, layout);
    case 'condition':
      return rdConditionCode(row.condition) ?? '';
  }
}

/** One line (no line ending) for the row at `index` (0-based; the file numbers from 1). */
export function rdUploadLine(row: RdUploadRow, index: number, layout: RdUploadLayout): string {
  return layout.fields.map((field) => cell(field, row, index, layout)).join('|');
}

/** The whole file as text, rows in the order given; fails on the first invalid row. */
export function buildRdUploadFile(
  form: RdUploadForm,
  rows: readonly RdUploadRow[],
  options: RdUploadOptions = {},
): Result<string, RdUploadError> {
  const valid = validateRdUploadRows(form, rows);
  if (!valid.ok) return valid;
  const layout = options.layout ?? RD_UPLOAD_LAYOUTS[form];
  const eol = options.lineEnding === 'LF' ? '\n' : '\r\n';
  return ok(rows.map((row, index) => rdUploadLine(row, index, layout) + eol).join(''));
}

export interface RdUploadTotals {
  readonly count: number;
  readonly income: Money;
  readonly wht: Money;
}

/** The totals the PND form's cover carries: lines, income and tax (cancelled lines count as zero). */
export function rdUploadTotals(rows: readonly RdUploadRow[]): RdUploadTotals {
  let income = ZERO;
  let wht = ZERO;
  for (const row of rows) {
    if (row.cancelled === true) continue;
    income += row.income;
    wht += row.wht;
  }
  return { count: rows.length, income, wht };
}

const FORM_FILE_CODES: Readonly<Record<RdUploadForm, string>> = { PND1: 'P01', PND3: 'P03', PND53: 'P53' };

/** File name of §2.5: WHT-P53-256901.txt (form code, BE year, month). */
export function rdUploadFileName(form: RdUploadForm, year: number, month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month must be 1–12: ${month}`);
  return `WHT-${FORM_FILE_CODES[form]}-${toBuddhistYear(year)}${String(month).padStart(2, '0')}.txt`;
}
