// The yearly ภ.ง.ด.1ก summary (issue #14 stretch): per employee, the income, PND1 tax, social security and
// provident fund of every approved or paid run whose pay date falls in the year (the tax year is the year paid).
import type { Pnd1Annual } from '@banchee/contracts';
import { and, asc, eq, gte, inArray, lte, payrollLines, payrollRuns, type Database } from '@banchee/db';
import { parseMoney, toMoneyString, type Money } from '@banchee/domain';
import { requirePayrollAccess } from '../employees/index.ts';

export async function pnd1AnnualSummary(
  db: Database,
  userId: string,
  organizationId: string,
  year: number,
): Promise<Pnd1Annual> {
  await requirePayrollAccess(db, userId, organizationId);
  const rows = await db
    .select({ line: payrollLines })
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
  interface Sum {
    national_id: string;
    name: string;
    income: Money;
    tax: Money;
    sso: Money;
    pvd: Money;
  }
  const byEmployee = new Map<string, Sum>();
  for (const { line } of rows) {
    const sum = byEmployee.get(line.employeeId) ?? {
      national_id: '',
      name: '',
      income: 0n,
      tax: 0n,
      sso: 0n,
      pvd: 0n,
    };
    // the latest run's name and id are the ones printed
    sum.national_id = line.nationalId;
    sum.name = [line.title, line.firstName, line.lastName].filter(Boolean).join(' ');
    sum.income += parseMoney(line.gross);
    sum.tax += parseMoney(line.withholdingTax);
    sum.sso += parseMoney(line.socialSecurity);
    sum.pvd += parseMoney(line.providentFund);
    byEmployee.set(line.employeeId, sum);
  }
  const s = toMoneyString;
  const list = [...byEmployee.entries()];
  return {
    year,
    rows: list.map(([employeeId, sum]) => ({
      employee_id: employeeId,
      national_id: sum.national_id,
      name: sum.name,
      income: s(sum.income),
      withholding_tax: s(sum.tax),
      social_security: s(sum.sso),
      provident_fund: s(sum.pvd),
    })),
    income: s(list.reduce((total, [, sum]) => total + sum.income, 0n)),
    withholding_tax: s(list.reduce((total, [, sum]) => total + sum.tax, 0n)),
    social_security: s(list.reduce((total, [, sum]) => total + sum.sso, 0n)),
    provident_fund: s(list.reduce((total, [, sum]) => total + sum.pvd, 0n)),
  };
}
