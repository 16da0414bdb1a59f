// An item's purchase account (issue 24 item 2, decision 0247): stored, read back and cleared by a replace; an
// account the organisation's chart does not have, a header, an inactive account or one outside the expense range
// refused with 422 at purchase_account_code; deleting the (unused) account clears it; another organisation's
// member answered 404 on the item.
import type { Item, RegisterResponse } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string; code?: string }[] };
}

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = me.token, organizationId = orgId) =>
  postJson<Item>(t, '/items', token, { organizationId, ...body });

const refusalOf = async (answer: Response | { status: number; body: unknown }) => {
  const body = answer instanceof Response ? await json<ErrorAnswer>(answer) : (answer.body as ErrorAnswer);
  return { status: answer.status, code: body.error.code, paths: body.error.details?.map((d) => d.path) };
};

/** The account of `code` in the organisation's chart, through GET /accounts. */
async function accountIdOf(token: string, organizationId: string, code: string): Promise<string> {
  const answer = await t.request('GET', `/accounts/organization/${organizationId}?includeInactive=true`, {
    token,
  });
  const { data } = await json<{ data: { id: string; code: string }[] }>(answer);
  const account = data.find((each) => each.code === code);
  if (!account) throw new Error(`no account ${code}`);
  return account.id;
}

describe('an item names its purchase account', () => {
  it('stores an active, postable expense account, reads it back, and a replace without it clears it', async () => {
    const { status, body } = await create({
      type: 'SERVICE',
      name: 'กระดาษถ่ายเอกสาร',
      purchase_account_code: '53025',
    });
    expect(status).toBe(201);
    expect(body.purchase_account_code).toBe('53025');
    const path = `/items/${body.id}`;
    expect((await json<Item>(await t.request('GET', path, { token: me.token }))).purchase_account_code).toBe(
      '53025',
    );
    const moved = await t.request('PUT', path, {
      token: me.token,
      body: { type: 'SERVICE', name: 'ค่าทำบัญชี', purchase_account_code: '53032.01' },
    });
    expect((await json<Item>(moved)).purchase_account_code).toBe('53032.01');
    const cleared = await json<Item>(
      await t.request('PUT', path, { token: me.token, body: { type: 'SERVICE', name: 'ค่าทำบัญชี' } }),
    );
    expect(cleared).not.toHaveProperty('purchase_account_code');
  });

  it('refuses what a purchase line could not be booked to, with 422 at purchase_account_code', async () => {
    const refused = {
      status: 422,
      code: 'ITEM.INVALID_PURCHASE_ACCOUNT',
      paths: ['purchase_account_code'],
    };
    // 11510 inventory, 11610 input VAT, 53033 bank charges (after 53032.99): outside the expense range.
    for (const code of ['11510', '11610', '53033']) {
      expect(
        await refusalOf(await create({ name: `บัญชี ${code}`, purchase_account_code: code })),
        code,
      ).toEqual(refused);
    }
    // 53020 office expenses is a header; 53032.05 is in the range but not in the chart.
    expect(await refusalOf(await create({ name: 'หัวบัญชี', purchase_account_code: '53020' }))).toEqual(refused);
    expect(await refusalOf(await create({ name: 'ไม่มี', purchase_account_code: '53032.05' }))).toEqual(
      refused,
    );
    const { body: item } = await create({ name: 'แก้ไข' });
    const replaced = await t.request('PUT', `/items/${item.id}`, {
      token: me.token,
      body: { name: 'แก้ไข', purchase_account_code: '53020' },
    });
    expect(await refusalOf(replaced)).toEqual(refused);
    // Not an account code at all: the schema's 400.
    expect(await refusalOf(await create({ name: 'ผิดรูป', purchase_account_code: 'abc' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION.FAILED',
      paths: ['purchase_account_code'],
    });
  });

  it('refuses an inactive account', async () => {
    const id = await accountIdOf(me.token, orgId, '53091');
    const off = await t.request('PUT', `/accounts/${id}`, { token: me.token, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(await refusalOf(await create({ name: 'เงินบริจาค', purchase_account_code: '53091' }))).toEqual({
      status: 422,
      code: 'ITEM.INVALID_PURCHASE_ACCOUNT',
      paths: ['purchase_account_code'],
    });
  });

  it("reads the item's own organisation's chart: another's account is unknown; deleting it clears the item", async () => {
    const added = await t.request('POST', '/accounts', {
      token: other.token,
      body: {
        organizationId: other.organization.id,
        code: '53032.50',
        nameTh: 'ค่าที่ปรึกษาด้านระบบ',
        nameEn: 'Systems consulting',
        isPostable: true,
      },
    });
    expect(added.status).toBe(201);
    const { body: theirs } = await create(
      { type: 'SERVICE', name: 'ที่ปรึกษา', purchase_account_code: '53032.50' },
      other.token,
      other.organization.id,
    );
    expect(theirs.purchase_account_code).toBe('53032.50');
    expect(await refusalOf(await create({ name: 'ที่ปรึกษา', purchase_account_code: '53032.50' }))).toEqual({
      status: 422,
      code: 'ITEM.INVALID_PURCHASE_ACCOUNT',
      paths: ['purchase_account_code'],
    });
    const accountId = await accountIdOf(other.token, other.organization.id, '53032.50');
    expect((await t.request('DELETE', `/accounts/${accountId}`, { token: other.token })).status).toBe(204);
    const after = await json<Item>(await t.request('GET', `/items/${theirs.id}`, { token: other.token }));
    expect(after).not.toHaveProperty('purchase_account_code');
  });

  it("answers 404 to another organisation's member reading or replacing an item with a purchase account", async () => {
    const { body: mine } = await create({
      type: 'SERVICE',
      name: 'ค่าเครื่องเขียน',
      purchase_account_code: '53025',
    });
    const read = await t.request('GET', `/items/${mine.id}`, { token: other.token });
    expect(read.status).toBe(404);
    const replaced = await t.request('PUT', `/items/${mine.id}`, {
      token: other.token,
      body: { type: 'SERVICE', name: 'แก้', purchase_account_code: '53032.01' },
    });
    expect(replaced.status).toBe(404);
    const kept = await json<Item>(await t.request('GET', `/items/${mine.id}`, { token: me.token }));
    expect(kept).toMatchObject({ name: 'ค่าเครื่องเขียน', purchase_account_code: '53025' });
  });
});
