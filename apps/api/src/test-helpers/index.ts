// API test helper: createTestApp() gives a test file a fresh migrated database (PGlite, or a new database on
// DATABASE_URL's server), the app over it, and short helpers to sign up and call routes without a port.
import type { RegisterRequest, RegisterResponse } from '@banchee/contracts';
import type { Database } from '@banchee/db';
import { createTestDatabase } from '@banchee/db/test-helpers';
import { createApp } from '../app.ts';
import { DEFAULT_CONFIG, type AppConfig } from '../config.ts';
import { signAccessToken } from '../http/tokens.ts';
import { createPdfRenderer } from '../pdf/index.ts';
import type { BooksClient, BooksScope } from './books.ts';

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Database;
  config: AppConfig;
  close: () => Promise<void>;
  /** Signs up a new user with a new organisation; unique e-mail per call unless overridden. */
  register: (
    overrides?: Partial<Omit<RegisterRequest, 'organization'>> & {
      organization?: Partial<RegisterRequest['organization']>;
    },
  ) => Promise<RegisterResponse>;
  /** Calls the app; `body` is sent as JSON (a string is sent as-is, for malformed-JSON tests). */
  request: (method: string, path: string, options?: RequestOptions) => Promise<Response>;
}

let counter = 0;

/** A valid Thai tax id (mod-11 check digit) for test organisations. */
export const TEST_TAX_ID = '0105558000014';

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...DEFAULT_CONFIG,
    // Test files sign up many users from one socket-less address; auth.test.ts tests the sign-up throttle.
    throttle: {
      ...DEFAULT_CONFIG.throttle,
      registration: { maxFailures: 100_000, windowSeconds: 3600, blockSeconds: 3600 },
    },
    jwtSecret: 'test-secret-that-is-at-least-32-bytes-long!',
    logLevel: 'silent',
    ...overrides,
  };
  // The same renderer main.ts builds (CHROMIUM_PATH, else a headless shell, else Debian's chromium); Chromium
  // starts on the first PDF.
  const pdfRenderer = createPdfRenderer({ chromiumPath: process.env.CHROMIUM_PATH });
  const app = createApp({ db: database.db, config, pdfRenderer });
  const close = async () => {
    await pdfRenderer.close();
    await database.close();
  };

  const request: TestApp['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return app.request(path, { method, headers, body });
  };

  const register: TestApp['register'] = async (input = {}) => {
    counter += 1;
    const { organization, ...user } = input;
    const response = await request('POST', '/auth/register', {
      body: {
        first_name: 'สมชาย',
        last_name: 'ใจดี',
        email: `user${counter}-${Date.now()}@example.test`,
        password: 'correct horse battery',
        ...user,
        organization: { name: `บริษัท ทดสอบ ${counter} จำกัด`, ...organization },
      },
    });
    if (response.status !== 201)
      throw new Error(`register failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as RegisterResponse;
  };

  return { app, db: database.db, config, close, register, request };
}

/** The parsed JSON body of a response, typed by the caller. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A test app with two signed-up users, each in an organisation of their own: `me` works in `orgId`. */
export interface TwoOrganizations {
  t: TestApp;
  me: RegisterResponse;
  /** A member of another organisation, who must get 404 for everything of `orgId`. */
  other: RegisterResponse;
  orgId: string;
}

export async function createTwoOrganizations(): Promise<TwoOrganizations> {
  const t = await createTestApp();
  const me = await t.register();
  const other = await t.register();
  return { t, me, other, orgId: me.organization.id };
}

/** POSTs `body` to a creating route as `token`: the status and the parsed answer (an error body on failure). */
export async function postJson<T>(
  t: TestApp,
  path: string,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await t.request('POST', path, { token, body });
  return { status: response.status, body: await json<T>(response) };
}

/**
 * POSTs `body` with the organisation's id to a creating route as `token` and answers the created record; any
 * answer but 201 throws with its status and body (a fixture step that must succeed, not a tested refusal).
 */
export async function createdRecord<T = { id: string; number: string }>(
  t: TestApp,
  path: string,
  token: string,
  organizationId: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await t.request('POST', path, { token, body: { organizationId, ...body } });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return json<T>(response);
}

export {
  booksFindings,
  expectBooksReconcile,
  PARTLY_PAID_SERVICES_CHECKS,
  type BooksCheck,
  type BooksScope,
} from './books.ts';

/**
 * A books client over a database a service test wrote through the services: an app over it and an access
 * token of a member of the organisation.
 */
export async function booksClientOver(
  db: Database,
  scope: { organizationId: string; userId: string },
): Promise<{ client: BooksClient; scope: BooksScope }> {
  const config: AppConfig = {
    ...DEFAULT_CONFIG,
    jwtSecret: 'books-check-secret-that-is-at-least-32-bytes!',
    logLevel: 'silent',
  };
  // Chromium would start on the first PDF only: the books check prints none.
  const app = createApp({ db, config, pdfRenderer: createPdfRenderer({}) });
  const token = await signAccessToken(config, scope.userId);
  return {
    client: {
      request: async (method, path, o = {}) =>
        app.request(path, { method, headers: { authorization: `Bearer ${o.token ?? token}` } }),
    },
    scope: { organizationId: scope.organizationId, token },
  };
}
