// Use cases of stock counts and adjustments (issue 13 "Stock", decision 0194). One transaction each:
//
//   create   the lock date checked, the warehouse and products checked (this organisation's, products only),
//            the cards locked and read, each line planned by the domain (planStockCountLine: counted − on hand,
//            shortages at the average, surpluses at the average or — on an empty shelf — the line's unit cost),
//            a number taken (SC + date + running number, the one allocator), the count and its ADJUSTMENT moves
//            written, and the entry posted: shortages Dr 51116 · Cr 11510, surpluses Dr 11510 · Cr 51117 (the
//            warehouse's inventory account when it names another than 11510, decision 0211).
//   void     the count's standing moves taken back (REVERSAL, at the value they carried) and its entry reversed,
//            dated today (or the count's own date when later); refused twice.
//
// A refusal names the line at fault (lines.N.…) and nothing is written.
import type {
  CreateStockCountRequest,
  ListStockCountsQuery,
  StockCount,
  StockCountList,
  StockCountLineInput,
} from '@banchee/contracts';
import {
  formatDecimal,
  parseDecimal,
  parseMoney,
  planStockCountLine,
  postStockCount,
  QUANTITY_SCALE,
  toMoneyString,
  type StockCountLineInput as DomainLineInput,
} from '@banchee/domain';
import type { Database } from '@banchee/db';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { compact, iso } from '../../http/serialize.ts';
import { bangkokToday } from '../documents/index.ts';
import { checkDateOpen, postEntry, reverseEntry } from '../journals/index.ts';
import { allocateNumber, documentSeries } from '../numbering/index.ts';
import {
  lockStockCards,
  postCostCorrection,
  reverseStockMoves,
  StockFailure,
  stockCardKey,
  writeStockMoves,
  type StockLineRequest,
} from '../stock/index.ts';
import * as queries from './stock-counts.queries.ts';

export const STOCK_COUNT_PREFIX = 'SC';

export interface StockCountActor {
  readonly userId: string;
  readonly organizationId: string;
}

const missing = () => notFound('STOCK_COUNT', 'stock count');
const quantity = (text: string) => parseDecimal(text, QUANTITY_SCALE);
const quantityText = (value: bigint) => formatDecimal(value, QUANTITY_SCALE);

function domainLine(line: StockCountLineInput): DomainLineInput {
  const unitCost = line.unitCost === undefined ? undefined : quantity(line.unitCost);
  if (line.countedQuantity !== undefined) {
    return { mode: 'counted', counted: quantity(line.countedQuantity), unitCost };
  }
  return {
    mode: 'adjust',
    direction: line.direction ?? 'SURPLUS',
    quantity: quantity(line.quantity ?? '0'),
    unitCost,
  };
}

/** The same product twice in one count would count it twice: refused, naming the second line. */
function refuseDuplicates(lines: readonly StockCountLineInput[]): void {
  const seen = new Set<string>();
  const details = lines.flatMap((line, i) => {
    if (!seen.has(line.itemId)) {
      seen.add(line.itemId);
      return [];
    }
    const message = 'This product is already counted on another line';
    return [{ path: `lines.${i}.itemId`, message, code: 'STOCK_COUNT.DUPLICATE_ITEM' }];
  });
  if (details.length > 0) throw validationError(details);
}

