// The yearly ภ.ง.ด.1ก (issue #14 stretch; issue 24 item 8): per employee, the income, PND1 tax, social security
// and provident fund of every approved or paid run whose pay date falls in the year (the tax year is the year
// paid); the summary for the screen and the 50 ทวิ, and the RD upload file (decision 0233) with the same rows.
import type { Pnd1Annual } from '@banchee/contracts';
import { and, asc, eq, gte, inArray, lte, payrollLines, payrollRuns, type Database } from '@banchee/db';
import {
  buildPnd1aFile,
  parseMoney,
  pnd1aFileName,
  toMoneyString,
  type Money,
  type Pnd1aEmployeeYear,
} from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import type { TextFileEncoding } from '../../http/text-encoding.ts';
import { requirePayrollAccess } from '../employees/index.ts';
import { encoded, type FileAnswer } from './payroll-files.service.ts';

interface EmployeeYear {
  employeeId: string;
  nationalId: string;
  title: string | null;
  firstName: string;
  lastName: string | null;
  lastPaidOn: string;
  income: Money;
  tax: Money;
  sso: Money;
  pvd: Money;
}

/** Per employee in the order first paid in the year, the latest run's name and id (the ones printed). */
async function employeeYears(db: Database, organizationId: string, year: number): Promise<EmployeeYear[]> {
  const rows = await db
    .select({ line: payrollLines, payDate: payrollRuns.payDate })
    .from(payrollLines)
    .innerJoin(
      payrollRuns,
      and(
        eq(payrollRuns.organizationId, payrollLines.organizationId),
        eq(payrollRuns.id, payrollLines.runId),
      ),
    )
    .where(
      and(
        eq(payrollLines.organizationId, organizationId),
        inArray(payrollRuns.status, ['APPROVED', 'PAID']),
        gte(payrollRuns.payDate, `${year}-01-01`),
        lte(payrollRuns.payDate, `${year}-12-31`),
      ),
    )
    .orderBy(asc(payrollRuns.payDate), asc(payrollLines.lineNo));
  const byEmployee = new Map<string, EmployeeYear>();
  for (const { line, payDate } of rows) {
    const sum = byEmployee.get(line.employeeId) ?? {
      employeeId: line.employeeId,
      nationalId: '',
      title: null,
      firstName: '',
      lastName: null,
      lastPaidOn: payDate,
      income: 0n,
      tax: 0n,
      sso: 0n,
      pvd: 0n,
    };
    sum.nationalId = line.nationalId;
    sum.title = line.title;
    sum.firstName = line.firstName;
    sum.lastName = line.lastName;
    sum.lastPaidOn = payDate;
    sum.income += parseMoney(line.gross);
    sum.tax += parseMoney(line.withholdingTax);
    sum.sso += parseMoney(line.socialSecurity);
    sum.pvd += parseMoney(line.providentFund);
    byEmployee.set(line.employeeId, sum);
  }
  return [...byEmployee.values()];
}

export async function pnd1AnnualSummary(
  db: Database,
  userId: string,
  organizationId: string,
  year: number,
): Promise<Pnd1Annual> {
  await requirePayrollAccess(db, userId, organizationId);
  const list = await employeeYears(db, organizationId, year);
  const s = toMoneyString;
  const total = (pick: (sum: EmployeeYear) => Money) => s(list.reduce((sum, row) => sum + pick(row), 0n));
  return {
    year,
    rows: list.map((sum) => ({
      employee_id: sum.employeeId,
      national_id: sum.nationalId,
      name: [sum.title, sum.firstName, sum.lastName].filter(Boolean).join(' '),
      income: s(sum.income),
      withholding_tax: s(sum.tax),
      social_security: s(sum.sso),
      provident_fund: s(sum.pvd),
    })),
    income: total((sum) => sum.income),
    withholding_tax: total((sum) => sum.tax),
    social_security: total((sum) => sum.sso),
    provident_fund: total((sum) => sum.pvd),
  };
}

/** The ภ.ง.ด.1ก RD upload file of the year (UTF-8 or CP874); a year without approved pay has an empty file. */
export async function pnd1AnnualFile(
  db: Database,
  userId: string,
  organizationId: string,
  year: number,
  encoding: TextFileEncoding,
): Promise<FileAnswer> {
  await requirePayrollAccess(db, userId, organizationId);
  const years: Pnd1aEmployeeYear[] = (await employeeYears(db, organizationId, year)).map((sum) => ({
    nationalId: sum.nationalId,
    title: sum.title ?? undefined,
    firstName: sum.firstName,
    lastName: sum.lastName ?? undefined,
    lastPaidOn: sum.lastPaidOn,
    income: sum.income,
    withheld: sum.tax,
  }));
  const text = buildPnd1aFile(years);
  if (!text.ok) throw new AppError(text.error.code, text.error.message);
  return encoded(text.value, encoding, pnd1aFileName(year));
}
