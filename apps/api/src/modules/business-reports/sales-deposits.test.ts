// The sales report beside revenue when a deposit is invoiced (decision 0246): a deposit invoice or deposit cash
// sale is a row of the report at its net, but it credits 21510 (owed to the customer), not 41xxx; the revenue
// comes when the final invoice deducts it. Figures by hand (VAT 7%):
//
//   QT    1 × 50,000.00 services, approved
//   INV   deposit 10,000.00 + 700.00 (Dr 11310 10,700 · Cr 21510 10,000 · Cr 27112 700)
//   INV   final: 50,000.00 − deposit 10,000.00 = net 40,000.00 + 2,800.00
//         (Cr 41xxx 50,000 · Dr 21510 10,000 · the rest on 11310 / 27112)
//   CA    deposit cash sale on a second quotation (1 × 8,000.00 goods): 2,000.00 + 140.00, paid
//         (Dr bank 2,140 · Cr 21510 2,000 · Cr 27111 140)
//
//   rows  10,000 + 40,000 + 2,000 = 52,000.00; 41xxx 50,000.00
//   items depositsDeducted +10,000.00, depositInvoices −(10,000 + 2,000) = −12,000.00
//         52,000 + 10,000 − 12,000 = 50,000.00 = 41xxx
// Then a journal entry made by hand credits 41210 234.56 (Dr 11111): an adjustment, listed as manualEntries;
// reversed, the two net to 0.00 and the item goes.
import type { BusinessReportQuery } from '@banchee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booksClientOver, expectBooksReconcile } from '../../test-helpers/index.ts';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { postEntry, reverseEntry } from '../journals/index.ts';
import { getBusinessReport } from './business-reports.service.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

// The books check after every test (issue 24, decision 0238), the sales check included.
afterEach(async () => {
  const books = await booksClientOver(fx.database.db, fx.actor);
  await expectBooksReconcile(books.client, books.scope);
});

const query: BusinessReportQuery = { from: '2026-01-01', to: '2030-12-31', format: 'json', lang: 'th' };
const salesReport = () => getBusinessReport(fx.database.db, fx.actor.organizationId, 'sales', query);

describe('the sales report with deposits', () => {
  it('lists the deposit invoice and the deposit cash sale as items that are not revenue', async () => {
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      items: [line('ที่ปรึกษา', '1', '50000', { item_type: 'SERVICE' })],
    });
    await fx.create('INV', { parentQuotationId: quotation.id, isDeposit: true, depositValue: '10000' });
    // Only the deposit so far: row 10,000.00, item −10,000.00, 41xxx 0.00.
    const first = await salesReport();
    expect(first.totals?.net).toBe(1_000_000n);
    expect(first.reconciliation).toMatchObject({ report: 1_000_000n, ledger: 0n, reconciles: true });
    expect(first.reconciliation?.items).toEqual([{ item: 'depositInvoices', count: 1, amount: -1_000_000n }]);

    await fx.create('INV', { parentQuotationId: quotation.id });
    const goods = await fx.create('QT', {
      contactId: fx.customerId,
      items: [line('โต๊ะ', '1', '8000')],
    });
    const cash = await fx.create('CA', {
      parentQuotationId: goods.id,
      isDeposit: true,
      depositValue: '2000',
    });
    await fx.act('CA', cash.id, 'RECEIVE PAYMENT');

    const report = await salesReport();
    // Rows 10,000 + 40,000 + 2,000 = 52,000.00.
    expect(report.totals?.net).toBe(5_200_000n);
    expect(report.reconciliation).toMatchObject({ report: 5_200_000n, ledger: 5_000_000n, reconciles: true });
    expect(report.reconciliation?.items).toEqual([
      { item: 'depositsDeducted', count: 1, amount: 1_000_000n },
      { item: 'depositInvoices', count: 2, amount: -1_200_000n },
    ]);
  });

  it('lists a journal entry made by hand to revenue as an adjustment, not a sale; its reversal takes it off', async () => {
    const { db } = fx.database;
    const org = fx.actor.organizationId;
    const entry = await db.transaction((tx) =>
      postEntry(tx, org, {
        date: '2026-11-30',
        description: 'ปรับปรุงรายได้ค่าบริการ',
        lines: [
          { accountCode: '11111', debit: 23_456n, credit: 0n },
          { accountCode: '41210', debit: 0n, credit: 23_456n },
        ],
      }),
    );
    const adjusted = await salesReport();
    // Rows 52,000.00 as before; 41xxx 50,000.00 + 234.56 = 50,234.56.
    expect(adjusted.reconciliation).toMatchObject({
      report: 5_200_000n,
      ledger: 5_023_456n,
      reconciles: true,
    });
    expect(adjusted.reconciliation?.items).toContainEqual({
      item: 'manualEntries',
      count: 1,
      amount: 23_456n,
    });
    await db.transaction((tx) => reverseEntry(tx, org, entry.id, { date: '2026-11-30', reason: 'ผิดบัญชี' }));
    const reversed = await salesReport();
    // The entry +234.56 and its reversal −234.56 net to 0.00: no item.
    expect(reversed.reconciliation).toMatchObject({ ledger: 5_000_000n, reconciles: true });
    expect(reversed.reconciliation?.items?.map((i) => i.item)).toEqual([
      'depositsDeducted',
      'depositInvoices',
    ]);
  });
});
