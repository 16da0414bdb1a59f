// Input VAT whose claim window expired (issue 24 item 10; decision 0227): a bill of March whose tax invoice has no
// number (it fails its check) stays blocked through its window (March … September); October's desk lists it, and writing it
// off (not claimable) posts Dr 53074 · Cr 11610 70.00 on 1 October, the first day after the last closed PP30,
// so October's worksheet reconciles.
import { parseMoney as m, type TaxMonthRef } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, newId, sql } from '@banchee/db';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { choosePurchaseVat, expiredInputVat } from './input-vat.service.ts';
import { closeVatMonth, getPp30 } from './tax-filings.service.ts';

const OCT = { year: 2026, month: 10 };
let fx: Fixture;
let org: string;
let billId: string;

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  const supplierId = newId();
  await fx.database.db.insert(contacts).values({
    organizationId: org,
    id: supplierId,
    contactType: 'SUPPLIER',
    contactName: 'บริษัท ผู้ขาย จำกัด',
    taxId: '0105552029681',
    branch: '00000',
  });
  // Goods 1,000 + VAT 70 of 10 March: due in March, claimable March … September (March + 6).
  billId = (
    await fx.create('RI', {
      contactId: supplierId,
      date: '2026-03-10',
      // no supplier tax invoice number: blocked until it is given
      supplierTaxInvoiceDate: '2026-03-10',
      items: [line('Cups', '1', '1000', { account_code: '51111.01' })],
    })
  ).id;
  // March … September closed, each with the blocked 70 accepted as a difference (it stays in 11610).
  for (let month = 3; month <= 9; month += 1) {
    await fx.database.db.transaction((tx) =>
      closeVatMonth(
        tx,
        org,
        { year: 2026, month },
        { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: true },
        '2026-11-02',
        fx.actor.userId,
      ),
    );
  }
});

afterAll(async () => {
  await fx.database.close();
});

const listed = async (m: TaxMonthRef) =>
  (await expiredInputVat(fx.database.db, org, m)).map((i) => [i.documentId, i.vat, i.window?.last]);

describe('expired input VAT on the desk', () => {
  it('is listed from October (its window ended in September), not in September', async () => {
    expect(await listed({ year: 2026, month: 9 })).toEqual([]);
    expect(await listed(OCT)).toEqual([[billId, m('70'), { year: 2026, month: 9 }]]);
    // October's worksheet still sees the 70 in 11610 that no return claims.
    expect((await getPp30(fx.database.db, org, OCT)).reconciliation.inputDifference).toBe(m('70'));
  });

  it('written off: Dr 53074 · Cr 11610 70.00 on 1 October; October reconciles, nothing left to list', async () => {
    const inv = await fx.database.db.transaction((tx) =>
      choosePurchaseVat(tx, org, billId, { action: 'NOT_CLAIMABLE' }, fx.actor.userId),
    );
    expect(inv.state).toBe('NOT_CLAIMABLE');
    const lines = await fx.database.db.execute<{
      entry_date: string;
      account_code: string;
      debit: string;
    }>(sql`
      SELECT entry_date::text, account_code, debit::text FROM journal_lines
      WHERE organization_id = ${org} AND account_code IN ('53074') ORDER BY line_no`);
    expect(lines.rows).toEqual([{ entry_date: '2026-10-01', account_code: '53074', debit: '70.00' }]);
    expect((await getPp30(fx.database.db, org, OCT)).reconciliation.reconciled).toBe(true);
    expect(await listed(OCT)).toEqual([]);
  });
});
