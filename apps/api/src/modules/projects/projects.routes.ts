// HTTP routes of projects (decision 0155): GET /projects/organization/{organizationId} → { data }, POST /projects
// (body carries organizationId), GET|PUT|DELETE /projects/{id} — the shared record routes.
import { createProjectRequest, project, projectInput, projectList } from '@banchee/contracts';
import { projects } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './projects.service.ts';

export function projectsRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'projects',
    table: projects,
    namespace: 'PROJECT',
    what: 'project',
    schemas: { create: createProjectRequest, input: projectInput, view: project, list: projectList },
    docs: {
      list: 'Every project of the organisation, by code then name',
      listAnswer: 'The projects',
      create: 'Create a project (Idempotency-Key honoured)',
      get: 'One project',
      getAnswer: 'The project',
      update: 'Replace a project (absent optional fields are cleared; isActive defaults to true)',
      delete: 'Delete a project (journal lines and documents keep it)',
    },
    useCases: {
      list: service.listProjects,
      create: service.createProject,
      get: service.getProject,
      update: service.updateProject,
      remove: service.deleteProject,
    },
  });
}
