// The stock effects of the kind registry (stockIn, stockOut, stockReturn; decisions 0183–0184), written with the
// document's journal entry so goods and ledger move together or not at all:
//
//   receiving inventory   stockIn      each product line booked to 11510 comes in at its pre-VAT amount (what
//                                      the purchase bill debits to 11510); on a negative card the COGS
//                                      correction is posted in the same entry (decision 0205)
//   invoice, cash sale    stockOut     each product line leaves at the moving average; its cost is posted in
//                                      the sale's own entry: Dr 51118 · Cr 11510 (thai-tax-reference §11 a, f)
//   credit note           stockReturn  with reason PRODUCT_RETURNED, the goods come back to the warehouse they
//                                      left at the cost they left with: Dr 11510 · Cr 51118
//
// Only lines naming a product (item type PRODUCT) of a document naming a warehouse move stock; a document
// without a warehouse moves none (decision 0183). The sale's moves happen when its entry is posted: an invoice
// at creation, a cash sale when it is paid. Void, reset and edit take the moves back with the entry.
import { type Transaction } from '@banchee/db';
import {
  ACCOUNTS,
  costOfShare,
  journalLinesFromSigned,
  parseDecimal,
  postCostOfGoodsSold,
  QUANTITY_SCALE,
  type DocumentEffectName,
  type JournalLine,
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
import { rulesOf } from './documents.kinds.ts';
import { findLines, type DocumentRow, type LineRow } from './documents.queries.ts';
import { adjustedDocumentOf } from './documents.tax-point.ts';
import { computeTotals } from './documents.totals.ts';

const STOCK_EFFECTS: readonly DocumentEffectName[] = ['stockIn', 'stockOut', 'stockReturn'];
/** The credit-note reason that brings goods back (the others lower a price: no goods move). */
export const RETURN_REASON = 'PRODUCT_RETURNED';

export function movesStock(document: DocumentRow): boolean {
  return rulesOf(document.kind).effects.some((effect) => STOCK_EFFECTS.includes(effect));
}

const isProductLine = (line: LineRow): line is LineRow & { itemId: string } =>
  line.lineKind === 'item' && line.itemId !== null && line.itemType === 'PRODUCT';

const quantityOf = (line: LineRow) => parseDecimal(line.quantity, QUANTITY_SCALE);

async function stockIn(tx: Transaction, document: DocumentRow, warehouseId: string): Promise<JournalLine[]> {
  const lines = await findLines(tx, document.organizationId, document.id);
  const totals = computeTotals(document, lines.map(lineDraftOf));
  const requests = lines.flatMap((line, i): StockLineRequest[] => {
    if (!isProductLine(line) || (line.accountCode ?? ACCOUNTS.inventory) !== ACCOUNTS.inventory) return [];
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
  const { correction } = await writeStockMoves(tx, write(document, requests));
  return correction === 0n ? [] : postCostOfGoodsSold(correction);
}

async function stockOut(tx: Transaction, document: DocumentRow, warehouseId: string): Promise<JournalLine[]> {
  const lines = await findLines(tx, document.organizationId, document.id);
  const requests = lines.flatMap((line, i): StockLineRequest[] =>
    isProductLine(line)
      ? [
          {
            warehouseId,
            itemId: line.itemId,
            documentLineId: line.id,
            path: `items.${i}`,
            moveType: 'OUT',
            move: { direction: 'out', quantity: quantityOf(line) },
          },
        ]
      : [],
  );
  const { values } = await writeStockMoves(tx, write(document, requests));
  return postCostOfGoodsSold(-values.reduce((sum, v) => sum + v, 0n));
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
  // On a negative card the goods' value is net of their COGS correction: posting it keeps 11510 = stock.
  const { values } = await writeStockMoves(tx, write(note, requests));
  const cost = values.reduce((sum, v) => sum + v, 0n);
  return journalLinesFromSigned([
    [ACCOUNTS.inventory, cost],
    [ACCOUNTS.costOfGoodsSold, -cost],
  ]);
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
  const { warehouseId } = document;
  if (!warehouseId) return [];
  if (effects.includes('stockIn')) return stockIn(tx, document, warehouseId);
  if (effects.includes('stockOut')) return stockOut(tx, document, warehouseId);
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
  const { correction } = await reverseStockMoves(tx, organizationId, { documentId: document.id }, date);
  await postCostCorrection(tx, organizationId, correction, { date, of: document.number ?? '' }, userId);
}
