// GET /organizations/{id}/images: the logo, signature and stamp printed on documents (data: URLs).
import type { OrganizationImageList } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const organizationImagesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'organization-images'],
    queryFn: () =>
      api.request<OrganizationImageList>(`/organizations/${encodeURIComponent(organizationId)}/images`),
  });

export function useOrganizationImages(organizationId: string) {
  return useQuery(organizationImagesQuery(organizationId));
}
