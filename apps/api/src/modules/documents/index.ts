// Public entry point of the documents module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { bangkokToday } from './documents.drafts.ts';
export { INACTIVE_STATUSES } from './documents.kinds.ts';
export { collectableBalance } from './documents.progress.ts';
export { linkedDocumentColumns } from './documents.bulk.ts';
export { type DocumentRow, type LinkWithDocument } from './documents.queries.ts';
export { changeDocumentStatus, createDocument, type Actor } from './documents.service.ts';
export { isActiveStatus } from './documents.kinds.ts';
export { findBankAccount } from './documents.payment.ts';
export { purchaseLineAccounts } from './documents.purchase-postings.ts';
export { printableDocumentOf } from './documents.pdf.ts';
export { findDocument, findDocumentOrganizationForUser, findLines } from './documents.queries.ts';
export { findOrganization } from './documents.related.ts';
export { readDocument } from './documents.service.ts';
export {
  adjustedDocumentOf,
  awaitsItsSale,
  isOutputTaxDocument,
  taxPointFrom,
  taxPointOf,
} from './documents.tax-point.ts';
export { readForTaxPoints, type TaxReportDocument } from './documents.prefetch.ts';
export { customerCreditBalance, lockCustomer } from './documents.customer-credit.ts';
