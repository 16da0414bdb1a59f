// Organisations: create more, list mine, GET with users and is_default (spec §7), owners invite members by
// e-mail (invitations.test.ts has the details) and choose the default salesperson, non-members get 404, and POST /organizations honours Idempotency-Key.
import type {
  Invitation,
  MyOrganizations,
  Organization,
  OrganizationWithUsers,
  RegisterResponse,
} from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';

let t: TestApp;
let owner: RegisterResponse;
let colleague: RegisterResponse;
let outsider: RegisterResponse;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register({ first_name: 'มานี', last_name: 'มีนา', organization: { name: 'ร้านมานี' } });
  colleague = await t.register({ email: 'colleague@example.test', phone: '089-111-2222' });
  outsider = await t.register();
});
afterAll(async () => {
  await t.close();
});

describe('organisations', () => {
  it('GET /organizations/{id} answers the fields and the users with is_default', async () => {
    const response = await t.request('GET', `/organizations/${owner.organization.id}`, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    const body = await json<OrganizationWithUsers>(response);
    expect(body).toMatchObject({ id: owner.organization.id, name: 'ร้านมานี', branch_code: '00000' });
    expect(body.users).toEqual([
      {
        id: owner.user.id,
        first_name: 'มานี',
        last_name: 'มีนา',
        email: owner.user.email,
        role: 'OWNER',
        is_default: true,
      },
    ]);
  });

  it('creates a further organisation and lists both as mine, oldest first', async () => {
    const created = await t.request('POST', '/organizations', {
      token: owner.token,
      body: {
        name: 'มานี เทรดดิ้ง',
        tax_id: '0105537001232',
        branch_code: '00002',
        zip_code: '10110',
        phone: '',
      },
    });
    expect(created.status).toBe(201);
    const organization = await json<Organization>(created);
    expect(organization).toMatchObject({ name: 'มานี เทรดดิ้ง', tax_id: '0105537001232', branch_code: '00002' });
    expect(organization).not.toHaveProperty('phone');

    const mine = await json<MyOrganizations>(
      await t.request('GET', '/organizations', { token: owner.token }),
    );
    expect(mine.data.map((o) => [o.name, o.role, o.is_default])).toEqual([
      ['ร้านมานี', 'OWNER', true],
      ['มานี เทรดดิ้ง', 'OWNER', true],
    ]);
  });

  it('replays POST /organizations with the same Idempotency-Key instead of creating a second one', async () => {
    const send = () =>
      t.request('POST', '/organizations', {
        token: colleague.token,
        body: { name: 'สำนักงานซ้ำ' },
        headers: { 'idempotency-key': 'org-create-1' },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await json<Organization>(second)).id).toBe((await json<Organization>(first)).id);
    const mine = await json<MyOrganizations>(
      await t.request('GET', '/organizations', { token: colleague.token }),
    );
    expect(mine.data.filter((o) => o.name === 'สำนักงานซ้ำ')).toHaveLength(1);

    const other = await t.request('POST', '/organizations', {
      token: colleague.token,
      body: { name: 'another body' },
      headers: { 'idempotency-key': 'org-create-1' },
    });
    expect(other.status).toBe(422);
    expect((await json<{ error: { code: string } }>(other)).error.code).toBe('IDEMPOTENCY.KEY_REUSED');
  });

  it('lets the owner invite a user by e-mail, who accepts, and make them the default salesperson', async () => {
    const orgPath = `/organizations/${owner.organization.id}`;
    const invited = await t.request('POST', `${orgPath}/members`, {
      token: owner.token,
      body: { email: 'COLLEAGUE@example.test' },
    });
    expect(invited.status).toBe(201);
    const invitation = await json<Invitation>(invited);
    expect(invitation).toMatchObject({ email: 'colleague@example.test', role: 'MEMBER', status: 'PENDING' });
    // not a member until the invitation is accepted
    expect((await t.request('GET', orgPath, { token: colleague.token })).status).toBe(404);
    const accepted = await t.request('POST', '/invitations/accept', {
      token: colleague.token,
      body: { token: invitation.token },
    });
    expect(accepted.status).toBe(200);
    // the colleague now sees the organisation, with their own details in its users
    const read = await json<OrganizationWithUsers>(
      await t.request('GET', orgPath, { token: colleague.token }),
    );
    expect(read.users.find((u) => u.id === colleague.user.id)).toEqual({
      id: colleague.user.id,
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      email: 'colleague@example.test',
      phone: '089-111-2222',
      role: 'MEMBER',
      is_default: false,
    });

    const again = await t.request('POST', `${orgPath}/members`, {
      token: owner.token,
      body: { email: 'colleague@example.test' },
    });
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('ORGANIZATION.ALREADY_MEMBER');

    const switched = await t.request('POST', `${orgPath}/members/${colleague.user.id}/default`, {
      token: owner.token,
    });
    expect(switched.status).toBe(200);
    const users = (await json<OrganizationWithUsers>(switched)).users;
    expect(users.map((u) => [u.email, u.is_default])).toEqual([
      [owner.user.email, false],
      ['colleague@example.test', true],
    ]);
  });

  it('refuses invitations by members who are not owners (403)', async () => {
    const orgPath = `/organizations/${owner.organization.id}`;
    const byMember = await t.request('POST', `${orgPath}/members`, {
      token: colleague.token,
      body: { email: outsider.user.email },
    });
    expect(byMember.status).toBe(403);
    expect((await json<{ error: { code: string } }>(byMember)).error.code).toBe('ORGANIZATION.FORBIDDEN');
  });

  it('answers 404 ORGANIZATION.NOT_FOUND to a non-member, for reads, edits and member changes', async () => {
    const orgPath = `/organizations/${owner.organization.id}`;
    const calls: [string, string, unknown][] = [
      ['GET', orgPath, undefined],
      ['PUT', orgPath, { name: 'taken over' }],
      ['POST', `${orgPath}/members`, { email: outsider.user.email }],
      ['GET', `${orgPath}/invitations`, undefined],
      ['DELETE', `${orgPath}/invitations/${outsider.user.id}`, undefined],
      ['POST', `${orgPath}/members/${outsider.user.id}/default`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: outsider.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('ORGANIZATION.NOT_FOUND');
    }
  });

  it('lets the owner edit the organisation', async () => {
    const response = await t.request('PUT', `/organizations/${owner.organization.id}`, {
      token: owner.token,
      body: { name: 'ร้านมานี (สำนักงานใหญ่)', address: '1 ถนนสีลม', zip_code: '10500' },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      name: 'ร้านมานี (สำนักงานใหญ่)',
      address: '1 ถนนสีลม',
      zip_code: '10500',
    });
  });

  it('stores a PromptPay id as normalised digits on create and edit, and drops it when cleared', async () => {
    const created = await t.request('POST', '/organizations', {
      token: owner.token,
      body: { name: 'ร้านพร้อมเพย์', promptpay_id: '081-234 5678' },
    });
    expect(created.status).toBe(201);
    const organization = await json<Organization>(created);
    expect(organization.promptpay_id).toBe('0812345678');

    const path = `/organizations/${organization.id}`;
    for (const [input, stored] of [
      ['0-1055-58000-01-4', '0105558000014'],
      ['123456789012345', '123456789012345'],
    ] as const) {
      const updated = await t.request('PUT', path, {
        token: owner.token,
        body: { name: 'ร้านพร้อมเพย์', promptpay_id: input },
      });
      expect(updated.status).toBe(200);
      expect((await json<Organization>(updated)).promptpay_id).toBe(stored);
    }
    const read = await t.request('GET', path, { token: owner.token });
    expect((await json<Organization>(read)).promptpay_id).toBe('123456789012345');

    const cleared = await t.request('PUT', path, { token: owner.token, body: { name: 'ร้านพร้อมเพย์' } });
    expect(cleared.status).toBe(200);
    expect(await json(cleared)).not.toHaveProperty('promptpay_id');
  });

  it('refuses a PromptPay id that is not a mobile number, tax id or e-wallet id, with the field path', async () => {
    const invalid = ['1812345678', '08123456', '01055580000145', 'abc0812345678', '0812345678901234'];
    for (const promptpay_id of invalid) {
      const created = await t.request('POST', '/organizations', {
        token: owner.token,
        body: { name: 'ร้านผิด', promptpay_id },
      });
      expect(created.status, promptpay_id).toBe(400);
      const body = await json<{ error: { code: string; details: { path: string }[] } }>(created);
      expect(body.error.code).toBe('VALIDATION.FAILED');
      expect(body.error.details).toEqual([expect.objectContaining({ path: 'promptpay_id' })]);

      const updated = await t.request('PUT', `/organizations/${owner.organization.id}`, {
        token: owner.token,
        body: { name: 'ร้านมานี', promptpay_id },
      });
      expect(updated.status, promptpay_id).toBe(400);
      expect((await json<{ error: { details: { path: string }[] } }>(updated)).error.details).toEqual([
        expect.objectContaining({ path: 'promptpay_id' }),
      ]);
    }
  });
});
