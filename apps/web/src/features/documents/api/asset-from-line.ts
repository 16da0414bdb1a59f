// POST /fixed-assets/from-line (decision 0182) and the asset categories it needs, for the section of a stored
// purchase or expense that turns one of its lines into an asset.
import type { Asset, AssetCategoryList, CreateAssetFromLineRequest } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useAssetCategoryOptions(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [organizationId, 'assets', 'categories'],
    enabled,
    // Same key and shape as the asset screens' category list (features/assets), so the cache is shared.
    queryFn: async () =>
      (await api.request<AssetCategoryList>(`/asset-categories/organization/${organizationId}`)).data,
  });
}

export function useCreateAssetFromLine(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateAssetFromLineRequest, 'organizationId'>) =>
      api.request<Asset>('/fixed-assets/from-line', { method: 'POST', body: { organizationId, ...input } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'assets'] }),
  });
}
