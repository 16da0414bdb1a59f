// The output tax report and the ledger in the same month (issue 24 items 5 and 10; decisions 0226, 0227): a cash
// sale awaiting payment is on neither; a tax invoice voided in a later month while its VAT month is open leaves
// both in its own month; once the month's VAT is closed, a void (or a cash sale's payment) is refused, and so is
// a new or edited document that would put VAT into that month (decision 0242).
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, newId, sql } from '@banchee/db';
import { createFixture, failure, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { getOutputTaxReport } from './output-tax.service.ts';
import { accountNetDebit } from './tax-filings.queries.ts';
import { closeVatMonth, getPp30 } from './tax-filings.service.ts';

// September 2026, acted on later (the void and the payments are dated the day they run, after September).
const SEP = { year: 2026, month: 9 };
let fx: Fixture;
let org: string;
const ids: Record<string, string> = {};

/** 27111 credits − debits dated in September. */
const september27111 = async () =>
  -(await accountNetDebit(fx.database.db, org, '27111', '2026-09-01', '2026-09-30'));

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  const cashSale = async (date: string, price: string) =>
    (await fx.create('CA', { contactId: fx.customerId, date, items: [line('Coffee', '1', price)] })).id;
  // A cash sale of 1,000 + 70 paid, and one of 2,000 + 140 still awaiting its payment.
  ids.paid = await cashSale('2026-09-03', '1000');
  await fx.act('CA', ids.paid, 'RECEIVE PAYMENT');
  ids.awaiting = await cashSale('2026-09-04', '2000');
  ids.later = await cashSale('2026-09-06', '500');
  // Goods invoices 3,000 + 210 (kept) and 4,000 + 280 (voided after September).
  const invoice = async (date: string, price: string) =>
    (await fx.create('INV', { contactId: fx.customerId, date, items: [line('Goods', '1', price)] })).id;
  ids.kept = await invoice('2026-09-10', '3000');
  ids.voided = await invoice('2026-09-12', '4000');
});

afterAll(async () => {
  await fx.database.close();
});

describe('a cash sale awaiting payment (decision 0226)', () => {
  it('is not on the output tax report: 70 + 210 + 280 = 560.00 = the month’s 27111 movement', async () => {
    const report = await getOutputTaxReport(fx.database.db, org, 2026, 9);
    expect(report.report.rows.map((r) => r.documentId)).not.toContain(ids.awaiting);
    expect(report.report.totals.vat).toBe(m('560'));
    expect(await september27111()).toBe(m('560'));
    // PP30 box 1 = 1,000 + 3,000 + 4,000 = 8,000; box 5 = 560.00
    const p = await getPp30(fx.database.db, org, SEP);
    expect([p.boxes.box1, p.boxes.box5, p.reconciliation.reconciled]).toEqual([m('8000'), m('560'), true]);
  });

  it('paid, it joins both in its month: 560 + 140 = 700.00', async () => {
    await fx.act('CA', ids.awaiting ?? '', 'RECEIVE PAYMENT');
    const report = await getOutputTaxReport(fx.database.db, org, 2026, 9);
    expect(report.report.totals.vat).toBe(m('700'));
    expect(await september27111()).toBe(m('700'));
  });
});

