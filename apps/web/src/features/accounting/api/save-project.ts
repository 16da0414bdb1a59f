// POST /projects (the body carries organizationId), PUT /projects/{id}, DELETE /projects/{id}; the projects and
// every report are refreshed afterwards.
import type { Project, ProjectInput } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountingKeys } from './query-keys';

export function useSaveProject(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProjectInput }) =>
      id
        ? api.request<Project>(`/projects/${id}`, { method: 'PUT', body: input })
        : api.request<Project>('/projects', { method: 'POST', body: { ...input, organizationId: orgId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}

export function useDeleteProject(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(`/projects/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.all(orgId) }),
  });
}
