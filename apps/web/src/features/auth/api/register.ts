// POST /auth/register: a new user together with their first organisation → {token, refreshToken, user,
// organization}; the new session starts straight away (access token in memory, refresh token in the cookie).
import type { RegisterRequest, RegisterResponse } from '@banchee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export async function register(input: RegisterRequest): Promise<RegisterResponse> {
  const answer = await api.request<RegisterResponse>('/auth/register', { method: 'POST', body: input });
  session.signIn(answer);
  session.setOrganizationId(answer.organization.id);
  return answer;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
