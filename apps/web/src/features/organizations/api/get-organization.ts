// GET /organizations/{id}: the organisation's fields and its users (with is_default). Loading failures
// are logged (spec §8); non-members get 404 from the API and see the "not found" page.
import type { OrganizationWithUsers } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export async function getOrganization(organizationId: string): Promise<OrganizationWithUsers> {
  try {
    return await api.request<OrganizationWithUsers>(`/organizations/${encodeURIComponent(organizationId)}`);
  } catch (error) {
    console.error('Loading the organisation failed', error);
    throw error;
  }
}

export const organizationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'organization'],
    queryFn: () => getOrganization(organizationId),
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQuery(organizationId));
}
