// The response headers every answer carries (docs/decisions/0076-http-security-headers.md), set in this one
// middleware: API JSON, errors, CSV and PDF downloads, the web app's files and index.html, /docs and its assets.
//   - Content-Security-Policy: scripts only from our origin (no inline script, no eval); styles may be inline
//     (Mantine and Swagger UI set style attributes); no framing by anyone (frame-ancestors 'none').
//   - X-Content-Type-Options, Referrer-Policy, Permissions-Policy (no camera, microphone, location, …).
//   - Cache-Control: no-store on every answer that did not choose its own caching (API JSON, auth, CSV, PDF):
//     financial data and tokens stay out of shared and browser caches. The web app's files keep theirs.
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Printed documents open as blob: PDFs made by the web app itself.
  "object-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
};
