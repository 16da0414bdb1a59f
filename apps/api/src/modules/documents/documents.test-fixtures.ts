// Test fixtures of the documents module: a fresh migrated database with an organisation, a member and two
// customers, plus small builders for drafts. Used by the service tests (documents.*.test.ts); the HTTP tests
// use the platform's createTestApp instead.
import { kindNamesWarehouse, type DocumentKind } from '@banchee/domain';
import type { CreateDocumentInput, DocumentLineInput } from '@banchee/contracts';
import {
  contacts,
  items,
  newId,
  organizationMembers,
  organizations,
  seedChartOfAccounts,
  sql,
  users,
  warehouses,
} from '@banchee/db';
import { createTestDatabase, type TestDatabase } from '@banchee/db/test-helpers';
import { DocumentFailure } from './documents.errors.ts';
import type { Actor } from './documents.service.ts';
import { changeDocumentStatus, createDocument, readDocument, updateDocument } from './documents.service.ts';

export const TODAY = '2026-11-21';

export interface Fixture {
  database: TestDatabase;
  actor: Actor;
  customerId: string;
  otherCustomerId: string;
  /** The organisation's warehouse (its goods on 11510) and a stock product (item type PRODUCT). */
  warehouseId: string;
  productId: string;
  create: (
    kind: DocumentKind,
    input: Omit<CreateDocumentInput, 'organizationId'>,
  ) => ReturnType<typeof createDocument>;
  act: (kind: DocumentKind, id: string, action: string) => ReturnType<typeof changeDocumentStatus>;
  read: (kind: DocumentKind, id: string) => ReturnType<typeof readDocument>;
  update: (
    kind: DocumentKind,
    id: string,
    input: Parameters<typeof updateDocument>[4],
  ) => ReturnType<typeof updateDocument>;
}

export async function createFixture(): Promise<Fixture> {
  const database = await createTestDatabase();
  const { db } = database;
  const userId = newId();
  const organizationId = newId();
  await db.insert(users).values({
    id: userId,
    email: `owner-${userId}@example.test`,
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    passwordHash: 'not-used',
  });
  await db.insert(organizations).values({
    id: organizationId,
    name: 'บริษัท บัญชี ทดสอบ จำกัด',
    address: '1 ถนนสุขุมวิท กรุงเทพฯ',
    zipCode: '10110',
    taxId: '0105551234565',
  });
  await seedChartOfAccounts(db, organizationId);
  await db.insert(organizationMembers).values({
    organizationId,
    id: newId(),
    userId,
    role: 'OWNER',
    isDefault: true,
  });
  const customerId = newId();
  const otherCustomerId = newId();
  await db.insert(contacts).values([
    {
      organizationId,
      id: customerId,
      contactType: 'CLIENT',
      contactName: 'บริษัท ลูกค้า จำกัด',
      address: '99 ถนนพระราม 9',
      zipCode: '10310',
      taxId: '0105559876543',
      branch: '00000',
    },
    { organizationId, id: otherCustomerId, contactType: 'CLIENT', contactName: 'ร้านอื่น', address: '5 ถนนสีลม' },
  ]);
  const warehouseId = newId();
  const productId = newId();
  await db.insert(warehouses).values({ organizationId, id: warehouseId, code: 'WH01', name: 'คลังสินค้าหลัก' });
  await db.insert(items).values({ organizationId, id: productId, type: 'PRODUCT', name: 'กระดาษ A4' });
  const actor: Actor = { userId, organizationId };
  return {
    database,
    actor,
    customerId,
    otherCustomerId,
    warehouseId,
    productId,
    // As the editor does, a kind that names a warehouse takes the main one unless the input says otherwise
    // (warehouseId: undefined names none).
    create: (kind, input) =>
      createDocument(
        db,
        actor,
        kind,
        { organizationId, ...(kindNamesWarehouse(kind) ? { warehouseId } : {}), ...input },
        { today: TODAY },
      ),
    act: (kind, id, action) => changeDocumentStatus(db, actor, kind, id, action),
    read: (kind, id) => readDocument(db, organizationId, kind, id),
    update: (kind, id, input) => updateDocument(db, actor, kind, id, input),
  };
}

/**
 * Lets the organisation sell goods it has not received (decision 0205): for tests of sales figures that keep no
 * stock, whose products then leave at no cost.
 */
export async function allowNegativeStock(fx: Fixture): Promise<void> {
  await fx.database.db.execute(
    sql`UPDATE organizations SET allow_negative_stock = true WHERE id = ${fx.actor.organizationId}`,
  );
}

/** A line of `quantity` × `price`, standard-rated product unless told otherwise. */
export function line(
  name: string,
  quantity: string,
  price: string,
  extra: Partial<DocumentLineInput> = {},
): DocumentLineInput {
  return { name, quantity, sale_price: price, ...extra };
}

