// Organisation bank accounts: each opens its own GL account 11121.NN under 11120 (or uses a chosen one),
// bad input is a 400 with the field path, duplicates are 409, and another organisation's member gets 404.
import type { BankAccount, BankAccountList } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string }[] };
}

let t: TestApp, token: string, otherToken: string, orgId: string;
beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
  otherToken = two.other.token;
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  postJson<BankAccount & ErrorAnswer>(t, '/bank-accounts', token, { organizationId: orgId, ...body });

interface ChartAnswer {
  data: { code: string; nameTh: string; parentCode?: string; children?: ChartAnswer['data'] }[];
}

/** The chart accounts with these codes, as [code, Thai name, parent]. */
async function chartAccounts(codes: string[]): Promise<[string, string, string | undefined][]> {
  const response = await t.request('GET', `/accounts/organization/${orgId}?search=1112`, { token });
  const found: [string, string, string | undefined][] = [];
  const walk = (nodes: ChartAnswer['data']) => {
    for (const node of nodes) {
      if (codes.includes(node.code)) found.push([node.code, node.nameTh, node.parentCode]);
      walk(node.children ?? []);
    }
  };
  walk((await json<ChartAnswer>(response)).data);
  return found;
}

describe('bank accounts', () => {
  it('opens 11121.01, 11121.02 … under 11120, or posts to a chosen account', async () => {
    const first = await create({
      bankCode: 'kasikorn',
      accountNumber: '123-4-56789-0',
      accountName: 'บัญชีหลัก',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      bankCode: 'KASIKORN',
      bankNameTh: 'ธนาคารกสิกรไทย',
      accountNumber: '1234567890',
      accountName: 'บัญชีหลัก',
      glAccountCode: '11121.01',
    });
    const second = await create({ bankCode: 'SCB', accountNumber: '4445556667' });
    expect(second.body.glAccountCode).toBe('11121.02');
    const chosen = await create({
      bankCode: 'KRUNGTHAI',
      accountNumber: '7778889990',
      glAccountCode: '11122',
    });
    expect(chosen.body.glAccountCode).toBe('11122');
    expect(await chartAccounts(['11121.01', '11121.02'])).toEqual([
      ['11121.01', 'เงินฝากธนาคาร - ธนาคารกสิกรไทย 1234567890', '11120'],
      ['11121.02', 'เงินฝากธนาคาร - ธนาคารไทยพาณิชย์ 4445556667', '11120'],
    ]);
    const list = await json<BankAccountList>(
      await t.request('GET', `/bank-accounts/organization/${orgId}`, { token }),
    );
    expect(list.data.map((a) => [a.bankCode, a.glAccountCode])).toEqual([
      ['KASIKORN', '11121.01'],
      ['SCB', '11121.02'],
      ['KRUNGTHAI', '11122'],
    ]);
  });

  it('replaces, refuses duplicates and bad input, and deletes', async () => {
    const { body: account } = await create({ bankCode: 'GSB', accountNumber: '0200000001' });
    const path = `/bank-accounts/${account.id}`;
    const replaced = await json<BankAccount>(
      await t.request('PUT', path, {
        token,
        body: { bankCode: 'GSB', accountNumber: '0200000001', branchName: 'สาขาสีลม' },
      }),
    );
    // Without glAccountCode it keeps posting where it did.
    expect(replaced).toMatchObject({ branchName: 'สาขาสีลม', glAccountCode: account.glAccountCode });
    const duplicate = await create({ bankCode: 'GSB', accountNumber: '020-000000-1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('BANK_ACCOUNT.DUPLICATE');
    const cases: [Record<string, unknown>, string][] = [
      [{ bankCode: 'NOT_A_BANK', accountNumber: '1234567' }, 'bankCode'],
      [{ bankCode: 'SCB', accountNumber: '12' }, 'accountNumber'],
      [{ bankCode: 'SCB', accountNumber: '1234567', glAccountCode: '41110' }, 'glAccountCode'],
      // 11120 is a header: nothing posts to it.
      [{ bankCode: 'SCB', accountNumber: '1234567', glAccountCode: '11120' }, 'glAccountCode'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details?.map((d) => d.path)).toContain(field);
    }
    expect((await t.request('DELETE', path, { token })).status).toBe(204);
    expect((await t.request('GET', path, { token })).status).toBe(404);
    // The number is free again once deleted.
    expect((await create({ bankCode: 'GSB', accountNumber: '0200000001' })).status).toBe(201);
  });

  it("answers 404 to another organisation's member for every bank account call", async () => {
    const { body: mine } = await create({ bankCode: 'TISCO', accountNumber: '5550001112' });
    const calls: [string, string, unknown][] = [
      ['GET', `/bank-accounts/organization/${orgId}`, undefined],
      ['POST', '/bank-accounts', { organizationId: orgId, bankCode: 'SCB', accountNumber: '1231231231' }],
      ['GET', `/bank-accounts/${mine.id}`, undefined],
      ['PUT', `/bank-accounts/${mine.id}`, { bankCode: 'SCB', accountNumber: '1231231231' }],
      ['DELETE', `/bank-accounts/${mine.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: otherToken, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
