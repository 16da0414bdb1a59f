// Every Drizzle table of the database, one file per module; later modules add one export line here.
export * from './platform.ts';
export * from './items.ts';
export * from './contacts.ts';
export * from './warehouses.ts';
export * from './documents.ts';
export * from './ledger.ts';
export * from './invitations.ts';
export * from './payments.ts';
export * from './tax-filings.ts';
export * from './payroll.ts';
export * from './received-wht.ts';
export * from './wht.ts';
export * from './assets.ts';
export * from './projects.ts';
export * from './input-vat.ts';
export * from './stock-transfers.ts';
export * from './stock-counts.ts';
