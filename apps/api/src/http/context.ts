// What every module receives (its dependencies) and what a request carries (the signed-in user).
import type { Database } from '@banchee/db';
import type { AppConfig } from '../config.ts';
import type { PdfRenderer } from '../pdf/index.ts';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** The process's one PDF renderer (shared browser, page pool, queue); made by main.ts or the test helper. */
  pdfRenderer: PdfRenderer;
}

export interface AuthUser {
  id: string;
}

/** Hono environment of the API: the auth middleware sets `user`. */
export interface AppEnv {
  Variables: { user: AuthUser };
}
