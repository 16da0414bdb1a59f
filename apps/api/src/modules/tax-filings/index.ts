// Public entry point of the tax-filings module: what other modules may use (eslint.config.js refuses deep
// imports). The documents module undoes a voided bill's input VAT marks through it (decision 0200).
export { undoInputVatOfVoidedBill } from './input-vat-void.ts';
export { isVatMonthClosed, reversalDateInOwnMonth } from './vat-month.ts';
export { fileVatMonthsBefore } from './vat-history.ts';
// The 50 ทวิ prints its line in the PND3 / PND53 attachment (decision 0230).
export { attachmentLinesOf } from './wht-submission.service.ts';
