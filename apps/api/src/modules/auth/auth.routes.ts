// HTTP routes of sign-up and sign-in: POST /auth/register, /auth/login, /auth/refresh, /auth/logout and
// GET /auth/me. Thin: parse → service → answer. The JSON answers carry the spec's token pair for API
// clients; the refresh token is also set as an HttpOnly cookie for the web app (refresh-cookie.ts).
import {
  loginRequest,
  loginResponse,
  logoutRequest,
  registerRequest,
  registerResponse,
  tokenPair,
  user,
} from '@banchee/contracts';
import { bearerToken, currentUser } from '../../http/auth.ts';
import { clientAddress } from '../../http/client-address.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute, publicRoute } from '../../http/openapi.ts';
import * as service from './auth.service.ts';
import { clearRefreshCookie, cookieRefreshToken, setRefreshCookie } from './refresh-cookie.ts';

export function authRoutes({ db, config }: AppDeps) {
  const router = createRouter();

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/register',
      tags: ['auth'],
      summary: 'Sign up: a new user with a new organisation, signed in',
      request: { body: jsonBody(registerRequest) },
      responses: { 201: jsonResponse('Signed up', registerResponse) },
    }),
    async (c) => {
      const answer = await service.register(db, config, c.req.valid('json'), clientAddress(c, config));
      setRefreshCookie(c, config, answer.refreshToken);
      return c.json(answer, 201);
    },
  );

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/login',
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      request: { body: jsonBody(loginRequest) },
      responses: {
        200: jsonResponse('Signed in', loginResponse),
        401: { description: 'AUTH.INVALID_CREDENTIALS' },
        429: { description: 'AUTH.TOO_MANY_ATTEMPTS (Retry-After header)' },
      },
    }),
    async (c) => {
      const answer = await service.login(db, config, c.req.valid('json'), clientAddress(c, config));
      setRefreshCookie(c, config, answer.refreshToken);
      return c.json(answer, 200);
    },
  );

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/refresh',
      tags: ['auth'],
      summary:
        'New token pair; the bearer header carries the refresh token (which is spent), or else the ' +
        'refresh cookie with an X-Requested-With header',
      security: [{ bearerAuth: [] }],
      responses: {
        200: jsonResponse('Rotated', tokenPair),
        401: { description: 'AUTH.*_REFRESH_TOKEN*' },
        403: { description: 'AUTH.CSRF_FORBIDDEN (cookie without X-Requested-With)' },
      },
    }),
    async (c) => {
      const token = bearerToken(c) ?? cookieRefreshToken(c);
      if (!token) {
        throw new AppError(
          'AUTH.INVALID_REFRESH_TOKEN',
          'Send the refresh token as a bearer token (or the refresh cookie).',
        );
      }
      try {
        const pair = await service.refresh(db, config, token);
        setRefreshCookie(c, config, pair.refreshToken);
        return c.json(pair, 200);
      } catch (error) {
        // A refused token is dead: drop the cookie so the browser stops presenting it.
        if (error instanceof AppError && error.code.startsWith('AUTH.')) clearRefreshCookie(c, config);
        throw error;
      }
    },
  );

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/logout',
      tags: ['auth'],
      summary: 'Revoke the refresh token of the body, or else of the refresh cookie (and its family)',
      request: { body: jsonBody(logoutRequest) },
      responses: { 204: { description: 'Signed out' } },
    }),
    async (c) => {
      const token = c.req.valid('json').refreshToken ?? cookieRefreshToken(c);
      if (token) await service.logout(db, config, token);
      clearRefreshCookie(c, config);
      return c.body(null, 204);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/auth/me',
      tags: ['auth'],
      summary: 'The signed-in user',
      responses: { 200: jsonResponse('The user', user) },
    }),
    async (c) => c.json(await service.getMe(db, currentUser(c).id), 200),
  );

  return router;
}
