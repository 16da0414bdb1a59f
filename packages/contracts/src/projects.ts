// Projects (issue 15, decision 0155): GET /projects/organization/{id} → { data }, POST /projects, GET|PUT|DELETE
// /projects/{id}. A project is chosen on journal lines and on documents; the projects report shows profit and
// loss by project.
import { z } from 'zod';
import { compactObject, text, timestamp } from './common.ts';

const projectFields = {
  code: text(50).optional(),
  name: text(200),
  description: text(2000).optional(),
  /** Inactive projects are not offered on new lines; default true. */
  isActive: z.boolean().optional(),
};

export const projectInput = compactObject(projectFields).meta({ id: 'ProjectInput' });
export type ProjectInput = z.infer<typeof projectInput>;

export const createProjectRequest = compactObject({ ...projectFields, organizationId: z.uuid() }).meta({
  id: 'CreateProjectRequest',
});
export type CreateProjectRequest = z.infer<typeof createProjectRequest>;

export const project = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    code: z.string().optional(),
    name: z.string(),
    description: z.string().optional(),
    isActive: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof project>;

/** Every live project, by code then name. */
export const projectList = z.object({ data: z.array(project) }).meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof projectList>;
