// Test support for the ledger modules: a fresh organisation with the default chart and a few contacts, and
// short helpers to post lines written as decimal strings. Used by the service and report tests.
import {
  contacts,
  newId,
  organizations,
  seedChartOfAccounts,
  sql,
  type Database,
  type Transaction,
} from '@banchee/db';
import { parseMoney } from '@banchee/domain';
import type { PostingLine } from '../journals/index.ts';

export async function createLedgerOrganization(
  db: Database,
  name = 'Ledger Test Co., Ltd.',
): Promise<string> {
  const organizationId = newId();
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values({ id: organizationId, name });
    await seedChartOfAccounts(tx, organizationId);
  });
  return organizationId;
}

export async function createCustomer(db: Database, organizationId: string, name: string): Promise<string> {
  const id = newId();
  await db.insert(contacts).values({ organizationId, id, contactType: 'CLIENT', contactName: name });
  return id;
}

/** A bare invoice row with a due date, enough for an entry to link to and for aging by due date. */
export async function createInvoiceDocument(
  db: Database,
  organizationId: string,
  input: { number: string; date: string; dueDate: string; contactId: string },
): Promise<string> {
  const id = newId();
  await db.execute(sql`
    INSERT INTO documents (organization_id, id, kind, number, status, date, due_date, contact_id)
    VALUES (${organizationId}, ${id}, 'INV', ${input.number}, 'AWAITING', ${input.date}, ${input.dueDate},
            ${input.contactId})`);
  return id;
}

/** dr('11310', '10700.00', contactId) — a debit line with the amount as a decimal string. */
export function dr(accountCode: string, amount: string, contactId?: string): PostingLine {
  return { accountCode, debit: parseMoney(amount), credit: 0n, contactId };
}

export function cr(accountCode: string, amount: string, contactId?: string): PostingLine {
  return { accountCode, debit: 0n, credit: parseMoney(amount), contactId };
}

/** Runs a use case in its own transaction, as a route would. */
export function inTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** The messages of an error and its causes (Drizzle wraps the database error as `cause`). */
export function causeText(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause)
    parts.push(current.message);
  return parts.join(' | ');
}
