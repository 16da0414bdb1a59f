// Planner statistics kept by the app (issue 9 item 10, decision 0222). A plan a connection keeps — a named
// prepared statement, the queries of a PL/pgSQL trigger, a foreign key's check — is made from the statistics of
// the moment it is planned; it is made again only when those change (ANALYZE, VACUUM). PGlite has no autovacuum,
// and a server's may be off (this machine's is) or a minute behind: a table planned while it was empty kept a
// sequential scan for every row written into it, and one invoice's statement went from 2.4 to 14.6 ms over its
// first 4,318 invoices (bench/writes.ts, one organisation). Every few seconds the tables that grew by a fifth
// since they were last analysed (or reached two pages never analysed) are analysed, and the plans made on their
// old statistics are made again. The check and ANALYZE go to the database directly, not through Drizzle: the
// statement listeners (and the tests that count statements) do not see them.

/** Runs one SQL text on the database, outside any transaction of the app. */
export type RawQuery = (text: string) => Promise<readonly Record<string, unknown>[]>;

/** How often the tables' sizes are compared with their statistics. */
export const STATISTICS_INTERVAL_MS = 5_000;

/**
 * The app's tables whose pages outgrew their statistics: at least two pages, and a fifth more (plus one) than
 * ANALYZE last counted (`relpages`, 0 when never analysed). Sizes are read from the files (pg_relation_size), so
 * this works without the cumulative statistics (PGlite).
 */
const GROWN_TABLES = `
  SELECT quote_ident(c.relname) AS name
  FROM pg_class c
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    AND pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(2, c.relpages * 1.2 + 1)
  ORDER BY c.relname`;

/** Analyses the tables that outgrew their statistics; returns their names (none: nothing was run). */
export async function analyzeGrownTables(query: RawQuery): Promise<string[]> {
  const names = (await query(GROWN_TABLES)).map((row) => String(row['name']));
  if (names.length > 0) await query(`ANALYZE ${names.join(', ')}`);
  return names;
}

/**
 * Keeps the statistics of `query`'s database every `intervalMs` until the returned stop is called (the timer
 * does not keep the process alive; a failed round — the database closing — is skipped).
 */
export function keepStatistics(query: RawQuery, intervalMs = STATISTICS_INTERVAL_MS): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = analyzeGrownTables(query)
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
