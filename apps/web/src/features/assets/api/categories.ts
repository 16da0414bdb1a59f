// Asset categories: GET /asset-categories/organization/{id} → { data }, POST /asset-categories,
// PUT|DELETE /asset-categories/{id}. Every change reloads the categories and the assets that name them.
import type { AccountTreeNode, AssetCategory, AssetCategoryInput } from '@banchee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';

export const assetKeys = {
  all: (organizationId: string) => [organizationId, 'assets'] as const,
  categories: (organizationId: string) => [organizationId, 'assets', 'categories'] as const,
};

export function useAssetCategories(organizationId: string) {
  return useQuery({
    queryKey: assetKeys.categories(organizationId),
    queryFn: async () =>
      (await api.request<{ data: AssetCategory[] }>(`/asset-categories/organization/${organizationId}`)).data,
  });
}

export function useSaveAssetCategory(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: AssetCategoryInput }) =>
      id
        ? api.request<AssetCategory>(`/asset-categories/${id}`, {
            method: 'PUT',
            body: compactPayload({ ...input }),
          })
        : api.request<AssetCategory>('/asset-categories', {
            method: 'POST',
            body: { ...compactPayload({ ...input }), organizationId },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all(organizationId) }),
  });
}

export function useDeleteAssetCategory(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<void>(`/asset-categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all(organizationId) }),
  });
}

/** Postable, active accounts of one type, for the account pickers ("12440 เครื่องจักรและอุปกรณ์"). */
export function useAccountOptions(organizationId: string, type: 'asset' | 'expense') {
  return useQuery({
    queryKey: [organizationId, 'assets', 'accounts'],
    queryFn: async () =>
      (await api.request<{ data: AccountTreeNode[] }>(`/accounts/organization/${organizationId}`)).data,
    select: (accounts) =>
      accounts
        .filter((a) => a.isPostable && a.isActive && a.type === type)
        .map((a) => ({ value: a.code, label: `${a.code} ${a.nameTh}` })),
    staleTime: 60_000,
  });
}
