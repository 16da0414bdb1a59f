// Reading many rows fast (decision 0216). Drizzle's select maps every field of every row through a generic
// mapper (an entity check and a path walk per field); a bulk read of thousands of rows spent more time there
// than in PostgreSQL. A ColumnsReader selects the columns by name (`AS "prefix + column"`) for `execute` and
// decodes each with the column's own decoder, precomputed once: the same values `select()` returns, since both
// drivers parse `execute`'s rows with the parsers Drizzle's select uses (dates and timestamps as text for the
// column to decode, numerics as text).
import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/** What a set of columns decodes to, as `select()` would type it. */
export type ColumnValues<C extends Record<string, Column>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

export interface ColumnsReader<T> {
  /** The select list: each column `AS "<prefix><column name>"`. */
  readonly select: SQL;
  /** One row of `execute` (keyed by those names) decoded. */
  readonly read: (raw: Readonly<Record<string, unknown>>) => T;
}

/**
 * A reader of `columns` (a table's, or some of them), their names prefixed by `prefix` in the result; with `from`,
 * each column is taken from that alias (a CTE or subquery with the table's columns) instead of the table.
 */
export function columnsReader<C extends Record<string, Column>>(
  columns: C,
  prefix = '',
  from?: string,
): ColumnsReader<ColumnValues<C>> {
  const fields = Object.entries(columns).map(([key, column]) => ({
    key,
    name: `${prefix}${column.name}`,
    column,
  }));
  const select = sql.join(
    fields.map(({ name, column }) =>
      from === undefined
        ? sql`${column} AS ${sql.identifier(name)}`
        : sql`${sql.identifier(from)}.${sql.identifier(column.name)} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  return {
    select,
    read: (raw) => {
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of fields) {
        const value = raw[name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as ColumnValues<C>;
    },
  };
}

/** A reader of every column of `table`: what `select().from(table)` returns (prefix and from: columnsReader). */
export function tableReader<T extends Table>(
  table: T,
  prefix = '',
  from?: string,
): ColumnsReader<T['$inferSelect']> {
  return columnsReader(getTableColumns(table), prefix, from);
}
