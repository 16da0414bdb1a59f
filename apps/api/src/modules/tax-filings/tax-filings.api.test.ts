// The tax-filing routes over HTTP: another organisation's member gets 404, bad months are 400 with the field,
// the exports are what they claim to be, an empty month closes and files, and the tax calendar spans every
// organisation of the caller, with an iCalendar feed behind a revocable token.
import type { RegisterResponse } from '@banchee/contracts';
import { newId, organizationMembers } from '@banchee/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, expectBooksReconcile } from '../../test-helpers/index.ts';

let t: TestApp;
let me: RegisterResponse;
let other: RegisterResponse;
let orgId: string;

beforeAll(async () => {
  // "Today" is 2 December 2026 in Thailand: November has ended, its PP30 is due on the 23rd.
  t = await createTestApp({ now: () => new Date('2026-12-02T03:00:00Z') });
  me = await t.register({ organization: { name: 'บริษัท ก จำกัด' } });
  other = await t.register({ organization: { name: 'บริษัท ข จำกัด' } });
  orgId = me.organization.id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

// The books check after every test (issue 24, decision 0238): the organisation's reports reconcile to its ledger.
afterEach(async () => {
  await expectBooksReconcile(t, { organizationId: orgId, token: me.token });
});

const token = () => me.token;

describe('isolation and validation', () => {
  it.each([
    ['GET', `/tax-filings/output-tax/organization/{org}?month=2026-11`],
    ['GET', `/tax-filings/pp30/organization/{org}?month=2026-11`],
    ['GET', `/tax-filings/desk/organization/{org}?month=2026-11`],
  ])('%s %s → 404 for another organisation', async (method, path) => {
    const response = await t.request(method, path.replace('{org}', orgId), { token: other.token });
    expect(response.status).toBe(404);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('ORGANIZATION.NOT_FOUND');
  });

  it.each([
    ['/tax-filings/pp30/close', { month: '2026-11' }],
    ['/tax-filings/file', { form: 'PND3', month: '2026-11', filedOn: '2026-12-01', reference: 'X' }],
    ['/tax-filings/pay', { form: 'PND3', month: '2026-11', paidOn: '2026-12-01' }],
  ])('POST %s → 404 for another organisation', async (path, body) => {
    const response = await t.request('POST', path, {
      token: other.token,
      body: { organizationId: orgId, ...body },
    });
    expect(response.status).toBe(404);
  });

  it('a bad month is 400 VALIDATION.FAILED on query.month', async () => {
    const response = await t.request('GET', `/tax-filings/output-tax/organization/${orgId}?month=2026-13`, {
      token: token(),
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: { code: string; details: { path: string }[] } }>(response);
    expect(body.error.code).toBe('VALIDATION.FAILED');
    expect(body.error.details[0]?.path).toBe('query.month');
  });

  it('filing PP30 before closing the month is refused with the field', async () => {
    const response = await t.request('POST', '/tax-filings/file', {
      token: token(),
      body: {
        organizationId: orgId,
        form: 'PP30',
        month: '2026-10',
        filedOn: '2026-11-10',
        reference: 'RD-1',
      },
    });
    expect(response.status).toBe(422);
    const body = await json<{ error: { code: string; details: { path: string }[] } }>(response);
    expect(body.error.code).toBe('TAX_FILING.NOT_CLOSED');
    expect(body.error.details[0]?.path).toBe('month');
  });
});

describe('exports', () => {
  it('CSV with a BOM and the RD columns; XLSX is a zip', async () => {
    const csv = await t.request(
      'GET',
      `/tax-filings/output-tax/organization/${orgId}?month=2026-11&format=csv`,
      {
        token: token(),
      },
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFFลำดับ,วันที่,เลขที่')).toBe(true);
    expect(text).toContain('รวมทั้งสิ้น,,,0.00,0.00');
    const xlsx = await t.request(
      'GET',
      `/tax-filings/output-tax/organization/${orgId}?month=2026-11&format=xlsx`,
      {
        token: token(),
      },
    );
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // "PK"
  });

  it('the output report and the PP30 worksheet print as PDF', async () => {
    for (const path of ['output-tax', 'pp30']) {
      const response = await t.request(
        'GET',
        `/tax-filings/${path}/organization/${orgId}?month=2026-11&format=pdf`,
        {
          token: token(),
        },
      );
      expect(response.status).toBe(200);
      const head = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 5));
      expect(head).toBe('%PDF-');
    }
  }, 120_000);
});

describe('an empty month', () => {
  it('closes with nothing to pay, is filed, and the desk shows it paid', async () => {
    const closed = await t.request('POST', '/tax-filings/pp30/close', {
      token: token(),
      body: { organizationId: orgId, month: '2026-11' },
    });
    expect(closed.status).toBe(201);
    const filing = await json<{ amount: string; closeEntryId?: string }>(closed);
    expect(filing.amount).toBe('0.00');
    expect(filing.closeEntryId).toBeUndefined();
    const filed = await t.request('POST', '/tax-filings/file', {
      token: token(),
      body: {
        organizationId: orgId,
        form: 'PP30',
        month: '2026-11',
        filedOn: '2026-12-02',
        reference: 'RD-777',
      },
    });
    expect(filed.status).toBe(200);
    const desk = await json<{ obligations: { form: string; state: string; available: boolean }[] }>(
      await t.request('GET', `/tax-filings/desk/organization/${orgId}?month=2026-11`, { token: token() }),
    );
    // no payroll and no withholding in the month: only PP30 is due
    expect(desk.obligations.map((o) => [o.form, o.state, o.available])).toEqual([['PP30', 'PAID', true]]);
  });
});

describe('the tax calendar across organisations', () => {
  it('lists both organisations of a member of two, by due date', async () => {
    await t.db.insert(organizationMembers).values({
      organizationId: other.organization.id,
      id: newId(),
      userId: me.user.id,
      role: 'MEMBER',
      isDefault: false,
    });
    const response = await t.request('GET', '/tax-calendar?from=2026-10&to=2026-11', { token: token() });
    const body = await json<{
      obligations: {
        organizationName: string;
        form: string;
        month: string;
        dueDate: string;
        state: string;
      }[];
    }>(response);
    expect(body.obligations.map((o) => [o.dueDate, o.organizationName, o.month, o.state])).toEqual([
      ['2026-11-23', 'บริษัท ก จำกัด', '2026-10', 'LATE'],
      ['2026-11-23', 'บริษัท ข จำกัด', '2026-10', 'LATE'],
      ['2026-12-23', 'บริษัท ก จำกัด', '2026-11', 'PAID'],
      ['2026-12-23', 'บริษัท ข จำกัด', '2026-11', 'READY'],
    ]);
    const wide = await t.request('GET', '/tax-calendar?from=2026-01&to=2027-01', { token: token() });
    expect(wide.status).toBe(400);
  });

  it('the iCalendar feed works with its token and stops when renewed', async () => {
    const first = await json<{ path: string }>(
      await t.request('POST', '/tax-calendar/feed-token', { token: token() }),
    );
    expect(first.path).toMatch(/^\/tax-calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.request('GET', first.path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`UID:${orgId}-PP30-2026-11@banchee`);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261223');
    const second = await json<{ path: string }>(
      await t.request('POST', '/tax-calendar/feed-token', { token: token() }),
    );
    expect((await t.request('GET', first.path)).status).toBe(404);
    expect((await t.request('GET', second.path)).status).toBe(200);
    expect((await t.request('GET', '/tax-calendar/feed/not-a-token.ics')).status).toBe(404);
  });
});

describe('e-Tax export', () => {
  it('an invoice as XML and as PDF with the XML inside; 404 for another organisation', async () => {
    const created = await t.request('POST', '/invoices', {
      token: token(),
      body: {
        organizationId: orgId,
        // December: November's VAT is closed by then, and a tax invoice is not dated in it (decision 0242).
        date: '2026-12-01',
        contact: {
          contact_name: 'บริษัท ลูกค้า จำกัด',
          address: '1 ถนนสีลม',
          taxId: '0105556012341',
          branch: '00000',
        },
        items: [{ name: 'สินค้า', quantity: '2', sale_price: '500' }],
      },
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    const xml = await t.request('GET', `/tax-filings/e-tax/${id}`, { token: token() });
    expect(xml.status).toBe(200);
    const text = await xml.text();
    expect(text).toContain('<ram:TypeCode>T02</ram:TypeCode>');
    // 2 × 500.00 = 1,000.00 + VAT 70.00
    expect(text).toContain('<ram:GrandTotalAmount currencyID="THB">1070.00</ram:GrandTotalAmount>');
    expect((await t.request('GET', `/tax-filings/e-tax/${id}`, { token: other.token })).status).toBe(404);
    const pdf = await t.request('GET', `/tax-filings/e-tax/${id}?format=pdf`, { token: token() });
    expect(pdf.status).toBe(200);
    const bytes = new TextDecoder('latin1').decode(new Uint8Array(await pdf.arrayBuffer()));
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain('/EmbeddedFile');
  }, 120_000);
});
