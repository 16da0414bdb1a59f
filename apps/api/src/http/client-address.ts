// The client's network address, for per-address sign-in throttling.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';

export function clientAddress(c: Context, config: AppConfig): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
