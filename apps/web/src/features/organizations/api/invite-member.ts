// POST /organizations/{id}/members {email, role}: an invitation (owners only). The answer carries the token
// once; the owner copies the link /?invitation=<token> and passes it on (no e-mail is sent).
import type { AddMemberRequest, Invitation } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function inviteMember(organizationId: string, input: AddMemberRequest): Promise<Invitation> {
  return api.request<Invitation>(`/organizations/${encodeURIComponent(organizationId)}/members`, {
    method: 'POST',
    body: input,
  });
}

/** The link the invited person opens (the home page accepts it once they are signed in). */
export function invitationLink(token: string): string {
  return `${window.location.origin}/?invitation=${encodeURIComponent(token)}`;
}

export function useInviteMember(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMemberRequest) => inviteMember(organizationId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [organizationId, 'invitations'] }),
  });
}
