// Public entry point of the numbering module: the one allocator of document and journal numbers.
export {
  allocateNumber,
  counterUpsert,
  numberSql,
  documentSeries,
  JOURNAL_SERIES,
  STOCK_TRANSFER_SERIES,
  type NumberSeries,
} from './numbering.service.ts';
