// Public entry point of the reports module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { rangeRows, splitByMonths } from './ledger-ranges.ts';
export { queryAccountNet, queryProfitAndLoss } from './reports.queries.ts';
export { RECEIVABLE_ACCOUNT } from './reports.aging.ts';
export { sendReport } from './report-export.ts';
export { renderReportPdf } from './reports.pdf.ts';
export { reportResponse } from './reports.routes.ts';
export { type ReportTable } from './reports.serialize.ts';
