// Use cases of inter-warehouse transfers (issue 13 "Stock", decision 0192): make one (DONE at once: its goods
// leave the source at the source's moving-average cost and arrive at the destination with exactly that value,
// through the stock module's one writer), void one (REVERSAL moves dated the void day; nothing is edited), read
// one and list them. Between warehouses on different inventory accounts (decision 0211) the goods' value moves
// too: Dr to-account · Cr from-account at the value that left, in an entry of the transfer's own, which also
// carries the COGS correction of goods arriving on a card below zero (decision 0205); reversed on void. Between
// warehouses on the same account with no correction: no entry. A refusal names the field at fault and writes
// nothing (one transaction).
import type {
  CreateStockTransferRequest,
  StockTransfer,
  StockTransferList,
  StockTransferStatus,
  VoidStockTransferRequest,
} from '@banchee/contracts';
import { newId, sql, type Database, type Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  averageUnitCost,
  checkStockTransfer,
  formatDecimal,
  parseDecimal,
  parseMoney,
  postStockTransfer,
  QUANTITY_SCALE,
  sumMoney,
  toMoneyString,
  type CalendarDate,
  type JournalLine,
} from '@banchee/domain';
import { AppError, type ErrorDetail } from '../../http/errors.ts';
import { compact, likePattern, paginationOf } from '../../http/serialize.ts';
import { checkDateOpen, postEntry, reverseEntry } from '../journals/index.ts';
import { allocateNumber, STOCK_TRANSFER_SERIES } from '../numbering/index.ts';
import {
  postCostCorrection,
  reverseStockMoves,
  writeStockMoves,
  type StockLineRequest,
} from '../stock/index.ts';

/** Today in Thailand (UTC+7, no daylight saving): the default void date. */
const bangkokToday = (): CalendarDate => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

function refused(code: string, message: string, path: string, params?: Record<string, string>): AppError {
  const detail: ErrorDetail = { path, message, code, ...(params ? { params } : {}) };
  return new AppError(code, message, { details: [detail] });
}

interface HeaderRow extends Record<string, unknown> {
  id: string;
  organization_id: string;
  number: string;
  transfer_date: string;
  status: StockTransferStatus;
  void_date: string | null;
  note: string | null;
  from_id: string;
  from_name: string;
  from_code: string | null;
  to_id: string;
  to_name: string;
  to_code: string | null;
  total_value: string;
  line_count: number;
  entry_id: string | null;
  entry_number: string | null;
  created_at: string;
  updated_at: string;
}

interface LineRow extends Record<string, unknown> {
  item_id: string;
  code: string | null;
  name: string;
  unit: string | null;
  quantity: string;
  value: string;
}

const HEADER = sql`
  SELECT t.id, t.organization_id, t.number, t.transfer_date::text AS transfer_date, t.status,
    t.void_date::text AS void_date, t.note,
    f.id AS from_id, f.name AS from_name, f.code AS from_code, d.id AS to_id, d.name AS to_name, d.code AS to_code,
    (SELECT coalesce(sum(l.value), 0)::text FROM stock_transfer_lines l
      WHERE l.organization_id = t.organization_id AND l.transfer_id = t.id) AS total_value,
    (SELECT count(*)::int FROM stock_transfer_lines l
      WHERE l.organization_id = t.organization_id AND l.transfer_id = t.id) AS line_count,
    to_json(t.created_at)#>>'{}' AS created_at, to_json(t.updated_at)#>>'{}' AS updated_at,
    e.id AS entry_id, e.number AS entry_number
  FROM stock_transfers t
  JOIN warehouses f ON f.organization_id = t.organization_id AND f.id = t.from_warehouse_id
  JOIN warehouses d ON d.organization_id = t.organization_id AND d.id = t.to_warehouse_id
  LEFT JOIN journal_entries e ON e.organization_id = t.organization_id AND e.id = t.journal_entry_id`;

const isoTimestamp = (text: string) => new Date(text).toISOString();

function summaryOf(row: HeaderRow) {
  return compact({
    id: row.id,
    organizationId: row.organization_id,
    number: row.number,
    date: row.transfer_date,
    status: row.status,
    voidDate: row.void_date,
    from: compact({ id: row.from_id, name: row.from_name, code: row.from_code }),
    to: compact({ id: row.to_id, name: row.to_name, code: row.to_code }),
    note: row.note,
    totalValue: toMoneyString(parseMoney(row.total_value)),
    lineCount: Number(row.line_count),
    journalEntry:
      row.entry_id !== null && row.entry_number !== null
        ? { id: row.entry_id, number: row.entry_number }
        : undefined,
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
  });
}

const quantityOut = (text: string) => formatDecimal(parseDecimal(text, QUANTITY_SCALE), QUANTITY_SCALE);

