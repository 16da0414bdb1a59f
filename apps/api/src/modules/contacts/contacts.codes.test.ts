// Running contact codes (decision 0165): a contact created without a code gets C00001, C00002 … per
// organisation; a hand-typed code in the format moves the counter past it; codes stay editable and unique.
import type { Contact, ErrorBody, RegisterResponse } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, who = me, organizationId = orgId) =>
  postJson<Contact>(t, '/contacts', who.token, { organizationId, contact_type: 'CLIENT', ...body });

describe('running contact codes', () => {
  it('numbers contacts without a code C00001, C00002 … across clients and suppliers', async () => {
    const first = await create({ contact_name: 'ลูกค้า ก' });
    const second = await create({ contact_name: 'ผู้ขาย ข', contact_type: 'SUPPLIER' });
    const blank = await create({ contact_name: 'ลูกค้า ค', code: '' });
    expect([first.status, second.status, blank.status]).toEqual([201, 201, 201]);
    expect([first.body.code, second.body.code, blank.body.code]).toEqual(['C00001', 'C00002', 'C00003']);
  });

  it('keeps a typed code and continues after the highest one of the format', async () => {
    const typed = await create({ contact_name: 'ลูกค้าพิเศษ', code: 'C00010' });
    const free = await create({ contact_name: 'ลูกค้า VIP', code: 'VIP-1' }); // not of the format: ignored
    const next = await create({ contact_name: 'ลูกค้า ง' });
    expect([typed.body.code, free.body.code, next.body.code]).toEqual(['C00010', 'VIP-1', 'C00011']);
  });

  it('never gives a deleted contact’s code again, and a taken code is refused with CONTACT.CODE_TAKEN', async () => {
    const gone = await create({ contact_name: 'ลูกค้าที่ลบ' }); // C00012
    expect(gone.body.code).toBe('C00012');
    expect((await t.request('DELETE', `/contacts/${gone.body.id}`, { token: me.token })).status).toBe(204);
    expect((await create({ contact_name: 'ลูกค้า จ' })).body.code).toBe('C00013');

    const taken = await create({ contact_name: 'ซ้ำ', code: 'C00001' });
    expect(taken.status).toBe(409);
    expect((taken.body as unknown as ErrorBody).error.code).toBe('CONTACT.CODE_TAKEN');
  });

  it('lets the code be edited and keeps it unique on edit', async () => {
    const { body } = await create({ contact_name: 'แก้รหัส' }); // C00014
    const path = `/contacts/${body.id}`;
    const renamed = await t.request('PUT', path, {
      token: me.token,
      body: { contact_type: 'CLIENT', contact_name: 'แก้รหัส', code: 'CUS-A' },
    });
    expect(renamed.status).toBe(200);
    expect((await json<Contact>(renamed)).code).toBe('CUS-A');
    const clash = await t.request('PUT', path, {
      token: me.token,
      body: { contact_type: 'CLIENT', contact_name: 'แก้รหัส', code: 'C00002' },
    });
    expect(clash.status).toBe(409);
    expect((await json<ErrorBody>(clash)).error.code).toBe('CONTACT.CODE_TAKEN');
  });

  it('gives concurrent creators distinct codes', async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create({ contact_name: `พร้อมกัน ${i}` })),
    );
    expect(made.every((m) => m.status === 201)).toBe(true);
    // After C00014: C00015 … C00022, each once.
    expect(made.map((m) => m.body.code).sort()).toEqual([
      'C00015',
      'C00016',
      'C00017',
      'C00018',
      'C00019',
      'C00020',
      'C00021',
      'C00022',
    ]);
  });

  it('counts per organisation: the other organisation starts at C00001', async () => {
    const theirs = await create({ contact_name: 'ลูกค้าของอีกบริษัท' }, other, other.organization.id);
    expect(theirs.body.code).toBe('C00001');
  });
});
