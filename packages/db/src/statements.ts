// Hot write statements built as text (issue 9 item 10, decision 0220). Drizzle builds a statement by walking
// every chunk of its SQL tree (an entity check per chunk, an identifier escape per column): for the document
// statement of an invoice (five inserts of ~65 columns and a select list of ~260) that walk cost ~2 ms of CPU
// per invoice, more than PostgreSQL spent planning it. A StatementText is appended to as plain text with `$n`
// parameters; what never changes (an insert's column list, a reader's select list) is rendered once and kept,
// and only small fragments (the number counter) still go through Drizzle's dialect. The statement then runs
// through the session as `execute` does (same type parsers, same statement listeners), optionally as a named
// prepared statement so the server parses it once per connection.
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, is, SQL, type Column, type Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryRows, Transaction } from './client.ts';

const dialect = new PgDialect();
/** How the dialect renders SQL (its own sqlToQuery), with the parameters numbered from a given start. */
const casing = new CasingCache();
const renderWith = {
  casing,
  escapeName: (name: string) => dialect.escapeName(name),
  escapeParam: (num: number) => dialect.escapeParam(num),
  escapeString: (text: string) => dialect.escapeString(text),
};

/**
 * Param-less fragments rendered once (select lists, static SQL), by identity: a fragment is never changed after
 * it is made here (nothing appends to or inlines a kept SQL object), and without parameters its text does not
 * depend on where it stands.
 */
const rendered = new WeakMap<SQL, string>();

/** A statement's text and parameters, built by appending; `$n` numbers follow the parameters taken so far. */
export class StatementText {
  readonly params: unknown[] = [];

  /** A parameter's placeholder (the value as the driver takes it: see insertRows for column encoding). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A Drizzle fragment as text, its parameters renumbered after those already taken. */
  fragment(fragment: SQL): string {
    const known = rendered.get(fragment);
    if (known !== undefined) return known;
    const query = fragment.toQuery({ ...renderWith, paramStartIndex: { value: this.params.length } });
    if (query.params.length === 0) {
      rendered.set(fragment, query.sql);
      return query.sql;
    }
    this.params.push(...query.params);
    return query.sql;
  }
}

interface InsertShape {
  /** `insert into "table" ("a", "b", …) values ` */
  readonly head: string;
  readonly columns: readonly (readonly [key: string, column: Column])[];
}

const shapes = new WeakMap<Table, InsertShape>();

function insertShape(table: Table): InsertShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table));
    const names = columns.map(([, column]) => dialect.escapeName(column.name)).join(', ');
    shape = { head: `insert into ${dialect.escapeName(getTableName(table))} (${names}) values `, columns };
    shapes.set(table, shape);
  }
  return shape;
}

/**
 * `insert into table (every column) values (…), (…) returning *`, as Drizzle's `insert(table).values(rows)`
 * writes it: an undefined value is the column's default, a Drizzle SQL value is spliced in, any other value is a
 * parameter encoded by its column (mapToDriverValue). `raw` gives columns (by key) a text already rendered into
 * this statement (e.g. the number taken in an earlier CTE). The schema has no JavaScript defaults ($defaultFn,
 * $onUpdate) and no generated columns, which this does not handle (statements.test.ts compares the text with
 * Drizzle's own insert for every table).
 */
export function insertRows(
  statement: StatementText,
  table: Table,
  rows: readonly Readonly<Record<string, unknown>>[],
  raw: Readonly<Record<string, string>> = {},
): string {
  const { head, columns } = insertShape(table);
  const values = rows.map((row) => {
    const list = columns.map(([key, column]) => {
      const text = raw[key];
      if (text !== undefined) return text;
      const value = row[key];
      if (value === undefined) return 'default';
      if (is(value, SQL)) return statement.fragment(value);
      return statement.param(value === null ? null : column.mapToDriverValue(value));
    });
    return `(${list.join(', ')})`;
  });
  return `${head}${values.join(', ')} returning *`;
}

