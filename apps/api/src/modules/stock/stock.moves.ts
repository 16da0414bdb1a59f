// Writing stock moves (issue 13 "Stock", decisions 0183–0184): the one place rows enter stock_moves. A document's
// goods move in at most three statements: (1) lock (creating when new) the balance rows of its products and
// warehouses, returning where each card stands — with, for a return, what the original sale's goods left with;
// (2) append the moves and advance the balances in one statement. The arithmetic is the domain's moving
// weighted average (packages/domain/src/stock); a refusal names the line at fault and nothing is written.
// Negative stock (decision 0205): a document's goods, and any move taking goods back, may take a card below zero
// when its organisation allows it (read only when a line would otherwise be refused); goods arriving on a
// negative card carry a COGS correction that the caller posts (the writer returns the sum).
import { newId, sql, type Transaction } from '@banchee/db';
import {
  applyStockMove,
  formatDecimal,
  lastKnownUnitCost,
  parseDecimal,
  parseMoney,
  QUANTITY_SCALE,
  toMoneyString,
  type Money,
  type StockBalance,
  type StockMoveInput,
} from '@banchee/domain';
import { StockFailure } from './stock.errors.ts';

export type StockMoveType =
  'IN' | 'OUT' | 'RETURN' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'ADJUSTMENT' | 'REVERSAL';

/**
 * Goods arriving with exactly the value an earlier line of the same write took out (a transfer's arrival at
 * the source's moving-average cost): `ofLine` is that line's index in the write.
 */
export interface StockArrival {
  readonly direction: 'arrival';
  readonly quantity: bigint;
  readonly ofLine: number;
}

export interface StockLineRequest {
  readonly warehouseId: string;
  readonly itemId: string;
  readonly documentLineId: string | null;
  /** Where the line is in the request, for the error path (items.2). */
  readonly path: string;
  readonly moveType: StockMoveType;
  readonly move: StockMoveInput | StockArrival;
  readonly reason?: string | null;
}

/** What a stock move belongs to: a document, a stock count or an inter-warehouse transfer (exactly one). */
export type StockSource =
  { readonly documentId: string } | { readonly stockCountId: string } | { readonly transferId: string };

export interface StockWrite {
  readonly organizationId: string;
  readonly source: StockSource;
  readonly date: string;
  readonly lines: readonly StockLineRequest[];
}

export interface WrittenMoves {
  /** Per request line, the signed value the move carried (a sale's cost is minus its COGS). */
  readonly values: readonly Money[];
  /** Per request line, the inventory account of its warehouse (decision 0211). */
  readonly accounts: readonly string[];
  /**
   * What goods arriving on negative cards corrected (decision 0205): + Dr 51118 · Cr the inventory account, −
   * the opposite; in all, and per inventory account (only those with a correction). The caller posts it
   * (postCostCorrection); a document's own moves, a count's and a return's values already carry it into their
   * entries only where they post from the values.
   */
  readonly correction: Money;
  readonly corrections: ReadonlyMap<string, Money>;
}

/** The owner columns of a source: document_id, transfer_id, stock_count_id (one set). */
function ownerOf(source: StockSource) {
  return {
    documentId: 'documentId' in source ? source.documentId : null,
    transferId: 'transferId' in source ? source.transferId : null,
    stockCountId: 'stockCountId' in source ? source.stockCountId : null,
  };
}

type CardRow = {
  warehouse_id: string;
  account: string;
  item_id: string;
  quantity: string;
  value: string;
  move_count: number;
  last_unit_cost: string;
};

export interface LockedCard {
  balance: StockBalance;
  /** The inventory account of the card's warehouse (decision 0211). */
  readonly account: string;
  moveCount: number;
  /** Baht per unit × 10⁴: what a sale from an empty shelf leaves at (decision 0205). */
  lastUnitCost: bigint;
}