/** One transfer with its lines, or 404 STOCK_TRANSFER.NOT_FOUND. */
export async function getTransfer(
  db: Database | Transaction,
  organizationId: string,
  id: string,
): Promise<StockTransfer> {
  const { rows } = await db.execute<HeaderRow>(
    sql`${HEADER} WHERE t.organization_id = ${organizationId} AND t.id = ${id}`,
  );
  const header = rows[0];
  if (!header) throw new AppError('STOCK_TRANSFER.NOT_FOUND', 'No such transfer');
  const lines = await db.execute<LineRow>(sql`
    SELECT l.item_id, i.code, i.name, i.unit, l.quantity::text AS quantity, l.value::text AS value
    FROM stock_transfer_lines l
    JOIN items i ON i.organization_id = l.organization_id AND i.id = l.item_id
    WHERE l.organization_id = ${organizationId} AND l.transfer_id = ${id}
    ORDER BY l.position`);
  const { lineCount: _lineCount, ...summary } = summaryOf(header);
  return {
    ...summary,
    items: lines.rows.map((l) => {
      const quantity = parseDecimal(l.quantity, QUANTITY_SCALE);
      const value = parseMoney(l.value);
      return compact({
        itemId: l.item_id,
        code: l.code,
        name: l.name,
        unit: l.unit,
        quantity: quantityOut(l.quantity),
        unitCost: formatDecimal(averageUnitCost({ quantity, value }), QUANTITY_SCALE),
        value: toMoneyString(value),
      });
    }),
  };
}

/** The organisation's transfers, latest first; search by number or note, filter by status. */
export async function listTransfers(
  db: Database,
  organizationId: string,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    status?: StockTransferStatus | undefined;
  },
): Promise<StockTransferList> {
  const where = sql`t.organization_id = ${organizationId}
    ${query.status ? sql`AND t.status = ${query.status}` : sql``}
    ${query.search ? sql`AND (t.number ILIKE ${likePattern(query.search)} OR t.note ILIKE ${likePattern(query.search)})` : sql``}`;
  const [page, count] = await Promise.all([
    db.execute<HeaderRow>(sql`${HEADER} WHERE ${where}
      ORDER BY t.transfer_date DESC, t.number DESC
      LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM stock_transfers t WHERE ${where}`),
  ]);
  return {
    data: page.rows.map(summaryOf),
    pagination: paginationOf(query.page, query.limit, Number(count.rows[0]?.total ?? 0)),
  };
}

interface PlaceRow extends Record<string, unknown> {
  kind: 'warehouse' | 'item';
  id: string;
  type: string | null;
}

