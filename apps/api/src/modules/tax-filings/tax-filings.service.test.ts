// A fixture VAT month (November 2026) made through the documents module, then the output tax report, the PP30
// worksheet, the VAT close, filing and payment, all against hand-computed figures and the ledger.
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, newId, observeStatements, sql } from '@banchee/db';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { postEntry } from '../journals/journals.service.ts';
import { getInputTaxReport } from './input-tax.service.ts';
import { choosePurchaseVat } from './input-vat.service.ts';
import { findDocument, taxPointOf } from '../documents/index.ts';
import { getOutputTaxReport, monthTaxPoints } from './output-tax.service.ts';
import { accountNetDebit } from './tax-filings.queries.ts';
import { closeVatMonth, fileReturn, getPp30, obligationsOf, payReturn } from './tax-filings.service.ts';

let fx: Fixture;
let org: string;
const NOV = { year: 2026, month: 11 };
const AFTER = '2026-12-02';
const numbers: Record<string, string> = {};

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  // 1. goods 10 × 1,000 + VAT 700 (a tax invoice at delivery)
  const goods = await fx.create('INV', {
    contactId: fx.customerId,
    date: '2026-11-05',
    items: [line('Goods', '10', '1000')],
  });
  numbers.goods = goods.number;
  // 2. a zero-rated cash sale 3,000 (a receipt/tax invoice, VAT 0)
  const export0 = await fx.create('CA', {
    contactId: fx.otherCustomerId,
    date: '2026-11-08',
    items: [line('Export', '1', '3000', { vat_type: 'VAT0' })],
  });
  await fx.act('CA', export0.id, 'RECEIVE PAYMENT');
  // 3. exempt goods 500 (not a tax invoice; box 1 and box 3 only)
  await fx.create('INV', {
    contactId: fx.otherCustomerId,
    date: '2026-11-09',
    items: [line('Books', '1', '500', { vat_type: 'EXEMPT' })],
  });
  // 4. services 2,000 + 140 not issued as a tax invoice; its receipt on the 20th is the tax point
  const services = await fx.create('INV', {
    contactId: fx.customerId,
    date: '2026-11-10',
    items: [line('Service', '1', '2000', { item_type: 'SERVICE' })],
  });
  const receipt = await fx.create('RE', { selectedInvoice: services.id, date: '2026-11-20' });
  numbers.receipt = receipt.number;
  // 5. one of the goods returned: credit note 1,000 + 70
  await fx.create('CN', {
    selectedInvoice: goods.id,
    date: '2026-11-21',
    reason: 'PRODUCT_RETURNED',
    items: [line('Returned', '1', '1000')],
  });
  // 6. goods 5,000 + 350, voided: its row stays with zero amounts
  const voided = await fx.create('INV', {
    contactId: fx.customerId,
    date: '2026-11-12',
    items: [line('Goods', '5', '1000')],
  });
  await fx.act('INV', voided.id, 'VOID');
  numbers.voided = voided.number;
  // 7. services 4,000 + 280 not paid: VAT undue, not on the report
  await fx.create('INV', {
    contactId: fx.customerId,
    date: '2026-11-15',
    items: [line('Service', '1', '4000', { item_type: 'SERVICE' })],
  });
  // Purchases (decisions 0176, 0177), from a supplier with a valid tax id:
  const supplierId = newId();
  await fx.database.db.insert(contacts).values({
    organizationId: org,
    id: supplierId,
    contactType: 'SUPPLIER',
    contactName: 'บริษัท ผู้ขาย จำกัด',
    taxId: '0105552029681',
    branch: '00000',
  });
  // 8. goods 3,000 + VAT 210 received on the 15th with tax invoice IV-11: claimed in November by default.
  await fx.create('RI', {
    contactId: supplierId,
    date: '2026-11-15',
    supplierTaxInvoiceNo: 'IV-11',
    supplierTaxInvoiceDate: '2026-11-15',
    items: [line('Paper', '3', '1000', { account_code: '51111.01' })],
  });
  // 9. services 1,000 + VAT 70 not paid: undue input VAT (11611), not claimable, not on the report.
  await fx.create('EXP', {
    contactId: supplierId,
    date: '2026-11-16',
    items: [line('Cleaning', '1', '1000', { item_type: 'SERVICE', account_code: '53032.01' })],
  });
  // 10. goods 2,000 + VAT 140 of 20 October (tax invoice IV-10), claimed late in November: the VAT leaves
  // 11610 for 11612 on 20 Oct and comes back on 1 Nov.
  const late = await fx.create('RI', {
    contactId: supplierId,
    date: '2026-10-20',
    supplierTaxInvoiceNo: 'IV-10',
    supplierTaxInvoiceDate: '2026-10-20',
    items: [line('Toner', '2', '1000', { account_code: '51111.01' })],
  });
  numbers.late = late.id;
  await fx.database.db.transaction((tx) =>
    choosePurchaseVat(tx, org, late.id, { action: 'CLAIM', month: NOV }, fx.actor.userId),
  );
  // WHT withheld from a supplier (PND53): Dr 53036 1,000 · Cr 27240 30 · Cr bank 970.
  await fx.database.db.transaction((tx) =>
    postEntry(tx, org, {
      date: '2026-11-16',
      description: 'Service with WHT 3%',
      lines: [
        { accountCode: '53036', debit: m('1000'), credit: 0n },
        { accountCode: '27240', debit: 0n, credit: m('30') },
        { accountCode: '11121', debit: 0n, credit: m('970') },
      ],
    }),
  );
});

