// The refresh token as a cookie for the web app (decision 0080): HttpOnly (no script reads it), SameSite=Strict
// (never sent on cross-site requests), Path=/auth (sent to the auth routes only), Secure when the request came
// over https. API clients keep the spec's bearer refresh token; the cookie is only read when no token is sent,
// and then only with the X-Requested-With header that a cross-site form cannot set (decision 0081).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';

export const REFRESH_COOKIE = 'banchee_refresh';
export const REFRESH_COOKIE_PATH = '/auth';
/** The header the web app sends with cookie-authenticated auth calls (any non-empty value). */
export const CSRF_HEADER = 'x-requested-with';

function isHttps(c: Context, config: AppConfig): boolean {
  if (config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

export function setRefreshCookie(c: Context, config: AppConfig, refreshToken: string): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c, config),
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearRefreshCookie(c: Context, config: AppConfig): void {
  deleteCookie(c, REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c, config),
    path: REFRESH_COOKIE_PATH,
  });
}

/**
 * The refresh token of the cookie, or null when there is none. A cookie without the X-Requested-With header
 * is refused (403 AUTH.CSRF_FORBIDDEN): a browser adds that header only to same-origin script requests.
 */
export function cookieRefreshToken(c: Context): string | null {
  const token = getCookie(c, REFRESH_COOKIE);
  if (!token) return null;
  if (!c.req.header(CSRF_HEADER)) {
    throw new AppError(
      'AUTH.CSRF_FORBIDDEN',
      'A cookie-authenticated call needs the X-Requested-With header.',
    );
  }
  return token;
}
