// GET /organizations/{id}/invitations: the organisation's pending invitations (owners only).
import type { InvitationList } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function listInvitations(organizationId: string): Promise<InvitationList> {
  return api.request<InvitationList>(`/organizations/${encodeURIComponent(organizationId)}/invitations`);
}

export const invitationsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [organizationId, 'invitations'],
    queryFn: () => listInvitations(organizationId),
  });

export function useInvitations(organizationId: string, enabled: boolean) {
  return useQuery({ ...invitationsQuery(organizationId), enabled });
}
