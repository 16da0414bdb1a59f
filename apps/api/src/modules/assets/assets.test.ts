// Fixed assets through the API (issue 13): default categories, an asset made by hand, monthly depreciation
// runs posted through the journals (figures to the satang, hand-computed in the comments), one run per period,
// undo, a sale at a loss, the register as JSON / PDF / XLSX, a locked period, bad input and isolation.
import type {
  Asset,
  AssetCategoryList,
  AssetRegister,
  AssetSchedule,
  DepreciationRun,
  JournalEntry,
  RegisterResponse,
} from '@banchee/contracts';
import { DEFAULT_ASSET_CATEGORIES } from '@banchee/domain';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTwoOrganizations,
  json,
  postJson,
  type TestApp,
  expectBooksReconcile,
} from '../../test-helpers/index.ts';

let t: TestApp, me: RegisterResponse, other: RegisterResponse, orgId: string;
let machineCategory: string, computerCategory: string;
beforeAll(async () => {
  ({ t, me, other, orgId } = await createTwoOrganizations());
  const categories = await json<AssetCategoryList>(
    await t.request('GET', `/asset-categories/organization/${orgId}`, { token: me.token }),
  );
  machineCategory = categories.data.find((c) => c.code === 'MCH')!.id;
  computerCategory = categories.data.find((c) => c.code === 'COM')!.id;
});
afterAll(() => t.close());

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

const get = async <T>(path: string) => json<T>(await t.request('GET', path, { token: me.token }));
const run = (month: number, frequency = 'MONTH') =>
  postJson<DepreciationRun>(t, '/depreciation-runs', me.token, {
    organizationId: orgId,
    frequency,
    year: 2026,
    ...(frequency === 'MONTH' ? { month } : {}),
  });
const lines = (entry: JournalEntry) => entry.lines.map((l) => [l.accountCode, l.debit, l.credit]);

const machine = {
  code: 'FA-001',
  name: 'เครื่องพิมพ์สามมิติ',
  acquisitionDate: '2026-01-10',
  startDate: '2026-01-15',
  cost: '120000.00',
  usefulLifeYears: 5,
  method: 'STRAIGHT_LINE',
};
let machineId: string, computerId: string;

