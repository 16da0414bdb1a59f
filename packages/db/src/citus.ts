// The Citus distribution plan, generated from the live catalogue (docs/scaling.md): every tenant table is
// distributed by organization_id and co-located with organizations (distributed by its id), the global tables
// that tenant tables point at become reference tables, and the migrator's own table stays on the coordinator.
// `problems` lists every table or key Citus would refuse or could not co-locate; the script is only valid when
// it is empty.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { GLOBAL_TABLES, TENANT_ROOT, readCatalogue, type ConstraintRow } from './tenancy.ts';

/** Global tables kept as plain tables on the coordinator: nothing may reference them. */
export const COORDINATOR_TABLES: readonly string[] = ['schema_migrations'];

export interface CitusPlan {
  /** SQL to run once on the coordinator after the migrations (create_reference_table, create_distributed_table). */
  script: string;
  /** One message per table or key Citus would refuse or could not co-locate; empty when the plan is valid. */
  problems: string[];
  /** The tables in the order the script distributes them (referenced tables first). */
  order: { table: string; as: 'reference' | 'distributed' | 'coordinator' }[];
  /** Triggers on distributed tables: they run on the shards and must touch only their organisation's rows. */
  triggers: { table: string; name: string }[];
}

/** The column each distributed table is distributed by. */
function distributionColumn(table: string): string {
  return table === TENANT_ROOT ? 'id' : 'organization_id';
}

export async function planCitusDistribution(db: Database): Promise<CitusPlan> {
  const { tables, constraints, indexes } = await readCatalogue(db);
  const names = tables.map((t) => t.table_name);
  const kindOf = (name: string): 'reference' | 'distributed' | 'coordinator' =>
    COORDINATOR_TABLES.includes(name)
      ? 'coordinator'
      : GLOBAL_TABLES.includes(name)
        ? 'reference'
        : 'distributed';
  const problems: string[] = [];

  for (const name of names) {
    const kind = kindOf(name);
    const own = constraints.filter((c) => c.table_name === name);
    if (kind === 'distributed') {
      const column = distributionColumn(name);
      const table = tables.find((t) => t.table_name === name);
      if (name !== TENANT_ROOT && table?.org_type !== 'uuid') {
        problems.push(`${name}: no organization_id uuid column to distribute by`);
        continue;
      }
      // Citus enforces a primary key or unique constraint only when it contains the distribution column.
      for (const key of own.filter((c) => c.type === 'p' || c.type === 'u')) {
        if (!key.columns.includes(column)) {
          problems.push(
            `${name}: ${key.type === 'p' ? 'primary key' : 'unique constraint'} ${key.name} lacks ${column}`,
          );
        }
      }
      if (!own.some((c) => c.type === 'p')) problems.push(`${name}: no primary key`);
      for (const index of indexes.filter((i) => i.table_name === name)) {
        if (!index.columns.includes(column))
          problems.push(`${name}: unique index ${index.name} lacks ${column}`);
      }
    }
    for (const fk of own.filter(
      (c): c is ConstraintRow & { ref_table: string } => c.type === 'f' && !!c.ref_table,
    )) {
      const target = fk.ref_table;
      const targetKind = kindOf(target);
      if (targetKind === 'coordinator') {
        problems.push(`${name}: foreign key ${fk.name} references ${target}, a coordinator-only table`);
      } else if (kind !== 'distributed' && targetKind === 'distributed') {
        problems.push(`${name}: ${kind} table has foreign key ${fk.name} into distributed table ${target}`);
      } else if (kind === 'distributed' && targetKind === 'distributed') {
        // Co-located only when the distribution columns are paired with each other.
        const at = fk.columns.indexOf(distributionColumn(name));
        if (at < 0 || (fk.ref_columns ?? [])[at] !== distributionColumn(target)) {
          problems.push(
            `${name}: foreign key ${fk.name} to ${target} does not pair ${distributionColumn(name)} with ` +
              `${target}.${distributionColumn(target)}, so it cannot be co-located`,
          );
        }
      }
    }
  }

  // Referenced tables first: Citus distributes a table only after the tables its foreign keys point at.
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) {
      problems.push(`foreign keys form a cycle: ${[...path, name].join(' → ')}`);
      return;
    }
    for (const fk of constraints.filter((c) => c.table_name === name && c.type === 'f' && c.ref_table)) {
      if (fk.ref_table !== name) visit(fk.ref_table ?? '', [...path, name]);
    }
    order.push(name);
  };
  const rank = { coordinator: 0, reference: 1, distributed: 2 } as const;
  for (const name of [...names].sort((a, b) => rank[kindOf(a)] - rank[kindOf(b)] || a.localeCompare(b))) {
    visit(name, []);
  }

  const triggers = (
    await db.execute<{ table_name: string; name: string }>(sql`
      SELECT c.relname AS table_name, t.tgname AS name
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      WHERE NOT t.tgisinternal
      ORDER BY 1, 2`)
  ).rows
    .filter((row) => kindOf(row.table_name) === 'distributed')
    .map((row) => ({ table: row.table_name, name: row.name }));

  const lines = [
    '-- Citus distribution of the Banchee schema, generated from the catalogue by planCitusDistribution().',
    '-- Run once on the coordinator after the migrations, before any tenant data is loaded.',
    '-- Shard-level triggers (listed below) need citus.enable_unsafe_triggers: they touch one organisation only.',
    'ALTER SYSTEM SET citus.enable_unsafe_triggers TO on;',
    'SELECT pg_reload_conf();',
  ];
  for (const name of order) {
    const kind = kindOf(name);
    if (kind === 'coordinator') lines.push(`-- ${name}: stays on the coordinator (the migrator's record).`);
    else if (kind === 'reference') lines.push(`SELECT create_reference_table('${name}');`);
    else if (name === TENANT_ROOT) {
      lines.push(`SELECT create_distributed_table('${name}', 'id');`);
    } else {
      lines.push(
        `SELECT create_distributed_table('${name}', 'organization_id', colocate_with => '${TENANT_ROOT}');`,
      );
    }
  }
  for (const trigger of triggers)
    lines.push(`-- trigger on a distributed table: ${trigger.table}.${trigger.name}`);

  return {
    script: `${lines.join('\n')}\n`,
    problems,
    order: order.map((table) => ({ table, as: kindOf(table) })),
    triggers,
  };
}
