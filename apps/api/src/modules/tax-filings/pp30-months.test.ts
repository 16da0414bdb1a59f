// PP30 over months never VAT-closed (issue 24 item 4; decision 0225): the desk, the calendar and the close take
// the return's figures, not the accumulated 27111 balance; months close in order; a difference accepted at close
// stays in 27111; the opening balances' 11610 is box 10 of the month the books start. Figures by hand below.
import { parseMoney as m } from '@banchee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, newId, sql } from '@banchee/db';
import { createFixture, line, type Fixture } from '../documents/documents.test-fixtures.ts';
import { postEntry } from '../journals/journals.service.ts';
import { postOpeningBalances } from '../periods/periods.service.ts';
import { accountNetDebit } from './tax-filings.queries.ts';
import { userTaxCalendar } from './tax-calendar.service.ts';
import { closeVatMonth, getPp30, obligationsOf, type TaxMonth } from './tax-filings.service.ts';

const AUG = { year: 2026, month: 8 };
const SEP = { year: 2026, month: 9 };
const OCT = { year: 2026, month: 10 };
const NOV = { year: 2026, month: 11 };
const AFTER = '2026-12-02';

let fx: Fixture;
let org: string;

async function supplier(f: Fixture): Promise<string> {
  const id = newId();
  await f.database.db.insert(contacts).values({
    organizationId: f.actor.organizationId,
    id,
    contactType: 'SUPPLIER',
    contactName: 'บริษัท ผู้ขาย จำกัด',
    taxId: '0105552029681',
    branch: '00000',
  });
  return id;
}

const close = (f: Fixture, month: TaxMonth, acceptDifference = false) =>
  f.database.db.transaction((tx) =>
    closeVatMonth(
      tx,
      f.actor.organizationId,
      month,
      { excessChoice: 'CARRY_FORWARD', channel: 'EFILING', acceptDifference },
      AFTER,
      f.actor.userId,
    ),
  );

