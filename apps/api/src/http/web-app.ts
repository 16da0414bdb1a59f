// Serving the built web app (apps/web/dist) from the API's port. How a request is told apart
// (docs/decisions/0012-api-and-web-on-one-port.md):
//   1. GET/HEAD of a path that is a file in dist (listed once at start-up) → that file, before any API route
//      (so Vite's /assets/index-abc.js never reaches an API module named "assets");
//   2. otherwise the API routes, with the spec's paths exactly (/auth/login, /items/organization/{id}, …);
//   3. a GET no API route matched whose Accept header includes text/html → index.html (the SPA's routes
//      /login, /, /{orgId}/… are all reached this way); anything else → JSON 404 ROUTE.NOT_FOUND.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.add(`/${relative(root, full).split(sep).join('/')}`);
    }
  };
  walk(root);
  return files;
}

export interface WebApp {
  /** Step 1: files of dist, served before the API. */
  staticFiles: MiddlewareHandler;
  /** Step 3: the SPA fallback for unmatched HTML GETs; null when the answer should be a JSON 404. */
  fallback: (c: Context) => Response | null;
}

export function webApp(distDir: string | null): WebApp {
  const available = distDir !== null && existsSync(join(distDir, 'index.html'));
  const files = available ? listFiles(distDir) : new Set<string>();

  const staticFiles: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (
      !available ||
      (method !== 'GET' && method !== 'HEAD') ||
      !files.has(c.req.path) ||
      c.req.path === '/index.html'
    ) {
      return next();
    }
    const path = c.req.path;
    const body = readFileSync(join(distDir, ...path.split('/').filter(Boolean)));
    // Vite puts a content hash in every file name under /assets/: those never change.
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    return c.body(body, 200, {
      'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': cache,
    });
  };

  const fallback = (c: Context): Response | null => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
    const wantsHtml = (c.req.header('accept') ?? '').includes('text/html');
    if (!wantsHtml && c.req.path !== '/') return null;
    if (!available) {
      return c.html(
        '<!doctype html><meta charset="utf-8"><title>Banchee</title>' +
          '<p>The Banchee API is running, but the web app is not built (apps/web/dist is missing). ' +
          'Run <code>npm run build -w @banchee/web</code> or start with <code>npm start</code>. ' +
          'API documentation: <a href="/docs">/docs</a>.</p>',
        200,
      );
    }
    // Read on every request so a rebuilt web app is picked up without a restart; it is small.
    return c.html(readFileSync(join(distDir, 'index.html'), 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  };

  return { staticFiles, fallback };
}
