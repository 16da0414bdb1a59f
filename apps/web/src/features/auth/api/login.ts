// POST /auth/login {email, password} → {token, refreshToken, user}: the access token is kept in memory, the
// refresh token only in the HttpOnly cookie the same answer sets (decision 0080).
import type { LoginRequest, LoginResponse } from '@banchee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export async function login(input: LoginRequest): Promise<LoginResponse> {
  try {
    const answer = await api.request<LoginResponse>('/auth/login', { method: 'POST', body: input });
    session.signIn(answer);
    return answer;
  } catch (error) {
    // Spec §8: a sign-in failure is logged and passed on to the caller.
    console.error('Sign-in failed', error);
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
