// A document's project over HTTP (issue 15, decision 0202): chosen on a sales and a purchase document, saved
// and read back, inherited by the document made from it unless taken off (noProject), changed and taken off
// by an update; refused with the field at fault (400 VALIDATION.FAILED at projectId, code PROJECT.NOT_ACTIVE)
// when it is another organisation's project, an inactive one or no project at all — nothing stored then — and
// another organisation's member gets 404 for the document.
import type { Project, SalesDocument } from '@banchee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string; code?: string }[] };
}

let t: TestApp, token: string, otherToken: string, orgId: string, otherOrgId: string;
let site: Project, office: Project, closed: Project, foreign: Project;

const project = async (tok: string, organizationId: string, body: Record<string, unknown>) => {
  const answer = await postJson<Project>(t, '/projects', tok, { organizationId, ...body });
  expect(answer.status).toBe(201);
  return answer.body;
};

beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
  otherToken = two.other.token;
  otherOrgId = two.other.organization.id;
  site = await project(token, orgId, { code: 'P-01', name: 'ไซต์งานบางนา' });
  office = await project(token, orgId, { code: 'P-02', name: 'สำนักงานใหญ่' });
  closed = await project(token, orgId, { code: 'P-03', name: 'ปิดแล้ว' });
  const off = await t.request('PUT', `/projects/${closed.id}`, {
    token,
    body: { code: 'P-03', name: 'ปิดแล้ว', isActive: false },
  });
  expect(off.status).toBe(200);
  foreign = await project(otherToken, otherOrgId, { code: 'P-01', name: 'โครงการของบริษัทอื่น' });
}, 120_000);
afterAll(() => t.close());

const invoice = (extra: Record<string, unknown>) => ({
  organizationId: orgId,
  contact: { contact_name: 'ลูกค้า หนึ่ง', address: '1 ถนนสีลม กรุงเทพมหานคร 10500' },
  date: '2026-03-10',
  items: [{ name: 'โต๊ะ', quantity: '2', sale_price: '1500' }],
  ...extra,
});

const read = async (resource: string, id: string) =>
  json<SalesDocument>(await t.request('GET', `/${resource}/${id}`, { token }));