afterAll(async () => {
  await fx.database.close();
});

describe('output tax report', () => {
  it('one row per tax document, the credit note negative, the voided invoice kept at zero', async () => {
    const r = await getOutputTaxReport(fx.database.db, org, 2026, 11);
    expect(r.report.rows.map((row) => [row.kind, row.date, row.value, row.vat, row.voided])).toEqual([
      ['INV', '2026-11-05', m('10000'), m('700'), false],
      ['CA', '2026-11-08', m('3000'), 0n, false],
      ['INV', '2026-11-12', 0n, 0n, true],
      ['RE', '2026-11-20', m('2000'), m('140'), false],
      ['CN', '2026-11-21', m('-1000'), m('-70'), false],
    ]);
    expect(r.report.rows[0]).toMatchObject({
      counterpartyTaxId: '0105559876543',
      counterpartyBranch: '00000',
    });
    expect(r.report.rows[2]?.number).toBe(numbers.voided);
    // value 10,000 + 3,000 + 0 + 2,000 − 1,000 = 14,000; VAT 700 + 0 + 140 − 70 = 770
    expect(r.report.totals).toMatchObject({ value: m('14000'), vat: m('770'), zeroRatedBase: m('3000') });
    expect(r.exemptSalesWithoutTaxInvoice).toBe(m('500'));
  });

  it('reads a month in the same few statements however many documents it holds (decision 0215)', async () => {
    const statementsOf = async () => {
      let count = 0;
      const stop = observeStatements(fx.database.db, () => (count += 1));
      try {
        await getOutputTaxReport(fx.database.db, org, 2027, 3);
      } finally {
        stop();
      }
      return count;
    };
    const invoice = () =>
      fx.create('INV', { contactId: fx.customerId, date: '2027-03-10', items: [line('Goods', '1', '100')] });
    const settleAndCredit = async (id: string) => {
      await fx.create('RE', { date: '2027-03-20', selectedInvoice: id });
      await fx.create('CN', {
        date: '2027-03-21',
        selectedInvoice: id,
        reason: 'PRODUCT_RETURNED',
        items: [line('Goods', '1', '10')],
      });
    };
    await settleAndCredit((await invoice()).id);
    const few = await statementsOf();
    for (let i = 0; i < 5; i += 1) await settleAndCredit((await invoice()).id);
    const rows = (await getOutputTaxReport(fx.database.db, org, 2027, 3)).report.rows;
    // The receipt of a goods invoice is not a tax document (the invoice was); the credit note is.
    expect(rows.filter((row) => row.kind === 'INV')).toHaveLength(6);
    expect(rows.filter((row) => row.kind === 'CN')).toHaveLength(6);
    expect(rows.filter((row) => row.kind === 'RE')).toHaveLength(0);
    // The month's rows, lines and parents (selected by date); the children of the invoices settled or credited
    // and the amounts of those credited (their rows and lines were read with the month's); the organisation:
    // 6, for 3 documents as for 18.
    expect(few).toBe(6);
    expect(await statementsOf()).toBe(6);
  });

  it("computes each tax point of a month from the month's bulk read as from the document (decision 0216)", async () => {
    // April 2027: services 2 × 1,500 (VAT undue until paid) and goods 3 × 100 (a tax invoice at delivery).
    const services = await fx.create('INV', {
      contactId: fx.customerId,
      date: '2027-04-10',
      items: [line('Service', '2', '1500', { item_type: 'SERVICE' })],
    });
    const goods = await fx.create('INV', {
      contactId: fx.customerId,
      date: '2027-04-11',
      items: [line('Goods', '3', '100')],
    });
    // May: half the services collected (1,605.00 of 3,210.00), a credit of 100 while VAT is still undue, a
    // debit note on the goods, the rest collected, then a credit of 100 after: each reads an April invoice
    // (its lines, its amounts, its receipts and notes so far).
    const credit = (date: string) =>
      fx.create('CN', {
        selectedInvoice: services.id,
        date,
        reason: 'SERVICE_OVERCHARGED',
        items: [line('Service', '1', '100', { item_type: 'SERVICE' })],
      });
    await fx.create('RE', { selectedInvoice: services.id, date: '2027-05-03', partialAmount: '1605' });
    await credit('2027-05-04');
    await fx.create('DN', {
      selectedInvoice: goods.id,
      date: '2027-05-05',
      reason: 'PRODUCT_UNDERCHARGED',
      items: [line('Goods', '1', '50')],
    });
    // 3,210.00 − 1,605.00 − 107.00 = 1,498.00
    await fx.create('RE', { selectedInvoice: services.id, date: '2027-05-06', partialAmount: '1498' });
    await credit('2027-05-07');
    const month = await monthTaxPoints(fx.database.db, org, 2027, 5);
    expect(month.map(({ row, point }) => [row.kind, point.isTaxInvoice, point.vat])).toEqual([
      ['RE', true, 'due'],
      ['CN', false, 'undue'],
      ['DN', false, 'due'],
      ['RE', true, 'due'],
      ['CN', false, 'due'],
    ]);
    for (const { row, point } of month) {
      const stored = await findDocument(fx.database.db, org, row.id);
      expect(point).toEqual(await taxPointOf(fx.database.db, stored!));
    }
    // The report: the first receipt 1,500 + 105; the debit note 50 + 3.50; the second receipt the VAT still
    // undue, 210 − 105 − 7 = 98, on 1,400; the late credit −100 − 7. The first credit adjusted undue VAT.
    const report = await getOutputTaxReport(fx.database.db, org, 2027, 5);
    expect(report.report.rows.map((r) => [r.kind, r.value, r.vat])).toEqual([
      ['RE', m('1500'), m('105')],
      ['DN', m('50'), m('3.5')],
      ['RE', m('1400'), m('98')],
      ['CN', m('-100'), m('-7')],
    ]);
  });

  it('reconciles to the month movement of 27111 (credits − debits)', async () => {
    const r = await getOutputTaxReport(fx.database.db, org, 2026, 11);
    const movement = -(await accountNetDebit(fx.database.db, org, '27111', '2026-11-01', '2026-11-30'));
    expect(movement).toBe(r.report.totals.vat);
  });
});

