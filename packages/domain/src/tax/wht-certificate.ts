// The withholding-tax certificate "50 ทวิ" (thai-tax-reference §2.3–2.4, spec §3 wthDoc and withholding lines):
// what each choice requires, the figures of each line and the totals, and the official income rows of the
// form with the row each income type prints on. Line figures reuse computeWithholding (the payer condition and
// its gross-up); the total tax in words reuses bahtTextFromMoney.
import { sumMoney, ZERO, parsePercent, type Money } from '../money/money.ts';
import { divideHalfUp, isDecimalString, pow10, PERCENT_SCALE } from '../money/decimal.ts';
import { bahtTextFromMoney } from '../thai/baht-text.ts';
import { isCalendarDate, type CalendarDate } from '../thai/dates.ts';
import { standardVatRate } from './vat.ts';
import { computeWithholding } from './withholding.ts';
import {
  WITHHOLDING_FORMS,
  WITHHOLDING_INCOME_TYPES,
  WITHHOLDING_PAYER_CONDITIONS,
  type WithholdingFormCode,
  type WithholdingIncomeTypeCode,
  type WithholdingPayerConditionCode,
} from '../constants/withholding.ts';

/** How a line's amount is stated: before VAT (spec default) or including VAT at the standard rate. */
export const WHT_VAT_TYPES = ['EXCLUSIVE', 'INCLUSIVE'] as const;
export type WhtVatType = (typeof WHT_VAT_TYPES)[number];

/** Line numbers 1 to 3 (spec §9). */
export const WHT_LINE_NUMBERS = [1, 2, 3] as const;

export interface WhtCertificateLine {
  readonly lineNumber: number;
  readonly typeOfIncome: string;
  readonly typeOfIncomeOtherDetails?: string | null;
  /** Percent string ("3.00"). */
  readonly taxRate: string;
  /** The amount agreed with the payee, as the vat type states it. */
  readonly amount: Money;
  readonly vatType: WhtVatType;
}

export interface WhtProvidentFund {
  readonly licenseNo?: string | null;
  /** Provident-fund contributions paid in the year. */
  readonly amount?: Money | null;
  /** Social-security contributions paid in the year. */
  readonly socialSecurityFund?: Money | null;
}

export interface WhtCertificateInput {
  readonly formType: string;
  readonly formYear: number;
  readonly payer: string;
  readonly payerOthers?: string | null;
  /** Date paid (the tax point of the certificate); picks the VAT rate of INCLUSIVE lines. */
  readonly date: CalendarDate;
  readonly lines: readonly WhtCertificateLine[];
  readonly providentFund?: WhtProvidentFund | null;
}

export type WhtValidationCode =
  | 'WHT.REQUIRED'
  | 'WHT.INVALID_FORM_TYPE'
  | 'WHT.INVALID_FORM_YEAR'
  | 'WHT.INVALID_PAYER'
  | 'WHT.INVALID_DATE'
  | 'WHT.NO_LINES'
  | 'WHT.TOO_MANY_LINES'
  | 'WHT.INVALID_LINE_NUMBER'
  | 'WHT.DUPLICATE_LINE_NUMBER'
  | 'WHT.INVALID_INCOME_TYPE'
  | 'WHT.INCOME_TYPE_NOT_ON_FORM'
  | 'WHT.INVALID_RATE'
  | 'WHT.INVALID_VAT_TYPE'
  | 'WHT.AMOUNT_NOT_POSITIVE'
  | 'WHT.NEGATIVE';

export interface WhtValidationIssue {
  readonly path: string;
  readonly code: WhtValidationCode;
  readonly message: string;
}

/** The form year is a Common Era year (spec default 2025); a Buddhist-era year is refused, not converted. */
export const WHT_FORM_YEAR_RANGE = { min: 2000, max: 2200 } as const;

/** Income types that need the "specify" text: other income, a dividend rate not listed, other dividends. */
const NEEDS_DETAILS: readonly string[] = ['6', '4B14', '4B25'];

