// The auth middleware: a route that needs a signed-in user puts `requireAuth` in its middleware; it reads the
// bearer access token and sets c.var.user, or answers 401 AUTH.UNAUTHENTICATED / AUTH.INVALID_TOKEN.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config.ts';
import type { AppEnv, AuthUser } from './context.ts';
import { AppError } from './errors.ts';
import { verifyAccessToken } from './tokens.ts';

/** The bearer token of the request, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function requireAuth(config: AppConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new AppError('AUTH.UNAUTHENTICATED', 'Sign in first: no bearer token.');
    const userId = await verifyAccessToken(config, token);
    if (!userId) throw new AppError('AUTH.INVALID_TOKEN', 'The access token is invalid or expired.');
    c.set('user', { id: userId });
    await next();
  };
}

export function currentUser(c: Context<AppEnv>): AuthUser {
  return c.get('user');
}
