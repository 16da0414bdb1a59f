// RD's direct-upload layout for PND3 / PND53 (thai-tax-reference §2.5 "RD's newer direct-upload layout"; decision
// 0241), beside the RD Prep layout of rd-upload.ts: one `H` header record (sender, payer, the section flags, tax
// month and Buddhist year, record count and totals) then one `D` detail record per certificate and group of up to
// three income lines, pipe-separated, CRLF between records, plain amounts with two places, and the characters
// | * + / \ ! $ % # & @ , ' " replaced by spaces. The record layouts are data (RD_DIRECT_HEADER_FIELDS,
// RD_DIRECT_DETAIL_FIELDS); lengths are checked, never cut. Field order read from OCA l10n-thailand's current
// export (our own code).
import { formatDecimal, PERCENT_SCALE } from '../money/decimal.ts';
import { parsePercent, toMoneyString, ZERO, type Money } from '../money/money.ts';
import { err, ok, type Result } from '../result.ts';
import { isValidThaiTaxId, normaliseTaxId } from '../thai/tax-id.ts';
import { toBuddhistYear, type CalendarDate } from '../thai/dates.ts';
import type { WithholdingPayerConditionCode } from '../constants/withholding.ts';
import { rdConditionCode, rdDate, type RdUploadError } from './rd-upload.ts';

export type RdDirectForm = 'PND3' | 'PND53';

/** Header record fields in file order. */
export const RD_DIRECT_HEADER_FIELDS = [
  'record_type',
  'sender_id',
  'sender_tax_id',
  'sender_branch',
  'sender_role',
  'form',
  'payer_tax_id',
  'payer_branch',
  'department_name',
  'section_1',
  'section_2',
  'section_3',
  'large_taxpayer',
  'tax_month',
  'tax_year',
  'branch_type',
  'filing_type',
  'record_count',
  'total_income',
  'total_tax',
  'surcharge',
  'total_due',
  'transfer_amount',
  'user_id',
  'form_flag',
] as const;
export type RdDirectHeaderField = (typeof RD_DIRECT_HEADER_FIELDS)[number];

/** The six fields of one income line of a detail record, three times over. */
export const RD_DIRECT_LINE_FIELDS = [
  'date',
  'rate',
  'income',
  'tax',
  'income_description',
  'condition',
] as const;
export const RD_DIRECT_LINES_PER_RECORD = 3;

/** Detail record fields in file order (`lines` stands for the three income lines). */
export const RD_DIRECT_DETAIL_FIELDS = [
  'record_type',
  'sequence',
  'payer_branch',
  'payee_tax_id',
  'payee_old_tax_id',
  'title',
  'first_name',
  'last_name',
  'lines',
  'building',
  'room',
  'floor',
  'village',
  'number',
  'moo',
  'soi',
  'road',
  'sub_district',
  'district',
  'province',
  'postcode',
] as const;
export type RdDirectDetailField = (typeof RD_DIRECT_DETAIL_FIELDS)[number];

/** Longest text of each free-text field (the export refuses a longer one: cut text would be a wrong address). */
export const RD_DIRECT_MAX_LENGTHS = {
  sender_id: 4,
  sender_role: 1,
  department_name: 80,
  branch_type: 1,
  user_id: 20,
  form_flag: 1,
  title: 100,
  first_name: 100,
  last_name: 80,
  income_description: 100,
  building: 40,
  room: 20,
  floor: 20,
  village: 80,
  number: 20,
  moo: 20,
  soi: 80,
  road: 80,
  sub_district: 80,
  district: 80,
  province: 80,
  postcode: 5,
} as const;
type TextField = keyof typeof RD_DIRECT_MAX_LENGTHS;

export interface RdDirectHeader {
  readonly senderId: string;
  /** The sender's tax id and branch (the payer itself when it files its own return). */
  readonly senderTaxId: string;
  readonly senderBranch: string;
  readonly senderRole: string;
  readonly payerTaxId: string;
  /** The payer's branch, 5 digits ("00000") or 6; written as 6. */
  readonly payerBranch: string;
  readonly departmentName: string;
  /** PND3: s.3 เตรส, s.48 ทวิ, s.50 (3)(4)(5); PND53: s.3 เตรส, s.65 จัตวา, s.69 ทวิ. */
  readonly sections: readonly [boolean, boolean, boolean];
  readonly largeTaxpayer: boolean;
  readonly year: number;
  readonly month: number;
  readonly branchType: string;
  /** "00" an ordinary return, "01"… an additional one. */
  readonly filingType: string;
  readonly surcharge: Money;
  readonly transferAmount: Money;
  readonly userId: string;
  readonly formFlag: string;
}