/**
 * Which income rows a form may carry (thai-tax-reference §2.1): the annual employee forms only 40(1) and 40(2);
 * PND2/2A (individuals' interest and dividends) only 40(4); PND3/3A the rest but salaries and 40(4); PND53 all
 * but salaries.
 */
const ROWS_OF_FORM: Readonly<Record<WithholdingFormCode, (code: string) => boolean>> = {
  PND1A: (code) => code === '1' || code === '2',
  PND1A_SPECIAL: (code) => code === '1' || code === '2',
  PND2: (code) => code.startsWith('4'),
  PND2A: (code) => code.startsWith('4'),
  PND3: (code) => code !== '1' && !code.startsWith('4'),
  PND3A: (code) => code !== '1' && !code.startsWith('4'),
  PND53: (code) => code !== '1',
};

const HUNDRED_PERCENT = 100n * pow10(PERCENT_SCALE);

function isForm(code: string): code is WithholdingFormCode {
  return WITHHOLDING_FORMS.some((form) => form.code === code);
}

export function isWhtIncomeType(code: string): code is WithholdingIncomeTypeCode {
  return WITHHOLDING_INCOME_TYPES.some((type) => type.code === code);
}

function isPayer(code: string): code is WithholdingPayerConditionCode {
  return WITHHOLDING_PAYER_CONDITIONS.some((payer) => payer.code === code);
}

const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

function lineIssues(
  line: WhtCertificateLine,
  index: number,
  formType: string,
  seen: Set<number>,
): WhtValidationIssue[] {
  const at = (field: string) => `lines.${index}.${field}`;
  const issues: WhtValidationIssue[] = [];
  if (!(WHT_LINE_NUMBERS as readonly number[]).includes(line.lineNumber)) {
    issues.push({ path: at('line_number'), code: 'WHT.INVALID_LINE_NUMBER', message: 'Line number 1 to 3' });
  } else if (seen.has(line.lineNumber)) {
    issues.push({ path: at('line_number'), code: 'WHT.DUPLICATE_LINE_NUMBER', message: 'Used twice' });
  }
  seen.add(line.lineNumber);
  if (!isWhtIncomeType(line.typeOfIncome)) {
    issues.push({
      path: at('type_of_income'),
      code: 'WHT.INVALID_INCOME_TYPE',
      message: 'Unknown income type',
    });
  } else if (isForm(formType) && !ROWS_OF_FORM[formType](line.typeOfIncome)) {
    issues.push({
      path: at('type_of_income'),
      code: 'WHT.INCOME_TYPE_NOT_ON_FORM',
      message: 'This income type is not filed on the chosen form',
    });
  } else if (NEEDS_DETAILS.includes(line.typeOfIncome) && blank(line.typeOfIncomeOtherDetails)) {
    issues.push({
      path: at('type_of_income_other_details'),
      code: 'WHT.REQUIRED',
      message: 'Say what it is',
    });
  }
  const rateOk = isDecimalString(line.taxRate) && (line.taxRate.split('.')[1]?.length ?? 0) <= 2;
  const rate = rateOk ? parsePercent(line.taxRate) : -1n;
  if (rate < 0n || rate >= HUNDRED_PERCENT) {
    issues.push({ path: at('tax_rate'), code: 'WHT.INVALID_RATE', message: 'A percent from 0 to below 100' });
  }
  if (!(WHT_VAT_TYPES as readonly string[]).includes(line.vatType)) {
    issues.push({ path: at('vat_type'), code: 'WHT.INVALID_VAT_TYPE', message: 'EXCLUSIVE or INCLUSIVE' });
  }
  if (line.amount <= 0n) {
    issues.push({ path: at('amount'), code: 'WHT.AMOUNT_NOT_POSITIVE', message: 'Must be above 0' });
  }
  return issues;
}

