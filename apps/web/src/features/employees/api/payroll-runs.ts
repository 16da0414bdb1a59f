// Payroll runs on the wire: GET /payroll-runs/organization/{id}, GET|PUT|DELETE /payroll-runs/{id}, POST
// /payroll-runs, POST /payroll-runs/{id}/status, GET /payroll-runs/{id}/filings.
import type {
  PayrollFilings,
  PayrollLineInput,
  PayrollRun,
  PayrollRunList,
  PayrollRunStatusRequest,
  Pnd1Annual,
} from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { PayrollFilings, PayrollLineInput, PayrollRun, Pnd1Annual };

export function usePayrollRuns(organizationId: string) {
  return useQuery({
    queryKey: [organizationId, 'payroll-runs'],
    queryFn: () =>
      api.request<PayrollRunList>(`/payroll-runs/organization/${organizationId}`, { query: { limit: 100 } }),
    retry: false,
  });
}

export function usePayrollRun(organizationId: string, id: string | undefined) {
  return useQuery({
    queryKey: [organizationId, 'payroll-runs', id],
    queryFn: () => api.request<PayrollRun>(`/payroll-runs/${id ?? ''}`),
    enabled: id !== undefined,
  });
}

export function usePayrollFilings(organizationId: string, run: PayrollRun | undefined) {
  return useQuery({
    queryKey: [organizationId, 'payroll-runs', run?.id, 'filings', run?.status],
    queryFn: () => api.request<PayrollFilings>(`/payroll-runs/${run?.id ?? ''}/filings`),
    enabled: run !== undefined && run.status !== 'DRAFT',
  });
}

function useRunMutation<V>(organizationId: string, call: (vars: V) => Promise<PayrollRun | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'payroll-runs'] }),
  });
}

export function useCreatePayrollRun(organizationId: string) {
  return useRunMutation(organizationId, (body: { year: number; month: number; pay_date: string }) =>
    api.request<PayrollRun>('/payroll-runs', { method: 'POST', body: { ...body, organizationId } }),
  );
}

export function useUpdatePayrollRun(organizationId: string) {
  return useRunMutation(
    organizationId,
    ({ id, ...body }: { id: string; pay_date: string; lines: PayrollLineInput[] }) =>
      api.request<PayrollRun>(`/payroll-runs/${id}`, { method: 'PUT', body }),
  );
}

export function usePayrollRunStatus(organizationId: string) {
  return useRunMutation(organizationId, ({ id, ...body }: PayrollRunStatusRequest & { id: string }) =>
    api.request<PayrollRun>(`/payroll-runs/${id}/status`, { method: 'POST', body }),
  );
}

export function useDeletePayrollRun(organizationId: string) {
  return useRunMutation(organizationId, async (id: string) => {
    await api.request<void>(`/payroll-runs/${id}`, { method: 'DELETE' });
    return undefined;
  });
}

/** The yearly ภ.ง.ด.1ก summary per employee (approved and paid runs paid in the year). */
export function usePnd1Annual(organizationId: string, year: number) {
  return useQuery({
    queryKey: [organizationId, 'payroll-runs', 'pnd1a', year],
    queryFn: () =>
      api.request<Pnd1Annual>(`/payroll-runs/organization/${organizationId}/pnd1a`, { query: { year } }),
    retry: false,
  });
}