const entryLines = async (f: Fixture, entryId: string | null) =>
  (
    await f.database.db.execute<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT account_code, debit::text, credit::text FROM journal_lines
      WHERE organization_id = ${f.actor.organizationId} AND entry_id = ${entryId} ORDER BY line_no`)
  ).rows;

const balance = (f: Fixture, account: string, to: string) =>
  accountNetDebit(f.database.db, f.actor.organizationId, account, null, to, false);

beforeAll(async () => {
  fx = await createFixture();
  org = fx.actor.organizationId;
  const goods = (date: string, quantity: string, price: string) =>
    fx.create('INV', { contactId: fx.customerId, date, items: [line('Goods', quantity, price)] });
  // August: 150,000 + VAT 10,500.00; September: 87,095 + VAT 6,096.65 — neither VAT-closed.
  await goods('2026-08-05', '1', '150000');
  await goods('2026-09-05', '1', '87095');
  // October: sales 10,000 + VAT 700.00; purchases 27,760 + VAT 1,943.20 (27,760 × 7% = 1,943.20).
  await goods('2026-10-05', '10', '1000');
  await fx.create('RI', {
    contactId: await supplier(fx),
    date: '2026-10-15',
    supplierTaxInvoiceNo: 'IV-1015',
    supplierTaxInvoiceDate: '2026-10-15',
    items: [line('Beans', '1', '27760', { account_code: '51111.01' })],
  });
});

afterAll(async () => {
  await fx.database.close();
});

describe('a month after months never VAT-closed (the case of issue 24)', () => {
  it('the worksheet: box 9 = 12 = 1,943.20 − 700.00 = 1,243.20, box 11 = 0.00; August is still open', async () => {
    const p = await getPp30(fx.database.db, org, OCT);
    expect(p.boxes).toMatchObject({
      box5: m('700'),
      box7: m('1943.2'),
      box8: 0n,
      box9: m('1243.2'),
      box10: 0n,
      box11: 0n,
      box12: m('1243.2'),
    });
    expect(p.earlierOpenMonth).toEqual(AUG);
    // 27111 holds 10,500.00 + 6,096.65 + 700.00 = 17,296.65: the unclosed months show as the difference
    // 17,296.65 − 700.00 = 16,596.65; 11610 holds the month's 1,943.20.
    expect(p.ledger).toEqual({ outputVat: m('17296.65'), inputVat: m('1943.2') });
    expect(p.reconciliation.outputDifference).toBe(m('16596.65'));
  });

  it("the desk says the return's 0.00, not 17,296.65 − 1,943.20 = 15,353.45", async () => {
    const [pp30] = await obligationsOf(fx.database.db, org, OCT, OCT, AFTER);
    expect([pp30?.form, pp30?.amount]).toEqual(['PP30', 0n]);
  });

  it('the calendar repeats each month its own return: 10,500.00, 6,096.65, 0.00', async () => {
    const list = await userTaxCalendar(fx.database.db, fx.actor.userId, AUG, OCT, AFTER);
    expect(list.filter((o) => o.form === 'PP30').map((o) => [o.month.month, o.amount])).toEqual([
      [8, m('10500')],
      [9, m('6096.65')],
      [10, 0n],
    ]);
  });

  it('a close, even forced, is refused until August and September are closed', async () => {
    for (const accept of [false, true]) {
      expect(await close(fx, OCT, accept).catch((e: unknown) => e)).toMatchObject({
        code: 'TAX_FILING.EARLIER_MONTH_OPEN',
        details: [{ path: 'month', params: { month: '2026-08' } }],
      });
    }
    expect(await close(fx, SEP, true).catch((e: unknown) => e)).toMatchObject({
      code: 'TAX_FILING.EARLIER_MONTH_OPEN',
    });
    // Nothing was posted: 27120 is empty.
    expect(await balance(fx, '27120', '2026-12-31')).toBe(0n);
  });

  it('closed in order: 10,500.00 and 6,096.65 payable, then October carries 1,243.20 forward', async () => {
    const aug = await close(fx, AUG);
    expect(aug.amount).toBe('10500.00');
    expect(await entryLines(fx, aug.closeEntryId)).toEqual([
      { account_code: '27111', debit: '10500.00', credit: '0.00' },
      { account_code: '27120', debit: '0.00', credit: '10500.00' },
    ]);
    expect((await close(fx, SEP)).amount).toBe('6096.65');
    const before = await getPp30(fx.database.db, org, OCT);
    expect([before.earlierOpenMonth, before.reconciliation.reconciled]).toEqual([undefined, true]);
    const oct = await close(fx, OCT);
    expect([oct.amount, oct.carriedForward]).toEqual(['0.00', '1243.20']);
    // The excess stays in 11610: Dr 27111 700 · Cr 11610 700.
    expect(await entryLines(fx, oct.closeEntryId)).toEqual([
      { account_code: '27111', debit: '700.00', credit: '0.00' },
      { account_code: '11610', debit: '0.00', credit: '700.00' },
    ]);
    expect(await balance(fx, '27111', '2026-10-31')).toBe(0n);
    expect(await balance(fx, '11610', '2026-10-31')).toBe(m('1243.2'));
    // 27120 = 10,500.00 + 6,096.65 = 16,596.65 (credit)
    expect(await balance(fx, '27120', '2026-10-31')).toBe(-m('16596.65'));
    const [pp30] = await obligationsOf(fx.database.db, org, OCT, OCT, AFTER);
    expect(pp30?.amount).toBe(0n);
  });

  it('a forced close posts the return (156.80), the accepted 100.00 stays in 27111', async () => {
    // November: goods 20,000 + VAT 1,400; a journal crediting 27111 100 with no tax document behind it.
    await fx.create('INV', {
      contactId: fx.customerId,
      date: '2026-11-05',
      items: [line('Goods', '2', '10000')],
    });
    await fx.database.db.transaction((tx) =>
      postEntry(tx, org, {
        date: '2026-11-20',
        description: 'VAT booked by hand',
        lines: [
          { accountCode: '11121', debit: m('100'), credit: 0n },
          { accountCode: '27111', debit: 0n, credit: m('100') },
        ],
      }),
    );
    const p = await getPp30(fx.database.db, org, NOV);
    // box 8 = 1,400.00; box 10 = 1,243.20; box 11 = 1,400.00 − 1,243.20 = 156.80
    expect([p.boxes.box8, p.boxes.box10, p.boxes.box11, p.boxes.box12]).toEqual([
      m('1400'),
      m('1243.2'),
      m('156.8'),
      0n,
    ]);
    // 27111 1,500.00 against box 5 1,400.00; 11610 1,243.20 − box 10 = 0 against box 7 0.
    expect(p.reconciliation).toEqual({ outputDifference: m('100'), inputDifference: 0n, reconciled: false });
    const [desk] = await obligationsOf(fx.database.db, org, NOV, NOV, AFTER);
    expect(desk?.amount).toBe(m('156.8'));
    expect(await close(fx, NOV).catch((e: unknown) => e)).toMatchObject({
      code: 'TAX_FILING.NOT_RECONCILED',
    });
    const nov = await close(fx, NOV, true);
    expect(nov.amount).toBe('156.80');
    expect(await entryLines(fx, nov.closeEntryId)).toEqual([
      { account_code: '27111', debit: '1400.00', credit: '0.00' },
      { account_code: '11610', debit: '0.00', credit: '1243.20' },
      { account_code: '27120', debit: '0.00', credit: '156.80' },
    ]);
    expect(await balance(fx, '27111', '2026-11-30')).toBe(-m('100'));
    expect(await balance(fx, '11610', '2026-11-30')).toBe(0n);
  });
});

describe('a company whose books start mid-year (the opening VAT position)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
    // Opening balances on 1 July: the excess input VAT 500.00 the June return (filed elsewhere) carried forward.
    await f.database.db.transaction((tx) =>
      postOpeningBalances(tx, f.actor.organizationId, {
        date: '2026-07-01',
        lines: [
          { accountCode: '11610', debit: m('500'), credit: 0n },
          { accountCode: '31110', debit: 0n, credit: m('500') },
        ],
      }),
    );
    await f.create('INV', {
      contactId: f.customerId,
      date: '2026-07-10',
      items: [line('Goods', '1', '1000')],
    });
  });
  afterAll(async () => {
    await f.database.close();
  });

  it('box 10 of July is the opening 500.00: box 11 0.00, box 12 = 500.00 − 70.00 = 430.00, reconciled', async () => {
    const p = await getPp30(f.database.db, f.actor.organizationId, { year: 2026, month: 7 });
    expect([p.boxes.box5, p.boxes.box10, p.boxes.box11, p.boxes.box12]).toEqual([
      m('70'),
      m('500'),
      0n,
      m('430'),
    ]);
    expect([p.reconciliation.reconciled, p.earlierOpenMonth]).toEqual([true, undefined]);
    const july = await close(f, { year: 2026, month: 7 });
    expect([july.amount, july.carriedForward]).toEqual(['0.00', '430.00']);
    expect(await balance(f, '11610', '2026-07-31')).toBe(m('430'));
  });
});
