// The schema follows the tenancy rule (architecture §3.1) — and the checker does catch a table that does not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';
import { findTenancyViolations } from './tenancy.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('tenancy rule', () => {
  it('holds for every table the migrations create', async () => {
    expect(await findTenancyViolations(database.db)).toEqual([]);
  });

  it('reports tables that break it', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE TABLE bad_no_org (id uuid PRIMARY KEY)`);
        await tx.execute(sql`CREATE TABLE bad_pk (organization_id uuid NOT NULL, id uuid PRIMARY KEY)`);
        const violations = await findTenancyViolations(tx);
        expect(violations).toContain('bad_no_org: tenant table needs organization_id uuid NOT NULL');
        expect(violations).toContain('bad_pk: primary key (id) must start with organization_id');
        tx.rollback();
      })
      .catch((error: unknown) => {
        // rollback() throws to unwind the transaction: that is the expected end of this test.
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it('reports a unique constraint and a foreign key without organization_id', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
        CREATE TABLE bad_refs (
          organization_id uuid NOT NULL REFERENCES organizations (id),
          id uuid NOT NULL,
          other_org uuid NOT NULL,
          item_id uuid NOT NULL,
          code text,
          PRIMARY KEY (organization_id, id),
          CONSTRAINT bad_refs_code UNIQUE (code),
          CONSTRAINT bad_refs_item FOREIGN KEY (other_org, item_id) REFERENCES items (organization_id, id)
        )`);
        await tx.execute(sql`CREATE UNIQUE INDEX bad_refs_item_key ON bad_refs (item_id)`);
        await tx.execute(sql`CREATE TABLE bad_global (id uuid PRIMARY KEY)`);
        const violations = await findTenancyViolations(tx);
        expect(violations).toEqual(
          expect.arrayContaining([
            'bad_global: tenant table needs organization_id uuid NOT NULL',
            'bad_refs: unique constraint bad_refs_code must include organization_id',
            'bad_refs: unique index bad_refs_item_key must include organization_id',
            'bad_refs: foreign key bad_refs_item to items must pair organization_id columns',
          ]),
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });
});
