// Depreciation runs: GET /depreciation-runs/organization/{id}, POST /depreciation-runs, DELETE (undo the
// latest). A run posts a journal entry, so the books' queries reload too.
import type { DepreciationRun } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assetKeys } from './categories';

export function useDepreciationRuns(organizationId: string) {
  return useQuery({
    queryKey: [...assetKeys.all(organizationId), 'runs'],
    queryFn: async () =>
      (await api.request<{ data: DepreciationRun[] }>(`/depreciation-runs/organization/${organizationId}`))
        .data,
  });
}

export function useRunDepreciation(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { frequency: 'MONTH' | 'YEAR'; year: number; month?: number | undefined }) =>
      api.request<DepreciationRun>('/depreciation-runs', {
        method: 'POST',
        body: { ...input, organizationId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId] }),
  });
}

export function useUndoRun(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(`/depreciation-runs/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId] }),
  });
}
