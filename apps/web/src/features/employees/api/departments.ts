// Departments on the wire: GET /departments/organization/{id} (all, for pickers and the list), GET|PUT|DELETE
// /departments/{id}, POST /departments. Query keys start with the organisation id.
import type { Department, DepartmentInput, DepartmentList } from '@banchee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';

export type { Department, DepartmentInput };

export const departmentsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'departments'],
    queryFn: () =>
      api.request<DepartmentList>(`/departments/organization/${organizationId}`, { query: { limit: 500 } }),
  });

export function useDepartments(organizationId: string) {
  return useQuery(departmentsQuery(organizationId));
}

export function useDepartment(organizationId: string, id: string) {
  return useQuery({
    queryKey: [organizationId, 'departments', id],
    queryFn: () => api.request<Department>(`/departments/${id}`),
  });
}

export function useSaveDepartment(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DepartmentInput }) =>
      id
        ? api.request<Department>(`/departments/${id}`, { method: 'PUT', body: compactPayload({ ...input }) })
        : api.request<Department>('/departments', {
            method: 'POST',
            body: { ...compactPayload({ ...input }), organizationId },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'departments'] }),
  });
}

export function useDeleteDepartment(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(`/departments/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'departments'] }),
  });
}
