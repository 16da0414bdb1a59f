// The stored figures the business reports read (decisions 0203 and 0204), over documents made, edited, paid and
// voided through the documents service:
//   - what settled each document (migration 0041) equals its receipts' and notes' links summed, and the
//     receivables on any day equal those of the links dated up to that day;
//   - sales by product (migration 0042: whole months from the summary, edge days from the lines) equals the same
//     report added up from the lines alone, for ranges of whole months, of partial months and inside one month.
//
//   10-10 INV1 Widget 10 × 1,000 (+ a free line "ค่าติดตั้ง" 1 × 500), due 09-11
//   20-10 INV2 Widget 2 × 1,000 + Service plan 1 × 20,000, later edited: moved to 03-11, Widget 5 × 1,000
//   25-10 RE   5,350 on INV1 (later voided), 31-10 RE 2,000 on INV1
//   05-11 CN   on INV2, Service plan 1 × 2,000;   06-11 DN on INV1, Widget 1 × 100
//   15-11 CA   Widget 4 × 250, paid;              16-11 CA Widget 1 × 500, not paid
//   20-11 INV3 Widget 3 × 1,000, voided
import type { BusinessReportQuery } from '@banchee/contracts';
import { items, newId, sql } from '@banchee/db';
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowNegativeStock,
  createFixture,
  line,
  type Fixture,
} from '../documents/documents.test-fixtures.ts';
import { getBusinessReport } from './business-reports.service.ts';

let fx: Fixture;
let org: string;
const WIDGET = newId();
const PLAN = newId();
const ids: Record<string, string> = {};

const query = (from: string, to: string, extra: Partial<BusinessReportQuery> = {}): BusinessReportQuery => ({
  from,
  to,
  format: 'json',
  lang: 'th',
  ...extra,
});

beforeAll(async () => {
  fx = await createFixture();
  // Sales figures without stock kept: the products leave at no cost (decision 0205).
  await allowNegativeStock(fx);
  org = fx.actor.organizationId;
  await fx.database.db.insert(items).values([
    { organizationId: org, id: WIDGET, type: 'PRODUCT', code: 'W-01', name: 'Widget', unit: 'ชิ้น' },
    { organizationId: org, id: PLAN, type: 'SERVICE', code: 'S-01', name: 'Service plan' },
  ]);
  const A = fx.customerId;
  const inv1 = await fx.create('INV', {
    contactId: A,
    date: '2026-10-10',
    dueDate: '2026-11-09',
    items: [line('Widget', '10', '1000', { item_id: WIDGET }), line('ค่าติดตั้ง', '1', '500')],
  });
  const inv2 = await fx.create('INV', {
    contactId: A,
    date: '2026-10-20',
    items: [
      line('Widget', '2', '1000', { item_id: WIDGET }),
      line('Service plan', '1', '20000', { item_id: PLAN, item_type: 'SERVICE' }),
    ],
  });
  // Edited: into November, other lines (the summary moves the document out of October).
  await fx.update('INV', inv2.id, {
    date: '2026-11-03',
    items: [
      line('Widget', '5', '1000', { item_id: WIDGET }),
      line('Service plan', '1', '20000', { item_id: PLAN, item_type: 'SERVICE' }),
    ],
  });
  const re1 = await fx.create('RE', { selectedInvoice: inv1.id, date: '2026-10-25', partialAmount: '5350' });
  await fx.act('RE', re1.id, 'VOID');
  const re2 = await fx.create('RE', { selectedInvoice: inv1.id, date: '2026-10-31', partialAmount: '2000' });
  await fx.create('CN', {
    selectedInvoice: inv2.id,
    date: '2026-11-05',
    reason: 'SERVICE_DISCOUNT_UNMET_CONDITIONS',
    items: [line('Service plan', '1', '2000', { item_id: PLAN, item_type: 'SERVICE' })],
  });
  await fx.create('DN', {
    selectedInvoice: inv1.id,
    date: '2026-11-06',
    reason: 'PRODUCT_UNDERCHARGED',
    items: [line('Widget', '1', '100', { item_id: WIDGET })],
  });
  const cash = await fx.create('CA', {
    contactId: A,
    date: '2026-11-15',
    items: [line('Widget', '4', '250', { item_id: WIDGET })],
  });
  await fx.act('CA', cash.id, 'RECEIVE PAYMENT');
  await fx.create('CA', {
    contactId: A,
    date: '2026-11-16',
    items: [line('Widget', '1', '500', { item_id: WIDGET })],
  });
  const inv3 = await fx.create('INV', {
    contactId: A,
    date: '2026-11-20',
    items: [line('Widget', '3', '1000', { item_id: WIDGET })],
  });
  await fx.act('INV', inv3.id, 'VOID');
  Object.assign(ids, { inv1: inv1.id, inv2: inv2.id, re2: re2.id });
});

afterAll(async () => {
  await fx.database.close();
});

