// GET|PUT /payroll-access/organization/{id} (decision 0130): who may see salaries and run payroll. Owners get
// every member's access and may give or take it; a member gets only their own.
import type { PayrollAccess, SetPayrollAccessRequest } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const path = (organizationId: string) => `/payroll-access/organization/${encodeURIComponent(organizationId)}`;

export function usePayrollAccess(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'payroll-access'],
    queryFn: () => api.request<PayrollAccess>(path(organizationId)),
    enabled,
  });
}

export function useSetPayrollAccess(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPayrollAccessRequest) =>
      api.request<PayrollAccess>(path(organizationId), { method: 'PUT', body }),
    onSuccess: (answer) => client.setQueryData([organizationId, 'payroll-access'], answer),
  });
}