export async function createStockCount(
  db: Database,
  actor: StockCountActor,
  input: CreateStockCountRequest,
): Promise<StockCount> {
  const { organizationId } = actor;
  refuseDuplicates(input.lines);
  const id = await db.transaction(async (tx) => {
    await checkDateOpen(tx, organizationId, input.date);
    const itemIds = input.lines.map((l) => l.itemId);
    const targets = await queries.findCountTargets(tx, organizationId, input.warehouseId, itemIds);
    const unknown = [
      ...(targets.warehouse
        ? []
        : [
            {
              path: 'warehouseId',
              message: 'No such warehouse of this organisation',
              code: 'STOCK_COUNT.UNKNOWN_WAREHOUSE',
            },
          ]),
      ...input.lines.flatMap((line, i) =>
        targets.products.has(line.itemId)
          ? []
          : [
              {
                path: `lines.${i}.itemId`,
                message: 'No such product (of type PRODUCT) of this organisation',
              },
            ],
      ),
    ];
    if (unknown.length > 0) throw validationError(unknown);

    const cards = await lockStockCards(
      tx,
      organizationId,
      itemIds.map((itemId) => [input.warehouseId, itemId] as const),
    );
    const plans = input.lines.map((line, i) => {
      const card = cards.get(stockCardKey(input.warehouseId, line.itemId));
      if (!card) throw new Error('a stock card just locked was not returned');
      const plan = planStockCountLine(card.balance, domainLine(line));
      if (!plan.ok) {
        const { code, message, details } = plan.error;
        const params = details
          ? Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v)]))
          : {};
        throw new StockFailure(code, message, [{ path: `lines.${i}`, message, code, params }]);
      }
      return { line, index: i, onHand: card.balance.quantity, ...plan.value };
    });

    const number = await allocateNumber(tx, organizationId, documentSeries(STOCK_COUNT_PREFIX), input.date);
    const countId = await queries.insertCount(tx, {
      organizationId,
      number,
      date: input.date,
      warehouseId: input.warehouseId,
      remarks: input.remarks ?? null,
      createdBy: actor.userId,
    });
    const moving = plans.filter((p) => p.move !== null);
    const requests = moving.map((p): StockLineRequest => ({
      warehouseId: input.warehouseId,
      itemId: p.line.itemId,
      documentLineId: null,
      path: `lines.${p.index}`,
      moveType: 'ADJUSTMENT',
      move: p.move!,
      reason: p.line.reason,
    }));
    // On a card below zero (decision 0205) a surplus's value is net of its COGS correction: the count's entry,
    // posted from these values, keeps the warehouse's inventory account = stock (decision 0211).
    const { values, accounts } = await writeStockMoves(tx, {
      organizationId,
      source: { stockCountId: countId },
      date: input.date,
      lines: requests,
    });
    const valueOf = new Map(moving.map((p, i) => [p.index, values[i] ?? 0n]));
    await queries.insertCountLines(
      tx,
      organizationId,
      countId,
      plans.map((p) => ({
        itemId: p.line.itemId,
        onHand: quantityText(p.onHand),
        counted: p.line.countedQuantity === undefined ? null : quantityText(p.onHand + p.difference),
        difference: quantityText(p.difference),
        value: toMoneyString(valueOf.get(p.index) ?? 0n),
        reason: p.line.reason,
      })),
    );
    // One warehouse: every move is on its inventory account (none moved: no entry).
    const lines = postStockCount(values, accounts[0]);
    if (lines.length > 0) {
      const entry = await postEntry(
        tx,
        organizationId,
        { date: input.date, description: `ปรับปรุงสินค้าจากการตรวจนับ ${number}`, lines },
        actor.userId,
      );
      await queries.setCountEntry(tx, organizationId, countId, entry.id);
    }
    return countId;
  });
  return getStockCount(db, organizationId, id);
}

export async function getStockCount(db: Database, organizationId: string, id: string): Promise<StockCount> {
  const row = await queries.findCount(db, organizationId, id);
  if (!row) throw missing();
  const [lines, totals] = await Promise.all([
    queries.countLines(db, organizationId, id),
    queries.countTotals(db, organizationId, [id]),
  ]);
  return {
    ...summary(row, totals.get(id)),
    lines: lines.map((l) =>
      compact({
        item_id: l.item_id,
        item_code: l.item_code,
        item_name: l.item_name,
        on_hand_quantity: l.on_hand_quantity,
        counted_quantity: l.counted_quantity,
        difference: l.difference,
        value: toMoneyString(parseMoney(l.value)),
        reason: l.reason,
      }),
    ),
  };
}

function summary(
  row: queries.StockCountRow,
  totals: { warehouse: string; shortage: string; surplus: string } | undefined,
): Omit<StockCount, 'lines'> {
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    number: row.number,
    date: row.countDate,
    warehouse_id: row.warehouseId,
    warehouse_name: totals?.warehouse ?? '',
    remarks: row.remarks,
    status: row.status,
    shortage_value: toMoneyString(parseMoney(totals?.shortage ?? '0')),
    surplus_value: toMoneyString(parseMoney(totals?.surplus ?? '0')),
    journal_entry_id: row.journalEntryId,
    created_at: iso(row.createdAt),
  });
}

export async function listStockCounts(
  db: Database,
  organizationId: string,
  query: ListStockCountsQuery,
): Promise<StockCountList> {
  const page = await queries.listCounts(db, organizationId, query.search, query.page, query.limit);
  const totals = await queries.countTotals(
    db,
    organizationId,
    page.rows.map((r) => r.id),
  );
  return { data: page.rows.map((row) => summary(row, totals.get(row.id))), pagination: page.pagination };
}

/** VOID: the moves taken back and the entry reversed, dated today (or the count's date when later). */
export async function voidStockCount(db: Database, actor: StockCountActor, id: string): Promise<StockCount> {
  const { organizationId } = actor;
  await db.transaction(async (tx) => {
    const row = await queries.findCount(tx, organizationId, id, true);
    if (!row) throw missing();
    if (row.status === 'VOID') {
      throw new AppError('STOCK_COUNT.INVALID_TRANSITION', `${row.number} is already void`);
    }
    const today = bangkokToday();
    const date = today < row.countDate ? row.countDate : today;
    await checkDateOpen(tx, organizationId, date);
    const { corrections } = await reverseStockMoves(tx, organizationId, { stockCountId: id }, date);
    await postCostCorrection(tx, organizationId, corrections, { date, of: row.number }, actor.userId);
    if (row.journalEntryId) {
      await reverseEntry(
        tx,
        organizationId,
        row.journalEntryId,
        { date, reason: `ยกเลิกการตรวจนับสินค้า ${row.number}` },
        actor.userId,
      );
    }
    await queries.markVoid(tx, organizationId, id);
  });
  return getStockCount(db, organizationId, id);
}
