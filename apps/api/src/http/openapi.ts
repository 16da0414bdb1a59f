// Route-building helpers on top of @hono/zod-openapi: every module makes its router with createRouter() (so
// validation failures become VALIDATION.FAILED) and declares routes with publicRoute()/protectedRoute(), which
// add the standard error responses and, for protected routes, the bearer-token check.
import { errorBody } from '@banchee/contracts';
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { AppConfig } from '../config.ts';
import { requireAuth } from './auth.ts';
import type { AppEnv } from './context.ts';
import { validationError, zodDetails } from './errors.ts';

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const details = zodDetails(result.error).map((detail) => ({
          ...detail,
          // Say where the bad value was when it was not in the body: "query.limit", "param.id".
          path:
            result.target === 'json' ? detail.path : [result.target, detail.path].filter(Boolean).join('.'),
        }));
        throw validationError(details);
      }
    },
  });
}

const errorContent = { 'application/json': { schema: errorBody } };
const commonErrors = {
  400: { description: 'Invalid request (VALIDATION.FAILED, REQUEST.MALFORMED_JSON)', content: errorContent },
  422: { description: 'A business rule refused the request', content: errorContent },
} as const;
const protectedErrors = {
  ...commonErrors,
  401: { description: 'Not signed in or token expired (AUTH.*)', content: errorContent },
  404: { description: 'Unknown id, or not a member of the organisation', content: errorContent },
} as const;

export function publicRoute<R extends RouteConfig>(config: R) {
  return createRoute({ ...config, responses: { ...commonErrors, ...config.responses } });
}

export function protectedRoute<R extends Omit<RouteConfig, 'middleware' | 'security'>>(
  appConfig: AppConfig,
  config: R,
) {
  return createRoute({
    ...config,
    security: [{ bearerAuth: [] }],
    middleware: [requireAuth(appConfig)] as const,
    responses: { ...protectedErrors, ...config.responses },
  });
}

/** A JSON request body; `required` makes a missing or non-JSON body a validation error, not a skipped check. */
export function jsonBody<T>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export function jsonResponse<T>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } } as const;
}