/** Every issue found; empty when the certificate can be computed and printed. */
export function validateWhtCertificate(input: WhtCertificateInput): readonly WhtValidationIssue[] {
  const issues: WhtValidationIssue[] = [];
  if (!isForm(input.formType)) {
    issues.push({ path: 'form_type', code: 'WHT.INVALID_FORM_TYPE', message: 'One of the seven forms' });
  }
  const year = input.formYear;
  if (!Number.isInteger(year) || year < WHT_FORM_YEAR_RANGE.min || year > WHT_FORM_YEAR_RANGE.max) {
    issues.push({
      path: 'form_year',
      code: 'WHT.INVALID_FORM_YEAR',
      message: 'A year from 2000 to 2200 (CE)',
    });
  }
  if (!isPayer(input.payer)) {
    issues.push({ path: 'payer', code: 'WHT.INVALID_PAYER', message: 'One of the four payer conditions' });
  } else if (input.payer === 'OTHERS' && blank(input.payerOthers)) {
    issues.push({ path: 'payer_others', code: 'WHT.REQUIRED', message: 'Say what the condition is' });
  }
  if (!isCalendarDate(input.date)) {
    issues.push({ path: 'date', code: 'WHT.INVALID_DATE', message: 'A date YYYY-MM-DD' });
  }
  if (input.lines.length === 0) {
    issues.push({ path: 'lines', code: 'WHT.NO_LINES', message: 'At least one income line' });
  } else if (input.lines.length > WHT_LINE_NUMBERS.length) {
    issues.push({ path: 'lines', code: 'WHT.TOO_MANY_LINES', message: 'At most three income lines' });
  }
  const seen = new Set<number>();
  input.lines.forEach((line, index) => issues.push(...lineIssues(line, index, input.formType, seen)));
  const fund = input.providentFund;
  for (const [field, value] of [
    ['provident_amount', fund?.amount],
    ['provident_social_sec_fund', fund?.socialSecurityFund],
  ] as const) {
    if (value !== null && value !== undefined && value < 0n) {
      issues.push({ path: `providentFund.${field}`, code: 'WHT.NEGATIVE', message: 'Cannot be negative' });
    }
  }
  return issues;
}

export interface WhtLineFigures {
  readonly lineNumber: number;
  /** Also the key of the form row the line prints on (whtFormRowOf). */
  readonly typeOfIncome: WithholdingIncomeTypeCode;
  readonly taxRate: string;
  /** The amount before VAT (an INCLUSIVE amount with its VAT backed out). */
  readonly base: Money;
  /** The income paid as printed on the certificate (grossed up when the payer bears the tax). */
  readonly income: Money;
  readonly tax: Money;
}

export interface WhtCertificateFigures {
  readonly lines: readonly WhtLineFigures[];
  readonly totalIncome: Money;
  readonly totalTax: Money;
  /** The total tax in Thai words, e.g. "สามร้อยบาทถ้วน". */
  readonly totalTaxText: string;
}

/** VAT backed out of an inclusive amount at the standard rate of the date: gross × r / (100 + r), half-up. */
function baseOf(line: WhtCertificateLine, date: CalendarDate): Money {
  if (line.vatType === 'EXCLUSIVE') return line.amount;
  const rate = parsePercent(standardVatRate(date));
  return line.amount - divideHalfUp(line.amount * rate, HUNDRED_PERCENT + rate);
}

/**
 * The figures of a valid certificate (validate first: an invalid one throws). Each line: income and tax from
 * computeWithholding(base, rate, payer) — withheld at source: income = base, tax = round(base × r); paid once:
 * tax = round(base × r), income = base + tax; paid continuously: income = round(base / (1 − r)), tax = income −
 * base. Totals are sums of the rounded lines.
 */
