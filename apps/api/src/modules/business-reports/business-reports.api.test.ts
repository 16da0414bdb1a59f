// Projects and the business reports over HTTP: project CRUD, a project chosen on manual journal lines (refused
// when unknown, with the line's path), the projects report in JSON, CSV, XLSX and PDF (Thai with Buddhist-era
// dates, or English), bad filters 400 with the field, and 404 for another organisation's member everywhere.
import { businessReportNames, type BusinessReport, type Project, type ProjectList } from '@banchee/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestChromium, readBackPdf, squash } from '../../pdf/pdf-test-tools.ts';
import { createTwoOrganizations, json, postJson, type TestApp } from '../../test-helpers/index.ts';

interface ErrorAnswer {
  error: { code: string; details?: { path: string }[] };
}

let t: TestApp, token: string, otherToken: string, orgId: string;
let site: Project;
beforeAll(async () => {
  const two = await createTwoOrganizations();
  ({ t, orgId } = two);
  token = two.me.token;
  otherToken = two.other.token;
  site = (
    await postJson<Project>(t, '/projects', token, {
      organizationId: orgId,
      code: 'P-01',
      name: 'ไซต์งานบางนา',
    })
  ).body;
});
afterAll(() => t.close());

const journal = (lines: Record<string, unknown>[], date = '2026-03-15') =>
  postJson<ErrorAnswer>(t, '/journals', token, {
    organizationId: orgId,
    date,
    description: 'งานไซต์บางนา',
    lines,
  });
const projectsReport = (query: string) =>
  t.request('GET', `/reports/projects/organization/${orgId}?from=2026-03-01&to=2026-03-31${query}`, {
    token,
  });

