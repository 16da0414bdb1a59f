// The stock effects of the kind registry (stockIn, stockOut, stockReturn; decisions 0183–0184), written with the
// document's journal entry so goods and ledger move together or not at all:
//
//   receiving inventory   stockIn      each product line booked to inventory comes in at its pre-VAT amount
//                                      (what the purchase bill debits to the warehouse's account); on a
//                                      negative card the COGS correction is posted in the same entry (0205)
//   invoice, cash sale    stockOut     each product line leaves at the moving average; its cost is posted in
//                                      the sale's own entry: Dr 51118 · Cr inventory (thai-tax-reference §11 a, f)
//   credit note           stockReturn  with reason PRODUCT_RETURNED, the goods come back to the warehouse they
//                                      left at the cost they left with: Dr inventory · Cr 51118
//
// "Inventory" is the inventory account of the warehouse the goods are in (11510 unless it names another 115xx
// account, decision 0211).
//
// Which lines move goods is the domain's lineMovesStock (decision 0224): a product line; on a receiving, one booked
// to inventory. Its goods move in the line's own warehouse, else the document's. A new document's such line
// always has one (documents.line-books.ts refuses it otherwise); a line of a document stored before that rule,
// with none, moves nothing (decision 0183). The sale's moves happen when its entry is posted: an invoice at
// creation, a cash sale when it is paid. Void, reset and edit take the moves back with the entry.
import { type Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  costOfShare,
  lineMovesStock,
  journalLinesFromSigned,
  parseDecimal,
  postCostCorrections,
  QUANTITY_SCALE,
  type DocumentEffectName,
  type JournalLine,
  type Money,
} from '@banchee/domain';
import {
  netMovesOfDocument,
  postCostCorrection,
  reverseStockMoves,
  StockFailure,
  writeStockMoves,
  type StockLineRequest,
} from '../stock/index.ts';
import { lineDraftOf } from './documents.drafts.ts';
import { bookedLineOf } from './documents.line-books.ts';
import { rulesOf } from './documents.kinds.ts';
import { findLines, type DocumentRow, type LineRow } from './documents.queries.ts';
import { adjustedDocumentOf } from './documents.tax-point.ts';
import { computeTotals } from './documents.totals.ts';

const STOCK_EFFECTS: readonly DocumentEffectName[] = ['stockIn', 'stockOut', 'stockReturn'];
/** The credit-note reason that brings goods back (the others lower a price: no goods move). */
export const RETURN_REASON = 'PRODUCT_RETURNED';

export function movesStock(document: Pick<DocumentRow, 'kind'>): boolean {
  return rulesOf(document.kind).effects.some((effect) => STOCK_EFFECTS.includes(effect));
}

const isProductLine = (line: LineRow): line is LineRow & { itemId: string } =>
  line.lineKind === 'item' && line.itemId !== null && line.itemType === 'PRODUCT';

/**
 * The warehouse a line of `document` moves its goods in, or null when its goods do not move (the domain's
 * lineMovesStock; on a receiving, a product booked to inventory: no account, or 11510, which stands for the
 * warehouse's inventory account that the purchase bill debits).
 */
export function stockWarehouseOf(
  document: Pick<DocumentRow, 'kind' | 'warehouseId'>,
  line: LineRow,
): string | null {
  if (!lineMovesStock(document.kind, bookedLineOf(line))) return null;
  return line.warehouseId ?? document.warehouseId;
}

const quantityOf = (line: LineRow) => parseDecimal(line.quantity, QUANTITY_SCALE);

async function stockIn(tx: Transaction, document: DocumentRow): Promise<JournalLine[]> {
  const lines = await findLines(tx, document.organizationId, document.id);
  const totals = computeTotals(document, lines.map(lineDraftOf));
  const requests = lines.flatMap((line, i): StockLineRequest[] => {
    const warehouseId = stockWarehouseOf(document, line);
    if (warehouseId === null || line.itemId === null) return [];
    const value = totals.lines[i]?.preVat ?? 0n;
    return [
      {
        warehouseId,
        itemId: line.itemId,
        documentLineId: line.id,
        path: `items.${i}`,
        moveType: 'IN',
        move: { direction: 'in', quantity: quantityOf(line), value },
      },
    ];
  });
  const { corrections } = await writeStockMoves(tx, write(document, requests));
  return postCostCorrections(corrections);
}

