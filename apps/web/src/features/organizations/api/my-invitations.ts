// GET /invitations: the signed-in user's pending invitations (addressed to their e-mail).
import type { MyInvitations } from '@banchee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function listMyInvitations(): Promise<MyInvitations> {
  return api.request<MyInvitations>('/invitations');
}

export const myInvitationsQuery = () =>
  queryOptions({ queryKey: ['me', 'invitations'], queryFn: listMyInvitations });

export function useMyInvitations() {
  return useQuery(myInvitationsQuery());
}
