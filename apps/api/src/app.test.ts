// The composition root: OpenAPI document and /docs, and how one port serves API and web app (decision 0012):
// dist files first, API routes next, index.html for browser navigations, JSON 404 for the rest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './test-helpers/index.ts';

const dist = mkdtempSync(join(tmpdir(), 'banchee-dist-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("spa")');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('serves /openapi.json generated from the contracts, with the spec §7 calls', async () => {
    const response = await t.request('GET', '/openapi.json');
    expect(response.status).toBe(200);
    const doc = await json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    }>(response);
    expect(doc.openapi).toBe('3.1.0');
    for (const [path, method] of [
      ['/auth/login', 'post'],
      ['/auth/refresh', 'post'],
      ['/auth/register', 'post'],
      ['/items/organization/{organizationId}', 'get'],
      ['/items', 'post'],
      ['/warehouses/organization/{organizationId}', 'get'],
      ['/contacts/organization/{organizationId}', 'get'],
      ['/organizations/{id}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const contactQuery = doc.paths['/contacts/organization/{organizationId}']?.get?.parameters ?? [];
    expect(contactQuery.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'page',
      'limit',
      'search',
      'contact_type',
    ]);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Item',
        'Contact',
        'Warehouse',
        'OrganizationWithUsers',
        'LoginResponse',
        'Error',
      ]),
    );
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('serves the browsable page at /docs', async () => {
    const response = await t.request('GET', '/docs');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/openapi.json');
  });
});

describe('one port for API and web app', () => {
  it('serves files of dist before API routes, with long caching for hashed assets', async () => {
    const response = await t.request('GET', '/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("spa")');
  });

  it('answers browser navigations to SPA routes with index.html', async () => {
    for (const path of ['/', '/login', '/01900000-0000-7000-8000-000000000000/contacts/new']) {
      const response = await t.request('GET', path, {
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe('<!doctype html><title>SPA</title>');
    }
  });

  it('keeps API answers JSON, even for a browser, and 404s unknown non-HTML requests as JSON', async () => {
    const api = await t.request('GET', '/organizations', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toContain('application/json');
    const missing = await t.request('GET', '/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
  });
});
