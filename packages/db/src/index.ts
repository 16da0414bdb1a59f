// @banchee/db: schema, client factory (PGlite | PostgreSQL), migrator and ids. Query builders are re-exported
// from drizzle-orm so every workspace uses this package's single copy of Drizzle.
export * from './schema/index.ts';
export {
  createDatabase,
  observeStatements,
  type StatementListener,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
  type Transaction,
  type QueryResultHKT,
  type Schema,
} from './client.ts';
export { migrate, MIGRATIONS_DIR, type MigrateOptions } from './migrate.ts';
export { newId, isUuid } from './ids.ts';
export { columnsReader, tableReader, type ColumnsReader, type ColumnValues } from './rows.ts';
export {
  asInserted,
  differencesFromInserted,
  executeAndCommit,
  executeText,
  insertRows,
  preparedName,
  StatementText,
  type RowAsInserted,
} from './statements.ts';
export * from 'drizzle-orm';
