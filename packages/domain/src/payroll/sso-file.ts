// The social-security monthly contribution text file (สปส.1-10, SSO e-service upload): one header record and one
// record per insured employee, fixed-width, amounts in satang without a point, dates in the Buddhist era. The
// layout is data (SSO_FILE_LAYOUT) — no code knows a column position. The layout follows the one Thai payroll
// programs write (the SSO publishes it with its e-service; not checked against an official copy, decision 0133).
import type { Money } from '../money/money.ts';
import { err, ok, type DomainError, type Result } from '../result.ts';
import { parseCalendarDate, toBuddhistYear, type CalendarDate } from '../thai/dates.ts';
import { isValidThaiTaxId } from '../thai/tax-id.ts';

export interface FixedField {
  readonly name: string;
  readonly width: number;
  /** digits: right-aligned, zero-padded, never truncated; text: left-aligned, space-padded, cut to width. */
  readonly kind: 'digits' | 'text';
}

export interface FixedLayout {
  readonly header: readonly FixedField[];
  readonly detail: readonly FixedField[];
  /** Title → the SSO's three-digit title code. */
  readonly titleCodes: Readonly<Record<string, string>>;
}

export const SSO_FILE_LAYOUT: FixedLayout = {
  header: [
    { name: 'record_type', width: 1, kind: 'digits' },
    { name: 'employer_account', width: 10, kind: 'digits' },
    { name: 'branch', width: 6, kind: 'digits' },
    { name: 'pay_date', width: 6, kind: 'digits' },
    { name: 'period', width: 4, kind: 'digits' },
    { name: 'employer_name', width: 45, kind: 'text' },
    { name: 'rate', width: 4, kind: 'digits' },
    { name: 'employees', width: 6, kind: 'digits' },
    { name: 'total_wages', width: 15, kind: 'digits' },
    { name: 'total_contributions', width: 14, kind: 'digits' },
    { name: 'employee_contributions', width: 12, kind: 'digits' },
    { name: 'employer_contributions', width: 12, kind: 'digits' },
  ],
  detail: [
    { name: 'record_type', width: 1, kind: 'digits' },
    { name: 'national_id', width: 13, kind: 'digits' },
    { name: 'title_code', width: 3, kind: 'digits' },
    { name: 'first_name', width: 30, kind: 'text' },
    { name: 'last_name', width: 35, kind: 'text' },
    { name: 'wages', width: 14, kind: 'digits' },
    { name: 'contribution', width: 12, kind: 'digits' },
    { name: 'filler', width: 27, kind: 'text' },
  ],
  titleCodes: { นาย: '003', นางสาว: '004', 'น.ส.': '004', นาง: '005' },
};

export interface SsoFileEmployee {
  readonly nationalId: string;
  readonly title?: string | null | undefined;
  readonly firstName: string;
  readonly lastName: string;
  /** The wage contributed on (floor and ceiling applied). */
  readonly wages: Money;
  readonly contribution: Money;
  readonly employerContribution: Money;
}

export interface SsoFileInput {
  /** The employer's 10-digit social-security account number. */
  readonly employerAccount: string;
  /** Six digits, 000000 = head office. */
  readonly branch: string;
  readonly employerName: string;
  readonly payDate: CalendarDate;
  readonly year: number;
  readonly month: number;
  /** Contribution percent ("5"). */
  readonly ratePercent: string;
  readonly employees: readonly SsoFileEmployee[];
}

export type SsoFileError = DomainError<'SSO_FILE.INVALID'>;

function fixed(field: FixedField, value: string): string {
  const chars = [...value];
  if (field.kind === 'text') return chars.slice(0, field.width).join('').padEnd(field.width, ' ');
  if (!/^\d*$/.test(value) || chars.length > field.width) {
    throw new RangeError(`${field.name}: "${value}" does not fit ${field.width} digits`);
  }
  return value.padStart(field.width, '0');
}

function record(fields: readonly FixedField[], values: Readonly<Record<string, string>>): string {
  return fields.map((field) => fixed(field, values[field.name] ?? '')).join('');
}

const two = (n: number) => String(n).padStart(2, '0');
const satang = (amount: Money) => amount.toString();

/** "5" → "0500", "5.25" → "0525": the percent with two implied places. */
function rateDigits(percent: string): string {
  const [whole = '0', fraction = ''] = percent.split('.');
  return `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
}

function fault(message: string, field: string): SsoFileError {
  return { code: 'SSO_FILE.INVALID', message, details: { field } };
}

/** The file's text (CRLF after every record). Refuses bad account, branch, ids or an empty file. */
export function buildSsoFile(
  input: SsoFileInput,
  layout: FixedLayout = SSO_FILE_LAYOUT,
): Result<string, SsoFileError> {
  if (!/^\d{10}$/.test(input.employerAccount)) return err(fault('the account has 10 digits', 'account'));
  if (!/^\d{6}$/.test(input.branch)) return err(fault('the branch has 6 digits', 'branch'));
  if (input.employees.length === 0) return err(fault('no insured employee in this run', 'employees'));
  const bad = input.employees.findIndex((e) => !isValidThaiTaxId(e.nationalId));
  if (bad >= 0) return err(fault(`employee ${bad + 1}: the national id is not valid`, 'national_id'));
  const pay = parseCalendarDate(input.payDate);
  if (!pay) return err(fault('the pay date is not valid', 'pay_date'));
  const be2 = (year: number) => String(toBuddhistYear(year)).slice(-2);
  let wages = 0n;
  let employee = 0n;
  let employer = 0n;
  for (const e of input.employees) {
    wages += e.wages;
    employee += e.contribution;
    employer += e.employerContribution;
  }
  const header = record(layout.header, {
    record_type: '1',
    employer_account: input.employerAccount,
    branch: input.branch,
    pay_date: `${two(pay.day)}${two(pay.month)}${be2(pay.year)}`,
    period: `${two(input.month)}${be2(input.year)}`,
    employer_name: input.employerName,
    rate: rateDigits(input.ratePercent),
    employees: String(input.employees.length),
    total_wages: satang(wages),
    total_contributions: satang(employee + employer),
    employee_contributions: satang(employee),
    employer_contributions: satang(employer),
  });
  const details = input.employees.map((e) =>
    record(layout.detail, {
      record_type: '2',
      national_id: e.nationalId,
      title_code: layout.titleCodes[e.title?.trim() ?? ''] ?? '000',
      first_name: e.firstName,
      last_name: e.lastName,
      wages: satang(e.wages),
      contribution: satang(e.contribution),
      filler: '',
    }),
  );
  return ok([header, ...details].map((line) => `${line}\r\n`).join(''));
}