describe('input tax report', () => {
  it("lists the claimed invoices by tax invoice date: the late October one and November's goods", async () => {
    const r = await getInputTaxReport(fx.database.db, org, 2026, 11);
    expect(r.report.rows.map((row) => [row.kind, row.date, row.number, row.value, row.vat])).toEqual([
      ['RI', '2026-10-20', 'IV-10', m('2000'), m('140')],
      ['RI', '2026-11-15', 'IV-11', m('3000'), m('210')],
    ]);
    expect(r.report.rows[0]).toMatchObject({
      counterpartyTaxId: '0105552029681',
      counterpartyBranch: '00000',
    });
    expect(r.extras.get(numbers.late ?? '')?.late).toBe(true);
    // value 2,000 + 3,000 = 5,000; VAT 140 + 210 = 350
    expect(r.report.totals).toMatchObject({ value: m('5000'), vat: m('350') });
    // October keeps nothing: its 140 moved to November.
    const oct = await getInputTaxReport(fx.database.db, org, 2026, 10);
    expect(oct.report.rows).toEqual([]);
  });

  it('reconciles to the month movement of 11610 (debits − credits)', async () => {
    const db = fx.database.db;
    // November: 210 (RI on the 15th) + 140 (claim entry on the 1st) = 350; October: 140 − 140 = 0.
    expect(await accountNetDebit(db, org, '11610', '2026-11-01', '2026-11-30')).toBe(m('350'));
    expect(await accountNetDebit(db, org, '11610', '2026-10-01', '2026-10-31')).toBe(0n);
    expect(await accountNetDebit(db, org, '11612', null, '2026-11-30')).toBe(0n);
    expect(await accountNetDebit(db, org, '11611', null, '2026-11-30')).toBe(m('70'));
  });
});

