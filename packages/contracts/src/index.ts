// @banchee/contracts: one zod schema per wire shape, shared by the API (validation, OpenAPI) and the web
// (forms, typed clients). Types are z.infer of the schemas, never written twice.
export * from './common.ts';
export * from './auth.ts';
export * from './organizations.ts';
export * from './items.ts';
export * from './contacts.ts';
export * from './addresses.ts';
export * from './warehouses.ts';
export * from './documents.ts';
export * from './ledger.ts';
export * from './dashboard.ts';
export * from './bank-accounts.ts';
export * from './tax-filings.ts';
export * from './input-vat.ts';
export * from './employees.ts';
export * from './payroll.ts';
export * from './received-wht.ts';
export * from './wht.ts';
export * from './assets.ts';
export * from './projects.ts';
export * from './business-reports.ts';
export * from './refunds.ts';
export * from './wht-submission.ts';
export * from './stock-transfers.ts';
export * from './stock-counts.ts';
export * from './stock-rd-report.ts';
