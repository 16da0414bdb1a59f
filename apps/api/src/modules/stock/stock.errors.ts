// Expected failures of the stock module (STOCK.INSUFFICIENT, STOCK.COST_USED → 422, STOCK.NOT_FOUND → 404 by the
// suffix rules of src/http/errors.ts). A refused move names the line at fault: details [{ path: 'items.N',
// message, params: { onHand, needed } }].
import { AppError, type ErrorDetail } from '../../http/errors.ts';

export class StockFailure extends AppError {
  constructor(code: string, message: string, details?: ErrorDetail[]) {
    super(code, message, details === undefined ? {} : { details });
    this.name = 'StockFailure';
  }
}

export function stockNotFound(what: string): StockFailure {
  return new StockFailure('STOCK.NOT_FOUND', `No such ${what}`);
}