export function computeWhtCertificate(input: WhtCertificateInput): WhtCertificateFigures {
  const issues = validateWhtCertificate(input);
  if (issues.length > 0)
    throw new RangeError(`Invalid certificate: ${issues[0]?.path} ${issues[0]?.message}`);
  const payer = input.payer as WithholdingPayerConditionCode;
  const lines = [...input.lines]
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .map((line): WhtLineFigures => {
      const base = baseOf(line, input.date);
      const figures = computeWithholding(base, line.taxRate, payer);
      const typeOfIncome = line.typeOfIncome as WithholdingIncomeTypeCode;
      return {
        lineNumber: line.lineNumber,
        typeOfIncome,
        taxRate: line.taxRate,
        base,
        income: figures.income,
        tax: figures.wht,
      };
    });
  const totalTax = sumMoney(lines.map((line) => line.tax));
  return {
    lines,
    totalIncome: sumMoney(lines.map((line) => line.income)),
    totalTax,
    totalTaxText: bahtTextFromMoney(totalTax),
  };
}

/**
 * Figures a payer states rather than computes from a rate: a year's salary and the PND1 tax withheld on it
 * (worked out month by month by payroll, thai-tax-reference §4.4) print on a ภ.ง.ด.1ก 50 ทวิ as they are.
 * Totals are the sums of the lines; the tax in words from the total.
 */
export function statedWhtFigures(
  lines: readonly {
    readonly lineNumber: number;
    readonly typeOfIncome: WithholdingIncomeTypeCode;
    readonly income: Money;
    readonly tax: Money;
  }[],
): WhtCertificateFigures {
  const figures = lines.map((line): WhtLineFigures => ({ ...line, taxRate: '0.00', base: line.income }));
  const totalTax = sumMoney(figures.map((line) => line.tax));
  return {
    lines: figures,
    totalIncome: sumMoney(figures.map((line) => line.income)),
    totalTax,
    totalTaxText: bahtTextFromMoney(totalTax),
  };
}

export interface WhtFormRow {
  /** The income type printed on this row (the OCA code, thai-tax-reference §2.4). */
  readonly key: WithholdingIncomeTypeCode;
  /** The row's number as the form prints it ("1.", "4. (ก)", "(1.1)", "(2.5)"). */
  readonly label: string;
  readonly textTh: string;
  /** 0 for a main row, 1–2 for the dividend sub-rows. */
  readonly indent: number;
}

/** The rows of the official form, top to bottom; every income type prints on the row with its own key. */
export const WHT_FORM_ROWS: readonly WhtFormRow[] = [
  { key: '1', label: '1.', indent: 0, textTh: 'เงินเดือน ค่าจ้าง เบี้ยเลี้ยง โบนัส ฯลฯ ตามมาตรา 40 (1)' },
  { key: '2', label: '2.', indent: 0, textTh: 'ค่าธรรมเนียม ค่านายหน้า ฯลฯ ตามมาตรา 40 (2)' },
  { key: '3', label: '3.', indent: 0, textTh: 'ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)' },
  { key: '4A', label: '4. (ก)', indent: 0, textTh: 'ดอกเบี้ย ฯลฯ ตามมาตรา 40 (4) (ก)' },
  { key: '4B11', label: '(1.1)', indent: 2, textTh: 'อัตราร้อยละ 30 ของกำไรสุทธิ' },
  { key: '4B12', label: '(1.2)', indent: 2, textTh: 'อัตราร้อยละ 25 ของกำไรสุทธิ' },
  { key: '4B13', label: '(1.3)', indent: 2, textTh: 'อัตราร้อยละ 20 ของกำไรสุทธิ' },
  { key: '4B14', label: '(1.4)', indent: 2, textTh: 'อัตราอื่น ๆ (ระบุ) ของกำไรสุทธิ' },
  { key: '4B21', label: '(2.1)', indent: 2, textTh: 'กำไรสุทธิของกิจการที่ได้รับยกเว้นภาษีเงินได้นิติบุคคล' },
  {
    key: '4B22',
    label: '(2.2)',
    indent: 2,
    textTh: 'เงินปันผลหรือเงินส่วนแบ่งของกำไรที่ได้รับยกเว้นไม่ต้องนำมารวมคำนวณเป็นรายได้เพื่อเสียภาษีเงินได้นิติบุคคล',
  },
  {
    key: '4B23',
    label: '(2.3)',
    indent: 2,
    textTh: 'กำไรสุทธิส่วนที่ได้หักผลขาดทุนสุทธิยกมาไม่เกิน 5 ปี ก่อนรอบระยะเวลาบัญชีปีปัจจุบัน',
  },
  { key: '4B24', label: '(2.4)', indent: 2, textTh: 'กำไรที่รับรู้ทางบัญชีโดยวิธีส่วนได้เสีย' },
  { key: '4B25', label: '(2.5)', indent: 2, textTh: 'อื่น ๆ (ระบุ)' },
  {
    key: '5',
    label: '5.',
    indent: 0,
    textTh:
      'การจ่ายเงินได้ที่ต้องหักภาษี ณ ที่จ่าย ตามคำสั่งกรมสรรพากรที่ออกตามมาตรา 3 เตรส เช่น รางวัล ส่วนลดหรือประโยชน์ใด ๆ เนื่องจากการส่งเสริมการขาย รางวัลในการประกวด การแข่งขัน การชิงโชค ค่าแสดงของนักแสดงสาธารณะ ค่าจ้างทำของ ค่าโฆษณา ค่าเช่า ค่าขนส่ง ค่าบริการ ค่าเบี้ยประกันวินาศภัย ฯลฯ',
  },
  { key: '6', label: '6.', indent: 0, textTh: 'อื่น ๆ (ระบุ)' },
];

