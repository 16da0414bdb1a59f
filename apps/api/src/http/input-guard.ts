// One request-level guard for text no route can store: a NUL character (U+0000) anywhere in the path, the query
// string or a JSON body is refused with VALIDATION.FAILED and the field path, before any route parses it.
// PostgreSQL text cannot hold NUL (it answered 500 "invalid byte sequence" before), and no business field has a
// use for it, so refusing it here covers every route, including routes added later.
import type { MiddlewareHandler } from 'hono';
import { validationError, type ErrorDetail } from './errors.ts';

const NUL = '\u0000';
const MESSAGE = 'Text may not contain a NUL character (U+0000).';

/** The paths ("lines.0.description", "" for the value itself) of every string or key holding a NUL. */
export function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (key.includes(NUL)) found.push([...path, key].join('.'));
    found.push(...nulPaths(field, [...path, key]));
  }
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    // Badly formed %-escapes are the router's and the validator's business; a raw "%00" is still found.
    return text.replace(/%00/gi, NUL);
  }
}

export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf('?');
  const details: ErrorDetail[] = [];
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  if (safeDecode(pathPart).includes(NUL)) details.push({ path: 'param', message: MESSAGE });
  if (queryStart !== -1) {
    for (const pair of url.slice(queryStart + 1).split('&')) {
      const [name = '', value = ''] = pair.split('=', 2).map(safeDecode);
      if (name.includes(NUL) || value.includes(NUL)) {
        details.push({
          path: ['query', name.replaceAll(NUL, '')].filter(Boolean).join('.'),
          message: MESSAGE,
        });
      }
    }
  }
  // A NUL can only be in valid JSON as the escape \u0000; a raw NUL byte makes the body malformed JSON.
  if (details.length === 0 && /json/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text();
    if (/\\u0000/i.test(text)) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // malformed JSON: the route's validator answers REQUEST.MALFORMED_JSON
      }
      for (const path of nulPaths(body)) details.push({ path, message: MESSAGE });
    }
  }
  if (details.length > 0) throw validationError(details);
  await next();
};
