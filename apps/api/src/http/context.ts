// What every module receives (its dependencies) and what a request carries (the signed-in user).
import type { Database } from '@banchee/db';
import type { AppConfig } from '../config.ts';

export interface AppDeps {
  db: Database;
  config: AppConfig;
}

export interface AuthUser {
  id: string;
}

/** Hono environment of the API: the auth middleware sets `user`. */
export interface AppEnv {
  Variables: { user: AuthUser };
}