export const cardKey = (warehouseId: string, itemId: string) => `${warehouseId}/${itemId}`;

/**
 * Locks (creating when new) the cards of `pairs`, returning where each stands (keyed `warehouseId/itemId`) and
 * the inventory account of its warehouse (share-locked, so that the account cannot change under the write,
 * decision 0211): a caller that decides its moves from the balances (a stock count) reads them here first.
 */
export async function lockCards(
  tx: Transaction,
  organizationId: string,
  pairs: readonly (readonly [string, string])[],
): Promise<Map<string, LockedCard>> {
  const values = sql.join(
    pairs.map(([w, i]) => sql`(${organizationId}::uuid, ${w}::uuid, ${i}::uuid)`),
    sql`, `,
  );
  const result = await tx.execute<CardRow>(sql`
    WITH locked AS (
      INSERT INTO stock_balances (organization_id, warehouse_id, item_id) VALUES ${values}
      ON CONFLICT (organization_id, warehouse_id, item_id) DO UPDATE SET move_count = stock_balances.move_count
      RETURNING warehouse_id, item_id, quantity::text, value::text, move_count, last_unit_cost::text)
    SELECT l.*, w.inventory_account_code AS account FROM locked l
    JOIN warehouses w ON w.organization_id = ${organizationId} AND w.id = l.warehouse_id
    FOR SHARE OF w`);
  return new Map(
    result.rows.map((r) => [
      cardKey(r.warehouse_id, r.item_id),
      {
        balance: { quantity: parseDecimal(r.quantity, QUANTITY_SCALE), value: parseMoney(r.value) },
        account: r.account,
        moveCount: Number(r.move_count),
        lastUnitCost: parseDecimal(r.last_unit_cost, QUANTITY_SCALE),
      },
    ]),
  );
}

/** An arrival carries what its departure line took out (the departure's value is negative). */
function resolveArrival(move: StockMoveInput | StockArrival, written: readonly Money[]): StockMoveInput {
  if (move.direction !== 'arrival') return move;
  const left = written[move.ofLine];
  if (left === undefined) throw new Error('a stock arrival names a line not written before it');
  return { direction: 'in', quantity: move.quantity, value: -left };
}

/** Whether the organisation lets sales take stock below zero (decision 0205). */
async function allowsNegativeStock(tx: Transaction, organizationId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ allow: boolean }>(sql`
    SELECT allow_negative_stock AS allow FROM organizations WHERE id = ${organizationId}`);
  return rows[0]?.allow === true;
}