async function stockOut(tx: Transaction, document: DocumentRow): Promise<JournalLine[]> {
  const lines = await findLines(tx, document.organizationId, document.id);
  const requests = lines.flatMap((line, i): StockLineRequest[] => {
    const warehouseId = stockWarehouseOf(document, line);
    if (warehouseId === null || line.itemId === null) return [];
    return [
      {
        warehouseId,
        itemId: line.itemId,
        documentLineId: line.id,
        path: `items.${i}`,
        moveType: 'OUT',
        move: { direction: 'out', quantity: quantityOf(line) },
      },
    ];
  });
  const { values, accounts } = await writeStockMoves(tx, write(document, requests));
  return inventoryAgainst(ACCOUNTS.costOfGoodsSold, values, accounts);
}

async function stockReturn(tx: Transaction, note: DocumentRow): Promise<JournalLine[]> {
  if (note.reasonCode !== RETURN_REASON) return [];
  const sale = await adjustedDocumentOf(tx, note);
  if (!sale) return [];
  const sold = await netMovesOfDocument(tx, note.organizationId, sale.id);
  if (sold.size === 0) return [];
  const lines = await findLines(tx, note.organizationId, note.id);
  const requests = lines.flatMap((line, i): StockLineRequest[] => {
    const left = isProductLine(line) ? sold.get(line.itemId) : undefined;
    if (!isProductLine(line) || !left || left.quantity >= 0n) return [];
    const quantity = quantityOf(line);
    if (quantity > -left.quantity) {
      throw new StockFailure('STOCK.RETURN_EXCEEDS_SALE', `${sale.number} sold fewer of these goods`, [
        { path: `items.${i}.quantity`, message: `${sale.number} sold fewer of these goods` },
      ]);
    }
    return [
      {
        warehouseId: left.warehouseId,
        itemId: line.itemId,
        documentLineId: line.id,
        path: `items.${i}`,
        moveType: 'RETURN',
        move: { direction: 'in', quantity, value: costOfShare(-left.value, -left.quantity, quantity) },
      },
    ];
  });
  // On a negative card the goods' value is net of their COGS correction: posting it keeps inventory = stock.
  const { values, accounts } = await writeStockMoves(tx, write(note, requests));
  return inventoryAgainst(ACCOUNTS.costOfGoodsSold, values, accounts);
}

/** Each move's signed value on its warehouse's inventory account, the opposite on `other` (netted). */
function inventoryAgainst(
  other: string,
  values: readonly Money[],
  accounts: readonly string[],
): JournalLine[] {
  return journalLinesFromSigned(
    values.flatMap((value, i) => [
      [accounts[i] ?? ACCOUNTS.inventory, value] as const,
      [other, -value] as const,
    ]),
  );
}

function write(document: DocumentRow, lines: readonly StockLineRequest[]) {
  return {
    organizationId: document.organizationId,
    source: { documentId: document.id },
    date: document.date,
    lines,
  };
}

/** Moves the document's goods as its kind's stock effect says; the journal lines to post with its entry. */
export async function stockEffectLines(tx: Transaction, document: DocumentRow): Promise<JournalLine[]> {
  const effects = rulesOf(document.kind).effects;
  if (effects.includes('stockReturn')) return stockReturn(tx, document);
  if (effects.includes('stockIn')) return stockIn(tx, document);
  if (effects.includes('stockOut')) return stockOut(tx, document);
  return [];
}

/**
 * Takes back the document's standing moves on `date` (void, reset, edit), with its reversed entry; goods that
 * come back onto a negative card post their COGS correction in an entry of their own (decision 0205), which a
 * later void of the document does not reverse.
 */
export async function reverseStockEffect(
  tx: Transaction,
  document: DocumentRow,
  date: string,
  userId: string | null,
): Promise<void> {
  if (!movesStock(document)) return;
  const { organizationId } = document;
  const { corrections } = await reverseStockMoves(tx, organizationId, { documentId: document.id }, date);
  await postCostCorrection(tx, organizationId, corrections, { date, of: document.number ?? '' }, userId);
}
