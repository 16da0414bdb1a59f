// The books over HTTP: chart of accounts, manual journal entries (JV numbering, refusals, reversal,
// idempotency), period control and the reports as JSON and CSV, with figures computed by hand; every route
// answers 404 to a member of another organisation, and bad input gets a 4xx with the right code.
import { journalLines, sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';
import { findTestChromium, readBackPdf, rowOf, squash } from '../../pdf/pdf-test-tools.ts';
import { causeText } from '../reports/ledger-fixture.test-support.ts';

let t: TestApp;
let token: string;
let org: string;
let otherToken: string;
let otherOrg: string;

interface ErrorJson {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}
interface EntryJson {
  id: string;
  number: string;
  kind: string;
  totalDebit: string;
  reverses?: { number: string };
  reversedBy?: { number: string };
  lines: { accountCode: string; debit: string; credit: string }[];
}
interface NodeJson {
  id: string;
  code: string;
  level: number;
  balance: string;
  parentCode?: string;
  isActive: boolean;
  isPostable: boolean;
  hasChildren: boolean;
}

const line = (accountCode: string, debit: string, credit: string) => ({ accountCode, debit, credit });

async function post(path: string, body: unknown, as = token, headers: Record<string, string> = {}) {
  return t.request('POST', path, { token: as, body, headers });
}

async function journal(date: string, description: string, lines: unknown[]) {
  const response = await post('/journals', { organizationId: org, date, description, lines });
  expect(response.status).toBe(201);
  return json<EntryJson>(response);
}

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.register();
  token = me.token;
  org = me.organization.id;
  const other = await t.register();
  otherToken = other.token;
  otherOrg = other.organization.id;
});

afterAll(async () => {
  await t.close();
});

