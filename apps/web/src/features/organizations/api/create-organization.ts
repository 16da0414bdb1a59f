// POST /organizations: a further organisation for the signed-in user, who becomes its owner.
import type { Organization, OrganizationInput } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function createOrganization(input: OrganizationInput): Promise<Organization> {
  return api.request<Organization>('/organizations', { method: 'POST', body: input });
}

export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => client.invalidateQueries({ queryKey: ['me', 'organizations'] }),
  });
}
