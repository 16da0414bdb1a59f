// Use cases of departments (issue #14): list with page/limit/search, create, read, replace, soft delete. The
// department type chooses the staff expense account of payroll postings (ADMIN 53011, SALES 52010, SERVICE 51310).
import type { Department, DepartmentInput, DepartmentList, ListDepartmentsQuery } from '@banchee/contracts';
import { and, asc, departments, employees, eq, ilike, isNull, or, type Database } from '@banchee/db';
import { AppError } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { selectPage } from '../../http/pagination.ts';
import { compact, iso, likePattern } from '../../http/serialize.ts';
import { liveRecords, recordUseCases } from '../../http/tenant-records.ts';

type DepartmentRow = typeof departments.$inferSelect;

export function toDepartment(row: DepartmentRow): Department {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    name: row.name,
    type: row.type,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

const records = recordUseCases(departments, {
  namespace: 'DEPARTMENT',
  what: 'department',
  toView: toDepartment,
  valuesOf: (input: DepartmentInput) => ({ code: input.code ?? null, name: input.name, type: input.type }),
});

/** Oldest first; search matches code or name, case-insensitively. */
export async function listDepartments(
  db: Database,
  userId: string,
  organizationId: string,
  query: ListDepartmentsQuery,
): Promise<DepartmentList> {
  await requireMembership(db, userId, organizationId);
  const pattern = query.search ? likePattern(query.search) : undefined;
  const live = liveRecords(departments, organizationId);
  const where = pattern
    ? and(live, or(ilike(departments.code, pattern), ilike(departments.name, pattern)))
    : live;
  const order = [asc(departments.createdAt), asc(departments.id)];
  const page = await selectPage<DepartmentRow>(db, departments, where, order, query.page, query.limit);
  return { data: page.rows.map(toDepartment), pagination: page.pagination };
}

/** A department that live employees still belong to is not deleted (DEPARTMENT.IN_USE, 422). */
export async function deleteDepartment(db: Database, organizationId: string, id: string): Promise<void> {
  const members = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.departmentId, id),
        isNull(employees.deletedAt),
      ),
    )
    .limit(1);
  if (members.length > 0) {
    throw new AppError('DEPARTMENT.IN_USE', 'Employees still belong to this department.');
  }
  await records.remove(db, organizationId, id);
}

export const { get: getDepartment, create: createDepartment, update: updateDepartment } = records;
