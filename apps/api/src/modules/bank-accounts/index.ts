// Public entry point of the bank-accounts module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { bankAccountsRoutes } from './bank-accounts.routes.ts';
export { getBankAccount } from './bank-accounts.service.ts';
