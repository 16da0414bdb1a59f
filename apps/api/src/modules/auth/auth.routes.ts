// HTTP routes of sign-up and sign-in: POST /auth/register, /auth/login, /auth/refresh, /auth/logout and
// GET /auth/me. Thin: parse → service → answer.
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
    async (c) => c.json(await service.register(db, config, c.req.valid('json')), 201),
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
    async (c) => c.json(await service.login(db, config, c.req.valid('json'), clientAddress(c, config)), 200),
  );

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/refresh',
      tags: ['auth'],
      summary: 'New token pair; the bearer header carries the refresh token (which is spent)',
      security: [{ bearerAuth: [] }],
      responses: { 200: jsonResponse('Rotated', tokenPair), 401: { description: 'AUTH.*_REFRESH_TOKEN*' } },
    }),
    async (c) => {
      const token = bearerToken(c);
      if (!token)
        throw new AppError('AUTH.INVALID_REFRESH_TOKEN', 'Send the refresh token as a bearer token.');
      return c.json(await service.refresh(db, config, token), 200);
    },
  );

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/logout',
      tags: ['auth'],
      summary: 'Revoke the refresh token (and its family)',
      request: { body: jsonBody(logoutRequest) },
      responses: { 204: { description: 'Signed out' } },
    }),
    async (c) => {
      await service.logout(db, config, c.req.valid('json').refreshToken);
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