describe('asset categories', () => {
  it('starts every organisation with the Thai defaults and their tax ceilings', async () => {
    const { data } = await get<AssetCategoryList>(`/asset-categories/organization/${orgId}`);
    expect(data).toHaveLength(DEFAULT_ASSET_CATEGORIES.length);
    expect(data.find((c) => c.code === 'COM')).toMatchObject({
      name: 'เครื่องคอมพิวเตอร์',
      assetAccountCode: '12470',
      accumulatedAccountCode: '12471',
      expenseAccountCode: '53064',
      usefulLifeYears: 3,
      taxMaxRate: '33.3333',
    });
    expect(data.find((c) => c.code === 'BLD')).toMatchObject({ taxMaxRate: '5.0000', usefulLifeYears: 20 });
  });

  it('refuses an account of the wrong type, with the field at fault', async () => {
    const { status, body } = await postJson<{ error: { code: string; details: { path: string }[] } }>(
      t,
      '/asset-categories',
      me.token,
      {
        organizationId: orgId,
        name: 'เครื่องมือ',
        assetAccountCode: '12440',
        accumulatedAccountCode: '12441',
        expenseAccountCode: '41110',
        usefulLifeYears: 5,
        taxMaxRate: '20',
      },
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION.FAILED');
    expect(body.error.details.map((d) => d.path)).toEqual(['expenseAccountCode']);
  });
});

describe('assets and depreciation', () => {
  it('registers assets by hand and refuses bad figures field by field', async () => {
    const created = await postJson<Asset>(t, '/fixed-assets', me.token, {
      organizationId: orgId,
      categoryId: machineCategory,
      ...machine,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      categoryName: 'เครื่องจักรและอุปกรณ์',
      cost: '120000.00',
      residualValue: '0.00',
      accumulated: '0.00',
      bookValue: '120000.00',
      status: 'ACTIVE',
      taxCeilingExceeded: false,
    });
    machineId = created.body.id;
    // computers: 36,000 over 3 years from 1 January → 1,000.00 a month
    const computer = await postJson<Asset>(t, '/fixed-assets', me.token, {
      organizationId: orgId,
      categoryId: computerCategory,
      code: 'FA-002',
      name: 'โน้ตบุ๊ก',
      acquisitionDate: '2026-01-01',
      startDate: '2026-01-01',
      cost: '36000',
      usefulLifeYears: 3,
      method: 'STRAIGHT_LINE',
    });
    computerId = computer.body.id;
    // The register by hand holds assets whose purchase the books already hold: 120,000 + 36,000 paid by bank.
    const purchase = await postJson(t, '/journals', me.token, {
      organizationId: orgId,
      date: '2026-01-10',
      description: 'ซื้อเครื่องพิมพ์สามมิติและโน้ตบุ๊ก',
      lines: [
        { accountCode: '12440', debit: '120000', credit: '0' },
        { accountCode: '12470', debit: '36000', credit: '0' },
        { accountCode: '11121', debit: '0', credit: '156000' },
      ],
    });
    expect(purchase.status).toBe(201);

    const bad: [Record<string, unknown>, string][] = [
      [{ residualValue: '120000.01' }, 'residualValue'],
      [{ startDate: '2026-01-09' }, 'startDate'],
      [{ cost: '-5' }, 'cost'],
      [{ cost: 'x', residualValue: '1' }, 'cost'],
      [{ usefulLifeYears: 0 }, 'usefulLifeYears'],
      [{ categoryId: '01890000-0000-7000-8000-000000000000' }, 'categoryId'],
      [{ decliningRate: '40' }, 'decliningRate'],
    ];
    for (const [change, path] of bad) {
      const { status, body } = await postJson<{ error: { code: string; details: { path: string }[] } }>(
        t,
        '/fixed-assets',
        me.token,
        { organizationId: orgId, categoryId: machineCategory, ...machine, code: 'BAD', ...change },
      );
      expect(status, path).toBe(400);
      expect(body.error.details.map((d) => d.path)).toContain(path);
    }
    const list = await get<{ data: Asset[] }>(`/fixed-assets/organization/${orgId}`);
    expect(list.data.map((a) => a.code)).toEqual(['FA-001', 'FA-002']);
  });

  it('shows the schedule: January 17/31 of 2,000, then 2,000 a month', async () => {
    const schedule = await get<AssetSchedule>(`/fixed-assets/${machineId}/schedule`);
    // 2,000 × 17 ÷ 31 = 1,096.774… → 1,096.77; the last month (Jan 2031) 903.23
    expect(schedule.rows[0]).toMatchObject({ from: '2026-01-15', amount: '1096.77', bookValue: '118903.23' });
    expect(schedule.rows[1]!.amount).toBe('2000.00');
    expect(schedule.rows.at(-1)).toMatchObject({ to: '2031-01-14', amount: '903.23', bookValue: '0.00' });
    const yearly = await get<AssetSchedule>(`/fixed-assets/${machineId}/schedule?frequency=YEAR`);
    // 2026: 24,000 × 351 ÷ 365 = 23,079.452… → 23,079.45
    expect(yearly.rows[0]!.amount).toBe('23079.45');
  });

  it('runs January: one balanced entry, Dr expense · Cr accumulated per category', async () => {
    const { status, body } = await run(1);
    expect(status).toBe(201);
    // 1,096.77 + 1,000.00 = 2,096.77
    expect(body).toMatchObject({ periodStart: '2026-01-01', periodEnd: '2026-01-31', total: '2096.77' });
    expect(body.lines.map((l) => [l.assetCode, l.amount])).toEqual([
      ['FA-001', '1096.77'],
      ['FA-002', '1000.00'],
    ]);
    const entry = await get<JournalEntry>(`/journals/${body.entryId}`);
    expect(entry).toMatchObject({ date: '2026-01-31', totalDebit: '2096.77', totalCredit: '2096.77' });
    expect(lines(entry)).toEqual([
      ['53062', '1096.77', '0.00'],
      ['53064', '1000.00', '0.00'],
      ['12441', '0.00', '1096.77'],
      ['12471', '0.00', '1000.00'],
    ]);
  });

  it('runs each period once: January again or the whole year is refused', async () => {
    expect((await run(1)).status).toBe(409);
    const year = await run(0, 'YEAR');
    expect(year.status).toBe(409);
    expect((year.body as unknown as { error: { code: string } }).error.code).toBe(
      'DEPRECIATION.PERIOD_TAKEN',
    );
  });

  it('undoes the latest run by reversing its entry, and runs it again', async () => {
    const february = await run(2);
    expect(february.body.total).toBe('3000.00'); // 2,000 + 1,000
    expect(
      (await t.request('DELETE', `/depreciation-runs/${february.body.id}`, { token: me.token })).status,
    ).toBe(204);
    const reversed = await get<JournalEntry>(`/journals/${february.body.entryId}`);
    expect(reversed.reversedBy).toBeDefined();
    expect((await get<Asset>(`/fixed-assets/${machineId}`)).accumulated).toBe('1096.77');
    const again = await run(2);
    expect(again.body.total).toBe('3000.00');
    expect(await get<Asset>(`/fixed-assets/${machineId}`)).toMatchObject({
      accumulated: '3096.77',
      bookValue: '116903.23',
    });
  });

  it('fixes the figures once depreciation is booked; the name stays editable', async () => {
    const path = `/fixed-assets/${machineId}`;
    const body = { categoryId: machineCategory, ...machine };
    const changed = await t.request('PUT', path, { token: me.token, body: { ...body, cost: '100000' } });
    expect(changed.status).toBe(409);
    const renamed = await t.request('PUT', path, { token: me.token, body: { ...body, name: 'เครื่องพิมพ์ 3D' } });
    expect(await json<Asset>(renamed)).toMatchObject({ name: 'เครื่องพิมพ์ 3D', cost: '120000.00' });
    expect((await t.request('DELETE', path, { token: me.token })).status).toBe(409);
  });

  it('sells at a loss: depreciation to the day, then the loss on 49880', async () => {
    const response = await t.request('POST', `/fixed-assets/${machineId}/dispose`, {
      token: me.token,
      body: { kind: 'SALE', date: '2026-03-14', proceeds: '110000', proceedsAccountCode: '11121' },
    });
    const sold = await json<Asset>(response);
    // March 1–14: 2,000 × 14 ÷ 31 = 903.225… → 903.23; accumulated 3,096.77 + 903.23 = 4,000.00
    expect(sold).toMatchObject({ status: 'SOLD', accumulated: '4000.00', disposalProceeds: '110000.00' });
    const entry = await get<JournalEntry>(`/journals/${sold.disposalEntryId}`);
    // book value 116,000; loss 116,000 − 110,000 = 6,000
    expect(lines(entry)).toEqual([
      ['11121', '110000.00', '0.00'],
      ['12441', '4000.00', '0.00'],
      ['12440', '0.00', '120000.00'],
      ['49880', '6000.00', '0.00'],
    ]);
    const again = await t.request('POST', `/fixed-assets/${machineId}/dispose`, {
      token: me.token,
      body: { kind: 'WRITE_OFF', date: '2026-03-20' },
    });
    expect(again.status).toBe(409);
  });

  it('prints the register for 2026 as JSON, PDF and XLSX', async () => {
    const register = await get<AssetRegister>(
      `/reports/fixed-asset-register/organization/${orgId}?year=2026`,
    );
    expect(
      register.rows.map((r) => [r.code, r.depreciationForYear, r.closingAccumulated, r.bookValue]),
    ).toEqual([
      ['FA-001', '4000.00', '4000.00', '0.00'],
      ['FA-002', '2000.00', '2000.00', '34000.00'],
    ]);
    // 4,000 + 2,000 = 6,000; book value 0 + 34,000
    expect(register.totals).toMatchObject({ depreciationForYear: '6000.00', bookValue: '34000.00' });
    const xlsx = await t.request(
      'GET',
      `/reports/fixed-asset-register/organization/${orgId}?year=2026&format=xlsx`,
      {
        token: me.token,
      },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('ทะเบียนทรัพย์สิน');
    expect(sheet.getRow(7).getCell(2).value).toBe('โน้ตบุ๊ก');
    expect(sheet.getRow(7).getCell(10).value).toBe(2000);
    const pdf = await t.request(
      'GET',
      `/reports/fixed-asset-register/organization/${orgId}?year=2026&format=pdf`,
      {
        token: me.token,
      },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  }, 60_000);

  it('refuses a run and an undo in a locked period', async () => {
    await postJson(t, '/periods/lock', me.token, { organizationId: orgId, lockDate: '2026-04-30' });
    const april = await run(4);
    expect(april.status).toBe(422);
    expect((april.body as unknown as { error: { code: string } }).error.code).toBe('LEDGER.PERIOD_LOCKED');
    const { data } = await get<{ data: DepreciationRun[] }>(`/depreciation-runs/organization/${orgId}`);
    const latest = data[0]!;
    expect(latest.periodStart).toBe('2026-02-01');
    expect((await t.request('DELETE', `/depreciation-runs/${latest.id}`, { token: me.token })).status).toBe(
      422,
    );
  });

  it("answers 404 to another organisation's member for every call", async () => {
    const { data } = await get<{ data: DepreciationRun[] }>(`/depreciation-runs/organization/${orgId}`);
    const calls: [string, string, unknown][] = [
      ['GET', `/asset-categories/organization/${orgId}`, undefined],
      ['GET', `/asset-categories/${machineCategory}`, undefined],
      ['GET', `/fixed-assets/organization/${orgId}`, undefined],
      [
        'POST',
        '/fixed-assets',
        { organizationId: orgId, categoryId: machineCategory, ...machine, code: 'X' },
      ],
      ['GET', `/fixed-assets/${computerId}`, undefined],
      ['PUT', `/fixed-assets/${computerId}`, { categoryId: machineCategory, ...machine }],
      ['DELETE', `/fixed-assets/${computerId}`, undefined],
      ['GET', `/fixed-assets/${computerId}/schedule`, undefined],
      ['POST', `/fixed-assets/${computerId}/dispose`, { kind: 'WRITE_OFF', date: '2026-06-01' }],
      ['POST', '/depreciation-runs', { organizationId: orgId, frequency: 'MONTH', year: 2026, month: 6 }],
      ['GET', `/depreciation-runs/organization/${orgId}`, undefined],
      ['GET', `/depreciation-runs/${data[0]!.id}`, undefined],
      ['DELETE', `/depreciation-runs/${data[0]!.id}`, undefined],
      ['GET', `/reports/fixed-asset-register/organization/${orgId}?year=2026`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: other.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});
