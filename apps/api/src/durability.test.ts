// PGlite durability against a crash (docs/decisions/0011-pglite-durability.md): the server is killed with
// SIGKILL while clients are writing; after a restart on the same data directory, every write the server had
// acknowledged (201) is there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse, MyOrganizations, Warehouse, WarehouseList } from '@banchee/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type Started } from './test-helpers/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'banchee-crash-'));
let server: Started | undefined;
afterAll(async () => {
  if (server) await stopServer(server.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string): Promise<{ token: string; orgId: string }> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@banchee.test', password: 'banchee-demo' }),
  });
  const { token } = (await login.json()) as LoginResponse;
  const mine = await fetch(`${url}/organizations`, { headers: { authorization: `Bearer ${token}` } });
  const orgId = ((await mine.json()) as MyOrganizations).data[0]?.id ?? '';
  return { token, orgId };
}

describe('PGlite data directory', () => {
  it(
    'keeps every acknowledged write when the server is killed with SIGKILL mid-write',
    { timeout: 240_000 },
    async () => {
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const { url } = server;
      const { token, orgId } = await signIn(url);

      const acknowledged: string[] = [];
      let stop = false;
      // Four clients create warehouses as fast as they can.
      const client = async (n: number) => {
        for (let i = 0; !stop; i += 1) {
          try {
            const response = await fetch(`${url}/warehouses`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ organizationId: orgId, code: `K${n}-${i}`, name: `คลัง ${n}-${i}` }),
            });
            if (response.status === 201) acknowledged.push(((await response.json()) as Warehouse).id);
          } catch {
            return; // the server is gone
          }
        }
      };
      const clients = [1, 2, 3, 4].map(client);
      while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
      await stopServer(server.child, 'SIGKILL');
      stop = true;
      await Promise.all(clients);
      const killedAfter = acknowledged.length;

      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
      const again = await signIn(server.url);
      const list = await fetch(`${server.url}/warehouses/organization/${again.orgId}`, {
        headers: { authorization: `Bearer ${again.token}` },
      });
      const stored = new Set(((await list.json()) as WarehouseList).data.map((w) => w.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(killedAfter).toBeGreaterThanOrEqual(60);
      expect(lost).toEqual([]);
      // The two demo warehouses plus every acknowledged one (a write in flight at the kill may or may not be in).
      expect(stored.size).toBeGreaterThanOrEqual(2 + killedAfter);
      expect(await stopServer(server.child)).toBe(0);
      server = undefined;
    },
  );
});
