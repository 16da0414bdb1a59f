// Public entry point of the stock-rd-report module (decision 0195): รายงานสินค้าและวัตถุดิบ.
export { stockRdReportRoutes } from './stock-rd-report.routes.ts';
