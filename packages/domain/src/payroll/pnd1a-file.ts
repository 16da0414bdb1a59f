// The yearly ภ.ง.ด.1ก upload file (thai-tax-reference §2.1, §2.5; decision 0233): one line per employee with the
// year's income 40(1) and PND1 tax of the approved runs, in the RD upload generator's PND1 layout (OCA writes
// ภ.ง.ด.1ก, form code P01A, with its PND1 text layout): income code 401N, the employee's row number (the same
// number as the yearly 50 ทวิ's "ลำดับที่ ในแบบ"), the date of the year's last payment, withheld at source.
import type { Money } from '../money/money.ts';
import type { Result } from '../result.ts';
import { toBuddhistYear, type CalendarDate } from '../thai/dates.ts';
import {
  buildRdUploadFile,
  type RdUploadError,
  type RdUploadOptions,
  type RdUploadRow,
} from '../tax/rd-upload.ts';

/** One employee's tax year as the ภ.ง.ด.1ก lists it. */
export interface Pnd1aEmployeeYear {
  readonly nationalId: string;
  readonly title?: string | undefined;
  readonly firstName: string;
  readonly lastName?: string | undefined;
  /** The pay date of the employee's last approved run of the year. */
  readonly lastPaidOn: CalendarDate;
  /** Income 40(1) paid in the year (every run's gross pay). */
  readonly income: Money;
  /** PND1 tax withheld in the year. */
  readonly withheld: Money;
}

/** The upload rows of the ภ.ง.ด.1ก, in the order given (the attachment's and the 50 ทวิ's order). */
export function pnd1aUploadRows(years: readonly Pnd1aEmployeeYear[]): RdUploadRow[] {
  return years.map((year) => ({
    incomeCode: '401N',
    taxId: year.nationalId,
    title: year.title,
    firstName: year.firstName,
    lastName: year.lastName,
    paidOn: year.lastPaidOn,
    income: year.income,
    wht: year.withheld,
    condition: 'TAX_AT_SOURCE',
  }));
}

/** The ภ.ง.ด.1ก upload file's text; fails on the first invalid employee (RD_UPLOAD.INVALID_ROW, its row). */
export function buildPnd1aFile(
  years: readonly Pnd1aEmployeeYear[],
  options: RdUploadOptions = {},
): Result<string, RdUploadError> {
  return buildRdUploadFile('PND1', pnd1aUploadRows(years), options);
}

/** "WHT-P01A-2569.txt": the form code P01A (OCA) and the tax year in the Buddhist era. */
export function pnd1aFileName(year: number): string {
  return `WHT-P01A-${toBuddhistYear(year)}.txt`;
}
