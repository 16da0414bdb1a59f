// Employees on the wire: GET /employees/organization/{id}?page&limit&search (with payroll_access), GET|PUT|DELETE
// /employees/{id}, POST /employees.
import type { Employee, EmployeeInput, EmployeeList } from '@banchee/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';

export type { Employee, EmployeeInput };

export function useEmployees(organizationId: string, page: number, search: string) {
  return useQuery({
    queryKey: [organizationId, 'employees', { page, search }],
    queryFn: () =>
      api.request<EmployeeList>(`/employees/organization/${organizationId}`, {
        query: { page, limit: 50, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(organizationId: string, id: string | undefined) {
  return useQuery({
    queryKey: [organizationId, 'employees', 'one', id],
    queryFn: () => api.request<Employee>(`/employees/${id ?? ''}`),
    enabled: id !== undefined,
  });
}

export function useSaveEmployee(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EmployeeInput }) =>
      id
        ? api.request<Employee>(`/employees/${id}`, { method: 'PUT', body: compactPayload({ ...input }) })
        : api.request<Employee>('/employees', {
            method: 'POST',
            body: { ...compactPayload({ ...input }), organizationId },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'employees'] }),
  });
}

export function useDeleteEmployee(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(`/employees/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'employees'] }),
  });
}
