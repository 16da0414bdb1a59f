// Inter-warehouse transfers (issue 13 "Stock", decision 0192): the list in the shell, one transfer outside it.
export { StockTransfersPage } from './components/transfers-page';
export { StockTransferPage } from './components/transfer-page';
