// GET /projects/organization/{orgId}: the project picker's options — every live project of the organisation (a
// short list; the picker searches it by code and name as the person types). Read afresh each time an editor
// opens (staleTime 0), so a project made a moment ago under Accounting is offered.
// (Features do not import each other, so the picker has its own small call rather than the accounting one.)
import type { ProjectList } from '@banchee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useProjectOptions(organizationId: string) {
  return useQuery({
    queryKey: [organizationId, 'projects', 'list', { picker: true }],
    queryFn: ({ signal }) => api.request<ProjectList>(`/projects/organization/${organizationId}`, { signal }),
    staleTime: 0,
  });
}
