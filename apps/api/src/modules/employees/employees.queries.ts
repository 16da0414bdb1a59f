// SQL of employees: the list (with the department's name) and one employee. Deleted employees are invisible;
// every function filters on the organisation id.
import { and, departments, desc, employees, eq, ilike, isNull, or, type Database } from '@banchee/db';
import { selectPage } from '../../http/pagination.ts';
import { likePattern } from '../../http/serialize.ts';
import { liveRecords, recordQueries, type RecordValues } from '../../http/tenant-records.ts';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeValues = RecordValues<typeof employees>;

export const employeeRecords = recordQueries(employees);

/** Newest first; search matches code, Thai or English names, national id or position. */
export function listEmployees(
  db: Database,
  organizationId: string,
  page: number,
  limit: number,
  search?: string,
) {
  const pattern = search ? likePattern(search) : undefined;
  const live = liveRecords(employees, organizationId);
  const where = pattern
    ? and(
        live,
        or(
          ilike(employees.code, pattern),
          ilike(employees.firstName, pattern),
          ilike(employees.lastName, pattern),
          ilike(employees.firstNameEn, pattern),
          ilike(employees.lastNameEn, pattern),
          ilike(employees.nationalId, pattern),
          ilike(employees.position, pattern),
        ),
      )
    : live;
  return selectPage<EmployeeRow>(
    db,
    employees,
    where,
    [desc(employees.createdAt), desc(employees.id)],
    page,
    limit,
  );
}

/** Names of the organisation's live departments by id. */
export async function departmentNames(db: Database, organizationId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(liveRecords(departments, organizationId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function departmentExists(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        eq(departments.id, id),
        isNull(departments.deletedAt),
      ),
    );
  return rows.length === 1;
}

/** True when another live employee of the organisation has this national id (or code). */
export async function employeeTaken(
  db: Database,
  organizationId: string,
  column: 'nationalId' | 'code',
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(liveRecords(employees, organizationId), eq(employees[column], value)));
  return rows.some((r) => r.id !== exceptId);
}