describe('the project of a document', () => {
  it('is saved and read back on a sales and a purchase document', async () => {
    const created = await postJson<SalesDocument>(t, '/invoices', token, invoice({ projectId: site.id }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.projectId).toBe(site.id);
    expect((await read('invoices', created.body.id)).projectId).toBe(site.id);

    const expense = await postJson<SalesDocument>(t, '/expenses', token, {
      organizationId: orgId,
      contact: { contact_name: 'ร้านวัสดุ' },
      date: '2026-03-11',
      projectId: office.id,
      items: [
        { name: 'ปูน', quantity: '1', sale_price: '1000', item_type: 'SERVICE', account_code: '53032.01' },
      ],
    });
    expect(expense.status).toBe(201);
    expect((await read('expenses', expense.body.id)).projectId).toBe(office.id);
  });

  it('is changed, kept when absent and taken off by an update', async () => {
    const { body: doc } = await postJson<SalesDocument>(t, '/quotations', token, {
      ...invoice({ projectId: site.id }),
    });
    const put = (body: Record<string, unknown>) => t.request('PUT', `/quotations/${doc.id}`, { token, body });
    expect((await json<SalesDocument>(await put({ projectId: office.id }))).projectId).toBe(office.id);
    expect((await json<SalesDocument>(await put({ remarks: 'แก้หมายเหตุ' }))).projectId).toBe(office.id);
    const cleared = await json<SalesDocument>(await put({ noProject: true }));
    expect(cleared.projectId).toBeUndefined();
    expect((await read('quotations', doc.id)).projectId).toBeUndefined();
  });

  it('is inherited by the document made from it, unless taken off', async () => {
    const approvedQuotation = async () => {
      const { body } = await postJson<SalesDocument>(
        t,
        '/quotations',
        token,
        invoice({ projectId: site.id }),
      );
      const approved = await t.request('POST', `/quotations/${body.id}/status`, {
        token,
        body: { action: 'APPROVED' },
      });
      expect(approved.status).toBe(200);
      return body.id;
    };
    const halfOf = (parentQuotationId: string, extra: Record<string, unknown> = {}) =>
      postJson<SalesDocument>(t, '/invoices', token, {
        organizationId: orgId,
        parentQuotationId,
        partialType: 'PERCENTAGE',
        partialPercent: '50',
        ...extra,
      });
    const made = await halfOf(await approvedQuotation());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.projectId).toBe(site.id);
    const without = await halfOf(await approvedQuotation(), { noProject: true });
    expect(without.status, JSON.stringify(without.body)).toBe(201);
    expect(without.body.projectId).toBeUndefined();
    const other = await halfOf(await approvedQuotation(), { projectId: office.id });
    expect(other.body.projectId).toBe(office.id);
  });

  it("refuses another organisation's project, an inactive one and an unknown id at projectId, storing nothing", async () => {
    const before = await t.request('GET', `/invoices/organization/${orgId}?limit=100`, { token });
    const count = (await json<{ data: unknown[] }>(before)).data.length;
    for (const projectId of [foreign.id, closed.id, '0b7e7d1c-3f0a-4b6e-9a51-0d6c3f1c2a10']) {
      const refused = await postJson<ErrorAnswer>(t, '/invoices', token, invoice({ projectId }));
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION.FAILED');
      expect(refused.body.error.details).toEqual([
        expect.objectContaining({ path: 'projectId', code: 'PROJECT.NOT_ACTIVE' }),
      ]);
    }
    const after = await t.request('GET', `/invoices/organization/${orgId}?limit=100`, { token });
    expect((await json<{ data: unknown[] }>(after)).data).toHaveLength(count);

    const { body: doc } = await postJson<SalesDocument>(
      t,
      '/invoices',
      token,
      invoice({ projectId: site.id }),
    );
    const onUpdate = await t.request('PUT', `/invoices/${doc.id}`, {
      token,
      body: { projectId: foreign.id },
    });
    expect(onUpdate.status).toBe(400);
    expect((await json<ErrorAnswer>(onUpdate)).error.details?.map((d) => d.path)).toEqual(['projectId']);
    expect((await read('invoices', doc.id)).projectId).toBe(site.id);

    const both = await postJson<ErrorAnswer>(
      t,
      '/invoices',
      token,
      invoice({ projectId: site.id, noProject: true }),
    );
    expect(both.status).toBe(400);
    expect(both.body.error.details?.map((d) => d.path)).toEqual(['noProject']);
    const malformed = await postJson<ErrorAnswer>(t, '/invoices', token, invoice({ projectId: 'P-01' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details?.map((d) => d.path)).toEqual(['projectId']);
  });

  it('keeps a project made inactive after it was chosen', async () => {
    const later = await project(token, orgId, { code: 'P-04', name: 'ปิดทีหลัง' });
    const { body: doc } = await postJson<SalesDocument>(
      t,
      '/invoices',
      token,
      invoice({ projectId: later.id }),
    );
    await t.request('PUT', `/projects/${later.id}`, {
      token,
      body: { code: 'P-04', name: 'ปิดทีหลัง', isActive: false },
    });
    const resent = await t.request('PUT', `/invoices/${doc.id}`, {
      token,
      body: { projectId: later.id, remarks: 'ส่งซ้ำทั้งฉบับ' },
    });
    expect(resent.status).toBe(200);
    expect((await json<SalesDocument>(resent)).projectId).toBe(later.id);
  });

  it("answers 404 to another organisation's member for the document and its update", async () => {
    const { body: doc } = await postJson<SalesDocument>(
      t,
      '/invoices',
      token,
      invoice({ projectId: site.id }),
    );
    const got = await t.request('GET', `/invoices/${doc.id}`, { token: otherToken });
    expect(got.status).toBe(404);
    const put = await t.request('PUT', `/invoices/${doc.id}`, {
      token: otherToken,
      body: { projectId: foreign.id },
    });
    expect(put.status).toBe(404);
    expect((await read('invoices', doc.id)).projectId).toBe(site.id);
  });
});
