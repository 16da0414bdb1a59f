// Public entry point of the accounts module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { getAccountByCode, listAccounts, type AccountRecord } from './accounts.queries.ts';
export { createAccount, onNormalSide } from './accounts.service.ts';
