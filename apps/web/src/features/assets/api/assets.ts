// The asset register: list, one asset, its schedule, create / replace / delete and disposal. Every change
// reloads everything under [organizationId, 'assets'] (the register, runs and schedules move together).
import type { Asset, AssetInput, AssetList, AssetSchedule, DisposeAssetRequest } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';
import { assetKeys } from './categories';

export function useAssets(organizationId: string, query: { page: number; search: string }) {
  return useQuery({
    queryKey: [...assetKeys.all(organizationId), 'list', query],
    queryFn: () =>
      api.request<AssetList>(`/fixed-assets/organization/${organizationId}`, {
        query: { page: query.page, limit: 50, search: query.search || undefined },
      }),
  });
}

export function useAsset(organizationId: string, id: string | undefined) {
  return useQuery({
    queryKey: [...assetKeys.all(organizationId), 'one', id],
    queryFn: () => api.request<Asset>(`/fixed-assets/${id}`),
    enabled: id !== undefined,
  });
}

export function useAssetSchedule(
  organizationId: string,
  id: string | undefined,
  frequency: 'MONTH' | 'YEAR',
) {
  return useQuery({
    queryKey: [...assetKeys.all(organizationId), 'schedule', id, frequency],
    queryFn: () => api.request<AssetSchedule>(`/fixed-assets/${id}/schedule`, { query: { frequency } }),
    enabled: id !== undefined,
  });
}

export function useSaveAsset(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: AssetInput }) =>
      id
        ? api.request<Asset>(`/fixed-assets/${id}`, { method: 'PUT', body: compactPayload({ ...input }) })
        : api.request<Asset>('/fixed-assets', {
            method: 'POST',
            body: { ...compactPayload({ ...input }), organizationId },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all(organizationId) }),
  });
}

export function useDeleteAsset(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(`/fixed-assets/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all(organizationId) }),
  });
}

export function useDisposeAsset(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DisposeAssetRequest }) =>
      api.request<Asset>(`/fixed-assets/${id}/dispose`, {
        method: 'POST',
        body: compactPayload({ ...input }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId] }),
  });
}
