// Records an organisation keeps in a simple table (items, contacts, warehouses): the SQL and the use cases they
// share. Each such table has organization_id, id, an optional code unique among live records, created_at,
// updated_at and deleted_at; deleting is a soft delete, so deleted records are invisible to every query here.
// A module supplies its table, its row → answer mapping and its input → column values mapping; listing stays in
// the module, as each one filters and orders differently.
import { and, eq, isNull, newId, type Database, type SQL, type Transaction } from '@banchee/db';
import type { PgColumn, PgTable } from '@banchee/db/pg-core';
import { AppError, notFound } from './errors.ts';

export type RecordTable = PgTable & {
  organizationId: PgColumn;
  id: PgColumn;
  code: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
};

/** The columns a module writes: everything but the keys and the time stamps set here or by the database. */
export type RecordValues<T extends RecordTable> = Omit<
  T['$inferInsert'],
  'organizationId' | 'id' | 'createdAt' | 'deletedAt'
>;

/** The live (not deleted) records of the organisation. */
export function liveRecords(table: RecordTable, organizationId: string): SQL {
  return and(eq(table.organizationId, organizationId), isNull(table.deletedAt)) as SQL;
}

/** Reads and writes of one live record; every function takes the organisation id and filters on it. */
export function recordQueries<T extends RecordTable>(table: T) {
  type Row = T['$inferSelect'];
  // Drizzle's builders cannot follow a generic table; they see the plain RecordTable and rows are cast back.
  const plain: RecordTable = table;
  const one = (organizationId: string, id: string) =>
    and(liveRecords(table, organizationId), eq(table.id, id));
  return {
    get: async (db: Database, organizationId: string, id: string): Promise<Row | undefined> => {
      const rows = (await db.select().from(plain).where(one(organizationId, id))) as Row[];
      return rows[0];
    },

    insert: async (
      db: Database,
      organizationId: string,
      id: string,
      values: RecordValues<T>,
    ): Promise<Row> => {
      const rows = (await db
        .insert(plain)
        .values({ ...values, organizationId, id } as never)
        .returning()) as Row[];
      const [row] = rows;
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    update: async (
      db: Database,
      organizationId: string,
      id: string,
      values: RecordValues<T>,
    ): Promise<Row | undefined> => {
      const rows = (await db
        .update(plain)
        .set({ ...values, updatedAt: new Date() })
        .where(one(organizationId, id))
        .returning()) as Row[];
      return rows[0];
    },

    softDelete: async (db: Database, organizationId: string, id: string): Promise<boolean> => {
      const rows = await db
        .update(plain)
        .set({ deletedAt: new Date() })
        .where(one(organizationId, id))
        .returning({ id: table.id });
      return rows.length === 1;
    },

    /** True when another live record of the organisation already has this code. */
    codeTaken: async (
      db: Database,
      organizationId: string,
      code: string,
      exceptId?: string,
    ): Promise<boolean> => {
      const rows = await db
        .select({ id: table.id })
        .from(plain)
        .where(and(liveRecords(table, organizationId), eq(table.code, code)));
      return rows.some((r) => r.id !== exceptId);
    },
  };
}

export interface RecordKind<T extends RecordTable, Input, View> {
  /** Error namespace and the word for one record: 'ITEM', 'item' → ITEM.NOT_FOUND, ITEM.CODE_TAKEN. */
  namespace: string;
  what: string;
  toView: (row: T['$inferSelect']) => View;
  /** Column values of a request; may throw a validation error (it runs before the transaction). */
  valuesOf: (input: Input) => RecordValues<T>;
  /** The code a record created without one gets (contacts: decision 0165); runs inside the creating transaction. */
  nextCode?: (tx: Transaction, organizationId: string) => Promise<string>;
  /**
   * Rules that read the database (a warehouse's inventory account, decision 0211): runs inside the creating or
   * replacing transaction before the write (`id` when replacing) and throws to refuse.
   */
  check?: (tx: Transaction, organizationId: string, values: RecordValues<T>, id?: string) => Promise<void>;
}

/** Read, create, replace and delete of one record; creating and replacing each run in one transaction. */
export function recordUseCases<T extends RecordTable, Input extends { code?: string | undefined }, View>(
  table: T,
  kind: RecordKind<T, Input, View>,
) {
  const queries = recordQueries(table);
  const missing = () => notFound(kind.namespace, kind.what);
  const codeTaken = () =>
    new AppError(`${kind.namespace}.CODE_TAKEN`, `Another ${kind.what} of this organisation has this code.`);

  return {
    get: async (db: Database, organizationId: string, id: string): Promise<View> => {
      const row = await queries.get(db, organizationId, id);
      if (!row) throw missing();
      return kind.toView(row);
    },

    /** The caller has been checked as a member of organizationId by the route (before the idempotency key). */
    create: async (db: Database, input: Input & { organizationId: string }): Promise<View> => {
      const { organizationId } = input;
      const values = kind.valuesOf(input);
      return db.transaction(async (tx) => {
        if (input.code && (await queries.codeTaken(tx, organizationId, input.code))) throw codeTaken();
        await kind.check?.(tx, organizationId, values);
        const code = input.code || (kind.nextCode ? await kind.nextCode(tx, organizationId) : undefined);
        return kind.toView(await queries.insert(tx, organizationId, newId(), { ...values, code }));
      });
    },

    update: async (db: Database, organizationId: string, id: string, input: Input): Promise<View> => {
      const values = kind.valuesOf(input);
      return db.transaction(async (tx) => {
        if (input.code && (await queries.codeTaken(tx, organizationId, input.code, id))) throw codeTaken();
        await kind.check?.(tx, organizationId, values, id);
        const row = await queries.update(tx, organizationId, id, values);
        if (!row) throw missing();
        return kind.toView(row);
      });
    },

    remove: async (db: Database, organizationId: string, id: string): Promise<void> => {
      if (!(await queries.softDelete(db, organizationId, id))) throw missing();
    },
  };
}
