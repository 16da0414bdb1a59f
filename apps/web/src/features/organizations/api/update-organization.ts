// PUT /organizations/{id}: the organisation settings (owners only). Empty fields are dropped (spec §5).
import type { Organization, OrganizationInput } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { compactPayload } from '../../../lib/payload';

export function updateOrganization(organizationId: string, input: OrganizationInput): Promise<Organization> {
  return api.request<Organization>(`/organizations/${encodeURIComponent(organizationId)}`, {
    method: 'PUT',
    body: compactPayload(input),
  });
}

export function useUpdateOrganization(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) => updateOrganization(organizationId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'organization'] }),
  });
}
