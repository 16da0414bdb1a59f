// A new document stored with its entry in one statement, committed right behind it (decision 0221): the entry
// is computed from the rows as they will be stored, and takes the document's number from the statement. Figures
// by hand; the same description and source number as an entry posted after its document (from a quotation);
// an entry the accounts refuse stores nothing at all (no document, no number taken, no entry). Runs on PGlite,
// and on PostgreSQL with DATABASE_URL.
import { ACCOUNTS } from '@banchee/domain';
import { sql } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerError } from '../journals/index.ts';
import { createDocument } from './documents.service.ts';
import { createFixture, ledgerBalances, line, type Fixture } from './documents.test-fixtures.ts';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.database.close();
});

interface EntryOfDocument extends Record<string, unknown> {
  number: string;
  description: string;
  source_number: string;
  source_kind: string;
  entry_date: string;
}

async function entriesOf(documentId: string): Promise<EntryOfDocument[]> {
  const { rows } = await fx.database.db.execute<EntryOfDocument>(sql`
    SELECT number, description, source_number, source_kind, entry_date::text
    FROM journal_entries
    WHERE organization_id = ${fx.actor.organizationId} AND source_document_id = ${documentId}
    ORDER BY number`);
  return rows;
}

async function setActive(code: string, active: boolean): Promise<void> {
  await fx.database.db.execute(sql`
    UPDATE accounts SET is_active = ${active}
    WHERE organization_id = ${fx.actor.organizationId} AND code = ${code}`);
}

describe('a document stored with its entry (decision 0221)', () => {
  it('posts a plain invoice by hand, its entry named and sourced by the number it was given', async () => {
    const invoice = await fx.create('INV', {
      contactId: fx.customerId,
      date: '2026-11-27',
      items: [line('ตู้เอกสาร', '3', '1200'), line('เก้าอี้', '2', '700'), line('ค่าติดตั้ง', '1', '500')],
    });
    // 3 × 1,200 + 2 × 700 + 500 = 5,500; VAT 7 % = 385; Dr 11310 5,885 · Cr 41110 5,500 · Cr 27111 385.
    expect(invoice.number).toMatch(/^INV20261127\d{4}$/);
    expect(invoice.totals).toMatchObject({ net_total: '5500.00', vat: '385.00', grand_total: '5885.00' });
    expect(await ledgerBalances(fx, [invoice.id])).toEqual({
      [ACCOUNTS.accountsReceivable]: '5885.00',
      [ACCOUNTS.salesGoods]: '-5500.00',
      [ACCOUNTS.outputVat]: '-385.00',
    });
    const [entry, ...more] = await entriesOf(invoice.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      description: `ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี ${invoice.number}`,
      source_number: invoice.number,
      source_kind: 'INV',
      entry_date: '2026-11-27',
    });
    expect(entry?.number).toMatch(/^JV20261127\d{4}$/);
  });

  it('names and sources an entry posted after its document the same way (an invoice from a quotation)', async () => {
    const quotation = await fx.create('QT', {
      contactId: fx.customerId,
      date: '2026-11-27',
      items: [line('บริการออกแบบ', '1', '10000')],
    });
    await fx.act('QT', quotation.id, 'approved');
    const invoice = await fx.create('INV', { parentQuotationId: quotation.id, date: '2026-11-27' });
    expect(await ledgerBalances(fx, [invoice.id])).toEqual({
      [ACCOUNTS.accountsReceivable]: '10700.00',
      [ACCOUNTS.salesGoods]: '-10000.00',
      [ACCOUNTS.outputVat]: '-700.00',
    });
    expect(await entriesOf(invoice.id)).toEqual([
      expect.objectContaining({
        description: `ใบส่งของ/ใบแจ้งหนี้/ใบกำกับภาษี ${invoice.number}`,
        source_number: invoice.number,
      }),
    ]);
  });

  it('stores nothing when the accounts refuse the entry: no document, no number taken, no entry', async () => {
    const date = '2026-11-28';
    const count = async () => {
      const { rows } = await fx.database.db.execute<{
        documents: number;
        entries: number;
        counters: number;
      }>(sql`
        SELECT (SELECT count(*)::int FROM documents WHERE organization_id = ${fx.actor.organizationId}
                  AND date = ${date}) AS documents,
               (SELECT count(*)::int FROM journal_entries WHERE organization_id = ${fx.actor.organizationId}
                  AND entry_date = ${date}) AS entries,
               (SELECT coalesce(sum(last_number), 0)::int FROM document_counters
                  WHERE organization_id = ${fx.actor.organizationId} AND date_key = ${date}) AS counters`);
      return rows[0];
    };
    const before = await count();
    await setActive(ACCOUNTS.salesGoods, false);
    try {
      const refused = await fx
        .create('INV', { contactId: fx.customerId, date, items: [line('ตู้เอกสาร', '1', '1200')] })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LedgerError);
      expect(refused).toMatchObject({ code: 'LEDGER.ACCOUNT_INACTIVE' });
      expect(await count()).toEqual(before);
    } finally {
      await setActive(ACCOUNTS.salesGoods, true);
    }
    // Inside a caller's transaction (the demo seed's), the refused statement rolls back to its own savepoint:
    // the same ledger error, and the caller's transaction goes on.
    await setActive(ACCOUNTS.salesGoods, false);
    try {
      const inside = await fx.database.db
        .transaction(async (tx) => {
          const refused = await createDocument(tx, fx.actor, 'INV', {
            organizationId: fx.actor.organizationId,
            contactId: fx.customerId,
            date,
            items: [line('ตู้เอกสาร', '1', '1200')],
          }).catch((error: unknown) => error);
          expect(refused).toBeInstanceOf(LedgerError);
          expect(refused).toMatchObject({ code: 'LEDGER.ACCOUNT_INACTIVE' });
          const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM documents
            WHERE organization_id = ${fx.actor.organizationId} AND date = ${date}`);
          return rows[0]?.n;
        })
        .catch((error: unknown) => error);
      expect(inside).toBe(before?.documents);
      expect(await count()).toEqual(before);
    } finally {
      await setActive(ACCOUNTS.salesGoods, true);
    }
    // The number the refused invoice would have had goes to the next one.
    const next = await fx.create('INV', {
      contactId: fx.customerId,
      date,
      items: [line('ตู้เอกสาร', '1', '1200')],
    });
    expect(next.number).toBe('INV202611280001');
    expect(await entriesOf(next.id)).toEqual([
      expect.objectContaining({ number: 'JV202611280001', source_number: 'INV202611280001' }),
    ]);
  });
});