/** The warehouses and products named must be the organisation's live ones, and the lines' items products. */
async function checkReferences(
  tx: Transaction,
  organizationId: string,
  body: CreateStockTransferRequest,
): Promise<void> {
  const itemIds = [...new Set(body.items.map((l) => l.itemId))];
  const { rows } = await tx.execute<PlaceRow>(sql`
    SELECT 'warehouse' AS kind, id, NULL AS type FROM warehouses
    WHERE organization_id = ${organizationId} AND deleted_at IS NULL
      AND id IN (${body.fromWarehouseId}, ${body.toWarehouseId})
    UNION ALL
    SELECT 'item' AS kind, id, type FROM items
    WHERE organization_id = ${organizationId} AND deleted_at IS NULL
      AND id IN (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const warehouses = new Set(rows.filter((r) => r.kind === 'warehouse').map((r) => r.id));
  for (const path of ['fromWarehouseId', 'toWarehouseId'] as const) {
    if (!warehouses.has(body[path])) {
      throw refused('STOCK_TRANSFER.UNKNOWN_WAREHOUSE', 'No such warehouse in this organisation', path);
    }
  }
  const types = new Map(rows.filter((r) => r.kind === 'item').map((r) => [r.id, r.type]));
  body.items.forEach((line, index) => {
    const type = types.get(line.itemId);
    if (type === undefined) {
      throw refused(
        'STOCK_TRANSFER.UNKNOWN_PRODUCT',
        'No such product in this organisation',
        `items.${index}.itemId`,
      );
    }
    if (type !== 'PRODUCT') {
      throw refused(
        'STOCK_TRANSFER.NOT_A_PRODUCT',
        'Only products (not services) are kept in stock',
        `items.${index}.itemId`,
      );
    }
  });
}

async function postTransferEntry(
  tx: Transaction,
  organizationId: string,
  entry: { lines: JournalLine[]; date: string; number: string; userId: string },
): Promise<string | null> {
  if (entry.lines.length === 0) return null;
  const posted = await postEntry(
    tx,
    organizationId,
    { date: entry.date, description: `โอนสินค้าระหว่างคลัง ${entry.number}`, lines: entry.lines },
    entry.userId,
  );
  return posted.id;
}

/** Makes a transfer: numbered TF…, its goods moved both ways at the source's average cost; DONE. */
export async function createTransfer(
  db: Database,
  userId: string,
  body: CreateStockTransferRequest,
): Promise<StockTransfer> {
  const organizationId = body.organizationId;
  const quantities = body.items.map((l) => parseDecimal(l.quantity, QUANTITY_SCALE));
  const checked = checkStockTransfer({
    fromWarehouseId: body.fromWarehouseId,
    toWarehouseId: body.toWarehouseId,
    lines: body.items.map((l, i) => ({ itemId: l.itemId, quantity: quantities[i] ?? 0n })),
  });
  if (!checked.ok) throw refused(checked.error.code, checked.error.message, checked.error.details.path);

  return db.transaction(async (tx) => {
    await checkDateOpen(tx, organizationId, body.date);
    await checkReferences(tx, organizationId, body);
    const id = newId();
    const number = await allocateNumber(tx, organizationId, STOCK_TRANSFER_SERIES, body.date);
    await tx.execute(sql`
      INSERT INTO stock_transfers (organization_id, id, number, transfer_date, from_warehouse_id, to_warehouse_id,
        note, created_by)
      VALUES (${organizationId}, ${id}, ${number}, ${body.date}, ${body.fromWarehouseId}, ${body.toWarehouseId},
        ${body.note ?? null}, ${userId})`);
    // Per line: out of the source (index 2i), then into the destination with what that took (2i + 1).
    const moves = body.items.flatMap((line, index): StockLineRequest[] => {
      const quantity = quantities[index] ?? 0n;
      const common = { itemId: line.itemId, documentLineId: null, path: `items.${index}` };
      return [
        {
          ...common,
          warehouseId: body.fromWarehouseId,
          moveType: 'TRANSFER_OUT',
          move: { direction: 'out', quantity },
        },
        {
          ...common,
          warehouseId: body.toWarehouseId,
          moveType: 'TRANSFER_IN',
          move: { direction: 'arrival', quantity, ofLine: 2 * index },
        },
      ];
    });
    const { values, accounts, correction, corrections } = await writeStockMoves(tx, {
      organizationId,
      source: { transferId: id },
      date: body.date,
      lines: moves,
    });
    const lineRows = body.items.map((line, index) => {
      const left = -(values[2 * index] ?? 0n);
      return sql`(${organizationId}::uuid, ${id}::uuid, ${index}::int, ${line.itemId}::uuid,
        ${formatDecimal(quantities[index] ?? 0n, QUANTITY_SCALE)}::numeric, ${toMoneyString(left)}::numeric)`;
    });
    await tx.execute(sql`
      INSERT INTO stock_transfer_lines (organization_id, transfer_id, position, item_id, quantity, value)
      VALUES ${sql.join(lineRows, sql`, `)}`);
    // What left equals what arrived plus what arriving on negative cards corrected: asserted.
    const out = sumMoney(values.filter((_, i) => i % 2 === 0));
    const arrived = sumMoney(values.filter((_, i) => i % 2 === 1));
    if (out + arrived + correction !== 0n) throw new Error('a transfer moved unequal values out and in');
    const entryId = await postTransferEntry(tx, organizationId, {
      // Per line: out of the source (2i, negative), into the destination (2i + 1).
      lines: postStockTransfer(
        body.items.map((_, index) => ({
          fromAccount: accounts[2 * index] ?? ACCOUNTS.inventory,
          toAccount: accounts[2 * index + 1] ?? ACCOUNTS.inventory,
          value: -(values[2 * index] ?? 0n),
        })),
        corrections,
      ),
      date: body.date,
      number,
      userId,
    });
    if (entryId) {
      await tx.execute(sql`UPDATE stock_transfers SET journal_entry_id = ${entryId}
        WHERE organization_id = ${organizationId} AND id = ${id}`);
    }
    return getTransfer(tx, organizationId, id);
  });
}

/** Voids a DONE transfer: its goods go back (REVERSAL moves dated the void day, default today). */
export async function voidTransfer(
  db: Database,
  organizationId: string,
  id: string,
  body: VoidStockTransferRequest,
  userId: string | null = null,
): Promise<StockTransfer> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      status: string;
      transfer_date: string;
      number: string;
      journal_entry_id: string | null;
    }>(sql`
      SELECT status, transfer_date::text AS transfer_date, number, journal_entry_id FROM stock_transfers
      WHERE organization_id = ${organizationId} AND id = ${id} FOR UPDATE`);
    const row = rows[0];
    if (!row) throw new AppError('STOCK_TRANSFER.NOT_FOUND', 'No such transfer');
    if (row.status !== 'DONE') {
      throw refused('STOCK_TRANSFER.INVALID_TRANSITION', 'The transfer is already void', 'status');
    }
    const date = body.date ?? bangkokToday();
    if (date < row.transfer_date) {
      throw refused(
        'STOCK_TRANSFER.VOID_BEFORE_TRANSFER',
        'A transfer is voided on or after its date',
        'date',
        {
          date: row.transfer_date,
        },
      );
    }
    await checkDateOpen(tx, organizationId, date);
    const { corrections } = await reverseStockMoves(tx, organizationId, { transferId: id }, date);
    await postCostCorrection(tx, organizationId, corrections, { date, of: row.number }, userId);
    if (row.journal_entry_id) {
      const reason = `ยกเลิกการโอนสินค้า ${row.number}`;
      await reverseEntry(tx, organizationId, row.journal_entry_id, { date, reason }, userId);
    }
    await tx.execute(sql`
      UPDATE stock_transfers SET status = 'VOID', void_date = ${date}, updated_at = now()
      WHERE organization_id = ${organizationId} AND id = ${id}`);
    return getTransfer(tx, organizationId, id);
  });
}
