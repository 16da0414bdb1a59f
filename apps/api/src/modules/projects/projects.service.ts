// Use cases of projects (issue 15, decision 0155): list, create, read, replace, soft delete — the shared record
// use cases (http/tenant-records.ts) over the projects table. Journal lines name a project (journals module);
// the projects report (business-reports) adds up profit and loss by project.
import type { Project, ProjectInput, ProjectList } from '@banchee/contracts';
import { and, asc, eq, inArray, projects, sql, type Database } from '@banchee/db';
import { validationError } from '../../http/errors.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { compact, iso } from '../../http/serialize.ts';
import { liveRecords, recordUseCases } from '../../http/tenant-records.ts';

type ProjectRow = typeof projects.$inferSelect;

export function toProject(row: ProjectRow): Project {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    code: row.code,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

const records = recordUseCases(projects, {
  namespace: 'PROJECT',
  what: 'project',
  toView: toProject,
  valuesOf: (input: ProjectInput) => ({
    code: input.code ?? null,
    name: input.name,
    description: input.description ?? null,
    isActive: input.isActive ?? true,
  }),
});

/** Every live project, by code (projects without one last) then name. */
export async function listProjects(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<ProjectList> {
  await requireMembership(db, userId, organizationId);
  const rows = await db
    .select()
    .from(projects)
    .where(liveRecords(projects, organizationId))
    .orderBy(sql`${projects.code} NULLS LAST`, asc(projects.name), asc(projects.id));
  return { data: rows.map(toProject) };
}

/**
 * Refuses project ids that are not live, active projects of the organisation, naming the path of each
 * (`lines.2.projectId`, code PROJECT.NOT_ACTIVE). Used by the journals module before lines are stored and by the
 * documents module for the project chosen on a document (decision 0202).
 */
export async function assertActiveProjects(
  db: Database,
  organizationId: string,
  wanted: readonly { path: string; projectId: string }[],
): Promise<void> {
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((w) => w.projectId))];
  const found = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(liveRecords(projects, organizationId), eq(projects.isActive, true), inArray(projects.id, ids)),
    );
  const known = new Set(found.map((row) => row.id));
  const bad = wanted.filter((w) => !known.has(w.projectId));
  if (bad.length > 0) {
    throw validationError(
      bad.map((w) => ({
        path: w.path,
        message: 'not an active project of this organisation',
        code: 'PROJECT.NOT_ACTIVE',
      })),
    );
  }
}

export const {
  get: getProject,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
} = records;