describe('PP30', () => {
  it('boxes by hand and reconciled to 27111 and 11610', async () => {
    const p = await getPp30(fx.database.db, org, NOV);
    // 1 = 11,000 + 3,000 + 500; 4 = 14,500 − 3,000 − 500; 6 = 2,000 + 3,000; 7 = 140 + 210;
    // 8 = 770 − 350 = 420; 11 = 420
    expect(p.boxes).toMatchObject({
      box1: m('14500'),
      box2: m('3000'),
      box3: m('500'),
      box4: m('11000'),
      box5: m('770'),
      box6: m('5000'),
      box7: m('350'),
      box8: m('420'),
      box9: 0n,
      box10: 0n,
      box11: m('420'),
      box12: 0n,
    });
    expect(p.reconciliation).toEqual({ outputDifference: 0n, inputDifference: 0n, reconciled: true });
  });

  it('the desk lists PP30 ready with 420.00 and PND53 with 30.00 before the close', async () => {
    const list = await obligationsOf(fx.database.db, org, NOV, NOV, AFTER);
    expect(list.map((o) => [o.form, o.amount, o.state, o.dueDate])).toEqual([
      ['PP30', m('420'), 'READY', '2026-12-23'],
      ['PND53', m('30'), 'READY', '2026-12-15'],
    ]);
  });

  it('refuses to close a month that has not ended', async () => {
    const error = await fx.database.db
      .transaction((tx) =>
        closeVatMonth(
          tx,
          org,
          NOV,
          { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
          '2026-11-30',
          fx.actor.userId,
        ),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'TAX_FILING.MONTH_NOT_ENDED' });
  });

  it('closes months in order: November waits for October, whose 11610 moved (decision 0225)', async () => {
    const db = fx.database.db;
    const close = (month: typeof NOV) =>
      db.transaction((tx) =>
        closeVatMonth(
          tx,
          org,
          month,
          { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: true },
          AFTER,
          fx.actor.userId,
        ),
      );
    // October's late bill put 140 in 11610 and moved it to 11612 the same day: a nil return, still filed.
    expect(await close(NOV).catch((e: unknown) => e)).toMatchObject({
      code: 'TAX_FILING.EARLIER_MONTH_OPEN',
      details: [{ path: 'month', params: { month: '2026-10' } }],
    });
    const october = await close({ year: 2026, month: 10 });
    expect([october.amount, october.carriedForward, october.closeEntryId]).toEqual(['0.00', '0.00', null]);
    expect((await getPp30(db, org, NOV)).earlierOpenMonth).toBeUndefined();
  });

  it('closes: Dr 27111 770 · Cr 11610 350 · Cr 27120 420, then files and pays it', async () => {
    const db = fx.database.db;
    const filing = await db.transaction((tx) =>
      closeVatMonth(
        tx,
        org,
        NOV,
        { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
        AFTER,
        fx.actor.userId,
      ),
    );
    expect(filing.amount).toBe('420.00');
    const lines = await db.execute<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT account_code, debit::text, credit::text FROM journal_lines
      WHERE organization_id = ${org} AND entry_id = ${filing.closeEntryId} ORDER BY line_no`);
    expect(lines.rows).toEqual([
      { account_code: '27111', debit: '770.00', credit: '0.00' },
      { account_code: '11610', debit: '0.00', credit: '350.00' },
      { account_code: '27120', debit: '0.00', credit: '420.00' },
    ]);
    // 27111 and 11610 are cleared at the month end; the worksheet still reads the same boxes and is closed.
    expect(await accountNetDebit(db, org, '27111', null, '2026-11-30', false)).toBe(0n);
    expect(await accountNetDebit(db, org, '11610', null, '2026-11-30', false)).toBe(0n);
    const again = await getPp30(db, org, NOV);
    expect([again.boxes.box11, again.reconciliation.reconciled, again.filing?.id]).toEqual([
      m('420'),
      true,
      filing.id,
    ]);

    const second = await db
      .transaction((tx) =>
        closeVatMonth(
          tx,
          org,
          NOV,
          { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
          AFTER,
          fx.actor.userId,
        ),
      )
      .catch((e: unknown) => e);
    expect(second).toMatchObject({ code: 'TAX_FILING.ALREADY_CLOSED' });

    const notFiled = await db
      .transaction((tx) =>
        payReturn(tx, org, { form: 'PP30', month: NOV, paidOn: '2026-12-10' }, fx.actor.userId),
      )
      .catch((e: unknown) => e);
    expect(notFiled).toMatchObject({ code: 'TAX_FILING.NOT_FILED' });

    await db.transaction((tx) =>
      fileReturn(
        tx,
        org,
        { form: 'PP30', month: NOV, filedOn: '2026-12-10', reference: 'RD-123' },
        fx.actor.userId,
      ),
    );
    const paid = await db.transaction((tx) =>
      payReturn(
        tx,
        org,
        { form: 'PP30', month: NOV, paidOn: '2026-12-10', reference: 'BANK-9' },
        fx.actor.userId,
      ),
    );
    const payment = await db.execute<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT account_code, debit::text, credit::text FROM journal_lines
      WHERE organization_id = ${org} AND entry_id = ${paid.paymentEntryId} ORDER BY line_no`);
    expect(payment.rows).toEqual([
      { account_code: '27120', debit: '420.00', credit: '0.00' },
      { account_code: '11121', debit: '0.00', credit: '420.00' },
    ]);
    expect(await accountNetDebit(db, org, '27120', null, '2026-12-31', false)).toBe(0n);
  });

  it('PND53: filed and paid from 27240; the desk then shows both paid', async () => {
    const db = fx.database.db;
    const filed = await db.transaction((tx) =>
      fileReturn(
        tx,
        org,
        { form: 'PND53', month: NOV, filedOn: '2026-12-05', reference: 'P53-1' },
        fx.actor.userId,
      ),
    );
    expect(filed.amount).toBe('30.00');
    await db.transaction((tx) =>
      payReturn(tx, org, { form: 'PND53', month: NOV, paidOn: '2026-12-05' }, fx.actor.userId),
    );
    expect(await accountNetDebit(db, org, '27240', null, '2026-12-31', false)).toBe(0n);
    const list = await obligationsOf(db, org, NOV, NOV, '2026-12-31');
    expect(list.map((o) => [o.form, o.state])).toEqual([
      ['PP30', 'PAID'],
      ['PND53', 'PAID'],
    ]);
  });

  it('a locked month cannot be closed (LEDGER.PERIOD_LOCKED)', async () => {
    const db = fx.database.db;
    await db.execute(sql`INSERT INTO ledger_settings (organization_id, lock_date) VALUES (${org}, '2026-10-31')
      ON CONFLICT (organization_id) DO UPDATE SET lock_date = EXCLUDED.lock_date`);
    const error = await db
      .transaction((tx) =>
        closeVatMonth(
          tx,
          org,
          { year: 2026, month: 10 },
          { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference: false },
          AFTER,
          fx.actor.userId,
        ),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'LEDGER.PERIOD_LOCKED' });
  });
});
