// The tenancy rule checker (architecture brief §3.1), reading the live catalogue: every tenant table has
// organization_id uuid NOT NULL leading its primary key, its foreign keys to other tenant tables pair
// organization_id with organization_id, every unique constraint or index includes organization_id, and global
// tables hold no foreign key into tenant tables. Used by tenancy.test.ts so a new migration cannot slip by.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Tables that are not per-organisation. Adding one here is a design decision: say why in the migration. */
export const GLOBAL_TABLES: readonly string[] = [
  'schema_migrations',
  'users',
  'refresh_tokens',
  'auth_throttle',
  'user_idempotency_keys',
];
/** The tenant root: its `id` is the organisation id (the distribution key on Citus). */
export const TENANT_ROOT = 'organizations';

export interface TableRow extends Record<string, unknown> {
  table_name: string;
  org_type: string | null;
  org_not_null: boolean | null;
}
export interface ConstraintRow extends Record<string, unknown> {
  table_name: string;
  name: string;
  type: string;
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
}
export interface IndexRow extends Record<string, unknown> {
  table_name: string;
  name: string;
  columns: string[];
}

/** The live catalogue of the current schema: tables, their keys and foreign keys, and unique indexes. */
export interface Catalogue {
  tables: TableRow[];
  constraints: ConstraintRow[];
  indexes: IndexRow[];
}

/** Reads the catalogue (also used by the Citus distribution plan, citus.ts). */
export async function readCatalogue(db: Database): Promise<Catalogue> {
  const tables = (
    await db.execute<TableRow>(sql`
      SELECT c.relname AS table_name,
             format_type(a.atttypid, a.atttypmod) AS org_type,
             a.attnotnull AS org_not_null
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p')
      ORDER BY c.relname`)
  ).rows;
  const constraints = (
    await db.execute<ConstraintRow>(sql`
      SELECT c.relname AS table_name, k.conname AS name, k.contype::text AS type,
             ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, o)
                   JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.o) AS columns,
             r.relname AS ref_table,
             CASE WHEN k.confrelid = 0 THEN NULL ELSE
               ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, o)
                     JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.o) END
               AS ref_columns
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      LEFT JOIN pg_class r ON r.oid = k.confrelid
      WHERE k.contype IN ('p', 'u', 'f')`)
  ).rows;
  // Unique indexes that are not constraints (e.g. partial unique indexes).
  const indexes = (
    await db.execute<IndexRow>(sql`
      SELECT t.relname AS table_name, i.relname AS name,
             ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY u(n, o)
                   JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.n ORDER BY u.o) AS columns
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
      WHERE x.indisunique AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`)
  ).rows;
  return { tables, constraints, indexes };
}

/** Returns one message per violation; an empty list means the schema follows the rule. */
export async function findTenancyViolations(db: Database): Promise<string[]> {
  const { tables, constraints, indexes } = await readCatalogue(db);
  const isTenant = (name: string) => !GLOBAL_TABLES.includes(name) && name !== TENANT_ROOT;
  const violations: string[] = [];

  for (const table of tables) {
    const name = table.table_name;
    const own = constraints.filter((c) => c.table_name === name);
    if (!isTenant(name)) {
      for (const fk of own.filter((c) => c.type === 'f' && c.ref_table !== null)) {
        if (fk.ref_table === TENANT_ROOT || isTenant(fk.ref_table ?? '')) {
          violations.push(
            `${name}: global table has foreign key ${fk.name} into tenant table ${fk.ref_table}`,
          );
        }
      }
      continue;
    }
    if (table.org_type !== 'uuid' || table.org_not_null !== true) {
      violations.push(`${name}: tenant table needs organization_id uuid NOT NULL`);
      continue;
    }
    const pk = own.find((c) => c.type === 'p');
    if (!pk) violations.push(`${name}: no primary key`);
    else if (pk.columns[0] !== 'organization_id') {
      violations.push(`${name}: primary key (${pk.columns.join(', ')}) must start with organization_id`);
    }
    for (const unique of own.filter((c) => c.type === 'u')) {
      if (!unique.columns.includes('organization_id')) {
        violations.push(`${name}: unique constraint ${unique.name} must include organization_id`);
      }
    }
    for (const index of indexes.filter((i) => i.table_name === name)) {
      if (!index.columns.includes('organization_id')) {
        violations.push(`${name}: unique index ${index.name} must include organization_id`);
      }
    }
    for (const fk of own.filter((c) => c.type === 'f')) {
      const target = fk.ref_table ?? '';
      const refColumns = fk.ref_columns ?? [];
      if (target === TENANT_ROOT) {
        if (fk.columns.join() !== 'organization_id' || refColumns.join() !== 'id') {
          violations.push(`${name}: ${fk.name} must reference organizations(id) from organization_id`);
        }
      } else if (isTenant(target)) {
        const at = fk.columns.indexOf('organization_id');
        if (at < 0 || refColumns[at] !== 'organization_id') {
          violations.push(`${name}: foreign key ${fk.name} to ${target} must pair organization_id columns`);
        }
      }
    }
  }
  return violations;
}