/** Headings printed between the rows of 4 (ข) (they carry no figures). */
export const WHT_FORM_DIVIDEND_HEADINGS = {
  before4B11: [
    { label: '(ข)', indent: 1, textTh: 'เงินปันผล เงินส่วนแบ่งกำไร ฯลฯ ตามมาตรา 40 (4) (ข)' },
    {
      label: '(1)',
      indent: 1,
      textTh: 'กรณีผู้ได้รับเงินปันผลได้รับเครดิตภาษี โดยจ่ายจากกำไรสุทธิของกิจการที่ต้องเสียภาษีเงินได้นิติบุคคลในอัตราดังนี้',
    },
  ],
  before4B21: [{ label: '(2)', indent: 1, textTh: 'กรณีผู้ได้รับเงินปันผลไม่ได้รับเครดิตภาษี เนื่องจากจ่ายจาก' }],
} as const;

/** The form row an income type prints on (every type has exactly one). */
export function whtFormRowOf(typeOfIncome: WithholdingIncomeTypeCode): WhtFormRow {
  const row = WHT_FORM_ROWS.find((candidate) => candidate.key === typeOfIncome);
  if (!row) throw new RangeError(`No form row for income type ${typeOfIncome}`);
  return row;
}

export interface WhtRowFigures {
  readonly income: Money;
  readonly tax: Money;
  /** The "specify" texts of the lines on the row, joined. */
  readonly details: string;
}

/** Lines summed per form row (two lines of one income type share the row, their details joined). */
export function whtFiguresByRow(
  figures: WhtCertificateFigures,
  lines: readonly WhtCertificateLine[],
): ReadonlyMap<WithholdingIncomeTypeCode, WhtRowFigures> {
  const rows = new Map<WithholdingIncomeTypeCode, WhtRowFigures>();
  for (const line of figures.lines) {
    const source = lines.find((candidate) => candidate.lineNumber === line.lineNumber);
    const detail = source?.typeOfIncomeOtherDetails?.trim() ?? '';
    const before = rows.get(line.typeOfIncome) ?? { income: ZERO, tax: ZERO, details: '' };
    rows.set(line.typeOfIncome, {
      income: before.income + line.income,
      tax: before.tax + line.tax,
      details: [before.details, detail].filter((text) => text !== '').join(', '),
    });
  }
  return rows;
}
