// The yearly 50 ทวิ of one employee (issue #14; decision 0181): form ภ.ง.ด.1ก, income 40(1) = the year's gross
// pay and the PND1 tax withheld from the approved and paid runs of the ภ.ง.ด.1ก summary (pnd1-annual.ts), the
// employee's social-security and provident-fund contributions of the year on the funds line. Printed through the
// wth module's one 50 ทวิ renderer with the figures stated (a year's tax is not a rate of the income).
import { and, employees, eq, type Database } from '@banchee/db';
import { parseMoney, statedWhtFigures, toBuddhistYear, type CalendarDate } from '@banchee/domain';
import { AppError } from '../../http/errors.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { renderWhtCertificateHtml, whtPayerOf } from '../wth/index.ts';
import type { FileAnswer } from './payroll-files.service.ts';
import { pnd1AnnualSummary } from './pnd1-annual.ts';

export async function employeeCertificatePdf(
  db: Database,
  renderer: PdfRenderer,
  userId: string,
  organizationId: string,
  employeeId: string,
  year: number,
  issueDate: CalendarDate,
): Promise<FileAnswer> {
  const summary = await pnd1AnnualSummary(db, userId, organizationId, year);
  const index = summary.rows.findIndex((row) => row.employee_id === employeeId);
  const row = summary.rows[index];
  if (!row) {
    throw new AppError('PAYROLL.NO_INCOME_IN_YEAR', 'The employee has no approved pay in this year.', {
      details: [{ path: 'employeeId', message: 'no approved or paid run in the year' }],
    });
  }
  const [employee] = await db
    .select({ address: employees.address, code: employees.code })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  const income = parseMoney(row.income);
  const tax = parseMoney(row.withholding_tax);
  const sequence = String(index + 1);
  const page = renderWhtCertificateHtml({
    bookNumber: String(toBuddhistYear(year)),
    number: sequence,
    sequenceInForm: sequence,
    payer: await whtPayerOf(db, organizationId),
    payee: {
      name: row.name,
      taxId: row.national_id,
      ...(employee?.address ? { address: employee.address } : {}),
    },
    certificate: {
      formType: 'PND1A',
      formYear: year,
      payer: 'TAX_AT_SOURCE',
      date: `${year}-12-31`,
      lines: [{ lineNumber: 1, typeOfIncome: '1', taxRate: '0', amount: income, vatType: 'EXCLUSIVE' }],
      providentFund: {
        amount: parseMoney(row.provident_fund),
        socialSecurityFund: parseMoney(row.social_security),
      },
    },
    stated: {
      figures: statedWhtFigures([{ lineNumber: 1, typeOfIncome: '1', income, tax }]),
      periodText: `ปีภาษี ${toBuddhistYear(year)}`,
    },
    issueDate,
  });
  return {
    bytes: await renderer.renderHtmlToPdf(page),
    contentType: 'application/pdf',
    fileName: `50tawi-${year}-${employee?.code ?? sequence}.pdf`,
  };
}