export interface RdDirectLine {
  readonly paidOn: CalendarDate;
  /** Percent string ("3", "1.5"). */
  readonly rate: string;
  readonly income: Money;
  readonly wht: Money;
  readonly incomeDescription: string;
  readonly condition: WithholdingPayerConditionCode;
}

export interface RdDirectPayee {
  readonly taxId: string;
  readonly title?: string;
  /** A company's name without its title goes here; last name stays empty. */
  readonly firstName: string;
  readonly lastName?: string;
  readonly address: {
    readonly building?: string;
    readonly room?: string;
    readonly floor?: string;
    readonly village?: string;
    readonly number?: string;
    readonly moo?: string;
    readonly soi?: string;
    readonly road?: string;
    readonly subDistrict?: string;
    readonly district?: string;
    readonly province?: string;
    readonly postcode?: string;
  };
  /** The certificate's lines; more than three continue on further detail records. */
  readonly lines: readonly RdDirectLine[];
}

const FORBIDDEN = /[|\r\n*+/\\!$%#&@,'"]/g;

/** A cell of free text: the forbidden characters become spaces, runs of white space one space, ends trimmed. */
export function rdDirectText(text: string | undefined): string {
  return (text ?? '').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
}

const amount = (value: Money) => toMoneyString(value);
/** A rate with two places: "3" → "3.00", "1.5" → "1.50". */
const rate = (value: string) => formatDecimal(parsePercent(value), PERCENT_SCALE).slice(0, -2);
const flag = (value: boolean) => (value ? '1' : '0');

/** A branch in six digits: "00000" → "000000", "00012" → "000012"; null when it is not 5 or 6 digits. */
export function rdDirectBranch(branch: string): string | null {
  return /^\d{5,6}$/.test(branch) ? branch.padStart(6, '0') : null;
}

type Fault = { readonly at: string; readonly field: string; readonly message: string };
const fault = (at: string, field: string, message: string): RdUploadError =>
  ({
    code: 'RD_UPLOAD.INVALID_ROW',
    message: `${at}: ${message}`,
    details: { at, field },
  }) as const;

function text(field: TextField, value: string | undefined, at: string, faults: Fault[]): string {
  const cleaned = rdDirectText(value);
  const max = RD_DIRECT_MAX_LENGTHS[field];
  if ([...cleaned].length > max)
    faults.push({ at, field, message: `${field} is longer than ${max} characters` });
  return cleaned;
}

function taxId(value: string, at: string, field: string, faults: Fault[]): string {
  if (!isValidThaiTaxId(value))
    faults.push({ at, field, message: 'tax id must be 13 digits with a valid check digit' });
  return normaliseTaxId(value) ?? '';
}

function branch(value: string, at: string, field: string, faults: Fault[]): string {
  const six = rdDirectBranch(value);
  if (six === null) faults.push({ at, field, message: 'branch must be 5 or 6 digits' });
  return six ?? '';
}

const EMPTY_LINE = ['00000000', '0.00', '0.00', '0.00', '', ''] as const;

function lineCells(line: RdDirectLine, at: string, faults: Fault[]): string[] {
  const condition = rdConditionCode(line.condition);
  if (condition === null)
    faults.push({ at, field: 'condition', message: 'the file takes payer conditions 1, 2 or 3 only' });
  if (line.income < ZERO || line.wht < ZERO || line.wht > line.income)
    faults.push({
      at,
      field: 'wht',
      message: 'amounts cannot be negative and the tax cannot exceed the income',
    });
  return [
    rdDate(line.paidOn),
    rate(line.rate),
    amount(line.income),
    amount(line.wht),
    text('income_description', line.incomeDescription, at, faults),
    condition ?? '',
  ];
}

interface DetailRecord {
  readonly cells: readonly string[];
  readonly income: Money;
  readonly tax: Money;
}

function detailRecords(
  payees: readonly RdDirectPayee[],
  payerBranch: string,
  faults: Fault[],
): DetailRecord[] {
  const records: DetailRecord[] = [];
  for (const [p, payee] of payees.entries()) {
    const at = `payees.${p}`;
    if (rdDirectText(payee.firstName) === '')
      faults.push({ at, field: 'firstName', message: 'name is required' });
    const a = payee.address;
    const values: Record<Exclude<RdDirectDetailField, 'lines' | 'sequence' | 'record_type'>, string> = {
      payer_branch: payerBranch,
      payee_tax_id: taxId(payee.taxId, at, 'taxId', faults),
      // The 10-digit tax id of old: never issued now, written as zeros.
      payee_old_tax_id: '0000000000',
      title: text('title', payee.title, at, faults),
      first_name: text('first_name', payee.firstName, at, faults),
      last_name: text('last_name', payee.lastName, at, faults),
      building: text('building', a.building, at, faults),
      room: text('room', a.room, at, faults),
      floor: text('floor', a.floor, at, faults),
      village: text('village', a.village, at, faults),
      number: text('number', a.number, at, faults),
      moo: text('moo', a.moo, at, faults),
      soi: text('soi', a.soi, at, faults),
      road: text('road', a.road, at, faults),
      sub_district: text('sub_district', a.subDistrict, at, faults),
      district: text('district', a.district, at, faults),
      province: text('province', a.province, at, faults),
      postcode: text('postcode', a.postcode, at, faults),
    };
    if (payee.lines.length === 0)
      faults.push({ at, field: 'lines', message: 'a payee needs an income line' });
    for (let start = 0; start < payee.lines.length; start += RD_DIRECT_LINES_PER_RECORD) {
      const group = payee.lines.slice(start, start + RD_DIRECT_LINES_PER_RECORD);
      const lineSets: string[] = [];
      for (let i = 0; i < RD_DIRECT_LINES_PER_RECORD; i += 1) {
        const line = group[i];
        lineSets.push(...(line ? lineCells(line, `${at}.lines.${start + i}`, faults) : EMPTY_LINE));
      }
      const sequence = String(records.length + 1);
      const cells = RD_DIRECT_DETAIL_FIELDS.flatMap((field) =>
        field === 'lines'
          ? lineSets
          : field === 'record_type'
            ? ['D']
            : field === 'sequence'
              ? [sequence]
              : [values[field]],
      );
      const income = group.reduce((sum, line) => sum + line.income, ZERO);
      const tax = group.reduce((sum, line) => sum + line.wht, ZERO);
      records.push({ cells, income, tax });
    }
  }
  return records;
}

function headerCells(
  form: RdDirectForm,
  h: RdDirectHeader,
  details: readonly DetailRecord[],
  faults: Fault[],
) {
  const at = 'header';
  if (!Number.isInteger(h.month) || h.month < 1 || h.month > 12)
    faults.push({ at, field: 'month', message: 'month must be 1–12' });
  if (!/^\d{2}$/.test(h.filingType))
    faults.push({ at, field: 'filingType', message: 'filing type is two digits' });
  const required = (
    field: 'sender_id' | 'sender_role' | 'user_id' | 'form_flag' | 'department_name',
    v: string,
  ) => {
    const cleaned = text(field, v, at, faults);
    if (cleaned === '') faults.push({ at, field, message: `${field} is required` });
    return cleaned;
  };
  const income = details.reduce((sum, d) => sum + d.income, ZERO);
  const tax = details.reduce((sum, d) => sum + d.tax, ZERO);
  const values: Record<RdDirectHeaderField, string> = {
    record_type: 'H',
    sender_id: required('sender_id', h.senderId),
    sender_tax_id: taxId(h.senderTaxId, at, 'senderTaxId', faults),
    sender_branch: branch(h.senderBranch, at, 'senderBranch', faults),
    sender_role: required('sender_role', h.senderRole),
    form,
    payer_tax_id: taxId(h.payerTaxId, at, 'payerTaxId', faults),
    payer_branch: branch(h.payerBranch, at, 'payerBranch', faults),
    department_name: required('department_name', h.departmentName),
    section_1: flag(h.sections[0]),
    section_2: flag(h.sections[1]),
    section_3: flag(h.sections[2]),
    large_taxpayer: flag(h.largeTaxpayer),
    tax_month: String(h.month).padStart(2, '0'),
    tax_year: String(toBuddhistYear(h.year)),
    branch_type: text('branch_type', h.branchType, at, faults),
    filing_type: h.filingType,
    record_count: String(details.length),
    total_income: amount(income),
    total_tax: amount(tax),
    surcharge: amount(h.surcharge),
    total_due: amount(tax + h.surcharge),
    transfer_amount: amount(h.transferAmount),
    user_id: required('user_id', h.userId),
    form_flag: required('form_flag', h.formFlag),
  };
  return RD_DIRECT_HEADER_FIELDS.map((field) => values[field]);
}

/** The whole file: the header record, then the detail records, CRLF between them; the first fault refuses it. */
export function buildRdDirectUploadFile(
  form: RdDirectForm,
  header: RdDirectHeader,
  payees: readonly RdDirectPayee[],
): Result<string, RdUploadError> {
  const faults: Fault[] = [];
  const payerBranch = branch(header.payerBranch, 'header', 'payerBranch', faults);
  const details = detailRecords(payees, payerBranch, faults);
  const head = headerCells(form, header, details, faults);
  const first = faults[0];
  if (first) return err(fault(first.at, first.field, first.message));
  return ok([head, ...details.map((d) => d.cells)].map((cells) => cells.join('|')).join('\r\n'));
}
