// One error model for the API: AppError carries a namespaced code ("AUTH.INVALID_CREDENTIALS"); the HTTP
// status is chosen here and only here, and every failure leaves as { error: { code, message, details? } }.
import type { DomainError, Result } from '@banchee/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { PdfRendererBusyError, PdfRendererUnavailableError } from '../pdf/chromium-renderer.ts';

export interface ErrorDetail {
  path: string;
  message: string;
  /** Why this field is refused (e.g. DOCUMENT.LINE_DISCOUNT_EXCEEDS_TOTAL): the web translates by it. */
  code?: string;
  /** Figures the translated message shows ({ total: "100.00" }). */
  params?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  /** Extra response headers (e.g. Retry-After on 429). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: string,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** Codes whose status is not implied by their suffix. */
const EXACT_STATUS: Record<string, ContentfulStatusCode> = {
  'VALIDATION.FAILED': 400,
  'REQUEST.MALFORMED_JSON': 400,
  'REQUEST.BAD_REQUEST': 400,
  'REQUEST.TOO_LARGE': 413,
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': 415,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.INVALID_TOKEN': 401,
  'AUTH.INVALID_REFRESH_TOKEN': 401,
  'AUTH.REFRESH_TOKEN_REUSED': 401,
  'AUTH.TOO_MANY_ATTEMPTS': 429,
  'AUTH.EMAIL_TAKEN': 409,
  'ORGANIZATION.ALREADY_MEMBER': 409,
  'IDEMPOTENCY.IN_PROGRESS': 409,
  'IDEMPOTENCY.KEY_REUSED': 422,
  'PDF.BUSY': 503,
  'PDF.UNAVAILABLE': 503,
  'INTERNAL.ERROR': 500,
};

/** Suffix rules, so a module's new codes need no edit here: X.NOT_FOUND → 404, X.CODE_TAKEN → 409, … */
const SUFFIX_STATUS: [string, ContentfulStatusCode][] = [
  ['.NOT_FOUND', 404],
  ['.FORBIDDEN', 403],
  ['.ALREADY_EXISTS', 409],
  ['.TAKEN', 409],
  ['.CONFLICT', 409],
  ['.DUPLICATE', 409],
  ['.INVALID_TRANSITION', 409],
  ['.NOT_EDITABLE', 409],
  ['.INVALID', 400],
];

/** The HTTP status of an error code. Business-rule failures without a known suffix are 422. */
export function statusOf(code: string): ContentfulStatusCode {
  const exact = EXACT_STATUS[code];
  if (exact) return exact;
  // ".TAKEN" also matches "ITEM.CODE_TAKEN": the reason ends with the word after an underscore.
  const reason = code.slice(code.lastIndexOf('.'));
  for (const [suffix, status] of SUFFIX_STATUS) {
    if (reason === suffix || reason.endsWith(`_${suffix.slice(1)}`)) return status;
  }
  return 422;
}

export function notFound(namespace: string, what = 'record'): AppError {
  return new AppError(`${namespace}.NOT_FOUND`, `No such ${what}.`);
}

export function validationError(details: ErrorDetail[], message = 'The request is not valid.'): AppError {
  return new AppError('VALIDATION.FAILED', message, { details });
}

/** A domain Result's value, or its error thrown as an AppError (mapped to a status above). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw fromDomainError(result.error);
}

export function fromDomainError(error: DomainError): AppError {
  return new AppError(error.code, error.message);
}

/**
 * Each schema failure with its field, the schema's English sentence and a code the web translates by
 * (VALIDATION.REQUIRED, VALIDATION.TOO_LONG {maximum} …), so no English sentence reaches a Thai screen.
 */
export function zodDetails(error: ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    ...validationCodeOf(issue),
  }));
}

type ZodIssue = ZodError['issues'][number];

function validationCodeOf(issue: ZodIssue): { code: string; params?: Record<string, string> } {
  const code = (reason: string, params?: Record<string, string>) => ({
    code: `VALIDATION.${reason}`,
    ...(params ? { params } : {}),
  });
  switch (issue.code) {
    case 'invalid_type':
      // Zod 4 does not report the input; its sentence for a missing value ends with "received undefined".
      return code(/received (undefined|null)$/.test(issue.message) ? 'REQUIRED' : 'INVALID_TYPE');
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string')
        return issue.minimum === 1 ? code('REQUIRED') : code('TOO_SHORT', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return code('TOO_FEW', { minimum });
      return code('TOO_SMALL', { minimum });
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return code('TOO_LONG', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return code('TOO_MANY', { maximum });
      return code('TOO_BIG', { maximum });
    }
    case 'invalid_format':
      return code(issue.format === 'email' ? 'INVALID_EMAIL' : 'INVALID_FORMAT');
    case 'invalid_value':
      return code('INVALID_OPTION');
    case 'unrecognized_keys':
      return code('UNKNOWN_FIELD');
    default:
      return code('INVALID_VALUE');
  }
}

interface PgLikeError {
  code: string;
  constraint?: string;
  message: string;
}

/** Finds a PostgreSQL error (SQLSTATE) in an error or its cause chain (Drizzle wraps driver errors). */
export function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as unknown as PgLikeError;
    current = current.cause;
  }
  return undefined;
}

/** Maps a database failure that escaped a module to a 4xx when it is the client's fault. */
function fromPgError(error: PgLikeError): AppError | undefined {
  switch (error.code) {
    case '23505':
      return new AppError('RESOURCE.CONFLICT', 'A record with the same unique value already exists.');
    case '23503':
      return new AppError('RESOURCE.INVALID', 'The request refers to a record that does not exist.');
    case '23514':
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
      return new AppError('VALIDATION.FAILED', 'A value is out of range or badly formed.');
    default:
      return undefined;
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('REQUEST.TOO_LARGE', 'The request body is too large.');
    if (/unsupported media type/i.test(error.message)) {
      return new AppError('REQUEST.UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    }
    if (/json/i.test(error.message))
      return new AppError('REQUEST.MALFORMED_JSON', 'The body is not valid JSON.');
    if (error.status === 401) return new AppError('AUTH.UNAUTHENTICATED', 'Sign in first.');
    return new AppError('REQUEST.BAD_REQUEST', error.message || 'Bad request.');
  }
  if (error instanceof PdfRendererBusyError) {
    return new AppError('PDF.BUSY', 'Too many PDFs are being printed; try again in a few seconds.', {
      headers: { 'retry-after': '2' },
    });
  }
  if (error instanceof PdfRendererUnavailableError) {
    return new AppError('PDF.UNAVAILABLE', 'PDF printing is not available on this server.');
  }
  const pg = findPgError(error);
  const mapped = pg ? fromPgError(pg) : undefined;
  if (mapped) return mapped;
  return new AppError('INTERNAL.ERROR', 'Something went wrong on our side.');
}

/** The JSON error response (used by app.onError and by the validation hook). */
export function errorResponse(c: Context, error: AppError): Response {
  const body = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    },
  };
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(body, statusOf(error.code));
}