/** Net debit (debit − credit) per account of the entries posted by these documents, non-zero ones only. */
export async function ledgerBalances(fx: Fixture, documentIds: string[]): Promise<Record<string, string>> {
  const ids = sql.join(
    documentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await fx.database.db.execute<{ account_code: string; net: string }>(sql`
    SELECT l.account_code, sum(l.debit - l.credit)::numeric(18,2)::text AS net
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE e.organization_id = ${fx.actor.organizationId}
      AND (e.source_document_id IN (${ids})
           OR e.reverses_entry_id IN (SELECT id FROM journal_entries WHERE source_document_id IN (${ids})))
    GROUP BY l.account_code HAVING sum(l.debit - l.credit) <> 0 ORDER BY l.account_code`);
  return Object.fromEntries(rows.rows.map((r) => [r.account_code, r.net]));
}

/** Runs `promise` expecting a DocumentFailure and returns it. */
export async function failure(promise: Promise<unknown>): Promise<DocumentFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DocumentFailure))
    throw new Error(`expected a DocumentFailure, got ${String(error)}`);
  return error;
}

/**
 * The stock invariants of the organisation (decisions 0183, 0205, 0211): the value of every card and the balance
 * of the inventory accounts its warehouses keep goods on (11510 and any other: they must be equal), and how many
 * cards differ from the sum of their moves (must be 0).
 */
export async function stockInvariants(
  fx: Fixture,
): Promise<{ stock: string; ledger: string; cardsOff: string }> {
  const org = fx.actor.organizationId;
  const rows = await fx.database.db.execute<{ stock: string; ledger: string; cards_off: string }>(sql`
    SELECT
      (SELECT coalesce(sum(value), 0)::numeric(18,2)::text FROM stock_balances WHERE organization_id = ${org})
        AS stock,
      (SELECT coalesce(sum(debit - credit), 0)::numeric(18,2)::text FROM journal_lines
        WHERE organization_id = ${org} AND (account_code = '11510' OR account_code IN
          (SELECT inventory_account_code FROM warehouses WHERE organization_id = ${org}))) AS ledger,
      (SELECT count(*)::text FROM stock_balances b
        LEFT JOIN (SELECT warehouse_id, item_id, sum(quantity) AS q, sum(value) AS v FROM stock_moves
                   WHERE organization_id = ${org} GROUP BY warehouse_id, item_id) m
          ON m.warehouse_id = b.warehouse_id AND m.item_id = b.item_id
        WHERE b.organization_id = ${org} AND (b.quantity <> coalesce(m.q, 0) OR b.value <> coalesce(m.v, 0)))
        AS cards_off`);
  const row = rows.rows[0];
  return { stock: row?.stock ?? '', ledger: row?.ledger ?? '', cardsOff: row?.cards_off ?? '' };
}

/**
 * Per inventory account (decision 0211): the value of the cards of the warehouses on it and its ledger balance,
 * as `account: stock / ledger` (they must be equal), by account code.
 */
export async function stockPerAccount(fx: Fixture): Promise<Record<string, string>> {
  const org = fx.actor.organizationId;
  const rows = await fx.database.db.execute<{ account: string; stock: string; ledger: string }>(sql`
    WITH accounts AS (
      SELECT '11510' AS account
      UNION SELECT inventory_account_code FROM warehouses WHERE organization_id = ${org})
    SELECT a.account,
      (SELECT coalesce(sum(b.value), 0)::numeric(18,2)::text FROM stock_balances b
        JOIN warehouses w ON w.organization_id = b.organization_id AND w.id = b.warehouse_id
        WHERE b.organization_id = ${org} AND w.inventory_account_code = a.account) AS stock,
      (SELECT coalesce(sum(debit - credit), 0)::numeric(18,2)::text FROM journal_lines
        WHERE organization_id = ${org} AND account_code = a.account) AS ledger
    FROM accounts a ORDER BY a.account`);
  return Object.fromEntries(rows.rows.map((r) => [r.account, `${r.stock} / ${r.ledger}`]));
}

/** Where one product's card in one warehouse stands, or null when it has none. */
export async function stockCardOf(
  fx: Fixture,
  warehouseId: string,
  itemId: string,
): Promise<{ quantity: string; value: string } | null> {
  const rows = await fx.database.db.execute<{ quantity: string; value: string }>(sql`
    SELECT quantity::text, value::text FROM stock_balances
    WHERE organization_id = ${fx.actor.organizationId} AND warehouse_id = ${warehouseId} AND item_id = ${itemId}`);
  return rows.rows[0] ?? null;
}
