// DELETE /organizations/{id}/invitations/{invitationId}: withdraws a pending invitation (owners only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function revokeInvitation(organizationId: string, invitationId: string): Promise<void> {
  const path = `/organizations/${encodeURIComponent(organizationId)}/invitations/${encodeURIComponent(invitationId)}`;
  return api.request<void>(path, { method: 'DELETE' });
}

export function useRevokeInvitation(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(organizationId, invitationId),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'invitations'] }),
  });
}
