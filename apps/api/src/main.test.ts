// Start-up test: the server started as `npm start` starts it, on an empty data directory and a free port migrates,
// seeds the demo organisation, prints the demo credentials, and the demo user can sign in and load the
// organisation, its items, contacts and warehouses.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ContactList,
  ItemList,
  LoginResponse,
  MyOrganizations,
  OrganizationWithUsers,
  WarehouseList,
} from '@banchee/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type Started } from './test-helpers/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'banchee-start-'));
let server: Started | undefined;
afterAll(async () => {
  if (server) await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on an empty data directory', () => {
  it('serves the demo organisation and the demo user can sign in', { timeout: 180_000 }, async () => {
    // The start-up test always uses PGlite: it is what `npm start` gives a new user.
    // CHROMIUM_PATH reaches the renderer of the HTTP PDFs: a wrong one answers 503 PDF.UNAVAILABLE (below).
    // First start seeds a year of demo documents: allow for a loaded machine.
    server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', CHROMIUM_PATH: '/nonexistent/chromium' },
      150_000,
    );
    // The line after "running at" may reach the pipe a moment later than the one startServer waited for.
    const started = server;
    await expect
      .poll(() => started.output(), { timeout: 10_000 })
      .toContain('Demo sign-in: demo@banchee.test / banchee-demo');

    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@banchee.test', password: 'banchee-demo' }),
    });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as LoginResponse;
    expect(user).toMatchObject({ first_name: 'สมชาย', last_name: 'ใจดี', email: 'demo@banchee.test' });
    const get = async <T>(path: string) => {
      const response = await fetch(`${server?.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };

    const mine = await get<MyOrganizations>('/organizations');
    expect(mine.data).toHaveLength(1);
    const orgId = mine.data[0]?.id ?? '';
    const organization = await get<OrganizationWithUsers>(`/organizations/${orgId}`);
    expect(organization).toMatchObject({
      name: 'บริษัท บัญชีดี จำกัด',
      tax_id: '0105558000014',
      branch_code: '00000',
    });
    expect(organization.users).toEqual([
      expect.objectContaining({ email: 'demo@banchee.test', is_default: true }),
    ]);

    const items = await get<ItemList>(`/items/organization/${orgId}`);
    expect(items.pagination).toEqual({ page: 1, limit: 20, total: 7, totalPages: 1 });
    expect(
      items.data.filter((i) => i.type === 'SERVICE').every((i) => i.purchase_vat_inclusive === undefined),
    ).toBe(true);
    const suppliers = await get<ContactList>(`/contacts/organization/${orgId}?contact_type=SUPPLIER`);
    expect(suppliers.pagination.total).toBe(2);
    const clients = await get<ContactList>(`/contacts/organization/${orgId}?contact_type=CLIENT`);
    expect(clients.data.map((c) => c.code).sort()).toEqual(['C0001', 'C0002', 'C0003', 'C0004']);
    const warehouses = await get<WarehouseList>(`/warehouses/organization/${orgId}`);
    expect(warehouses.data.map((w) => w.name)).toEqual(['คลังสินค้าหลัก', 'คลังสาขาบางนา']);

    const openapi = await fetch(`${server.url}/openapi.json`);
    expect(((await openapi.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty(
      '/items/organization/{organizationId}',
    );
    // A browser asking for a web route gets HTML (the SPA or the "not built" page), never a JSON 404.
    const page = await fetch(`${server.url}/${orgId}/contacts`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    const pdf = await fetch(
      `${server.url}/reports/trial-balance/organization/${orgId}?from=2026-01-01&to=2026-12-31&format=pdf`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(pdf.status).toBe(503);
    expect(((await pdf.json()) as { error: { code: string } }).error.code).toBe('PDF.UNAVAILABLE');

    expect(await stopServer(server.child)).toBe(0);
    server = undefined;
  });
});
