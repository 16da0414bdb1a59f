// POST /invitations/accept {token} (the token of the link) and POST /invitations/{id}/decline. Either way the
// list of pending invitations changes; accepting also adds an organisation to the user's list.
import type { Invitation } from '@banchee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type InvitationAnswer = { accept: true; token: string } | { accept: false; invitationId: string };

export function answerInvitation(answer: InvitationAnswer): Promise<Invitation> {
  return answer.accept
    ? api.request<Invitation>('/invitations/accept', { method: 'POST', body: { token: answer.token } })
    : api.request<Invitation>(`/invitations/${encodeURIComponent(answer.invitationId)}/decline`, {
        method: 'POST',
      });
}

export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
