// POST /auth/logout revokes the refresh token of the HttpOnly cookie on the server and clears the cookie;
// locally the token, user and organisation id are cleared whatever the server answers (spec §6), so
// Disconnect always works, even offline.
import { api, queryClient } from '../../../lib/api';
import { session } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    await api.request('/auth/logout', { method: 'POST', body: {} });
  } catch (error) {
    console.warn('Server logout failed; signing out locally anyway', error);
  } finally {
    session.clear();
    queryClient.clear();
  }
}
