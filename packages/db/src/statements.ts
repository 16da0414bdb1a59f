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