describe('settled figures stored on the document (migration 0041)', () => {
  it('equal the links of receipts and notes not void, after creates, edits and voids', async () => {
    const { rows } = await fx.database.db.execute<{ number: string; stored: string; links: string }>(sql`
      SELECT d.number, concat_ws('/', d.settled_paid, d.settled_credited, d.settled_debited, d.settled_last_date) AS stored,
        concat_ws('/', s.paid, s.credited, s.debited, s.last) AS links
      FROM documents d CROSS JOIN LATERAL (
        SELECT coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'RECEIPT'), 0.00) AS paid,
          coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'CREDIT_NOTE'), 0.00) AS credited,
          coalesce(sum(k.amount) FILTER (WHERE k.link_type = 'DEBIT_NOTE'), 0.00) AS debited, max(c.date) AS last
        FROM document_links k JOIN documents c ON c.organization_id = k.organization_id AND c.id = k.child_id
        WHERE k.organization_id = d.organization_id AND k.parent_id = d.id AND c.status <> 'VOID'
          AND k.link_type IN ('RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')) s
      WHERE d.organization_id = ${org} ORDER BY d.number`);
    expect(rows.length).toBeGreaterThan(8);
    expect(rows.filter((r) => r.stored !== r.links)).toEqual([]);
    const inv1 = await fx.database.db.execute<{ stored: string }>(sql`
      SELECT concat_ws('/', settled_paid, settled_credited, settled_debited, settled_last_date) AS stored
      FROM documents WHERE organization_id = ${org} AND id = ${ids.inv1}`);
    // The voided receipt of 5,350 no longer counts; the one of 2,000 and the debit note of 107 do.
    expect(inv1.rows[0]?.stored).toBe('2000.00/0.00/107.00/2026-11-06');
  });

  it('give the receivables of any day: the stored sums, or the links up to that day when settled later', async () => {
    const balanceOn = async (to: string) =>
      (await getBusinessReport(fx.database.db, org, 'receivables', query('2026-01-01', to))).rows.map((r) => [
        r.cells.number,
        r.cells.balance,
      ]);
    const [inv1, inv2] = await Promise.all(
      [ids.inv1, ids.inv2].map(async (id) => (await fx.read('INV', id ?? '')).number),
    );
    // INV1 11,235 (10,500 + 735 VAT); INV2 after the edit 25,000 + 1,750 = 26,750.
    expect(await balanceOn('2026-10-30')).toEqual([[inv1, m('11235')]]);
    expect(await balanceOn('2026-10-31')).toEqual([[inv1, m('9235')]]);
    expect(await balanceOn('2026-11-05')).toEqual([
      [inv1, m('9235')],
      [inv2, m('24610')],
    ]);
    expect(await balanceOn('2026-12-31')).toEqual([
      [inv1, m('9342')],
      [inv2, m('24610')],
    ]);
  });
});

describe('sales by product from the monthly summary (migration 0042)', () => {
  /** The report added up from the lines alone: the query before the summary (decision 0202). */
  async function fromLines(from: string, to: string, itemId?: string) {
    const { rows } = await fx.database.db.execute<{
      item_id: string | null;
      name: string;
      quantity: string;
      net: string;
    }>(sql`
      SELECT l.item_id::text AS item_id, min(l.name) AS name,
        sum(CASE WHEN d.kind = 'CN' THEN -l.quantity ELSE l.quantity END)::text AS quantity,
        sum(CASE WHEN d.kind = 'CN' THEN -(l.grand_total - l.tax_amount) ELSE l.grand_total - l.tax_amount END)::text AS net
      FROM documents d JOIN document_lines l ON l.organization_id = d.organization_id AND l.document_id = d.id
      WHERE d.organization_id = ${org} AND d.kind IN ('INV', 'CA', 'DN', 'CN') AND d.status <> 'VOID'
        AND (d.kind <> 'CA' OR d.status = 'PAID') AND d.date >= ${from} AND d.date <= ${to} AND l.line_kind = 'item'
        ${itemId ? sql`AND l.item_id = ${itemId}` : sql``}
      GROUP BY l.item_id, CASE WHEN l.item_id IS NULL THEN l.name END
      ORDER BY sum(CASE WHEN d.kind = 'CN' THEN -(l.grand_total - l.tax_amount) ELSE l.grand_total - l.tax_amount END) DESC, 2`);
    return rows.map((r) => [r.name, r.quantity, m(r.net)]);
  }
  const report = async (from: string, to: string, itemId?: string) =>
    (
      await getBusinessReport(
        fx.database.db,
        org,
        'sales-by-product',
        query(from, to, itemId ? { itemId } : {}),
      )
    ).rows.map((r) => [r.cells.name, r.cells.quantity, r.cells.net]);

  it('equals the lines for whole months, partial months at either edge and days inside one month', async () => {
    const ranges: [string, string][] = [
      ['2026-10-01', '2026-11-30'],
      ['2026-01-01', '2026-12-31'],
      ['2026-10-15', '2026-11-30'],
      ['2026-10-01', '2026-11-10'],
      ['2026-10-11', '2026-11-16'],
      ['2026-11-04', '2026-11-15'],
      ['2026-10-21', '2026-10-31'],
    ];
    for (const [from, to] of ranges)
      expect([from, to, await report(from, to)]).toEqual([from, to, await fromLines(from, to)]);
    expect(await report('2026-10-11', '2026-11-30', WIDGET)).toEqual(
      await fromLines('2026-10-11', '2026-11-30', WIDGET),
    );
  });

  it('gives the hand-computed figures of October and November', async () => {
    // Widget: INV1 10 (10,000) + INV2 as edited 5 (5,000) + DN 1 (100) + CA paid 4 (1,000) = 20 for 16,100;
    // Service plan 20,000 − 2,000 (CN) = 1 − 1 = 0 for 18,000; the free line ค่าติดตั้ง 500.
    expect(await report('2026-10-01', '2026-11-30')).toEqual([
      ['Service plan', '0.0000', m('18000')],
      ['Widget', '20.0000', m('16100')],
      ['ค่าติดตั้ง', '1.0000', m('500')],
    ]);
    // October alone: INV1 only (INV2 moved to November).
    expect(await report('2026-10-01', '2026-10-31')).toEqual([
      ['Widget', '10.0000', m('10000')],
      ['ค่าติดตั้ง', '1.0000', m('500')],
    ]);
  });
});
