// The schema can run on Citus (docs/scaling.md): the distribution script generated from a freshly migrated
// catalogue co-locates every tenant table with organizations, and the planner refuses what Citus would refuse.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCitusDistribution } from './citus.ts';
import { createTestDatabase, type TestDatabase } from './test-helpers/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const TENANT_TABLES = [
  'accounts',
  'asset_categories',
  'assets',
  'contacts',
  'departments',
  'depreciation_lines',
  'depreciation_runs',
  'customer_refunds',
  'document_counters',
  'document_events',
  'document_lines',
  'document_links',
  'documents',
  'employees',
  'idempotency_keys',
  'input_vat_claims',
  'items',
  'journal_balances',
  'journal_entries',
  'journal_lines',
  'ledger_settings',
  'organization_bank_accounts',
  'organization_images',
  'organization_invitations',
  'organization_members',
  'tax_filings',
  'payroll_lines',
  'payroll_runs',
  'received_wht_certificates',
  'wht_certificate_events',
  'wht_certificate_lines',
  'wht_certificates',
  'projects',
  'record_counters',
  'sales_product_months',
  'self_assessed_vat',
  'stock_balances',
  'stock_count_lines',
  'stock_counts',
  'stock_moves',
  'stock_transfer_lines',
  'stock_transfers',
  'warehouses',
];

describe('Citus distribution plan', () => {
  it('distributes every tenant table by organization_id, co-located with organizations', async () => {
    const plan = await planCitusDistribution(database.db);
    expect(plan.problems).toEqual([]);
    const as = (kind: string) =>
      plan.order
        .filter((t) => t.as === kind)
        .map((t) => t.table)
        .sort();
    expect(as('reference')).toEqual(['auth_throttle', 'refresh_tokens', 'user_idempotency_keys', 'users']);
    expect(as('coordinator')).toEqual(['schema_migrations']);
    // Every table the migrations made and not listed above is a tenant table: a new one shows up here.
    expect(as('distributed')).toEqual([...TENANT_TABLES, 'organizations'].sort());

    expect(plan.script).toContain("SELECT create_reference_table('users');");
    expect(plan.script).toContain("SELECT create_distributed_table('organizations', 'id');");
    for (const table of TENANT_TABLES) {
      expect(plan.script).toContain(
        `SELECT create_distributed_table('${table}', 'organization_id', colocate_with => 'organizations');`,
      );
    }
    // Referenced tables come first: users before members, organizations before anything of theirs, a
    // document before its lines, an entry before its lines.
    const at = (table: string) => plan.order.findIndex((t) => t.table === table);
    expect(at('users')).toBeLessThan(at('organization_members'));
    expect(at('organizations')).toBeLessThan(at('documents'));
    expect(at('contacts')).toBeLessThan(at('documents'));
    expect(at('documents')).toBeLessThan(at('document_lines'));
    expect(at('journal_entries')).toBeLessThan(at('journal_lines'));
    // The ledger's triggers run on the shards; the plan names them.
    expect(plan.triggers.map((t) => `${t.table}.${t.name}`)).toContain(
      'journal_lines.journal_lines_add_to_balances',
    );
  });

  it('reports keys that could not be co-located and references Citus refuses', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          CREATE TABLE bad_lines (
            organization_id uuid NOT NULL,
            id uuid NOT NULL,
            code text,
            document_id uuid,
            migration text REFERENCES schema_migrations (name),
            PRIMARY KEY (organization_id, id),
            CONSTRAINT bad_lines_code_key UNIQUE (code),
            CONSTRAINT bad_lines_document_fk FOREIGN KEY (organization_id, document_id)
              REFERENCES documents (organization_id, id),
            CONSTRAINT bad_lines_item_fk FOREIGN KEY (document_id, organization_id)
              REFERENCES items (organization_id, id)
          )`);
        await tx.execute(sql`
          CREATE TABLE bad_no_org (id uuid PRIMARY KEY)`);
        await tx.execute(sql`
          ALTER TABLE users ADD COLUMN last_organization_id uuid REFERENCES organizations (id)`);
        const { problems } = await planCitusDistribution(tx);
        expect(problems.sort()).toEqual(
          [
            'bad_lines: unique constraint bad_lines_code_key lacks organization_id',
            'bad_lines: foreign key bad_lines_migration_fkey references schema_migrations, a coordinator-only table',
            'bad_lines: foreign key bad_lines_item_fk to items does not pair organization_id with ' +
              'items.organization_id, so it cannot be co-located',
            'bad_no_org: no organization_id uuid column to distribute by',
            'users: reference table has foreign key users_last_organization_id_fkey into distributed table organizations',
          ].sort(),
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        // rollback() throws to unwind the transaction: that is the expected end of this test.
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });
});
