// Warehouses (spec §7): GET /warehouses/organization/{id} → { data } (all, oldest first), CRUD, and 404 for
// members of other organisations.
import type { RegisterResponse, Warehouse, WarehouseList } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  postJson<Warehouse>(t, '/warehouses', me.token, { organizationId: orgId, ...body });

describe('warehouses', () => {
  it('lists every warehouse oldest first, as { data } with no pagination: a new organisation has its main one', async () => {
    for (const [code, name] of [
      ['WH02', 'คลังสาขาบางนา'],
      ['WH03', 'คลังเชียงใหม่'],
    ]) {
      expect((await create({ code, name, address: '' })).status).toBe(201);
    }
    const response = await t.request('GET', `/warehouses/organization/${orgId}`, { token: me.token });
    const body = await json<WarehouseList>(response);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.map((w) => [w.code, w.name])).toEqual([
      ['WH01', 'คลังสินค้าหลัก'],
      ['WH02', 'คลังสาขาบางนา'],
      ['WH03', 'คลังเชียงใหม่'],
    ]);
    expect(body.data[0]).not.toHaveProperty('address');
  });

  it('reads, replaces and deletes a warehouse; codes stay unique among live ones', async () => {
    const { body: created } = await create({ code: 'TMP', name: 'ชั่วคราว' });
    const path = `/warehouses/${created.id}`;
    expect(await json(await t.request('GET', path, { token: me.token }))).toEqual(created);
    const clash = await t.request('PUT', path, { token: me.token, body: { code: 'WH01', name: 'ชน' } });
    expect(clash.status).toBe(409);
    const replaced = await json<Warehouse>(
      await t.request('PUT', path, {
        token: me.token,
        body: { code: 'TMP', name: 'ถาวร', address: 'บางนา' },
      }),
    );
    expect(replaced).toMatchObject({ code: 'TMP', name: 'ถาวร', address: 'บางนา' });
    expect((await t.request('DELETE', path, { token: me.token })).status).toBe(204);
    // the code is free again once the warehouse is deleted
    expect((await create({ code: 'TMP', name: 'ใหม่' })).status).toBe(201);
  });

  it("answers 404 to another organisation's member for every warehouse call", async () => {
    const { body: mine } = await create({ name: 'ของฉัน' });
    const calls: [string, string, unknown][] = [
      ['GET', `/warehouses/organization/${orgId}`, undefined],
      ['POST', '/warehouses', { organizationId: orgId, name: 'แทรก' }],
      ['GET', `/warehouses/${mine.id}`, undefined],
      ['PUT', `/warehouses/${mine.id}`, { name: 'แก้' }],
      ['DELETE', `/warehouses/${mine.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: other.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
