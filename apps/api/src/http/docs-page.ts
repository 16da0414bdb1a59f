// The API documentation page (/docs): Swagger UI from the pinned npm package swagger-ui-dist, served by this
// app (never a CDN), with its start-up in a file of ours so the page needs no inline script under the CSP.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Banchee API</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>' +
  '<body><div id="swagger-ui" data-url="/openapi.json"></div>' +
  '<script src="/docs/assets/swagger-ui-bundle.js"></script>' +
  '<script src="/docs/init.js"></script></body></html>';

const INIT =
  "const root = document.getElementById('swagger-ui');\n" +
  "window.ui = SwaggerUIBundle({ url: root.dataset.url, dom_id: '#swagger-ui', deepLinking: true });\n";

function distDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** GET /docs, /docs/init.js and /docs/assets/{swagger-ui.css, swagger-ui-bundle.js}. */
export function mountDocsPage(app: Hono<AppEnv>): void {
  const cache = new Map<string, Buffer>();
  app.get('/docs', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-cache' }));
  app.get('/docs/init.js', (c) =>
    c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(join(distDir(), file));
      cache.set(file, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
