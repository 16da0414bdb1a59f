// Items (spec §7): list with page/limit(20)/search → { data, pagination }, POST /items with organizationId
// (empty strings dropped; SERVICE → purchase_vat_inclusive null), read/replace/delete, Idempotency-Key, and
// 404 for members of other organisations.
import type { Item, ItemList, RegisterResponse } from '@banchee/contracts';
import { and, eq, items, sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = me.token) =>
  postJson<Item>(t, '/items', token, { organizationId: orgId, ...body });

describe('items', () => {
  it('creates a product, dropping empty strings and keeping prices as exact decimals', async () => {
    const { status, body } = await create({
      type: 'PRODUCT',
      code: 'P-001',
      name: 'กาแฟคั่วบด 250 กรัม',
      description: '',
      unit: 'ถุง',
      sale_price: '180.5',
      purchase_price: 95.125,
      purchase_vat_inclusive: true,
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: body.id,
      organizationId: orgId,
      type: 'PRODUCT',
      code: 'P-001',
      name: 'กาแฟคั่วบด 250 กรัม',
      unit: 'ถุง',
      sale_price: '180.50',
      sale_vat_inclusive: false,
      purchase_price: '95.125',
      purchase_vat_inclusive: true,
      vat_type: 'VAT7',
      created_at: body.created_at,
      updated_at: body.updated_at,
    });
  });

  it('stores purchase_vat_inclusive as null for a SERVICE, whatever was sent', async () => {
    const { status, body } = await create({
      type: 'SERVICE',
      name: 'ค่าติดตั้ง',
      unit: 'ครั้ง',
      sale_price: '1500',
      purchase_vat_inclusive: true,
    });
    expect(status).toBe(201);
    expect(body).not.toHaveProperty('purchase_vat_inclusive');
    const rows = await t.db
      .select({ v: items.purchaseVatInclusive })
      .from(items)
      .where(and(eq(items.organizationId, orgId), eq(items.id, body.id)));
    expect(rows).toEqual([{ v: null }]);
  });

  it('pages with limit 20 by default and searches name, code and description', async () => {
    // 25 more products: 27 items in all.
    for (let i = 1; i <= 25; i += 1) {
      await create({ name: `สินค้า ${String(i).padStart(2, '0')}`, code: `BULK-${i}`, sale_price: `${i}.00` });
    }
    const first = await json<ItemList>(
      await t.request('GET', `/items/organization/${orgId}`, { token: me.token }),
    );
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 27, totalPages: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]?.name).toBe('สินค้า 25'); // newest first

    const second = await json<ItemList>(
      await t.request('GET', `/items/organization/${orgId}?page=2&limit=20`, { token: me.token }),
    );
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: 27, totalPages: 2 });
    expect(second.data.map((i) => i.name)).toEqual([
      'สินค้า 05',
      'สินค้า 04',
      'สินค้า 03',
      'สินค้า 02',
      'สินค้า 01',
      'ค่าติดตั้ง',
      'กาแฟคั่วบด 250 กรัม',
    ]);

    const search = await json<ItemList>(
      await t.request('GET', `/items/organization/${orgId}?search=${encodeURIComponent('สินค้า 1')}&limit=5`, {
        token: me.token,
      }),
    );
    // สินค้า 10 … สินค้า 19: 10 matches, 2 pages of 5
    expect(search.pagination).toEqual({ page: 1, limit: 5, total: 10, totalPages: 2 });
    const byCode = await json<ItemList>(
      await t.request('GET', `/items/organization/${orgId}?search=p-001`, { token: me.token }),
    );
    expect(byCode.data.map((i) => i.code)).toEqual(['P-001']);
    const wildcard = await json<ItemList>(
      await t.request('GET', `/items/organization/${orgId}?search=%25`, { token: me.token }),
    );
    expect(wildcard.pagination.total).toBe(0);
  });

  it('reads, replaces and deletes an item; a deleted item is gone from reads and lists', async () => {
    const { body: created } = await create({ name: 'ชั่วคราว', code: 'TMP', unit: 'ชิ้น', sale_price: '10' });
    const path = `/items/${created.id}`;
    expect(await json(await t.request('GET', path, { token: me.token }))).toEqual(created);

    const replaced = await t.request('PUT', path, {
      token: me.token,
      body: { name: 'ถาวร', type: 'SERVICE', sale_price: '12.3400', unit: '' },
    });
    expect(replaced.status).toBe(200);
    const after = await json<Item>(replaced);
    expect(after).toMatchObject({ name: 'ถาวร', type: 'SERVICE', sale_price: '12.34' });
    expect(after).not.toHaveProperty('unit');
    expect(after).not.toHaveProperty('code');

    expect((await t.request('DELETE', path, { token: me.token })).status).toBe(204);
    expect((await t.request('GET', path, { token: me.token })).status).toBe(404);
    expect((await t.request('DELETE', path, { token: me.token })).status).toBe(404);
    const [{ total } = { total: -1 }] = (
      await t.db.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM items WHERE organization_id = ${orgId} AND deleted_at IS NULL`,
      )
    ).rows;
    const list = await json<ItemList>(
      await t.request('GET', `/items/organization/${orgId}`, { token: me.token }),
    );
    expect(list.pagination.total).toBe(total);
  });

  it('refuses a second live item with the same code (409)', async () => {
    const { status, body } = await create({ name: 'ซ้ำ', code: 'P-001' });
    expect(status).toBe(409);
    expect((body as unknown as { error: { code: string } }).error.code).toBe('ITEM.CODE_TAKEN');
  });

  it('creates one item for two POSTs with the same Idempotency-Key', async () => {
    const send = () =>
      t.request('POST', '/items', {
        token: me.token,
        body: { organizationId: orgId, name: 'ครั้งเดียว', code: 'ONCE' },
        headers: { 'Idempotency-Key': 'item-once' },
      });
    const a = await json<Item>(await send());
    const b = await json<Item>(await send());
    expect(b.id).toBe(a.id);
    const rows = await t.db
      .select()
      .from(items)
      .where(and(eq(items.organizationId, orgId), eq(items.code, 'ONCE')));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 to another organisation's member for every item call", async () => {
    const { body: mine } = await create({ name: 'ของฉัน' });
    const calls: [string, string, unknown][] = [
      ['GET', `/items/organization/${orgId}`, undefined],
      ['POST', '/items', { organizationId: orgId, name: 'แทรก' }],
      ['GET', `/items/${mine.id}`, undefined],
      ['PUT', `/items/${mine.id}`, { name: 'แก้' }],
      ['DELETE', `/items/${mine.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: other.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await json(await t.request('GET', `/items/${mine.id}`, { token: me.token }))).toMatchObject({
      name: 'ของฉัน',
    });
  });
});
