// SQL of payroll runs: the runs, their lines, totals per run and the employees employed in a month. Every
// function filters on the organisation id.
import {
  and,
  asc,
  departments,
  desc,
  employees,
  eq,
  gte,
  inArray,
  isNull,
  journalEntries,
  lte,
  or,
  payrollLines,
  payrollRuns,
  sql,
  type Database,
  type Transaction,
} from '@banchee/db';
import { selectPage } from '../../http/pagination.ts';

export type RunRow = typeof payrollRuns.$inferSelect;
export type LineRow = typeof payrollLines.$inferSelect;
export type LineValues = Omit<typeof payrollLines.$inferInsert, 'organizationId' | 'id' | 'runId' | 'lineNo'>;
type Db = Database | Transaction;

export function listRuns(db: Db, organizationId: string, page: number, limit: number) {
  const order = [desc(payrollRuns.year), desc(payrollRuns.month), desc(payrollRuns.id)];
  return selectPage<RunRow>(
    db,
    payrollRuns,
    eq(payrollRuns.organizationId, organizationId),
    order,
    page,
    limit,
  );
}

/** The run, locked FOR UPDATE when `lock` (status changes and edits serialise on it). */
export async function getRun(
  db: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<RunRow | undefined> {
  const query = db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function runOfMonth(db: Db, organizationId: string, year: number, month: number) {
  const rows = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.year, year),
        eq(payrollRuns.month, month),
      ),
    );
  return rows[0];
}

export function linesOf(db: Db, organizationId: string, runIds: readonly string[]): Promise<LineRow[]> {
  if (runIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payrollLines)
    .where(and(eq(payrollLines.organizationId, organizationId), inArray(payrollLines.runId, [...runIds])))
    .orderBy(asc(payrollLines.runId), asc(payrollLines.lineNo));
}

/** Live employees employed on some day of [first, last], with their department's name and type. */
export function employeesEmployedIn(db: Db, organizationId: string, first: string, last: string) {
  return db
    .select({ employee: employees, departmentName: departments.name, departmentType: departments.type })
    .from(employees)
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isNull(employees.deletedAt),
        lte(employees.startDate, last),
        or(isNull(employees.endDate), gte(employees.endDate, first)),
      ),
    )
    .orderBy(asc(employees.code), asc(employees.firstName), asc(employees.id));
}

export async function replaceLines(
  tx: Transaction,
  organizationId: string,
  runId: string,
  lines: readonly (LineValues & { id: string })[],
): Promise<void> {
  await tx
    .delete(payrollLines)
    .where(and(eq(payrollLines.organizationId, organizationId), eq(payrollLines.runId, runId)));
  if (lines.length === 0) return;
  await tx
    .insert(payrollLines)
    .values(lines.map((line, index) => ({ ...line, organizationId, runId, lineNo: index + 1 })));
}

/** Journal entry numbers by id (for the run's approval and payment entries). */
export async function entryNumbers(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: journalEntries.id, number: journalEntries.number })
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, organizationId), inArray(journalEntries.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.number]));
}

export async function touchRun(tx: Transaction, organizationId: string, id: string, values: Partial<RunRow>) {
  await tx
    .update(payrollRuns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id)));
}

export function runKey(organizationId: string, id: string) {
  return and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, id));
}

/** PND1 / SSO returns already filed for the tax month of a pay date (they are filed by the month paid). */
export async function filedPayrollReturns(
  db: Db,
  organizationId: string,
  payDate: string,
): Promise<string[]> {
  const [year, month] = payDate.split('-').map(Number);
  const { rows } = await db.execute<{ form: string }>(sql`
    SELECT form FROM tax_filings
    WHERE organization_id = ${organizationId} AND form IN ('PND1', 'SSO')
      AND tax_year = ${year} AND tax_month = ${month} AND filed_on IS NOT NULL
    ORDER BY form`);
  return rows.map((r) => r.form);
}

export interface YearToDateRow extends Record<string, unknown> {
  employee_id: string;
  payments: number;
  income: string;
  social_security: string;
  provident_fund: string;
  withheld: string;
}

/**
 * Per employee, what the approved and paid runs of the tax year (the year of `payDate`) before the month
 * `year`-`month` paid and withheld: the PND1 estimate's "paid so far" (decision 0231).
 */
export async function yearToDate(
  db: Db,
  organizationId: string,
  payDate: string,
  year: number,
  month: number,
): Promise<YearToDateRow[]> {
  const taxYear = payDate.slice(0, 4);
  const { rows } = await db.execute<YearToDateRow>(sql`
    SELECT l.employee_id, count(*)::int AS payments, sum(l.gross)::text AS income,
           sum(l.social_security)::text AS social_security, sum(l.provident_fund)::text AS provident_fund,
           sum(l.withholding_tax)::text AS withheld
    FROM payroll_lines l
    JOIN payroll_runs r ON r.organization_id = l.organization_id AND r.id = l.run_id
    WHERE l.organization_id = ${organizationId} AND r.status IN ('APPROVED', 'PAID')
      AND r.pay_date >= ${`${taxYear}-01-01`}::date AND r.pay_date <= ${`${taxYear}-12-31`}::date
      AND r.year * 12 + r.month < ${year * 12 + month}
    GROUP BY l.employee_id`);
  return rows;
}

/** The DRAFT runs of the organisation after the month `year`-`month`, oldest first (recomputed on approval). */
export function laterDrafts(db: Db, organizationId: string, year: number, month: number) {
  return db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.status, 'DRAFT'),
        sql`${payrollRuns.year} * 12 + ${payrollRuns.month} > ${year * 12 + month}`,
      ),
    )
    .orderBy(asc(payrollRuns.year), asc(payrollRuns.month));
}
