// Every answer carries the security headers (issue #9 item 4): API JSON (success and error), 401/404, the
// OpenAPI document, CSV and PDF downloads, the web app's files and index.html, and the /docs page, which loads
// Swagger UI from the pinned swagger-ui-dist package through our own origin with no inline script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestChromium } from '../pdf/pdf-test-tools.ts';
import { createTestApp, type TestApp } from '../test-helpers/index.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

const dist = mkdtempSync(join(tmpdir(), 'banchee-headers-dist-'));
let t: TestApp;
let token: string;
let org: string;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);');
  t = await createTestApp({ webDistDir: dist });
  const me = await t.register();
  token = me.token;
  org = me.organization.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response): void {
  const h = response.headers;
  expect(h.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  const csp = h.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('x-frame-options')).toBe('DENY');
  expect(h.get('referrer-policy')).toBe('no-referrer');
  expect(h.get('permissions-policy')).toContain('camera=()');
  expect(h.get('permissions-policy')).toContain('geolocation=()');
}

describe('security headers', () => {
  const apiCases: [string, string, () => { path: string; token?: string; body?: unknown }, number][] = [
    [
      'sign-in (auth JSON)',
      'POST',
      () => ({ path: '/auth/login', body: { email: 'x@example.test', password: 'p' } }),
      401,
    ],
    ['me (API JSON)', 'GET', () => ({ path: '/auth/me', token }), 200],
    ['list (API JSON)', 'GET', () => ({ path: `/items/organization/${org}`, token }), 200],
    ['validation error', 'POST', () => ({ path: '/items', token, body: { name: 1 } }), 400],
    ['not signed in', 'GET', () => ({ path: '/organizations' }), 401],
    ['unknown API route', 'GET', () => ({ path: '/no-such-route' }), 404],
    ['OpenAPI document', 'GET', () => ({ path: '/openapi.json' }), 200],
    [
      'CSV report',
      'GET',
      () => ({
        path: `/reports/trial-balance/organization/${org}?from=2026-01-01&to=2026-01-31&format=csv`,
        token,
      }),
      200,
    ],
  ];

  it.each(apiCases)('%s: every header and Cache-Control: no-store', async (_name, method, make, status) => {
    const { path, token: bearer, body } = make();
    const response = await t.request(method, path, {
      ...(bearer ? { token: bearer } : {}),
      ...(body === undefined ? {} : { body }),
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the web app: index.html and hashed assets keep their caching and get every header', async () => {
    const page = await t.app.request('/login', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await t.app.request('/assets/app-1.js');
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('/docs loads Swagger UI from our origin (swagger-ui-dist), with no inline script', async () => {
    const page = await t.app.request('/docs');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => /src="([^"]+)"/.exec(m[1] ?? '')?.[1])).toEqual([
      '/docs/assets/swagger-ui-bundle.js',
      '/docs/init.js',
    ]);
    expect(scripts.every((m) => m[2] === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
    for (const [path, type, marker] of [
      ['/docs/init.js', 'text/javascript', 'SwaggerUIBundle({ url: root.dataset.url'],
      ['/docs/assets/swagger-ui-bundle.js', 'text/javascript', 'SwaggerUIBundle'],
      ['/docs/assets/swagger-ui.css', 'text/css', '.swagger-ui'],
    ] as const) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expectSecurityHeaders(response);
      expect(await response.text()).toContain(marker);
    }
    const other = await t.app.request('/docs/assets/package.json', {
      headers: { accept: 'application/json' },
    });
    expect(other.status).toBe(404);
    expectSecurityHeaders(other);
  });

  it('a PDF answer carries every header and no-store', async () => {
    if (!(await findTestChromium(undefined))) return;
    const response = await t.request(
      'GET',
      `/reports/trial-balance/organization/${org}?from=2026-01-01&to=2026-01-31&format=pdf`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  }, 60_000);
});
