// Public entry point of the stock module: what other modules may use (eslint.config.js refuses deep imports).
export {
  cardKey as stockCardKey,
  lockCards as lockStockCards,
  netMovesOfDocument,
  reverseStockMoves,
  writeStockMoves,
  type StockLineRequest,
  type StockMoveType,
  type StockSource,
} from './stock.moves.ts';
export { postCostCorrection } from './stock.correction.ts';
export { inventoryAccountOf } from './stock.accounts.ts';
export { stockPrintHead } from './stock.print.ts';
export { StockFailure } from './stock.errors.ts';
export {
  inventoryAccountsInUse,
  stockCard,
  stockOnHand,
  type CardMoveRow,
  type OnHandRow,
} from './stock.reports.ts';
