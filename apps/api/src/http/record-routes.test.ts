// The shared route builders (record-routes.ts) as the modules use them: each kind of route answers 404 with the
// module's own code for a record outside the caller's organisations, a list or create for another organisation
// answers 404 ORGANIZATION.NOT_FOUND whichever name the path parameter has, and an owners-only create or action
// refuses a plain member with 403 ORGANIZATION.FORBIDDEN before anything is written.
import type { RegisterResponse } from '@banchee/contracts';
import { newId, organizationMembers, sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, type TestApp } from '../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, clerk: RegisterResponse, orgId: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  clerk = await t.register();
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: orgId, id: newId(), userId: clerk.user.id, role: 'MEMBER' });
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string } };

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await t.request(method, path, { token, ...(body === undefined ? {} : { body }) });
  return { status: response.status, code: (await json<ErrorJson>(response)).error.code };
}

describe('record route builders', () => {
  it("answer 404 with the module's code for an id outside the caller's organisations", async () => {
    const unknown = newId();
    const cases: [string, string, unknown, string][] = [
      ['GET', `/refunds/${unknown}`, undefined, 'REFUND.NOT_FOUND'],
      ['POST', `/refunds/${unknown}/status`, { action: 'VOID' }, 'REFUND.NOT_FOUND'],
      ['GET', `/refunds/${unknown}/pdf`, undefined, 'REFUND.NOT_FOUND'],
      ['GET', `/refunds/credit/${unknown}`, undefined, 'CREDIT_NOTE.NOT_FOUND'],
      ['GET', `/stock-counts/${unknown}`, undefined, 'STOCK_COUNT.NOT_FOUND'],
      ['POST', `/stock-transfers/${unknown}/void`, {}, 'STOCK_TRANSFER.NOT_FOUND'],
      ['GET', `/wth/${unknown}/pdf?copy=1`, undefined, 'WITHHOLDING_TAX.NOT_FOUND'],
      ['GET', `/journals/${unknown}`, undefined, 'JOURNAL.NOT_FOUND'],
      ['GET', `/fixed-assets/${unknown}/schedule?frequency=YEAR`, undefined, 'ASSET.NOT_FOUND'],
      ['DELETE', `/depreciation-runs/${unknown}`, undefined, 'DEPRECIATION_RUN.NOT_FOUND'],
      ['DELETE', `/items/${unknown}`, undefined, 'ITEM.NOT_FOUND'],
    ];
    for (const [method, path, body, code] of cases) {
      expect(await call(method, path, me.token, body), `${method} ${path}`).toEqual({ status: 404, code });
    }
  });

  it("refuses another organisation's list or create with 404, for either parameter name", async () => {
    for (const path of [
      `/refunds/organization/${orgId}`,
      `/stock-transfers/organization/${orgId}`,
      `/depreciation-runs/organization/${orgId}`,
      `/payroll-runs/organization/${orgId}`,
    ]) {
      expect(await call('GET', path, other.token), path).toEqual({
        status: 404,
        code: 'ORGANIZATION.NOT_FOUND',
      });
    }
    const foreign = await call('POST', '/depreciation-runs', other.token, {
      organizationId: orgId,
      frequency: 'YEAR',
      year: 2026,
    });
    expect(foreign).toEqual({ status: 404, code: 'ORGANIZATION.NOT_FOUND' });
  });

  it('lets only an owner lock, close or reopen a year; a member is refused before anything is written', async () => {
    const requests: [string, Record<string, unknown>][] = [
      ['/periods/lock', { organizationId: orgId, lockDate: '2025-12-31' }],
      ['/periods/year-end-close', { organizationId: orgId, fiscalYear: 2025 }],
      ['/periods/year-end-close/reopen', { organizationId: orgId, fiscalYear: 2025 }],
    ];
    for (const [path, body] of requests) {
      expect(await call('POST', path, clerk.token, body), path).toEqual({
        status: 403,
        code: 'ORGANIZATION.FORBIDDEN',
      });
    }
    const period = await t.request('GET', `/periods/organization/${orgId}`, { token: me.token });
    expect(await json<{ lockDate?: string }>(period)).not.toHaveProperty('lockDate');
    const { rows } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE organization_id = ${orgId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