/** A numeric's text as PostgreSQL stores it at `scale` (rounded half away from zero), or undefined. */
function numericAtScale(value: unknown, scale: number): string | undefined {
  const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const parts = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!parts || (parts[2] ?? '') + (parts[3] ?? '') === '') return undefined;
  const [, sign = '', whole = '', fraction = ''] = parts;
  let units = BigInt(`${whole || '0'}${fraction.slice(0, scale).padEnd(scale, '0')}`);
  if ((fraction[scale] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(scale + 1, '0');
  const shown = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return sign === '-' && units !== 0n ? `-${shown}` : shown;
}

/** A column's value as `returning *` gives it back after insertRows stored `value`, or undefined if not known. */
function storedValue(column: Column, value: unknown): { value: unknown } | undefined {
  if (value === undefined) {
    const fallback = column.default;
    if (fallback === undefined) return { value: null };
    if (is(fallback, SQL)) return undefined;
    value = fallback;
  }
  if (value === null) return { value: null };
  if (is(value, SQL)) return undefined;
  switch (column.columnType) {
    case 'PgNumeric': {
      const { scale } = column as Column & { scale?: number };
      const text = scale === undefined ? undefined : numericAtScale(value, scale);
      return text === undefined ? undefined : { value: text };
    }
    case 'PgUUID':
      return typeof value === 'string' ? { value: value.toLowerCase() } : undefined;
    case 'PgJsonb':
      return { value: JSON.parse(JSON.stringify(value)) as unknown };
    case 'PgText':
    case 'PgBoolean':
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgDateString':
      return { value };
    default:
      return undefined;
  }
}

/** A row computed before the database stores it (asInserted), with the columns it cannot know. */
export interface RowAsInserted<T> {
  readonly row: T;
  /** The known columns' values as stored, to insert (insertRows): the database then stores exactly `row`. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Keys whose value only the database gives (a SQL default such as now(), a value taken in the statement). */
  readonly unknown: readonly string[];
}

/**
 * The row `insertRows(…, table, [values], raw)` will store and `returning *` give back, known before it is
 * stored (decision 0221): a missing value takes its column's default, a numeric is rounded to its column's scale,
 * a uuid is lower case, jsonb is a JSON copy. A column whose value it cannot know (`pending` keys, a SQL default,
 * a value it does not model, kept in `values` as given) is a getter that throws: code that runs before the row
 * is stored cannot read it by mistake. Inserting `values` (not the values given) makes the stored row this one
 * by construction; differencesFromInserted compares the two.
 */
export function asInserted<T extends Record<string, unknown>>(
  table: Table,
  values: Readonly<Record<string, unknown>>,
  pending: readonly string[] = [],
): RowAsInserted<T> {
  const row: Record<string, unknown> = {};
  const stored: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [key, column] of insertShape(table).columns) {
    const known = pending.includes(key) ? undefined : storedValue(column, values[key]);
    if (known) {
      row[key] = stored[key] = known.value;
      continue;
    }
    // A value given but not modelled is stored as given (never replaced by the column's default).
    if (values[key] !== undefined && !pending.includes(key)) stored[key] = values[key];
    unknown.push(key);
    Object.defineProperty(row, key, {
      enumerable: true,
      get() {
        throw new Error(`${getTableName(table)}.${column.name} is not known until the row is stored`);
      },
    });
  }
  return { row: row as T, values: stored, unknown };
}

/** JSON with object keys sorted (jsonb keeps its own key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The keys where `stored` differs from the row asInserted computed (its unknown keys left out). */
export function differencesFromInserted(
  table: Table,
  expected: RowAsInserted<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
): string[] {
  return insertShape(table)
    .columns.map(([key]) => key)
    .filter((key) => !expected.unknown.includes(key))
    .filter((key) => {
      const [a, b] = [expected.row[key], stored[key]];
      const objects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
      return a !== b && !(objects && canonical(a) === canonical(b));
    });
}

/**
 * Runs a statement built as text in `tx` as `tx.execute` would (the driver's rows, with Drizzle's type parsers;
 * statement listeners see it). With `name`, PostgreSQL keeps it prepared on the connection: the same name must
 * always carry the same text (see preparedName).
 */
export async function executeText<T extends Record<string, unknown>>(
  tx: Transaction,
  text: string,
  params: readonly unknown[],
  name?: string,
): Promise<QueryRows<T>> {
  const query = tx._.session.prepareQuery({ sql: text, params: [...params] }, undefined, name, false);
  return (await query.execute()) as QueryRows<T>;
}

/**
 * Runs a statement and commits its transaction right behind it, without waiting for its answer (decision 0221):
 * on PostgreSQL the pool's connections are in pipeline mode, so both go out at once and the server commits as
 * soon as the statement is done; the locks it took (a number counter) are held for no round trip to the app.
 * The transaction goes on as a new one (COMMIT AND CHAIN), for reads only: what the caller's transaction does
 * afterwards is no longer atomic with the statement, and what it wrote before commits with it, even when the
 * driver refuses the statement before sending it: call it before writing anything else. When the statement fails
 * on the server, the chain rolls it back and its error is thrown; when the commit fails (a deferred constraint),
 * that error is. In a nested transaction (a savepoint: the caller's own transaction goes on around it) the
 * statement runs in a savepoint of its own and the outer transaction commits.
 */
export async function executeAndCommit<T extends Record<string, unknown>>(
  tx: Transaction,
  text: string,
  params: readonly unknown[],
  name?: string,
): Promise<QueryRows<T>> {
  if ((tx as unknown as { nestedIndex: number }).nestedIndex !== 0) {
    // A savepoint of its own: a failed statement leaves the caller's transaction usable (to read why).
    return tx.transaction((inner) => executeText<T>(inner, text, params, name));
  }
  const running = executeText<T>(tx, text, params, name);
  const committing = executeText(tx, 'COMMIT AND CHAIN', []);
  // Both are answered in order; neither may be left unhandled while the other is awaited.
  committing.catch(() => undefined);
  try {
    const rows = await running;
    await committing;
    return rows;
  } catch (error) {
    await committing.catch(() => undefined);
    throw error;
  }
}

/** Statement texts given a name, texts seen once (named when seen again), and the most of each kept. */
const names = new Map<string, string>();
const seenOnce = new Set<string>();
const MOST_NAMED = 64;
const MOST_SEEN = 1_000;

/**
 * A name for `text` as a prepared statement, the same for the same text (a hash of it, so two copies of this
 * module never give one name to two texts): statements of a common shape (an invoice of 1–3 lines, say) are
 * parsed once per connection. A text is named the second time it is seen, so shapes that come once do not use
 * up the names; past MOST_NAMED names, undefined (run unnamed), so neither this process nor a server connection
 * keeps an unbounded number of statements.
 */
export function preparedName(prefix: string, text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MOST_NAMED) return known;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MOST_SEEN) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const name = `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}
