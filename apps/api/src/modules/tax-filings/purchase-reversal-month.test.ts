// A purchase-side change in a later month stays in the month it changes (issue 24, the books check; decision
// 0242): a bill rejected, a payment slip voided or a bill un-paid after its month reverses each entry on the
// entry's own date while that month's VAT is open, so the month's input tax report, PP30 and PND3 / PND53 (which
// drop the document) and its 11610 / 27230 / 27240 agree. Once the month's VAT is closed a reversal is dated the
// day of the change (a bill whose VAT that PP30 claimed is refused before, decision 0200).
import { contacts, newId, sql } from '@banchee/db';
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeDocumentStatus } from '../documents/documents.service.ts';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { booksClientOver, booksFindings } from '../../test-helpers/index.ts';
import { bangkokToday } from '../documents/documents.drafts.ts';
import { accountNetDebit } from './tax-filings.queries.ts';
import { closeVatMonth } from './tax-filings.service.ts';

// September 2026, changed later (the changes run on the real clock, after September).
const SEP = { year: 2026, month: 9 };
let fx: Fixture;
let org: string;
let companyId: string;
let landlordId: string;

/** An account's debits − credits dated in September 2026. */
const september = (account: string) =>
  accountNetDebit(fx.database.db, org, account, '2026-09-01', '2026-09-30');

/** The dates of the reversals of the document's entries. */
async function reversalDates(documentId: string): Promise<string[]> {
  const { rows } = await fx.database.db.execute<{ entry_date: string }>(sql`
    SELECT r.entry_date::text FROM journal_entries r JOIN journal_entries e ON e.id = r.reverses_entry_id
    WHERE e.organization_id = ${org} AND e.source_document_id = ${documentId} ORDER BY r.number`);
  return rows.map((r) => r.entry_date);
}

/** The September checks of the books check (input tax, PP30, PND attachments) that do not hold. */
async function septemberFindings(): Promise<string[]> {
  const books = await booksClientOver(fx.database.db, fx.actor);
  const found = await booksFindings(books.client, books.scope);
  return found
    .filter((f) => f.what.startsWith('2026-09'))
    .map((f) => `${f.what}: ${f.report} vs ${f.ledger}`);
}

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  companyId = newId();
  landlordId = newId();
  await fx.database.db.insert(contacts).values([
    { organizationId: org, id: companyId, contactType: 'SUPPLIER', contactName: 'บริษัท ผู้ขาย จำกัด' },
    { organizationId: org, id: landlordId, contactType: 'SUPPLIER', contactName: 'นายเจ้าของ ตึก' },
  ]);
  await fx.database.db.execute(sql`
    UPDATE contacts SET tax_id = CASE WHEN id = ${companyId} THEN '0105552029681' ELSE '3100600445635' END,
      branch = CASE WHEN id = ${companyId} THEN '00000' ELSE NULL END
    WHERE organization_id = ${org}`);
});

afterAll(async () => {
  await fx.database.close();
});

describe('in a later month, while September’s VAT is open', () => {
  it('a goods expense of 1,000 + 70 rejected: reversed on 2026-09-10; September’s 11610 back to 0', async () => {
    const bill = await fx.create('EXP', {
      contactId: companyId,
      date: '2026-09-10',
      supplierTaxInvoiceNo: 'IV-0910',
      supplierTaxInvoiceDate: '2026-09-10',
      items: [line('กระดาษ', '1', '1000', { item_type: 'PRODUCT', account_code: '53025' })],
    });
    expect(await september('11610')).toBe(m('70'));
    await fx.act('EXP', bill.id, 'REJECTED');
    expect(await reversalDates(bill.id)).toEqual(['2026-09-10']);
    expect(await september('11610')).toBe(0n);
    expect(await septemberFindings()).toEqual([]);
  });

  it('a services slip of 2,140 with 3% WHT voided: reversed on its 2026-09-20; VAT undue again, PND53 0', async () => {
    const bill = await fx.create('EXP', {
      contactId: companyId,
      date: '2026-09-15',
      supplierTaxInvoiceNo: 'IV-0920',
      supplierTaxInvoiceDate: '2026-09-20',
      items: [
        line('ค่าบริการ', '1', '2000', { item_type: 'SERVICE', account_code: '53032.01', wht_percent: '3' }),
      ],
    });
    const slip = await fx.create('PS', {
      contactId: companyId,
      date: '2026-09-20',
      selectedInvoice: bill.id,
    });
    // 2,000 + 140 VAT; WHT 3% of 2,000 = 60 (PND53): the slip claims the 140 (11611 → 11610) and owes 27240 60.
    expect([await september('11610'), await september('27240')]).toEqual([m('140'), m('-60')]);
    expect(await septemberFindings()).toEqual([]);
    await fx.act('PS', slip.id, 'VOID');
    expect(await reversalDates(slip.id)).toEqual(['2026-09-20']);
    expect([await september('11610'), await september('27240')]).toEqual([0n, 0n]);
    expect(await septemberFindings()).toEqual([]);
  });

  it('rent of 5,000 paid at once on 2026-09-25 with 5% WHT, un-paid: the payment reversed on 2026-09-25', async () => {
    const rent = await fx.create('EXP', {
      contactId: landlordId,
      date: '2026-09-25',
      vatEnabled: false,
      items: [line('ค่าเช่า', '1', '5000', { item_type: 'SERVICE', account_code: '53021', wht_percent: '5' })],
    });
    await fx.act('EXP', rent.id, 'APPROVED');
    await changeDocumentStatus(fx.database.db, fx.actor, 'EXP', rent.id, 'PAID', {
      paymentMethod: 'CASH',
      collected_at: '2026-09-25',
    });
    // 5% of 5,000 = 250 to PND3: Cr 11111 4,750 · Cr 27230 250.
    expect(await september('27230')).toBe(m('-250'));
    await fx.act('EXP', rent.id, 'RESET');
    // The bill's own entry and its payment, both reversed on their September dates; the bill posted again.
    expect(await reversalDates(rent.id)).toEqual(['2026-09-25', '2026-09-25']);
    expect(await september('27230')).toBe(0n);
    expect(await septemberFindings()).toEqual([]);
  });
});

describe('once September’s VAT is closed', () => {
  it('a bill without VAT rejected is reversed on the day of the change; September keeps its figures', async () => {
    const bill = await fx.create('EXP', {
      contactId: companyId,
      date: '2026-09-28',
      vatEnabled: false,
      items: [line('ค่าขนส่ง', '1', '300', { item_type: 'SERVICE', account_code: '53032.01' })],
    });
    await fx.database.db.transaction((tx) =>
      closeVatMonth(
        tx,
        org,
        SEP,
        { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
        '2026-10-02',
        fx.actor.userId,
      ),
    );
    await fx.act('EXP', bill.id, 'REJECTED');
    expect(await reversalDates(bill.id)).toEqual([bangkokToday()]);
    expect(await septemberFindings()).toEqual([]);
  });
});