/** Appends the moves of `write` (in request order): the value each carried; refuses before writing. */
export async function writeStockMoves(tx: Transaction, write: StockWrite): Promise<WrittenMoves> {
  if (write.lines.length === 0) return { values: [], accounts: [], correction: 0n, corrections: new Map() };
  const pairs = [...new Map(write.lines.map((l) => [cardKey(l.warehouseId, l.itemId), l] as const)).values()];
  const cards = await lockCards(
    tx,
    write.organizationId,
    pairs.map((l) => [l.warehouseId, l.itemId] as const),
  );
  const owner = ownerOf(write.source);
  // Read only when a document's line would otherwise be refused: the usual path costs no statement.
  let allowNegative: boolean | undefined;
  const rows: ReturnType<typeof sql>[] = [];
  const values: Money[] = [];
  const accounts: string[] = [];
  const corrections = new Map<string, Money>();
  let correction = 0n;
  for (const line of write.lines) {
    const card = cards.get(cardKey(line.warehouseId, line.itemId));
    if (!card) throw new Error('a stock card just locked was not returned');
    const move = resolveArrival(line.move, values);
    let applied = applyStockMove(card.balance, move, { lastUnitCost: card.lastUnitCost });
    // A document's goods (a sale) and any taking back (it restores where a card stood) may go below zero;
    // a transfer or a count never takes a card below zero itself.
    const mayGoNegative = owner.documentId !== null || line.moveType === 'REVERSAL';
    if (!applied.ok && applied.error.code === 'STOCK.INSUFFICIENT' && mayGoNegative) {
      allowNegative ??= await allowsNegativeStock(tx, write.organizationId);
      if (allowNegative) {
        applied = applyStockMove(card.balance, move, { allowNegative, lastUnitCost: card.lastUnitCost });
      }
    }
    if (!applied.ok) {
      const params = Object.fromEntries(
        Object.entries({ ...applied.error.details, itemId: line.itemId, warehouseId: line.warehouseId }).map(
          ([k, v]) => [k, String(v)],
        ),
      );
      throw new StockFailure(applied.error.code, applied.error.message, [
        { path: line.path, message: applied.error.message, params },
      ]);
    }
    card.balance = applied.value.after;
    card.lastUnitCost = lastKnownUnitCost(applied.value, card.lastUnitCost);
    card.moveCount += 1;
    values.push(applied.value.value);
    accounts.push(card.account);
    correction += applied.value.correction;
    if (applied.value.correction !== 0n) {
      corrections.set(card.account, (corrections.get(card.account) ?? 0n) + applied.value.correction);
    }
    rows.push(sql`(${newId()}::uuid, ${line.warehouseId}::uuid, ${line.itemId}::uuid, ${card.moveCount}::int,
      ${line.moveType}, ${line.documentLineId}::uuid, ${line.reason ?? null}::text,
      ${formatDecimal(applied.value.quantity, QUANTITY_SCALE)}::numeric, ${toMoneyString(applied.value.value)}::numeric,
      ${formatDecimal(applied.value.after.quantity, QUANTITY_SCALE)}::numeric,
      ${toMoneyString(applied.value.after.value)}::numeric, ${toMoneyString(applied.value.correction)}::numeric,
      ${card.account}::text)`);
  }
  const balances = sql.join(
    [...cards.entries()].map(([k, card]) => {
      const [warehouseId, itemId] = k.split('/');
      return sql`(${warehouseId}::uuid, ${itemId}::uuid, ${formatDecimal(card.balance.quantity, QUANTITY_SCALE)}::numeric,
        ${toMoneyString(card.balance.value)}::numeric, ${card.moveCount}::int,
        ${formatDecimal(card.lastUnitCost, QUANTITY_SCALE)}::numeric)`;
    }),
    sql`, `,
  );
  await tx.execute(sql`
    WITH moved AS (
      INSERT INTO stock_moves (organization_id, id, warehouse_id, item_id, card_position, move_type,
        document_line_id, reason, quantity, value, quantity_after, value_after, cost_correction,
        inventory_account_code, move_date, document_id, transfer_id, stock_count_id)
      SELECT ${write.organizationId}::uuid, m.* , ${write.date}::date, ${owner.documentId}::uuid,
        ${owner.transferId}::uuid, ${owner.stockCountId}::uuid
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS m (id, warehouse_id, item_id, card_position, move_type,
        document_line_id, reason, quantity, value, quantity_after, value_after, cost_correction,
        inventory_account_code)
      RETURNING 1)
    UPDATE stock_balances b SET quantity = n.quantity, value = n.value, move_count = n.move_count,
      last_unit_cost = n.last_unit_cost
    FROM (VALUES ${balances}) AS n (warehouse_id, item_id, quantity, value, move_count, last_unit_cost)
    WHERE b.organization_id = ${write.organizationId} AND b.warehouse_id = n.warehouse_id
      AND b.item_id = n.item_id`);
  return { values, accounts, correction, corrections };
}

type NetRow = {
  warehouse_id: string;
  item_id: string;
  quantity: string;
  value: string;
};

/** The standing net of a source per card, with the accounts its standing moves were posted to. */
type StandingRow = NetRow & { accounts: string[] | string };

