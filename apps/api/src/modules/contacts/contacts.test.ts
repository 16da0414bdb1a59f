// Contacts (spec §7): GET /contacts/organization/{id}?page(1)&limit(50)&contact_type → { data, pagination },
// CRUD with tax id checksum, credit_days, and 404 for members of other organisations.
import type { Contact, ContactList, RegisterResponse } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  postJson<Contact>(t, '/contacts', me.token, { organizationId: orgId, ...body });
const list = async (query = '') =>
  json<ContactList>(await t.request('GET', `/contacts/organization/${orgId}${query}`, { token: me.token }));

describe('contacts', () => {
  it('creates a client with every field, normalising the tax id and keeping credit days as a number', async () => {
    const { status, body } = await create({
      contact_type: 'CLIENT',
      code: 'C0001',
      contact_name: 'บริษัท สยามค้าปลีก จำกัด',
      contact_name_en: 'Siam Retail Co., Ltd.',
      tax_id: '0-1055-59123-45-4',
      branch: '00000',
      address: '123 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร',
      zip_code: '10500',
      contact_person: 'คุณวิภา',
      phone: '02-234-5678',
      email: 'Purchasing@SiamRetail.test',
      credit_days: '30',
      remarks: 'unknown fields are ignored',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: body.id,
      organizationId: orgId,
      contact_type: 'CLIENT',
      code: 'C0001',
      contact_name: 'บริษัท สยามค้าปลีก จำกัด',
      contact_name_en: 'Siam Retail Co., Ltd.',
      tax_id: '0105559123454',
      branch: '00000',
      address: '123 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร',
      zip_code: '10500',
      contact_person: 'คุณวิภา',
      phone: '02-234-5678',
      email: 'purchasing@siamretail.test',
      credit_days: 30,
      created_at: body.created_at,
      updated_at: body.updated_at,
    });
  });

  it('pages 50 by default and filters by contact_type', async () => {
    // With the client above: 7 clients and 59 suppliers, 66 contacts.
    for (let i = 1; i <= 6; i += 1) await create({ contact_type: 'CLIENT', contact_name: `ลูกค้า ${i}` });
    for (let i = 1; i <= 59; i += 1) await create({ contact_type: 'SUPPLIER', contact_name: `ผู้ขาย ${i}` });

    const all = await list();
    expect(all.pagination).toEqual({ page: 1, limit: 50, total: 66, totalPages: 2 });
    expect(all.data).toHaveLength(50);

    const suppliersPage2 = await list('?contact_type=SUPPLIER&page=2');
    expect(suppliersPage2.pagination).toEqual({ page: 2, limit: 50, total: 59, totalPages: 2 });
    expect(suppliersPage2.data).toHaveLength(9);
    expect(suppliersPage2.data.every((c) => c.contact_type === 'SUPPLIER')).toBe(true);
    expect(suppliersPage2.data.at(-1)?.contact_name).toBe('ผู้ขาย 1');

    const clients = await list('?contact_type=CLIENT');
    expect(clients.pagination).toEqual({ page: 1, limit: 50, total: 7, totalPages: 1 });
    expect(clients.data.map((c) => c.contact_name).at(-1)).toBe('บริษัท สยามค้าปลีก จำกัด');

    const search = await list(`?search=${encodeURIComponent('siam')}`);
    expect(search.data.map((c) => c.code)).toEqual(['C0001']);
    const byTaxId = await list('?search=0105559');
    expect(byTaxId.pagination.total).toBe(1);
  });

  it('refuses a tax id with a wrong check digit', async () => {
    const response = await t.request('POST', '/contacts', {
      token: me.token,
      body: { organizationId: orgId, contact_type: 'CLIENT', contact_name: 'x', tax_id: '0105559123455' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: {
        code: 'VALIDATION.FAILED',
        details: [{ path: 'tax_id', message: 'the tax id check digit is wrong' }],
      },
    });
  });

  it('reads, replaces and deletes a contact', async () => {
    const { body: created } = await create({
      contact_type: 'SUPPLIER',
      contact_name: 'ร้านเดิม',
      credit_days: 7,
    });
    const path = `/contacts/${created.id}`;
    expect(await json(await t.request('GET', path, { token: me.token }))).toEqual(created);
    const replaced = await json<Contact>(
      await t.request('PUT', path, {
        token: me.token,
        body: { contact_type: 'CLIENT', contact_name: 'ร้านใหม่', credit_days: 45 },
      }),
    );
    expect(replaced).toMatchObject({ contact_type: 'CLIENT', contact_name: 'ร้านใหม่', credit_days: 45 });
    expect((await t.request('DELETE', path, { token: me.token })).status).toBe(204);
    expect((await t.request('GET', path, { token: me.token })).status).toBe(404);
  });

  it("answers 404 to another organisation's member for every contact call", async () => {
    const { body: mine } = await create({ contact_type: 'CLIENT', contact_name: 'ลับ' });
    const calls: [string, string, unknown][] = [
      ['GET', `/contacts/organization/${orgId}?contact_type=CLIENT`, undefined],
      ['POST', '/contacts', { organizationId: orgId, contact_type: 'CLIENT', contact_name: 'แทรก' }],
      ['GET', `/contacts/${mine.id}`, undefined],
      ['PUT', `/contacts/${mine.id}`, { contact_type: 'CLIENT', contact_name: 'แก้' }],
      ['DELETE', `/contacts/${mine.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: other.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
