// The kind of income a PND3 / PND53 row names (thai-tax-reference §2.5 "Income type field"; decision 0239): the
// ใบแนบ column and the RD file's income field say what was paid for — ค่าเช่า, ค่าโฆษณา, ค่าจ้างทำของ, ค่าบริการ,
// ค่าขนส่ง … — never the long caption of the 50 ทวิ row. One rule, in order: the line's own text (what the user
// typed, or what the payment wrote from the bill line's account), else the income type with, for the s.3 เตรส row,
// the rate the DG's order sets for that kind (§2.2: rent 5%, services and hire of work 3%, advertising 2%,
// transport 1%). At most 100 characters, as OCA's newer export caps it.
import type { WithholdingIncomeTypeCode } from '../constants/withholding.ts';
import { parsePercent } from '../money/money.ts';
import { isDecimalString, PERCENT_SCALE, pow10 } from '../money/decimal.ts';

/** The longest income text the file and the attachment take. */
export const WHT_INCOME_DESCRIPTION_MAX = 100;

export interface WhtIncomeKind {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
}

/** Kinds of income on the s.3 เตรส row (and the other rows' one kind each), Thai as the ใบแนบ writes them. */
export const WHT_INCOME_KINDS = [
  { code: 'RENT', nameTh: 'ค่าเช่า', nameEn: 'Rent' },
  { code: 'SERVICE', nameTh: 'ค่าบริการ', nameEn: 'Services' },
  { code: 'HIRE_OF_WORK', nameTh: 'ค่าจ้างทำของ', nameEn: 'Hire of work' },
  { code: 'ADVERTISING', nameTh: 'ค่าโฆษณา', nameEn: 'Advertising' },
  { code: 'TRANSPORT', nameTh: 'ค่าขนส่ง', nameEn: 'Transport' },
  { code: 'INSURANCE', nameTh: 'ค่าเบี้ยประกันวินาศภัย', nameEn: 'Non-life insurance premiums' },
  { code: 'PROFESSIONAL', nameTh: 'ค่าวิชาชีพอิสระ', nameEn: 'Professional fees' },
  { code: 'COMMISSION', nameTh: 'ค่านายหน้า', nameEn: 'Commissions' },
  { code: 'ROYALTY', nameTh: 'ค่าลิขสิทธิ์', nameEn: 'Royalties' },
  { code: 'INTEREST', nameTh: 'ดอกเบี้ย', nameEn: 'Interest' },
  { code: 'DIVIDEND', nameTh: 'เงินปันผล', nameEn: 'Dividends' },
  { code: 'SALARY', nameTh: 'เงินเดือน ค่าจ้าง', nameEn: 'Salary and wages' },
  { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other' },
] as const satisfies readonly WhtIncomeKind[];

export type WhtIncomeKindCode = (typeof WHT_INCOME_KINDS)[number]['code'];

const nameOf = (code: WhtIncomeKindCode): string =>
  WHT_INCOME_KINDS.find((kind) => kind.code === code)?.nameTh ?? '';

/** The s.3 เตรส kind a rate points to (§2.2); any other rate reads as a service. */
const KIND_OF_S3_RATE: Readonly<Record<string, WhtIncomeKindCode>> = {
  '5': 'RENT',
  '3': 'SERVICE',
  '2': 'ADVERTISING',
  '1': 'TRANSPORT',
};

/** Expense accounts of the Thai SME chart (reference §10) whose kind of income is plain from the account. */
const KIND_OF_ACCOUNT: Readonly<Record<string, WhtIncomeKindCode>> = {
  '51114': 'TRANSPORT',
  '51320': 'HIRE_OF_WORK',
  '52020': 'COMMISSION',
  '52030': 'ADVERTISING',
  '52040': 'TRANSPORT',
  '53021': 'RENT',
  '53026': 'TRANSPORT',
  '53027': 'HIRE_OF_WORK',
  '53028': 'INSURANCE',
  '53029': 'SERVICE',
  '53031': 'PROFESSIONAL',
  '53032': 'PROFESSIONAL',
};

/** The kind of income an expense account names ("53032.02" reads as its header 53032), or null. */
export function whtIncomeKindOfAccount(accountCode: string | null | undefined): WhtIncomeKindCode | null {
  const header = (accountCode ?? '').trim().slice(0, 5);
  return KIND_OF_ACCOUNT[header] ?? null;
}

/** The Thai name of a kind ("ค่าเช่า"). */
export function whtIncomeKindName(code: WhtIncomeKindCode): string {
  return nameOf(code);
}

/** The rate as the table keys it: "3.00" → "3", "1.5" → "1.5"; '' when it is not a percent. */
function rateKey(rate: string | undefined): string {
  const text = (rate ?? '').trim();
  if (!isDecimalString(text)) return '';
  const scaled = parsePercent(text);
  const unit = pow10(PERCENT_SCALE);
  return scaled % unit === 0n ? String(scaled / unit) : text;
}

function kindOfType(typeOfIncome: WithholdingIncomeTypeCode, rate: string | undefined): WhtIncomeKindCode {
  if (typeOfIncome === '1') return 'SALARY';
  if (typeOfIncome === '2') return 'COMMISSION';
  if (typeOfIncome === '3') return 'ROYALTY';
  if (typeOfIncome === '4A') return 'INTEREST';
  if (typeOfIncome.startsWith('4B')) return 'DIVIDEND';
  if (typeOfIncome === '5') return KIND_OF_S3_RATE[rateKey(rate)] ?? 'SERVICE';
  return 'OTHER';
}

/** Whitespace collapsed, cut to `max` characters (whole code points, so Thai marks are never split off). */
export function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const points = [...clean];
  return points.length <= max ? clean : points.slice(0, max).join('').trim();
}

export interface WhtIncomeLine {
  readonly typeOfIncome: WithholdingIncomeTypeCode;
  /** The line's own text (type_of_income_other_details). */
  readonly details?: string | null;
  /** Percent string of the line ("3", "3.0000"). */
  readonly rate?: string;
}

/** The income text of one row of the file and the ใบแนบ (≤ 100 characters, never the 50 ทวิ row caption). */
export function whtIncomeDescription(line: WhtIncomeLine): string {
  const own = clipText(line.details ?? '', WHT_INCOME_DESCRIPTION_MAX);
  if (own !== '') return own;
  return nameOf(kindOfType(line.typeOfIncome, line.rate));
}