describe('voiding a tax invoice (decision 0227)', () => {
  it('in an open month, after it: the reversal is dated in the invoice’s month; both say 700 − 280 = 420.00', async () => {
    await fx.act('INV', ids.voided ?? '', 'VOID');
    const report = await getOutputTaxReport(fx.database.db, org, 2026, 9);
    const row = report.report.rows.find((r) => r.documentId === ids.voided);
    expect([row?.voided, row?.vat]).toEqual([true, 0n]);
    expect(report.report.totals.vat).toBe(m('420'));
    expect(await september27111()).toBe(m('420'));
    const reversal = await fx.database.db.execute<{ entry_date: string }>(sql`
      SELECT r.entry_date::text FROM journal_entries r JOIN journal_entries e ON e.id = r.reverses_entry_id
      WHERE e.organization_id = ${org} AND e.source_document_id = ${ids.voided ?? ''}`);
    expect(reversal.rows).toEqual([{ entry_date: '2026-09-12' }]);
    expect((await getPp30(fx.database.db, org, SEP)).reconciliation.reconciled).toBe(true);
  });

  it('once the month’s VAT is closed: refused (a credit note corrects it), and so is a cash sale’s payment', async () => {
    const filing = await fx.database.db.transaction((tx) =>
      closeVatMonth(
        tx,
        org,
        SEP,
        { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
        '2026-10-02',
        fx.actor.userId,
      ),
    );
    expect(filing.amount).toBe('420.00');
    expect(await fx.act('INV', ids.kept ?? '', 'VOID').catch((e: unknown) => e)).toMatchObject({
      code: 'INVOICE.VOID_IN_CLOSED_VAT_MONTH',
      details: [{ path: 'date', params: { month: '2026-09', date: '2026-09-10' } }],
    });
    expect(await fx.act('CA', ids.later ?? '', 'RECEIVE PAYMENT').catch((e: unknown) => e)).toMatchObject({
      code: 'CASH_INVOICE.VAT_MONTH_CLOSED',
    });
    expect(await fx.act('CA', ids.paid ?? '', 'VOID').catch((e: unknown) => e)).toMatchObject({
      code: 'CASH_INVOICE.VOID_IN_CLOSED_VAT_MONTH',
    });
    // Nothing moved: September's 27111 (the close left out) is still 420.00; the awaiting cash sale, which
    // carries no VAT yet, may still be voided.
    expect(await september27111()).toBe(m('420'));
    await expect(fx.act('CA', ids.later ?? '', 'VOID')).resolves.toMatchObject({ status: 'VOID' });
  });
});

describe('a document dated in the closed September (decision 0242)', () => {
  const refusal = { path: 'date', params: { month: '2026-09' } };
  const supplierId = newId();
  beforeAll(async () => {
    await fx.database.db
      .insert(contacts)
      .values({ organizationId: org, id: supplierId, contactType: 'SUPPLIER', contactName: 'ร้าน ผู้ขาย' });
  });

  it('a new tax invoice or purchase bill with VAT is refused on its date, nothing stored', async () => {
    const before = await september27111();
    const invoice = await failure(
      fx.create('INV', { contactId: fx.customerId, date: '2026-09-29', items: [line('Goods', '1', '100')] }),
    );
    expect([invoice.code, invoice.details]).toMatchObject(['INVOICE.DATE_IN_CLOSED_VAT_MONTH', [refusal]]);
    const bill = await failure(
      fx.create('EXP', {
        contactId: supplierId,
        date: '2026-09-29',
        items: [line('กระดาษ', '1', '100', { item_type: 'PRODUCT', account_code: '53025' })],
      }),
    );
    expect(bill.code).toBe('EXPENSE.DATE_IN_CLOSED_VAT_MONTH');
    expect(await september27111()).toBe(before);
    const { rows } = await fx.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM documents WHERE organization_id = ${org} AND date = '2026-09-29'`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('without VAT, or not a tax document, it is accepted: a quotation, an expense without VAT', async () => {
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      date: '2026-09-29',
      items: [line('Goods', '1', '100')],
    });
    expect(quotation.status).toBe('AWAITING');
    const noVat = await fx.create('EXP', {
      contactId: supplierId,
      date: '2026-09-29',
      vatEnabled: false,
      items: [line('ค่าส่ง', '1', '100', { item_type: 'SERVICE', account_code: '53032.01' })],
    });
    expect(noVat.vat_amount).toBe('0.00');
  });

  it('an open month’s tax invoice moved into September, or one of September edited, is refused', async () => {
    const october = await fx.create('INV', {
      contactId: fx.customerId,
      date: '2026-10-05',
      items: [line('Goods', '1', '100')],
    });
    const moved = await failure(fx.update('INV', october.id, { date: '2026-09-30' }));
    expect([moved.code, moved.details]).toMatchObject(['INVOICE.DATE_IN_CLOSED_VAT_MONTH', [refusal]]);
    const edited = await failure(fx.update('INV', ids.kept ?? '', { items: [line('Goods', '1', '3500')] }));
    expect(edited.code).toBe('INVOICE.DATE_IN_CLOSED_VAT_MONTH');
    expect(await september27111()).toBe(m('420'));
  });
});
