// Times the stock reports (issue 13 "Stock") at 1,000,000 stock moves on PostgreSQL: loads a dedicated database
// once (BENCH_DATABASE, default banchee_bench_stock) and then calls stock on hand for one warehouse and one
// product's stock card page through the application's report function (what the HTTP route calls), beside the
// very same SQL run by psql (timing.ts psqlTimes: PREPARE once, EXECUTE with \timing) — the database floor.
//
// Data, made by INSERT … SELECT generate_series inside PostgreSQL: one organisation with 2 warehouses and 1,000
// products, so 2,000 stock cards of 500 moves each (in 10 at 100.00, out 5 at the average, alternately, dated
// over 2024–2026) = 1,000,000 moves with their running quantity and value, and the balance each card ends on.
// 20 other organisations hold 5,000 moves each.
//
//   BENCH_DATABASE=banchee_bench_stock node --import tsx bench/stock.ts [iterations]
import os from 'node:os';
import type { BusinessReportName, BusinessReportQuery } from '@banchee/contracts';
import {
  createDatabase,
  migrate,
  newId,
  organizations,
  seedChartOfAccounts,
  sql,
  type Database,
} from '@banchee/db';
import { getBusinessReport } from '../apps/api/src/modules/business-reports/business-reports.service.ts';
import { ensureDatabase, insertProducts } from './bench-database.ts';
import { benchDatabaseUrl } from './ledger-load.ts';
import { percentile, psqlTimes, recorded, time, type Captured } from './timing.ts';

const ITERATIONS = Number(process.argv[2] ?? 30);
const MOVES_PER_CARD = 500;
// psqlTimes reads BENCH_DATABASE too: name it explicitly so the ledger bench's database is never loaded into.
if (!process.env.BENCH_DATABASE) throw new Error('Run with BENCH_DATABASE=banchee_bench_stock');

/** `products` products in 2 warehouses, each card MOVES_PER_CARD moves long, as set-based inserts. */
async function load(db: Database, org: string, products: number): Promise<void> {
  // The default chart: a warehouse keeps its goods on an inventory account of it (11510, decision 0211).
  await seedChartOfAccounts(db, org);
  await db.execute(sql`
    INSERT INTO warehouses (organization_id, id, code, name)
    SELECT ${org}, gen_random_uuid(), 'W' || g, 'คลัง ' || g FROM generate_series(1, 2) g`);
  await insertProducts(db, org, products);
  // After p moves (odd p: in 10 @ 100.00; even p: out 5): ceil(p/2)·10 − floor(p/2)·5 units at 100.00 each.
  await db.execute(sql`
    INSERT INTO stock_balances (organization_id, warehouse_id, item_id, quantity, value, move_count)
    SELECT ${org}, w.id, i.id, ${MOVES_PER_CARD / 2} * 5, ${MOVES_PER_CARD / 2} * 500, ${MOVES_PER_CARD}
    FROM warehouses w CROSS JOIN items i WHERE w.organization_id = ${org} AND i.organization_id = ${org}`);
  await db.execute(sql`
    INSERT INTO stock_moves (organization_id, id, warehouse_id, item_id, card_position, move_date, move_type,
      quantity, value, quantity_after, value_after)
    SELECT ${org}, gen_random_uuid(), b.warehouse_id, b.item_id, p,
      DATE '2024-01-01' + ((p - 1) * 1095 / ${MOVES_PER_CARD})::int,
      CASE WHEN p % 2 = 1 THEN 'IN' ELSE 'OUT' END,
      CASE WHEN p % 2 = 1 THEN 10 ELSE -5 END,
      CASE WHEN p % 2 = 1 THEN 1000 ELSE -500 END,
      ((p + 1) / 2) * 10 - (p / 2) * 5,
      (((p + 1) / 2) * 10 - (p / 2) * 5) * 100
    FROM stock_balances b CROSS JOIN generate_series(1, ${MOVES_PER_CARD}) p
    WHERE b.organization_id = ${org}`);
}

async function prepare(db: Database): Promise<string> {
  const found = await db.execute<{ id: string }>(sql`
    SELECT id::text AS id FROM organizations WHERE name = 'บริษัท เบนช์ สต็อก จำกัด'`);
  const existing = found.rows[0]?.id;
  if (existing) return existing;
  const started = performance.now();
  const org = newId();
  await db.insert(organizations).values({ id: org, name: 'บริษัท เบนช์ สต็อก จำกัด' });
  await load(db, org, 1000);
  for (let i = 0; i < 20; i += 1) {
    const other = newId();
    await db.insert(organizations).values({ id: other, name: `อื่น ${i}` });
    await load(db, other, 5);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  console.error(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return org;
}

async function main(): Promise<void> {
  ensureDatabase();
  const handle = await createDatabase({ databaseUrl: benchDatabaseUrl() });
  await migrate(handle.db);
  const db = handle.db;
  const org = await prepare(db);
  const pick = await db.execute<{ warehouse: string; item: string }>(sql`
    SELECT warehouse_id::text AS warehouse, item_id::text AS item FROM stock_balances
    WHERE organization_id = ${org} ORDER BY warehouse_id, item_id LIMIT 1 OFFSET 777`);
  const { warehouse, item } = pick.rows[0] ?? { warehouse: '', item: '' };
  const base: BusinessReportQuery = { from: '2026-01-01', to: '2026-12-31', format: 'json', lang: 'th' };
  const cases: [string, BusinessReportName, BusinessReportQuery][] = [
    ['Stock on hand, one warehouse (1,000 products)', 'inventory', { ...base, warehouseId: warehouse }],
    ['Stock on hand, every warehouse, reconciled to 11510', 'inventory', base],
    [
      'Stock card, one product and warehouse, 2026',
      'stock-card',
      { ...base, itemId: item, warehouseId: warehouse },
    ],
    [
      'Stock card, one product and warehouse, 2024–2026 (all 500 moves)',
      'stock-card',
      { ...base, from: '2024-01-01', itemId: item, warehouseId: warehouse },
    ],
    ['Stock card, one product, both warehouses, 2026', 'stock-card', { ...base, itemId: item }],
  ];
  const results: string[] = [];
  for (const [name, report, query] of cases) {
    const captured: Captured[] = [];
    const output = await recorded(db, captured, (database) =>
      getBusinessReport(database, org, report, query),
    );
    const app = await time(() => getBusinessReport(db, org, report, query), ITERATIONS);
    const floor = psqlTimes(captured, ITERATIONS);
    const f = (n: number) => n.toFixed(1);
    results.push(
      `| ${name} | ${output.rowCount} rows | ${f(percentile(app, 50))} | ${f(percentile(app, 99))} | ` +
        `${f(percentile(floor, 50))} | ${f(percentile(floor, 99))} |`,
    );
    console.error(`done: ${name}`);
  }
  const counts = await db.execute<{ moves: string; all: string }>(sql`
    SELECT (SELECT count(*) FROM stock_moves WHERE organization_id = ${org})::text AS moves,
           (SELECT count(*) FROM stock_moves)::text AS all`);
  await handle.close();
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]?.toFixed(1)}, ` +
      `Node ${process.version}; ${new Date().toISOString()}; ${counts.rows[0]?.moves} stock moves in the ` +
      `organisation (${counts.rows[0]?.all} in all); ${ITERATIONS} runs.`,
  );
  console.log('\n| Report | Result | App p50 (ms) | App p99 (ms) | psql p50 (ms) | psql p99 (ms) |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of results) console.log(row);
}

await main();
