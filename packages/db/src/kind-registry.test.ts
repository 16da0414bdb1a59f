// The SQL CHECKs on documents.kind and documents.status (migrations 0010, 0055) equal the domain's kind registry:
// every registered kind with each of its life-cycle statuses is stored, any other pairing is refused (23514).
import { ALL_STATUSES, DOCUMENT_KINDS, STATUSES_BY_KIND } from '@banchee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './ids.ts';
import { organizations } from './schema/index.ts';
import { documentKinds } from './schema/documents.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
const organizationId = newId();
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(organizations).values({ id: organizationId, name: 'ร้านทะเบียนเอกสาร' });
});
afterAll(async () => {
  await database.close();
});

/** Tries to store a document of `kind` in `status` and rolls it back: null when accepted, else the SQLSTATE. */
async function tryStore(kind: string, status: string): Promise<string | null> {
  const rollback = new Error('rollback');
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO documents (organization_id, id, kind, number, status, date)
        VALUES (${organizationId}, ${newId()}, ${kind}, ${`X${newId()}`}, ${status}, '2026-11-21')`);
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return null;
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    return cause.code ?? String(error);
  }
  return 'not rolled back';
}

describe('documents CHECKs equal the kind registry', () => {
  it('types the Drizzle column with the registry kinds', () => {
    expect([...documentKinds]).toEqual([...DOCUMENT_KINDS]);
  });

  it('stores every kind in each of its statuses and refuses every other status', async () => {
    const refused: string[] = [];
    const accepted: string[] = [];
    for (const kind of DOCUMENT_KINDS) {
      const own: readonly string[] = STATUSES_BY_KIND[kind];
      for (const status of ALL_STATUSES) {
        const outcome = await tryStore(kind, status);
        if (own.includes(status)) expect(outcome, `${kind} ${status}`).toBeNull();
        else expect(outcome, `${kind} ${status}`).toBe('23514');
        (outcome === null ? accepted : refused).push(`${kind}:${status}`);
      }
    }
    // 12 kinds × 12 statuses = 144 pairs; the life cycles hold 6+2+4+3+2+2+2+4+6+6+3+3 = 43 of them.
    expect(accepted).toHaveLength(43);
    expect(refused).toHaveLength(144 - 43);
  });

  it('refuses a kind the registry does not know', async () => {
    expect(await tryStore('XX', 'AWAITING')).toBe('23514');
  });
});