describe('projects', () => {
  it('creates, lists, replaces, refuses a taken code and deletes', async () => {
    expect(site).toMatchObject({ code: 'P-01', name: 'ไซต์งานบางนา', isActive: true });
    const other = await postJson<Project>(t, '/projects', token, { organizationId: orgId, name: 'ไม่มีรหัส' });
    expect(other.status).toBe(201);
    const taken = await postJson<ErrorAnswer>(t, '/projects', token, {
      organizationId: orgId,
      code: 'P-01',
      name: 'x',
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'PROJECT.CODE_TAKEN']);
    const blank = await postJson<ErrorAnswer>(t, '/projects', token, { organizationId: orgId, name: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details?.map((d) => d.path)).toContain('name');
    const replaced = await t.request('PUT', `/projects/${other.body.id}`, {
      token,
      body: { name: 'ปิดแล้ว', isActive: false },
    });
    expect(await json<Project>(replaced)).toMatchObject({ name: 'ปิดแล้ว', isActive: false });
    const list = await json<ProjectList>(
      await t.request('GET', `/projects/organization/${orgId}`, { token }),
    );
    // By code, projects without one last.
    expect(list.data.map((p) => p.name)).toEqual(['ไซต์งานบางนา', 'ปิดแล้ว']);
    // An inactive project is not offered on new lines.
    const onInactive = await journal([
      { accountCode: '53011', debit: '100', projectId: other.body.id },
      { accountCode: '11111', credit: '100' },
    ]);
    expect(onInactive.status).toBe(400);
    expect(onInactive.body.error.details?.map((d) => d.path)).toEqual(['lines.0.projectId']);
    expect((await t.request('DELETE', `/projects/${other.body.id}`, { token })).status).toBe(204);
    expect((await t.request('GET', `/projects/${other.body.id}`, { token })).status).toBe(404);
  });

  it('adds up journal lines by project: profit and loss per project beside the rest', async () => {
    // 10-03: Dr 11111 50,000 / Cr 41210 50,000 on P-01 (services revenue of the site).
    expect(
      (
        await journal(
          [
            { accountCode: '11111', debit: '50000' },
            { accountCode: '41210', credit: '50000', projectId: site.id },
          ],
          '2026-03-10',
        )
      ).status,
    ).toBe(201);
    // 15-03: Dr 53011 12,500.50 on P-01, Dr 53011 1,000 on no project / Cr 11111 13,500.50.
    expect(
      (
        await journal([
          { accountCode: '53011', debit: '12500.50', projectId: site.id },
          { accountCode: '53011', debit: '1000' },
          { accountCode: '11111', credit: '13500.50' },
        ])
      ).status,
    ).toBe(201);
    const report = await json<BusinessReport>(await projectsReport(''));
    // P-01: 50,000 − 12,500.50 = 37,499.50; no project: −1,000; together 36,499.50 = the profit and loss.
    expect(report.rows.map((r) => r.cells)).toEqual([
      { code: 'P-01', name: 'ไซต์งานบางนา', income: '50000.00', expense: '12500.50', profit: '37499.50' },
      { income: '0.00', expense: '1000.00', profit: '-1000.00' },
    ]);
    expect(report.reconciliation).toEqual({
      accounts: '4xxxx − 5xxxx',
      report: '36499.50',
      ledger: '36499.50',
      reconciles: true,
    });
  });

  it('exports CSV, XLSX and a Thai PDF with Buddhist-era dates, or an English one', async () => {
    const csv = await projectsReport('&format=csv');
    expect(csv.headers.get('content-disposition')).toContain('projects-2026-03-01-2026-03-31.csv');
    const lines = (await csv.text()).split('\r\n');
    // (text() drops the byte-order mark the file starts with.)
    expect(lines[0]).toBe('code,name,income,expense,profit');
    expect(lines[1]).toBe('P-01,ไซต์งานบางนา,50000.00,12500.50,37499.50');
    expect(lines[3]).toBe('รวม,,50000.00,13500.50,36499.50');

    const xlsx = await projectsReport('&format=xlsx&lang=en');
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe('Profit and loss by project');
    expect(sheet?.getRow(3).getCell(1).value).toBe('Period 01/03/2026 – 31/03/2026');
    expect(sheet?.getRow(5).values).toEqual([
      undefined,
      'Code',
      'Name',
      'Income',
      'Expense',
      'Profit (loss)',
    ]);
    expect(sheet?.getRow(6).values).toEqual([undefined, 'P-01', 'ไซต์งานบางนา', 50000, 12500.5, 37499.5]);
    expect(sheet?.getRow(7).getCell(2).value).toBe('No project');
    expect(sheet?.getRow(6).getCell(5).numFmt).toBe('#,##0.00;-#,##0.00');

    if (!(await findTestChromium(undefined))) return;
    const thai = await readBackPdf(new Uint8Array(await (await projectsReport('&format=pdf')).arrayBuffer()));
    expect(squash(thai.text)).toContain(squash('รายงานกำไรขาดทุนตามโปรเจกต์'));
    // 01-03-2026 is 01/03/2569 in the Buddhist era.
    expect(squash(thai.text)).toContain(squash('ช่วงวันที่ 01/03/2569 – 31/03/2569'));
    expect(squash(thai.text)).toContain('37,499.50');
    expect(thai.text).not.toMatch(/Profit|Total|Period/);
    const english = await readBackPdf(
      new Uint8Array(await (await projectsReport('&format=pdf&lang=en')).arrayBuffer()),
    );
    expect(squash(english.text)).toContain(squash('Period 01/03/2026 – 31/03/2026'));
  }, 60_000);
});

describe('report requests', () => {
  it('refuses a backwards range, a bad id and an unknown kind with the field at fault', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-31&to=2026-03-01', 'from'],
      ['from=2026-03-01&to=2026-03-31&contactId=nope', 'contactId'],
      ['from=2026-03-01&to=2026-03-31&kind=QT', 'kind'],
      ['from=2026-03-01&to=2026-03-31&format=docx', 'format'],
      ['from=2026-02-30&to=2026-03-31', 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await t.request('GET', `/reports/sales/organization/${orgId}?${query}`, { token });
      expect(response.status, query).toBe(400);
      const body = await json<ErrorAnswer>(response);
      expect(body.error.code).toBe('VALIDATION.FAILED');
      expect(body.error.details?.map((d) => d.path)).toContain(`query.${field}`);
    }
  });

  it("answers 404 to another organisation's member for every report and every project call", async () => {
    for (const name of businessReportNames) {
      const path = `/reports/${name}/organization/${orgId}?from=2026-01-01&to=2026-12-31`;
      expect((await t.request('GET', path, { token })).status, name).toBe(200);
      expect((await t.request('GET', path, { token: otherToken })).status, name).toBe(404);
    }
    const calls: [string, string, unknown][] = [
      ['GET', `/projects/organization/${orgId}`, undefined],
      ['POST', '/projects', { organizationId: orgId, name: 'แอบสร้าง' }],
      ['GET', `/projects/${site.id}`, undefined],
      ['PUT', `/projects/${site.id}`, { name: 'แอบแก้' }],
      ['DELETE', `/projects/${site.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: otherToken, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