/** Postgres answers text[]; the PGlite driver may answer its literal form. */
const accountsOf = (row: StandingRow): string[] =>
  Array.isArray(row.accounts)
    ? row.accounts
    : row.accounts
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/**
 * Takes back every move the source made that is still standing (its net per product and warehouse), dated
 * `date`: goods that went out come back at the value they left with; goods that came in leave with theirs
 * (refused when later sales used their cost). Returns the net value taken back (+ when goods came back) and
 * the COGS correction of goods that came back onto a negative card, for the caller to post (decision 0205).
 */
export async function reverseStockMoves(
  tx: Transaction,
  organizationId: string,
  source: StockSource,
  date: string,
): Promise<{ value: Money; corrections: ReadonlyMap<string, Money> }> {
  const { documentId, stockCountId } = ownerOf(source);
  const owner =
    documentId !== null
      ? sql`document_id = ${documentId}`
      : stockCountId !== null
        ? sql`stock_count_id = ${stockCountId}`
        : sql`transfer_id = ${ownerOf(source).transferId}`;
  const net = await tx.execute<StandingRow>(sql`
    SELECT warehouse_id, item_id, sum(quantity)::text AS quantity, sum(value)::text AS value,
      array_agg(account) FILTER (WHERE quantity <> 0 OR value <> 0) AS accounts
    FROM (SELECT warehouse_id, item_id, inventory_account_code AS account, sum(quantity) AS quantity,
            sum(value) AS value
          FROM stock_moves WHERE organization_id = ${organizationId} AND ${owner}
          GROUP BY warehouse_id, item_id, inventory_account_code) s
    GROUP BY warehouse_id, item_id HAVING sum(quantity) <> 0 OR sum(value) <> 0
    ORDER BY warehouse_id, item_id`);
  const lines = net.rows.map((row): StockLineRequest => {
    const quantity = parseDecimal(row.quantity, QUANTITY_SCALE);
    const value = parseMoney(row.value);
    const move: StockMoveInput =
      quantity < 0n
        ? { direction: 'in', quantity: -quantity, value: -value }
        : { direction: 'undo', quantity, value };
    return {
      warehouseId: row.warehouse_id,
      itemId: row.item_id,
      documentLineId: null,
      path: 'status',
      moveType: 'REVERSAL',
      move,
    };
  });
  const written = await writeStockMoves(tx, { organizationId, source, date, lines });
  // The entry reversed with these moves posts to the accounts they were posted to: refused when the warehouse
  // now keeps its goods on another (decision 0211); the transaction writes nothing.
  net.rows.forEach((row, i) => {
    const now = written.accounts[i];
    if (accountsOf(row).some((account) => account !== now)) {
      const message = `The warehouse's inventory account changed to ${now} after these goods moved`;
      throw new StockFailure('STOCK.ACCOUNT_CHANGED', message, [
        { path: 'status', message, code: 'STOCK.ACCOUNT_CHANGED', params: { account: now ?? '' } },
      ]);
    }
  });
  return { value: written.values.reduce((sum, v) => sum + v, 0n), corrections: written.corrections };
}

/** Net quantity and value per product of what `documentId` moved (a sale's goods: both negative). */
export async function netMovesOfDocument(
  tx: Transaction,
  organizationId: string,
  documentId: string,
): Promise<Map<string, { warehouseId: string; quantity: bigint; value: Money }>> {
  const net = await tx.execute<NetRow>(sql`
    SELECT warehouse_id, item_id, sum(quantity)::text AS quantity, sum(value)::text AS value
    FROM stock_moves WHERE organization_id = ${organizationId} AND document_id = ${documentId}
    GROUP BY warehouse_id, item_id`);
  return new Map(
    net.rows.map((r) => [
      r.item_id,
      {
        warehouseId: r.warehouse_id,
        quantity: parseDecimal(r.quantity, QUANTITY_SCALE),
        value: parseMoney(r.value),
      },
    ]),
  );
}