describe('chart of accounts', () => {
  it('a new organisation gets the 305-account chart (the shared CSV) as a tree', async () => {
    const response = await t.request('GET', `/accounts/organization/${org}?includeInactive=true`, { token });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: NodeJson[] }>(response);
    expect(data).toHaveLength(305);
    expect(data.filter((n) => n.isPostable)).toHaveLength(247);
    // every posting account hangs under a header; headers are exactly the accounts with children.
    expect(data.filter((n) => n.hasChildren).every((n) => !n.isPostable)).toBe(true);
    expect(data.filter((n) => n.level === 0).map((n) => n.code)).toEqual([
      '10000',
      '20000',
      '30000',
      '40000',
      '50000',
    ]);
    const ar = data.find((n) => n.code === '11310');
    expect(ar).toMatchObject({ parentCode: '11300', level: 3, balance: '0.00', hasChildren: false });
    expect(data.find((n) => n.code === '51111.01')).toMatchObject({ parentCode: '51111', level: 4 });
  });

  it('search keeps the ancestors of what matches', async () => {
    const response = await t.request(
      'GET',
      `/accounts/organization/${org}?search=${encodeURIComponent('ภาษีขาย')}`,
      {
        token,
      },
    );
    const { data } = await json<{ data: NodeJson[] }>(response);
    expect(data.map((n) => n.code)).toEqual(['20000', '27000', '27100', '27110', '27111', '27112']);
  });

  it('adds, renames, deactivates and deletes an account; refuses a duplicate code', async () => {
    const created = await post('/accounts', {
      organizationId: org,
      code: '11315',
      nameTh: 'ลูกหนี้การค้า - ออนไลน์',
      nameEn: 'Receivables - online',
      isPostable: true,
    });
    expect(created.status).toBe(201);
    const account = await json<NodeJson & { type: string; normalBalance: string }>(created);
    expect(account).toMatchObject({
      code: '11315',
      parentCode: '11300',
      type: 'asset',
      normalBalance: 'debit',
    });
    const duplicate = await post('/accounts', {
      organizationId: org,
      code: '11315',
      nameTh: 'x',
      nameEn: 'x',
      isPostable: true,
    });
    expect(duplicate.status).toBe(409);
    expect((await json<ErrorJson>(duplicate)).error.code).toBe('ACCOUNT.ALREADY_EXISTS');
    const renamed = await t.request('PUT', `/accounts/${account.id}`, {
      token,
      body: { nameEn: 'Receivables - web shop' },
    });
    expect(await json(renamed)).toMatchObject({
      nameEn: 'Receivables - web shop',
      nameTh: 'ลูกหนี้การค้า - ออนไลน์',
    });
    const deactivated = await t.request('PUT', `/accounts/${account.id}`, {
      token,
      body: { isActive: false },
    });
    expect(await json(deactivated)).toMatchObject({ isActive: false });
    const refused = await post('/journals', {
      organizationId: org,
      date: '2026-11-01',
      description: 'to an inactive account',
      lines: [line('11315', '1.00', '0'), line('41110', '0', '1.00')],
    });
    expect((await json<ErrorJson>(refused)).error).toMatchObject({
      code: 'LEDGER.ACCOUNT_INACTIVE',
      details: [{ path: 'lines.0.accountCode' }],
    });
    const deleted = await t.request('DELETE', `/accounts/${account.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await t.request('GET', `/accounts/${account.id}`, { token })).status).toBe(404);
  });
});

describe('manual journal entries', () => {
  let first: EntryJson;

  it('posts balanced JVs numbered JV + date + running number, gapless per day', async () => {
    first = await journal('2026-11-21', 'Owner invests cash', [
      line('11121', '50000.00', '0'),
      line('31110', '0', '50000.00'),
    ]);
    expect(first).toMatchObject({ number: 'JV202611210001', kind: 'MANUAL', totalDebit: '50000.00' });
    // A refused entry in between takes no number.
    const refused = await post('/journals', {
      organizationId: org,
      date: '2026-11-21',
      description: 'unbalanced',
      lines: [line('53022', '100.00', '0'), line('11121', '0', '99.99')],
    });
    expect(refused.status).toBe(422);
    expect((await json<ErrorJson>(refused)).error.code).toBe('LEDGER.UNBALANCED');
    const second = await journal('2026-11-21', 'Invoice to a customer', [
      line('11310', '10700.00', '0'),
      line('41110', '0', '10000.00'),
      line('27111', '0', '700.00'),
    ]);
    expect(second.number).toBe('JV202611210002');
    const nextDay = await journal('2026-11-22', 'Electricity', [
      line('53022', '1200.00', '0'),
      line('11121', '0', '1200.00'),
    ]);
    expect(nextDay.number).toBe('JV202611220001');
  });

  it('refuses header, unknown and two-sided lines with their codes', async () => {
    const cases: [unknown[], number, string][] = [
      [[line('11300', '5.00', '0'), line('41110', '0', '5.00')], 422, 'LEDGER.ACCOUNT_NOT_POSTABLE'],
      [[line('11399', '5.00', '0'), line('41110', '0', '5.00')], 422, 'LEDGER.UNKNOWN_ACCOUNT'],
      [[line('11121', '5.00', '5.00'), line('41110', '0', '0')], 422, 'LEDGER.TWO_SIDED_LINE'],
      [[line('11121', '0', '0'), line('41110', '0', '0')], 422, 'LEDGER.ZERO_LINE'],
      [[line('11121', '5.00', '0')], 400, 'VALIDATION.FAILED'],
      [[line('11121', '-5.00', '0'), line('41110', '0', '-5.00')], 400, 'VALIDATION.FAILED'],
      [[line('11121', '5.001', '0'), line('41110', '0', '5.001')], 400, 'VALIDATION.FAILED'],
      [[line('ABC', '5.00', '0'), line('41110', '0', '5.00')], 400, 'VALIDATION.FAILED'],
    ];
    for (const [lines, status, code] of cases) {
      const response = await post('/journals', {
        organizationId: org,
        date: '2026-11-23',
        description: 'bad',
        lines,
      });
      expect([response.status, (await json<ErrorJson>(response)).error.code]).toEqual([status, code]);
    }
  });

  it('lists newest first with search, shows detail, reverses once', async () => {
    const list = await json<{ data: EntryJson[]; pagination: { total: number } }>(
      await t.request('GET', `/journals/organization/${org}?search=Invoice`, { token }),
    );
    expect(list.pagination.total).toBe(1);
    expect(list.data[0]?.number).toBe('JV202611210002');
    const all = await json<{ data: EntryJson[] }>(
      await t.request('GET', `/journals/organization/${org}?limit=2`, { token }),
    );
    expect(all.data.map((e) => e.number)).toEqual(['JV202611220001', 'JV202611210002']);

    const reversal = await post(`/journals/${first.id}/reverse`, {
      date: '2026-11-25',
      reason: 'entered twice',
    });
    expect(reversal.status).toBe(201);
    const mirror = await json<EntryJson>(reversal);
    expect(mirror).toMatchObject({
      number: 'JV202611250001',
      kind: 'REVERSAL',
      reverses: { number: 'JV202611210001' },
    });
    expect(mirror.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['11121', '0.00', '50000.00'],
      ['31110', '50000.00', '0.00'],
    ]);
    const detail = await json<EntryJson>(await t.request('GET', `/journals/${first.id}`, { token }));
    expect(detail.reversedBy?.number).toBe('JV202611250001');
    const again = await post(`/journals/${first.id}/reverse`, { date: '2026-11-26', reason: 'again' });
    expect((await json<ErrorJson>(again)).error.code).toBe('LEDGER.ALREADY_REVERSED');
    const early = await post(`/journals/${mirror.id}/reverse`, {
      date: '2026-11-26',
      reason: 'undo the undo',
    });
    expect((await json<ErrorJson>(early)).error.code).toBe('LEDGER.NOT_REVERSIBLE');
  });

  it('a reversal asked for before its entry is dated on the entry itself', async () => {
    const future = await journal('2026-12-15', 'Prepaid rent', [
      line('11712', '9000.00', '0'),
      line('11121', '0', '9000.00'),
    ]);
    const reversal = await json<EntryJson & { date: string }>(
      await post(`/journals/${future.id}/reverse`, { date: '2026-12-01', reason: 'voided before its date' }),
    );
    expect([reversal.number, reversal.date]).toEqual(['JV202612150002', '2026-12-15']);
  });

  it('an Idempotency-Key retry returns the first entry and posts nothing new', async () => {
    const body = {
      organizationId: org,
      date: '2026-11-24',
      description: 'Bank charge',
      lines: [line('53033', '30.00', '0'), line('11121', '0', '30.00')],
    };
    const a = await json<EntryJson>(
      await post('/journals', body, token, { 'Idempotency-Key': 'jv-bank-charge-1' }),
    );
    const b = await json<EntryJson>(
      await post('/journals', body, token, { 'Idempotency-Key': 'jv-bank-charge-1' }),
    );
    expect(b.id).toBe(a.id);
    const day = await json<{ pagination: { total: number } }>(
      await t.request('GET', `/journals/organization/${org}?from=2026-11-24&to=2026-11-24`, { token }),
    );
    expect(day.pagination.total).toBe(1);
  });

  it('posted lines cannot be updated or deleted, even directly in the database', async () => {
    const update = await t.db
      .update(journalLines)
      .set({ debit: '1.00' })
      .then(() => 'updated', causeText);
    expect(update).toMatch(/LEDGER.IMMUTABLE/);
    const remove = await t.db.execute(sql`DELETE FROM journal_lines`).then(() => 'deleted', causeText);
    expect(remove).toMatch(/LEDGER.IMMUTABLE/);
    const unbalanced = await t.db
      .transaction(async (tx) => {
        const [entry] = (
          await tx.execute<{ id: string }>(sql`SELECT id::text AS id FROM journal_entries LIMIT 1`)
        ).rows;
        await tx.execute(sql`
          INSERT INTO journal_lines (organization_id, id, entry_id, line_no, account_code, entry_date, debit, credit)
          VALUES (${org}, ${'0190a000-0000-7000-8000-0000000000aa'}, ${entry?.id ?? ''}, 99, '11121', '2026-11-21', 1, 0)`);
      })
      .then(() => 'committed', causeText);
    expect(unbalanced).toMatch(/LEDGER.UNBALANCED/);
  });
});

describe('reports over HTTP', () => {
  // Standing after the entries above (the 50,000 capital was reversed): 11121 −1,200 − 30; 11310 10,700;
  // 27111 700 Cr; 41110 10,000 Cr; 53022 1,200; 53033 30.
  it('trial balance JSON and CSV', async () => {
    const response = await t.request(
      'GET',
      `/reports/trial-balance/organization/${org}?from=2026-11-01&to=2026-11-30`,
      { token },
    );
    const tb = await json<{
      rows: { code: string; closing: { debit: string; credit: string } }[];
      totals: { period: { debit: string; credit: string }; closing: { debit: string } };
      balanced: boolean;
    }>(response);
    expect(tb.rows.map((r) => [r.code, r.closing.debit, r.closing.credit])).toEqual([
      ['11121', '0.00', '1230.00'],
      ['11310', '10700.00', '0.00'],
      ['27111', '0.00', '700.00'],
      ['31110', '0.00', '0.00'],
      ['41110', '0.00', '10000.00'],
      ['53022', '1200.00', '0.00'],
      ['53033', '30.00', '0.00'],
    ]);
    // period: 50,000 + 10,700 + 1,200 + 50,000 (reversal) + 30 on each side.
    expect(tb.totals.period).toEqual({ debit: '111930.00', credit: '111930.00' });
    expect(tb.totals.closing.debit).toBe('11930.00');
    expect(tb.balanced).toBe(true);
    const csv = await t.request(
      'GET',
      `/reports/trial-balance/organization/${org}?from=2026-11-01&to=2026-11-30&format=csv`,
      {
        token,
      },
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[2]).toBe(
      '11310,ลูกหนี้การค้า,Accounts receivable - trade,0.00,0.00,10700.00,0.00,10700.00,0.00',
    );
    expect(text).toContain('TOTAL,รวม,Total,0.00,0.00,111930.00,111930.00,11930.00,11930.00');
  });

  it('prints the trial balance as a PDF with Thai text and the figures', async () => {
    if (!(await findTestChromium(undefined))) return;
    const pdf = await t.request(
      'GET',
      `/reports/trial-balance/organization/${org}?from=2026-11-01&to=2026-11-30&format=pdf`,
      { token },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const printed = await readBackPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(squash(printed.text)).toContain(squash('งบทดลอง · Trial balance'));
    expect(rowOf(printed.layoutText, 'ลูกหนี้การค้า')).toContain('10,700.00');
    expect(rowOf(printed.layoutText, 'TOTAL')).toContain('111,930.00111,930.0011,930.0011,930.00');
    expect(printed.pages[0]?.inkRatio).toBeGreaterThan(0.005);
  }, 60_000);

  it('general ledger, profit and loss, balance sheet, aging and journal book', async () => {
    const gl = await json<{ opening: string; closing: string; lines: { balance: string }[] }>(
      await t.request(
        'GET',
        `/reports/general-ledger/organization/${org}?accountCode=11121&from=2026-11-22&to=2026-11-30`,
        {
          token,
        },
      ),
    );
    // opening on 22-11: +50,000; then −1,200, −30, −50,000 (the reversal on 25-11).
    expect(gl.opening).toBe('50000.00');
    expect(gl.lines.map((l) => l.balance)).toEqual(['48800.00', '48770.00', '-1230.00']);
    expect(gl.closing).toBe('-1230.00');

    const pl = await json<{ totalRevenue: string; totalExpenses: string; netProfit: string }>(
      await t.request('GET', `/reports/profit-and-loss/organization/${org}?from=2026-01-01&to=2026-12-31`, {
        token,
      }),
    );
    expect(pl).toMatchObject({ totalRevenue: '10000.00', totalExpenses: '1230.00', netProfit: '8770.00' });

    const bs = await json<{
      totalAssets: string;
      totalLiabilities: string;
      currentYearProfit: string;
      balanced: boolean;
    }>(await t.request('GET', `/reports/balance-sheet/organization/${org}?asOf=2026-11-30`, { token }));
    // assets 10,700 − 1,230 = 9,470 = liabilities 700 + profit 8,770.
    expect(bs).toMatchObject({
      totalAssets: '9470.00',
      totalLiabilities: '700.00',
      currentYearProfit: '8770.00',
      balanced: true,
    });

    const aging = await json<{ totals: { total: string }; accountBalance: string; reconciles: boolean }>(
      await t.request('GET', `/reports/ar-aging/organization/${org}?asOf=2026-11-30`, { token }),
    );
    expect(aging).toMatchObject({
      totals: { total: '10700.00' },
      accountBalance: '10700.00',
      reconciles: true,
    });

    const book = await json<{ data: EntryJson[]; pagination: { total: number }; totals: { debit: string } }>(
      await t.request(
        'GET',
        `/reports/journal-book/organization/${org}?from=2026-11-21&to=2026-11-22&limit=2`,
        { token },
      ),
    );
    expect(book.data.map((e) => e.number)).toEqual(['JV202611210001', 'JV202611210002']);
    expect(book.pagination.total).toBe(3);
    expect(book.totals.debit).toBe('61900.00');
  });
});

describe('periods over HTTP', () => {
  it('locks, refuses a posting in the locked period, closes and reopens the year', async () => {
    const locked = await post('/periods/lock', { organizationId: org, lockDate: '2026-11-21' });
    expect(await json(locked)).toMatchObject({ lockDate: '2026-11-21' });
    const refused = await post('/journals', {
      organizationId: org,
      date: '2026-11-21',
      description: 'late',
      lines: [line('53022', '1.00', '0'), line('11121', '0', '1.00')],
    });
    expect((await json<ErrorJson>(refused)).error.code).toBe('LEDGER.PERIOD_LOCKED');
    const closing = await post('/periods/year-end-close', { organizationId: org, fiscalYear: 2026 });
    expect(closing.status).toBe(201);
    const entry = await json<EntryJson>(closing);
    expect(entry.kind).toBe('CLOSING');
    expect(entry.lines.find((l) => l.accountCode === '32200')).toMatchObject({
      debit: '0.00',
      credit: '8770.00',
    });
    const status = await json<{ closedYears: { fiscalYear: number }[] }>(
      await t.request('GET', `/periods/organization/${org}`, { token }),
    );
    expect(status.closedYears.map((y) => y.fiscalYear)).toEqual([2026]);
    const reopened = await post('/periods/year-end-close/reopen', {
      organizationId: org,
      fiscalYear: 2026,
      reason: 'audit',
    });
    expect(reopened.status).toBe(201);
    const notClosed = await post('/periods/year-end-close/reopen', { organizationId: org, fiscalYear: 2026 });
    expect((await json<ErrorJson>(notClosed)).error.code).toBe('PERIOD.YEAR_NOT_CLOSED');
  });

  it('opening balances on a conversion date, refused before existing postings and when already posted', async () => {
    const tooLate = await post('/periods/opening-balances', {
      organizationId: org,
      date: '2026-12-01',
      lines: [line('11121', '100.00', '0'), line('31110', '0', '100.00')],
    });
    expect((await json<ErrorJson>(tooLate)).error.code).toBe('PERIOD.POSTINGS_BEFORE_CONVERSION');
    const opened = await post(
      '/periods/opening-balances',
      {
        organizationId: otherOrg,
        date: '2026-01-01',
        lines: [line('11121', '100.00', '0'), line('31110', '0', '100.00')],
      },
      otherToken,
    );
    expect(opened.status).toBe(201);
    const twice = await post(
      '/periods/opening-balances',
      {
        organizationId: otherOrg,
        date: '2026-01-01',
        lines: [line('11121', '1.00', '0'), line('31110', '0', '1.00')],
      },
      otherToken,
    );
    expect((await json<ErrorJson>(twice)).error.code).toBe('PERIOD.OPENING_BALANCES_EXIST');
    const before = await post(
      '/journals',
      {
        organizationId: otherOrg,
        date: '2025-12-31',
        description: 'x',
        lines: [line('53022', '1.00', '0'), line('11121', '0', '1.00')],
      },
      otherToken,
    );
    expect((await json<ErrorJson>(before)).error.code).toBe('LEDGER.BEFORE_CONVERSION_DATE');
  });
});

describe('another organisation and bad input', () => {
  it('answers 404 on every route to a member of another organisation', async () => {
    const { data } = await json<{ data: EntryJson[] }>(
      await t.request('GET', `/journals/organization/${org}`, { token }),
    );
    const entryId = data[0]?.id ?? '';
    const { data: chart } = await json<{ data: NodeJson[] }>(
      await t.request('GET', `/accounts/organization/${org}`, { token }),
    );
    const accountId = chart[0]?.id ?? '';
    const range = 'from=2026-01-01&to=2026-12-31';
    const calls: [string, string, unknown?][] = [
      ['GET', `/accounts/organization/${org}`],
      [
        'POST',
        '/accounts',
        { organizationId: org, code: '11316', nameTh: 'x', nameEn: 'x', isPostable: true },
      ],
      ['GET', `/accounts/${accountId}`],
      ['PUT', `/accounts/${accountId}`, { nameEn: 'mine now' }],
      ['DELETE', `/accounts/${accountId}`],
      ['GET', `/journals/organization/${org}`],
      [
        'POST',
        '/journals',
        {
          organizationId: org,
          date: '2026-12-01',
          description: 'x',
          lines: [line('11121', '1', '0'), line('31110', '0', '1')],
        },
      ],
      ['GET', `/journals/${entryId}`],
      ['POST', `/journals/${entryId}/reverse`, { date: '2026-12-01', reason: 'x' }],
      ['GET', `/reports/trial-balance/organization/${org}?${range}`],
      ['GET', `/reports/general-ledger/organization/${org}?${range}&accountCode=11121`],
      ['GET', `/reports/journal-book/organization/${org}?${range}`],
      ['GET', `/reports/profit-and-loss/organization/${org}?${range}`],
      ['GET', `/reports/balance-sheet/organization/${org}?asOf=2026-12-31`],
      ['GET', `/reports/ar-aging/organization/${org}?asOf=2026-12-31`],
      ['GET', `/periods/organization/${org}`],
      ['POST', '/periods/lock', { organizationId: org, lockDate: null }],
      ['POST', '/periods/year-end-close', { organizationId: org, fiscalYear: 2026 }],
      ['POST', '/periods/year-end-close/reopen', { organizationId: org, fiscalYear: 2026 }],
      [
        'POST',
        '/periods/opening-balances',
        {
          organizationId: org,
          date: '2020-01-01',
          lines: [line('11121', '1', '0'), line('31110', '0', '1')],
        },
      ],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { token: otherToken, body });
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
  });

  it('answers bad input with a 4xx and the right code, never a 500', async () => {
    const calls: [string, string, unknown, number, string][] = [
      [
        'GET',
        `/reports/trial-balance/organization/${org}?from=2026-02-30&to=2026-12-31`,
        undefined,
        400,
        'VALIDATION.FAILED',
      ],
      [
        'GET',
        `/reports/trial-balance/organization/${org}?from=2026-12-31&to=2026-01-01`,
        undefined,
        422,
        'REPORT.INVALID_RANGE',
      ],
      [
        'GET',
        `/reports/trial-balance/organization/${org}?to=2026-01-01`,
        undefined,
        400,
        'VALIDATION.FAILED',
      ],
      [
        'GET',
        `/reports/trial-balance/organization/${org}?from=2026-01-01&to=2026-12-31&format=docx`,
        undefined,
        400,
        'VALIDATION.FAILED',
      ],
      [
        'GET',
        `/reports/general-ledger/organization/${org}?from=2026-01-01&to=2026-12-31&accountCode=99999`,
        undefined,
        400,
        'VALIDATION.FAILED',
      ],
      [
        'GET',
        `/reports/general-ledger/organization/${org}?from=2026-01-01&to=2026-12-31&accountCode=11399`,
        undefined,
        404,
        'ACCOUNT.NOT_FOUND',
      ],
      [
        'GET',
        `/reports/balance-sheet/organization/not-a-uuid?asOf=2026-12-31`,
        undefined,
        400,
        'VALIDATION.FAILED',
      ],
      ['GET', `/journals/organization/${org}?limit=0`, undefined, 400, 'VALIDATION.FAILED'],
      ['GET', `/journals/organization/${org}?kind=OTHER`, undefined, 400, 'VALIDATION.FAILED'],
      ['GET', '/journals/not-a-uuid', undefined, 400, 'VALIDATION.FAILED'],
      ['GET', '/journals/0190a000-0000-7000-8000-000000000000', undefined, 404, 'JOURNAL.NOT_FOUND'],
      ['POST', '/journals', '{"organizationId":', 400, 'REQUEST.MALFORMED_JSON'],
      ['POST', '/journals', { organizationId: org, date: '2026-12-01', lines: [] }, 400, 'VALIDATION.FAILED'],
      [
        'POST',
        '/journals',
        {
          organizationId: org,
          date: '2026-12-01',
          description: 'x'.repeat(501),
          lines: [line('11121', '1', '0'), line('31110', '0', '1')],
        },
        400,
        'VALIDATION.FAILED',
      ],
      [
        'POST',
        '/journals/0190a000-0000-7000-8000-000000000000/reverse',
        { date: '2026-12-01', reason: 'x' },
        404,
        'JOURNAL.NOT_FOUND',
      ],
      [
        'POST',
        '/accounts',
        { organizationId: org, code: '61000', nameTh: 'x', nameEn: 'x', isPostable: true },
        400,
        'VALIDATION.FAILED',
      ],
      [
        'POST',
        '/accounts',
        {
          organizationId: org,
          code: '11317',
          nameTh: 'x',
          nameEn: 'x',
          isPostable: true,
          parentCode: '41000',
        },
        422,
        'ACCOUNT.INVALID_PARENT',
      ],
      ['PUT', '/accounts/0190a000-0000-7000-8000-000000000000', { nameEn: 'x' }, 404, 'ACCOUNT.NOT_FOUND'],
      ['POST', '/periods/lock', { organizationId: org, lockDate: '31-12-2026' }, 400, 'VALIDATION.FAILED'],
      [
        'POST',
        '/periods/year-end-close',
        { organizationId: org, fiscalYear: 'last' },
        400,
        'VALIDATION.FAILED',
      ],
      [
        'POST',
        '/periods/year-end-close',
        { organizationId: org, fiscalYear: 2019 },
        422,
        'PERIOD.NOTHING_TO_CLOSE',
      ],
    ];
    for (const [method, path, body, status, code] of calls) {
      const response = await t.request(method, path, { token, body });
      const answer = (await json<ErrorJson>(response)).error.code;
      expect([method, path, response.status, answer]).toEqual([method, path, status, code]);
    }
  });

  it('refuses to delete an account with postings or to deactivate one with a balance', async () => {
    const { data } = await json<{ data: NodeJson[] }>(
      await t.request('GET', `/accounts/organization/${org}`, { token }),
    );
    const ar = data.find((n) => n.code === '11310');
    const deleted = await t.request('DELETE', `/accounts/${ar?.id ?? ''}`, { token });
    expect((await json<ErrorJson>(deleted)).error.code).toBe('ACCOUNT.HAS_POSTINGS');
    const deactivated = await t.request('PUT', `/accounts/${ar?.id ?? ''}`, {
      token,
      body: { isActive: false },
    });
    expect((await json<ErrorJson>(deactivated)).error.code).toBe('ACCOUNT.HAS_BALANCE');
  });
});
